// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, installHttpDoubles } from '../testing/httpDoubles';
import { userStore } from '../stores/userStore';
import {
  changePassword,
  getProfile,
  getWeakPwdLevel,
  isPhoneRegistered,
  revokePrivacy,
  saveErrorReport,
  sendManagerCode,
  sendSubPhoneCode,
  submitVerifyCode,
  updateAccount,
  updateDealerManager,
} from './dialogApi';
import { refreshStoredUserInfo } from './refreshUserInfo';

let http: ReturnType<typeof installHttpDoubles>;
beforeEach(() => {
  http = installHttpDoubles();
  localStorage.clear();
  userStore.reset();
});

const last = () => http.calls[http.calls.length - 1];
const bodyOf = () => JSON.parse(String(last().init.body));

describe('dialog calls (docs/wire-protocol.md "User dialogs")', () => {
  it.each([
    [
      'changePassword',
      () => changePassword({ userId: '1', oldPassword: 'o', newPassword: 'n', codeKey: 'k' }),
      'POST',
      '/api/user/v2/api/sysUser/changePassword',
      { userId: '1', oldPassword: 'o', newPassword: 'n', codeKey: 'k' },
    ],
    [
      'updateAccount',
      () => updateAccount({ account: 'a', userId: '1' }),
      'POST',
      '/api/user/v2/api/sysUser/updateAccount',
      { account: 'a', userId: '1' },
    ],
    [
      'submitVerifyCode',
      () => submitVerifyCode({ type: 1, phone: 'p', code: 'c' }),
      'POST',
      '/api/user/v2/api/sysUser/submitVerifyCode',
      { type: 1, phone: 'p', code: 'c' },
    ],
    [
      'sendManagerCode',
      () => sendManagerCode({ manager: 'm', phone: 'p' }),
      'POST',
      '/api/dealer/v2/api/dealerInfos/sendUpdateDealerVerifyCode',
      { manager: 'm', phone: 'p' },
    ],
    [
      'updateDealerManager',
      () => updateDealerManager({ manager: 'm', phone: 'p', verifyCode: 'v' }),
      'POST',
      '/api/dealer/v2/api/dealerInfos/updateDealerManager',
      { manager: 'm', phone: 'p', verifyCode: 'v' },
    ],
    [
      'saveErrorReport',
      () => saveErrorReport({ errorTitle: 't', errorContent: 'c', picUrls: ['u'] }),
      'POST',
      '/api/device/v2/api/platformErrorReports/save',
      { errorTitle: 't', errorContent: 'c', picUrls: ['u'] },
    ],
  ])('%s: %s %s with its body', async (_name, call, method, path, body) => {
    http.reply(envelope('200', null));
    await call();
    expect(last().init.method).toBe(method);
    expect(last().url).toBe(path);
    expect(bodyOf()).toEqual(body);
  });

  it('getProfile and isPhoneRegistered are GETs; revokePrivacy a POST', async () => {
    http.reply(envelope('200', { name: 'n', account: 'a' }), envelope('200', 1), envelope('200', null));
    expect(await getProfile()).toEqual({ name: 'n', account: 'a' });
    expect(await isPhoneRegistered('13900000000')).toBe(1);
    expect(last().url).toBe('/api/user/v2/api/sysUser/isPhoneRegistered?phone=13900000000');
    await revokePrivacy();
    expect(last()).toMatchObject({ url: '/api/basic/v2/api/dealer/revokePrivacy', init: { method: 'POST' } });
  });

  it('sendSubPhoneCode resolves with the whole body whatever the code, without a toast', async () => {
    http.reply(envelope('200', null), envelope('0x10d7500104', null, '手机号已经存在！'));
    expect(await sendSubPhoneCode({ phone: '13900000000', type: 1 })).toMatchObject({ code: '200' });
    expect(last().url).toBe('/api/user/v2/api/sysUser/sendVerifyCode?phone=13900000000&type=1');
    expect(await sendSubPhoneCode({ phone: '13900000000', type: 2 })).toMatchObject({ code: '0x10d7500104' });
    expect(http.toasts).toEqual([]);
  });

  it.each([
    [0, 0],
    [1, 1],
    ['0', 0],
    [{ strength: 0 }, 0],
    [{ level: 2 }, 2],
    [null, null],
    ['x', null],
  ])('getWeakPwdLevel reads %j as %j', async (data, level) => {
    http.reply(envelope('200', data));
    expect(await getWeakPwdLevel()).toBe(level);
    expect(last().url).toBe('/api/user/v2/api/collector/weakPwdCode');
  });

  it('refreshStoredUserInfo refetches loginInfo and stores it (isVerify now 1)', async () => {
    const user = {
      userId: '10002',
      account: 'operator',
      name: '李晓梅',
      userType: 3,
      modified: false,
      isVerify: 1,
      platformType: 1,
      platformName: 'p',
      enterpriseStatus: 1,
    };
    http.reply(envelope('200', user));
    await refreshStoredUserInfo();
    expect(last().url).toBe('/api/auth/v2/api/user/loginInfo');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '')).toEqual({
      account: 'operator',
      userId: '10002',
      userType: 3,
      modified: false,
      isVerify: 1,
    });
    expect(userStore.get().user).toMatchObject({ isVerify: 1 });
  });
});
