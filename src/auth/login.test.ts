// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, installHttpDoubles, jsonResponse } from '../testing/httpDoubles';
import { userStore } from '../stores/userStore';
import { loginWithPassword, loginWithTicket } from './login';
import { hashLoginPassword } from './password';
import { clearSession, getLoginStatus, getToken } from './session';
import { sessionRoutes } from '../testing/sessionReplies';

const CHALLENGE = '/api/auth/v2/api/user/getChallengeCode';
const LOGIN = '/api/auth/v2/api/user/login';
const TICKET = '/api/auth/v2/api/user/loginByTicket';
const challenge = () => envelope('200', { salt: 'S@lt', codeValue: 'cv-9', codeKey: 'key-1' });

let io: ReturnType<typeof installHttpDoubles>;
beforeEach(() => {
  clearSession();
  userStore.reset();
  io = installHttpDoubles();
});

const bodyOf = (path: string) => JSON.parse(String(io.calls.find((c) => c.url.startsWith(path))?.init.body));

describe('loginWithPassword', () => {
  it('trims the account, sends the double hash, stores token and loginStatus, loads the session', async () => {
    io.serve(sessionRoutes({ [CHALLENGE]: challenge, [LOGIN]: () => envelope('200', { token: 'tok-1', status: 1 }) }));
    const result = await loginWithPassword({ account: '  admin \t', password: 'Pa55word!停车', verifyCodeId: 'v1', verifyCode: 'ab12' });
    expect(result).toEqual({ ok: true });
    expect(bodyOf(CHALLENGE)).toEqual({ account: 'admin' });
    expect(bodyOf(LOGIN)).toEqual({
      account: 'admin',
      password: hashLoginPassword('Pa55word!停车', 'S@lt', 'cv-9'),
      codeKey: 'key-1',
      verifyCodeId: 'v1',
      verifyCode: 'ab12',
    });
    expect(getToken()).toBe('tok-1');
    expect(getLoginStatus()).toBe('1');
    expect(userStore.get().routesLoaded).toBe(true);
    expect(io.toasts).toEqual([]);
  });

  it('accepts a numeric 200', async () => {
    io.serve(
      sessionRoutes({ [CHALLENGE]: challenge, [LOGIN]: () => jsonResponse({ code: 200, msg: '', data: { token: 'tok-2', status: 0 } }) }),
    );
    await expect(loginWithPassword({ account: 'a', password: 'p' })).resolves.toEqual({ ok: true });
    expect(getLoginStatus()).toBe('0');
  });

  it.each([
    ['0x10d7500003', '账号或密码错误', null, false],
    ['0x10d7500004', '登录已超时，请重新登录', null, false],
    ['0x10d7500005', '请输入图片验证码', { needVerifyCode: true }, true],
    ['0x10d7500006', '图片验证码错误', { needVerifyCode: true }, true],
    ['0xd19510001', '其他成功码也不算登录成功', { token: 'x' }, false],
  ])('code %s → not ok with %s', async (code, msg, data, needVerifyCode) => {
    io.serve({ [CHALLENGE]: challenge, [LOGIN]: () => envelope(code, data, msg) });
    await expect(loginWithPassword({ account: 'a', password: 'p' })).resolves.toEqual({ ok: false, message: msg, needVerifyCode });
    expect(getToken()).toBeNull();
    expect(io.paths()).toEqual([CHALLENGE, LOGIN]);
    expect(io.toasts).toEqual([]);
  });

  it.each([
    ['network failure on the challenge', { [CHALLENGE]: new TypeError('offline') }, '网络连接失败，请检查网络后重试'],
    [
      'malformed login body',
      { [CHALLENGE]: challenge, [LOGIN]: () => new Response('<html>', { status: 200 }) },
      '服务器返回的数据格式有误，请稍后重试',
    ],
    [
      'HTTP 500 on login',
      { [CHALLENGE]: challenge, [LOGIN]: () => new Response('', { status: 500 }) },
      '服务器开小差了（HTTP 500），请稍后重试',
    ],
    ['challenge without data', { [CHALLENGE]: () => envelope('200', null) }, '登录失败，请稍后重试'],
    ['200 without a token', { [CHALLENGE]: challenge, [LOGIN]: () => envelope('200', {}) }, '登录失败，请稍后重试'],
  ])('%s → not ok with a Chinese message, never throws', async (_label, routes, message) => {
    io.serve(routes);
    await expect(loginWithPassword({ account: 'a', password: 'p' })).resolves.toEqual({ ok: false, message, needVerifyCode: false });
    expect(getToken()).toBeNull();
  });

  it('a failing session load is a failed login and drops the token', async () => {
    io.serve(
      sessionRoutes({
        [CHALLENGE]: challenge,
        [LOGIN]: () => envelope('200', { token: 't', status: 1 }),
        '/api/license/v2/api/getAuthStatus': () => envelope('0x9', null, '许可查询失败'),
      }),
    );
    await expect(loginWithPassword({ account: 'a', password: 'p' })).resolves.toEqual({
      ok: false,
      message: '许可查询失败',
      needVerifyCode: false,
    });
    expect(getToken()).toBeNull();
    expect(userStore.get().routesLoaded).toBe(false);
  });
});

describe('loginWithTicket', () => {
  it('logs in with the ticket and loads the session', async () => {
    io.serve(sessionRoutes({ [TICKET]: () => envelope('200', { token: 'tk', status: 1 }) }));
    await expect(loginWithTicket('T-42')).resolves.toEqual({ ok: true });
    expect(bodyOf(TICKET)).toEqual({ ticket: 'T-42' });
    expect(getToken()).toBe('tk');
  });

  it('reports a refused ticket', async () => {
    io.serve({ [TICKET]: () => envelope('0x10d7500007', null, '票据无效') });
    await expect(loginWithTicket('bad')).resolves.toEqual({ ok: false, message: '票据无效', needVerifyCode: false });
    expect(getToken()).toBeNull();
  });
});
