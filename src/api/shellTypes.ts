/** Shapes of the shell data calls (docs/wire-protocol.md, "Shell data"). */

export interface PagedList<T> {
  results: T[];
  totalRecord: number;
}

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

export interface ApplyStatus {
  status: number;
  dealerName?: string;
  registerAddr?: string;
  manager?: string;
  phone?: string;
  auditRemark?: string;
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
