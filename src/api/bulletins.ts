import { get, post } from './http';
import type { Paged } from '../../contracts/envelope';

/** Bulletin calls the shell makes itself (announcement bar, forced reading). Spec business-areas §7. */
const BASE = '/publicity/v2/api';

export interface BulletinBrief {
  bulletinId: string | number;
  title: string;
  category?: number;
  updateTime?: string;
  content?: string;
}

/** Published (status 3) dealer bulletins of category 2: the announcement bar. No error handling (spec). */
export const getBarBulletins = () =>
  get<Paged<BulletinBrief>>(
    `${BASE}/bulletinInfo/dealerBulletinInfos`,
    { pageNo: 1, pageSize: 20, category: 2, bulletinStatus: 3 },
    { silent: true },
  );

/** Bulletins the user must read before working (shown at login until read). */
export const getForceReadBulletins = () => get<BulletinBrief[]>(`${BASE}/bulletinInfo/forceReadBulletinInfos`, undefined, { silent: true });

export const readBulletins = (bulletinIds: (string | number)[]) =>
  post<null>(`${BASE}/bulletinInfos/readBulletins`, { bulletinIds }, { silent: true });
