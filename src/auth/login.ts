import { ApiError, type Envelope } from '../api/http';
import { getChallengeCode, login, loginByTicket, type LoginData } from './authApi';
import { loadSession } from './loadSession';
import { hashLoginPassword } from './password';
import { removeToken, setLoginStatus, setToken } from './session';

export type LoginResult = { ok: true } | { ok: false; message: string; needVerifyCode: boolean };

export interface PasswordLoginInput {
  account: string;
  password: string;
  verifyCodeId?: string;
  verifyCode?: string;
}

export const LOGIN_FAILED_MESSAGE = '登录失败，请稍后重试';

const needsVerifyCode = (body: Envelope | undefined): boolean =>
  (body?.data as { needVerifyCode?: unknown } | null | undefined)?.needVerifyCode === true;

function failure(e: unknown): LoginResult {
  if (e instanceof ApiError) return { ok: false, message: e.message || LOGIN_FAILED_MESSAGE, needVerifyCode: needsVerifyCode(e.body) };
  return { ok: false, message: LOGIN_FAILED_MESSAGE, needVerifyCode: false };
}

/** Proceeds only on code '200': stores token and loginStatus, then loads the session. */
async function complete(body: Envelope<unknown>): Promise<LoginResult> {
  if (String(body.code) !== '200') {
    return { ok: false, message: body.msg || LOGIN_FAILED_MESSAGE, needVerifyCode: needsVerifyCode(body) };
  }
  const data = body.data as Partial<LoginData> | null;
  if (!data || typeof data.token !== 'string' || !data.token) return { ok: false, message: LOGIN_FAILED_MESSAGE, needVerifyCode: false };
  setToken(data.token);
  setLoginStatus(typeof data.status === 'number' || typeof data.status === 'string' ? data.status : 1);
  try {
    await loadSession();
  } catch (e) {
    removeToken();
    return failure(e);
  }
  return { ok: true };
}

/**
 * Challenge login (spec §4, §7): the account is trimmed, the password is sent as
 * sha256hex(sha256hex(password + salt) + codeValue). Never throws; the caller shows `message`.
 */
export async function loginWithPassword(input: PasswordLoginInput): Promise<LoginResult> {
  const account = input.account.trim();
  try {
    const challenge = await getChallengeCode(account, { silent: true });
    const body = await login(
      {
        account,
        password: hashLoginPassword(input.password, challenge.salt, challenge.codeValue),
        codeKey: challenge.codeKey,
        verifyCodeId: input.verifyCodeId,
        verifyCode: input.verifyCode,
      },
      { silent: true },
    );
    return await complete(body);
  } catch (e) {
    return failure(e);
  }
}

/** Login with a portal ticket (query `ticket`); same result as loginWithPassword. */
export async function loginWithTicket(ticket: string): Promise<LoginResult> {
  try {
    return await complete(await loginByTicket(ticket, { silent: true }));
  } catch (e) {
    return failure(e);
  }
}
