import { get, post, type Envelope } from '../api/http';
import type { Profile } from '../../contracts/shellData';

/** Calls of the header dialogs (docs/wire-protocol.md "User dialogs"). */

const USER = '/user/v2/api';
const SYS_USER = `${USER}/sysUser`;
const DEALER_INFOS = '/dealer/v2/api/dealerInfos';

export type { Profile };

/** Password strength level; 0 switches the password dialog to the weak-password rules. */
export async function getWeakPwdLevel(): Promise<number | null> {
  const data = await get<unknown>(`${USER}/collector/weakPwdCode`, undefined, { silent: true });
  const level =
    typeof data === 'object' && data !== null
      ? ((data as { strength?: unknown; level?: unknown }).strength ?? (data as { level?: unknown }).level)
      : data;
  return level === null || level === undefined || level === '' || Number.isNaN(Number(level)) ? null : Number(level);
}

export interface ChangePasswordBody {
  userId: string;
  /** sha256hex(sha256hex(old + salt) + codeValue) */
  oldPassword: string;
  /** sha256hex(new + salt) */
  newPassword: string;
  codeKey: string;
}

export const changePassword = (body: ChangePasswordBody) => post<null>(`${SYS_USER}/changePassword`, body);

export const updateAccount = (body: { account: string; userId: string }) => post<null>(`${SYS_USER}/updateAccount`, body);

export const getProfile = () => get<Profile>(`${SYS_USER}/profile`);

/** Data 1: the phone is already registered to another account. */
export const isPhoneRegistered = (phone: string) => get<number | string>(`${SYS_USER}/isPhoneRegistered`, { phone });

/** Sub-account code send: resolves with the whole body; only code '200' counts as sent, any other code is silent. */
export const sendSubPhoneCode = (params: { phone: string; type: 1 | 2 }) =>
  get<Envelope<null>>(`${SYS_USER}/sendVerifyCode`, params, { needCode: true, silent: true });

/** Sub-account bind (type 1) or change (type 2) of its phone. */
export const submitVerifyCode = (body: { type: 1 | 2; phone: string; code: string }) => post<null>(`${SYS_USER}/submitVerifyCode`, body);

export const sendManagerCode = (body: { manager: string; phone: string }) => post<null>(`${DEALER_INFOS}/sendUpdateDealerVerifyCode`, body);

export const updateDealerManager = (body: { manager: string; phone: string; verifyCode: string }) =>
  post<null>(`${DEALER_INFOS}/updateDealerManager`, body);

export const saveErrorReport = (body: { errorTitle: string; errorContent: string; picUrls: string[] }) =>
  post<unknown>('/device/v2/api/platformErrorReports/save', body);

/** Withdraws the privacy-agreement consent (operator side); the console logs out afterwards. */
export const revokePrivacy = () => post<null>('/basic/v2/api/dealer/revokePrivacy');
