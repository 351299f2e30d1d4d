import type { MenuNode } from '../../contracts/menu';
/** Shapes of the platform's auth and shell data (see docs/wire-protocol.md). */

export interface UserInfo {
  userId: string;
  account: string;
  name: string;
  avatar?: string;
  introduction?: string;
  userType: 1 | 2 | 3 | 4;
  modified: boolean;
  isVerify: 0 | 1;
  platformType: 1 | 2;
  platformName: string;
  faviconUrl?: string;
  platLogoUrl?: string;
  dealerId?: string;
  dealerName?: string;
  parkId?: string;
  platBizType?: number;
  enterpriseStatus: number;
}

/** The subset of the user kept in localStorage under `userInfo` (spec §3). */
export type StoredUserInfo = Pick<UserInfo, 'account' | 'userId' | 'userType' | 'modified' | 'isVerify'>;

export type { MenuNode };

export interface AuthStatusInfo {
  authStatus: number;
  isRegist: number;
  aboutUserInfo: number;
}
