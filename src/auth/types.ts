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
  /** 安全设置's session idle timeout: the console logs out after this long without input. */
  idleTimeoutMinutes?: number;
  /** 安全设置's password rules (a new password's least length and character classes), at least the spec's 8 and 3. */
  passwordMinLength?: number;
  passwordClasses?: number;
}

/** The subset of the user kept in localStorage under `userInfo` (spec §3). */
export type StoredUserInfo = Pick<UserInfo, 'account' | 'userId' | 'userType' | 'modified' | 'isVerify'>;

export type { MenuNode };

export interface AuthStatusInfo {
  authStatus: number;
  isRegist: number;
  aboutUserInfo: number;
}
