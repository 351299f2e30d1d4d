import { get, post, type Envelope } from '../api/http';
import type { AuthStatusInfo, UserInfo } from './types';

/** Calls of the auth service and of the public account flows (docs/wire-protocol.md). */

const AUTH = '/auth/v2/api/user';
const USER = '/user/v2/api';

export interface ChallengeCode {
  salt: string;
  codeValue: string;
  codeKey: string;
}

export interface LoginBody {
  account: string;
  /** hashLoginPassword(password, salt, codeValue) */
  password: string;
  codeKey: string;
  verifyCodeId?: string;
  verifyCode?: string;
}

export interface LoginData {
  token: string;
  /** Stored as loginStatus; 1 for a normal login. */
  status: number | string;
}

/** Data of a failed login; needVerifyCode asks for the picture code. */
export interface LoginErrorData {
  needVerifyCode?: boolean;
}

export interface PicVerifyCode {
  verifyCodeId: string;
  /** data:image/svg+xml;base64,… */
  image: string;
}

/** Options passed through to the request (e.g. silent: the caller shows the message itself). */
export interface CallOptions {
  silent?: boolean;
}

export const getChallengeCode = (account: string, options?: CallOptions) =>
  post<ChallengeCode>(`${AUTH}/getChallengeCode`, { account }, options);

export const checkAccount = (account: string, options?: CallOptions) =>
  post<{ needVerifyCode: boolean }>(`${AUTH}/checkAccount`, { account }, options);

export const getPicVerifyCode = (options?: CallOptions) => get<PicVerifyCode>(`${AUTH}/getPicVerifyCode`, undefined, options);

/** Resolves with the whole body (needCode): the caller proceeds only on code '200'. */
export const login = (body: LoginBody, options?: CallOptions) =>
  post<Envelope<LoginData | LoginErrorData | null>>(`${AUTH}/login`, body, { ...options, needCode: true });

/** Resolves with the whole body (needCode). */
export const loginByTicket = (ticket: string, options?: CallOptions) =>
  post<Envelope<LoginData | LoginErrorData | null>>(`${AUTH}/loginByTicket`, { ticket }, { ...options, needCode: true });

export const loginInfo = () => get<UserInfo>(`${AUTH}/loginInfo`);

export const logout = (options?: CallOptions) => get<null>(`${AUTH}/logout`, undefined, options);

export const getAuthStatus = () => get<AuthStatusInfo>('/license/v2/api/getAuthStatus');

// Forgotten password: 1. masked phone, 2. SMS code → resetKey, 3. challenge + resetPwd.

export const getVerifyCodeByAccount = (account: string) => get<{ phone: string }>(`${USER}/getVerifyCodeByAccount`, { account });

export const forgetPwdNext = (body: { account: string; verifyCode: string }) => post<{ resetKey: string }>(`${USER}/forgetPwdNext`, body);

export const getModifyChallengeCode = (body: { account: string; platformType: number | string }) =>
  post<ChallengeCode>(`${USER}/modifyUser/getChallengeCode`, body);

/** newPassword = hashStoredPassword(newPassword, salt) of getModifyChallengeCode. */
export const resetPwd = (body: { resetKey: string; newPassword: string }) => post<null>(`${USER}/resetPwd`, body);

// Registration.

export interface RegistBody {
  dealerName: string;
  manager: string;
  phone: string;
  account: string;
}

export const portalRegist = (body: RegistBody) => post<{ applyId: string }>('/dealer/v2/api/portal/regist', body);
