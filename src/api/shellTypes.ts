/** Shapes of the shell data calls (docs/wire-protocol.md, "Shell data"); those the mock shares live in contracts/. */
import type { Paged } from '../../contracts/envelope';
import type { ApplyStatus, DeviceRecord } from '../../contracts/shellData';

export type { ApplyStatus, DeviceRecord, Paged };

export interface PlatformConfig {
  platformName: string;
  faviconUrl?: string;
  platLogoUrl?: string;
  asynExportThreshold?: number;
}

export interface DomainInfo {
  platformName: string;
  faviconUrl?: string;
  platLogoUrl?: string;
  platformType: 1 | 2;
}

export interface AboutInfo {
  logoUrl?: string;
  platformName: string;
  version: string;
}

export interface RegistState {
  /** Enterprise status: 0 not certified, 1 certified, 2 under review, 3 must certify now. */
  status: number;
}

export interface Backlog {
  backlogId: string;
  title: string;
  backlogType: string | number;
  dealStatus: number;
  createTime: string;
  content?: string;
}

export interface BacklogQuery {
  pageNo: number;
  pageSize: number;
  dealStatus?: number;
  backlogType?: string | number;
  title?: string;
}

export interface BacklogType {
  value: string | number;
  label: string;
}

export interface Dealer {
  dealerId: string;
  dealerName: string;
}

/** A third-party platform page button of the top bar (platformType 1); `icon` is an image url. */
export interface ThirdPlatformButton {
  pageId: string;
  name: string;
  icon?: string;
}

/** `{url}` answers: a third-party page, a notice, the data screen. */
export interface UrlInfo {
  url: string;
}

/** viewNotice types (spec §7): 198 terms of service, 199 privacy agreement. */
export type NoticeType = 198 | 199;

/** Query of the device counter record lists (3-day window, status 1 = pending). */
export interface DeviceRecordQuery {
  pageNo: number;
  pageSize: number;
  bgnTime?: string;
  startTime?: string;
  endTime?: string;
  status?: number;
}

/** Query of the platform bulletin list (hasRead 0 = unread by the caller). */
export interface PlatformBulletinQuery {
  pageNo: number;
  pageSize: number;
  hasRead?: 0 | 1;
}

export interface PayType {
  payType: number | string;
  payTypeName: string;
}

/** GET /dealer/v2/api/dealerInfos/{id}. */
export interface DealerInfo {
  dealerId: string;
  dealerName: string;
  platName?: string;
  manager?: string;
  phone?: string;
  registerAddr?: string;
}

/** GET /backlog/v2/api/getLastNgsUpdateFile. */
export interface NgsUpdateFile {
  fileName: string;
  version: string;
  fileUrl: string;
  fileSize: number;
  publishTime: string;
  description?: string;
}
