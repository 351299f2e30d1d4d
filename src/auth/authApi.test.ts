// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, installHttpDoubles } from '../testing/httpDoubles';
import {
  checkAccount,
  forgetPwdNext,
  getAuthStatus,
  getChallengeCode,
  getModifyChallengeCode,
  getPicVerifyCode,
  getVerifyCodeByAccount,
  login,
  loginByTicket,
  loginInfo,
  logout,
  portalRegist,
  resetPwd,
} from './authApi';
import { clearSession } from './session';

let io: ReturnType<typeof installHttpDoubles>;
beforeEach(() => {
  clearSession();
  io = installHttpDoubles();
});

describe('auth calls (docs/wire-protocol.md)', () => {
  it.each([
    ['getChallengeCode', () => getChallengeCode('admin'), 'POST', '/api/auth/v2/api/user/getChallengeCode', { account: 'admin' }],
    ['checkAccount', () => checkAccount('admin'), 'POST', '/api/auth/v2/api/user/checkAccount', { account: 'admin' }],
    ['getPicVerifyCode', () => getPicVerifyCode(), 'GET', '/api/auth/v2/api/user/getPicVerifyCode', undefined],
    ['loginInfo', () => loginInfo(), 'GET', '/api/auth/v2/api/user/loginInfo', undefined],
    ['logout', () => logout(), 'GET', '/api/auth/v2/api/user/logout', undefined],
    ['getAuthStatus', () => getAuthStatus(), 'GET', '/api/license/v2/api/getAuthStatus', undefined],
    [
      'getVerifyCodeByAccount',
      () => getVerifyCodeByAccount('op1'),
      'GET',
      '/api/user/v2/api/getVerifyCodeByAccount?account=op1',
      undefined,
    ],
    [
      'forgetPwdNext',
      () => forgetPwdNext({ account: 'op1', verifyCode: '123456' }),
      'POST',
      '/api/user/v2/api/forgetPwdNext',
      { account: 'op1', verifyCode: '123456' },
    ],
    [
      'getModifyChallengeCode',
      () => getModifyChallengeCode({ account: 'op1', platformType: 1 }),
      'POST',
      '/api/user/v2/api/modifyUser/getChallengeCode',
      { account: 'op1', platformType: 1 },
    ],
    [
      'resetPwd',
      () => resetPwd({ resetKey: 'k', newPassword: 'h' }),
      'POST',
      '/api/user/v2/api/resetPwd',
      { resetKey: 'k', newPassword: 'h' },
    ],
    [
      'portalRegist',
      () => portalRegist({ dealerName: '某停车', manager: '张三', phone: '13800000001', account: 'zs' }),
      'POST',
      '/api/dealer/v2/api/portal/regist',
      { dealerName: '某停车', manager: '张三', phone: '13800000001', account: 'zs' },
    ],
  ])('%s → %s %s, resolves with data', async (_name, call, method, url, body) => {
    io.reply(envelope('200', { v: 1 }));
    await expect(call()).resolves.toEqual({ v: 1 });
    expect(io.calls[0].url).toBe(url);
    expect(io.calls[0].init.method).toBe(method);
    expect(io.calls[0].init.body === undefined ? undefined : JSON.parse(String(io.calls[0].init.body))).toEqual(body);
  });

  it('login and loginByTicket resolve with the whole body, even on error codes', async () => {
    io.reply(envelope('0x10d7500006', { needVerifyCode: true }, '图片验证码错误'), envelope('200', { token: 't', status: 1 }));
    await expect(login({ account: 'a', password: 'h', codeKey: 'k' })).resolves.toEqual({
      code: '0x10d7500006',
      msg: '图片验证码错误',
      data: { needVerifyCode: true },
    });
    await expect(loginByTicket('T-1')).resolves.toEqual({ code: '200', msg: '', data: { token: 't', status: 1 } });
    expect(io.paths()).toEqual(['/api/auth/v2/api/user/login', '/api/auth/v2/api/user/loginByTicket']);
    expect(JSON.parse(String(io.calls[1].init.body))).toEqual({ ticket: 'T-1' });
    expect(io.toasts).toEqual([]);
  });
});
