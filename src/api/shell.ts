import type { MenuNode } from '../auth/types';
import { ApiError, get } from './http';
import { HTTP_MESSAGES } from './messages';
import type {
  AboutInfo,
  ApplyStatus,
  Backlog,
  BacklogQuery,
  BacklogType,
  Dealer,
  DealerInfo,
  NgsUpdateFile,
  DeviceRecord,
  DeviceRecordQuery,
  DomainInfo,
  NoticeType,
  Paged,
  PayType,
  PlatformBulletinQuery,
  PlatformConfig,
  RegistState,
  ThirdPlatformButton,
  UrlInfo,
} from './shellTypes';

export type * from './shellTypes';

/** Typed calls for the shell's own data (spec §7 "Shell data", docs/wire-protocol.md). */

export const getPlatformConfig = () => get<PlatformConfig>('/basic/v2/api/platformConfig');

export const getDomainInfo = (domain: string) => get<DomainInfo>('/dealer/v2/api/dealerInfos/domain', { domain });

export const getVersion = () => get<string>('/basic/v2/api/getVersion');

export const getAbout = () => get<AboutInfo>('/dealer/v2/api/dealerInfos/about');

export const getRegistState = () => get<RegistState>('/dealer/v2/api/portal/registState');

/** The platform business type of the caller's enterprise (1 parking, 2 charging, 3 both: the coupon types follow it). */
export const getPlatBizType = () => get<{ platBizType: number }>('/dealer/v2/api/enterprise/platBizType', undefined, { silent: true });

/** A dealer's information; its platName is the platform the chosen dealer runs (dealer store platInfo, spec §3). */
export const getDealerInfo = (dealerId: string) =>
  get<DealerInfo>(`/dealer/v2/api/dealerInfos/${encodeURIComponent(dealerId)}`, undefined, { silent: true });

/** The newest installation package of the parking-lot client (/down 软件下载). */
export const getLastNgsUpdateFile = () => get<NgsUpdateFile>('/backlog/v2/api/getLastNgsUpdateFile', undefined, { silent: true });

export const getApplyStatus = () => get<ApplyStatus>('/dealer/v2/api/portal/applyStatus');

export const getReminds = () => get<string[]>('/user/v2/api/reminds');

export const getBacklogs = (params: BacklogQuery) => get<Paged<Backlog>>('/backlog/v2/api/backlogs', { ...params });

export const getBacklogTypes = () => get<BacklogType[]>('/backlog/v2/api/backLogType');

/** The dealers to choose from; any failure gives an empty list (spec §7). */
export async function getDealers(params: Record<string, unknown> = {}): Promise<Dealer[]> {
  try {
    const list = await get<Dealer[]>('/dealer/v2/api/dealerInfos/chosen', params);
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** Button codes held under a menu; '0' is the top bar. */
export const getBtnResources = (menuId: string) => get<string[]>(`/user/v2/api/btnResources/${encodeURIComponent(menuId)}`);

/** The user's menu tree: the children of the first item the server returns. */
export async function getUserMenuTree(): Promise<MenuNode[]> {
  const url = '/user/v2/api/userMenuTree';
  const tree = await get<unknown>(url);
  if (!Array.isArray(tree)) throw new ApiError(HTTP_MESSAGES.malformed, { kind: 'malformed', url });
  const first = tree[0] as { children?: MenuNode[] } | undefined;
  return Array.isArray(first?.children) ? first.children : [];
}

/** Third-party page buttons of the top bar (platformType 1): data.list. */
export async function getThirdPlatformButtons(): Promise<ThirdPlatformButton[]> {
  const data = await get<{ list?: ThirdPlatformButton[] }>('/basic/v2/api/thirdPlatformPage/buttons');
  return Array.isArray(data?.list) ? data.list : [];
}

export const getThirdPlatformUrl = (pageId: string) => get<UrlInfo>('/basic/v2/api/thirdPlatformPage/url', { pageId });

/** The url of a notice: 199 privacy agreement, 198 terms of service. */
export const getNoticeUrl = (noticeType: NoticeType) => get<UrlInfo>('/basic/v2/api/dealer/viewNotice', { noticeType });

/** The url of the data-visualisation screen (opened in a new tab). */
export const getDataScreenUrl = () => get<UrlInfo>('/basic/v2/api/dataScreen/url');

/** Published platform bulletins; hasRead 0 lists the caller's unread ones (the message bell counts them). */
export const getPlatformBulletins = (params: PlatformBulletinQuery) =>
  get<Paged<unknown>>('/publicity/v2/api/bulletinInfos/platformBulletinInfos', { ...params });

/** The device counter record lists of the layout (illegal parking, abnormal berth occupation, camera covered). */
export const getIllegalParkRecords = (params: DeviceRecordQuery) =>
  get<Paged<DeviceRecord>>('/device/v2/api/illegalParkRecords/list', { ...params });
export const getAbnormalOccupyRecords = (params: DeviceRecordQuery) =>
  get<Paged<DeviceRecord>>('/device/v2/api/abnormalOccupyRecords/list', { ...params });
export const getCameraCoveredRecords = (params: DeviceRecordQuery) =>
  get<Paged<DeviceRecord>>('/device/v2/api/cameraCoveredRecords/list', { ...params });

/** Pay types; on platformType 2 the caller passes the chosen dealerId. */
export const getPayTypes = (dealerId?: string) => get<PayType[]>('/dealer/v2/api/payTypes', { dealerId });
export const getRechargePayTypes = (dealerId?: string) => get<PayType[]>('/dealer/v2/api/rechargePayTypes', { dealerId });
