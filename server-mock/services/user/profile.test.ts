import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { registStatusOf } from './profile';

const SYS = '/api/user/v2/api/sysUser';
const DEALER = '/api/dealer/v2/api/dealerInfos';
const LOGIN_INFO = '/api/auth/v2/api/user/loginInfo';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.post('/__mock/reset', {});
});

const smsCode = async (account: string) => {
  const res = await t.adminFetch(`/__mock/smsCode?account=${encodeURIComponent(account)}`);
  return res.status === 200 ? ((await res.json()) as { code: string }).code : null;
};
const profile = async (token: string) => (await t.get(`${SYS}/profile`, token)).body.data;

describe('sysUser/profile', () => {
  it('gives the main account its manager and phone, certified enterprise', async () => {
    const token = await t.login('admin');
    expect(await profile(token)).toEqual({
      name: '陈建国',
      account: 'admin',
      userType: 2,
      isVerify: 1,
      userPhone: '',
      manager: '陈建国',
      phone: '13800000001',
      dealerName: expect.stringMatching(/[\u4e00-\u9fa5]/),
      registStatus: 1,
      registerAddr: expect.stringMatching(/[\u4e00-\u9fa5]/),
    });
  });

  it('gives the sub-account its own phone (empty while not bound)', async () => {
    const token = await t.login('operator');
    expect(await profile(token)).toMatchObject({
      name: '李晓梅',
      account: 'operator',
      userType: 3,
      isVerify: 0,
      userPhone: '',
      manager: '',
      phone: '',
    });
  });

  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 0],
  ])('enterprise status %i is registStatus %i', (status, regist) => {
    expect(registStatusOf(status)).toBe(regist);
  });
});

describe('sysUser/isPhoneRegistered', () => {
  // The console sends a mobile with or without +86 / 0086 (spec §5): the same phone either way.
  it.each([
    ['13800000001', 1],
    ['+8613800000001', 1],
    ['008613800000001', 1],
    ['13900000000', 0],
  ])('%s → %i', async (phone, data) => {
    const token = await t.login('operator');
    expect((await t.get(`${SYS}/isPhoneRegistered?phone=${encodeURIComponent(phone)}`, token)).body).toMatchObject({ code: '200', data });
  });

  it("does not count the caller's own phone, and refuses a malformed phone", async () => {
    const token = await t.login('admin');
    expect((await t.get(`${SYS}/isPhoneRegistered?phone=13800000001`, token)).body.data).toBe(0);
    expect((await t.get(`${SYS}/isPhoneRegistered?phone=12345`, token)).body).toMatchObject({
      code: '0x10d7500400',
      msg: '请输入正确的手机号',
    });
  });
});

describe('sub-account phone: sendVerifyCode and submitVerifyCode', () => {
  it.each([
    ['type missing', 'phone=13900000000', '0x10d7500400'],
    ['type 2 (change) while not bound', 'phone=13900000000&type=2', '0x10d7500015'],
    ['a malformed phone', 'phone=1390000&type=1', '0x10d7500400'],
    ["another account's phone", 'phone=13800000001&type=1', '0x10d7500104'],
  ])('sendVerifyCode refuses %s', async (_label, query, code) => {
    const token = await t.login('operator');
    expect((await t.get(`${SYS}/sendVerifyCode?${query}`, token)).body.code).toBe(code);
    expect(await smsCode('operator')).toBeNull();
  });

  it('refuses a main account', async () => {
    const token = await t.login('admin');
    expect((await t.get(`${SYS}/sendVerifyCode?phone=13900000000&type=1`, token)).body.code).toBe('0x10d7500015');
  });

  it('binds (type 1) with the code sent to that phone, then changes (type 2) to another phone', async () => {
    const token = await t.login('operator');
    expect((await t.get(`${SYS}/sendVerifyCode?phone=13900000000&type=1`, token)).body).toMatchObject({ code: '200' });
    const code = await smsCode('operator');
    expect(code).toMatch(/^\d{6}$/);
    // The code only confirms the phone it was sent to, and a wrong code is refused.
    expect((await t.post(`${SYS}/submitVerifyCode`, { type: 1, phone: '13900000009', code }, token)).body).toMatchObject({
      code: '0x10d7500010',
      msg: '验证码错误',
    });
    expect(
      (await t.post(`${SYS}/submitVerifyCode`, { type: 1, phone: '13900000000', code: '000000' === code ? '111111' : '000000' }, token))
        .body.code,
    ).toBe('0x10d7500010');
    expect((await t.post(`${SYS}/submitVerifyCode`, { type: 1, phone: '13900000000', code }, token)).body).toMatchObject({ code: '200' });
    expect(await profile(token)).toMatchObject({ isVerify: 1, userPhone: '13900000000' });
    expect((await t.get(LOGIN_INFO, token)).body.data).toMatchObject({ isVerify: 1 });

    expect((await t.get(`${SYS}/sendVerifyCode?phone=13900000001&type=1`, token)).body.code).toBe('0x10d7500015');
    expect((await t.get(`${SYS}/sendVerifyCode?phone=13900000000&type=2`, token)).body).toMatchObject({
      code: '0x10d7500105',
      msg: '修改后的手机号不能与原手机号相同',
    });
    expect((await t.get(`${SYS}/sendVerifyCode?phone=13900000001&type=2`, token)).body.code).toBe('200');
    const second = await smsCode('operator');
    expect((await t.post(`${SYS}/submitVerifyCode`, { type: 2, phone: '13900000001', code: second }, token)).body.code).toBe('200');
    expect(await profile(token)).toMatchObject({ isVerify: 1, userPhone: '13900000001' });
    // Used up.
    expect((await t.post(`${SYS}/submitVerifyCode`, { type: 2, phone: '13900000002', code: second }, token)).body.code).toBe(
      '0x10d7500010',
    );
  });
});

describe('main account manager: sendUpdateDealerVerifyCode and updateDealerManager', () => {
  it.each([
    [{ manager: '', phone: '13900000000' }, '请输入负责人姓名'],
    [{ manager: '张'.repeat(21), phone: '13900000000' }, '最多输入20个字符'],
    [{ manager: '张三', phone: '' }, '请输入手机号码'],
    [{ manager: '张三', phone: '23900000000' }, '请输入正确的手机号'],
  ])('sendUpdateDealerVerifyCode refuses %j with %s', async (body, msg) => {
    const token = await t.login('admin');
    expect((await t.post(`${DEALER}/sendUpdateDealerVerifyCode`, body, token)).body).toMatchObject({ code: '0x10d7500400', msg });
  });

  it("refuses another account's phone and a sub-account", async () => {
    const admin = await t.login('admin');
    expect((await t.post(`${DEALER}/sendUpdateDealerVerifyCode`, { manager: '张三', phone: '13800000003' }, admin)).body).toMatchObject({
      code: '0x10d7500104',
      msg: '手机号已经存在！',
    });
    const operator = await t.login('operator');
    expect((await t.post(`${DEALER}/sendUpdateDealerVerifyCode`, { manager: '张三', phone: '13900000000' }, operator)).body.code).toBe(
      '0x10d7500015',
    );
  });

  it('updates manager and phone with the code sent to that phone', async () => {
    const token = await t.login('admin');
    expect((await t.post(`${DEALER}/sendUpdateDealerVerifyCode`, { manager: '张三', phone: '13900000000' }, token)).body.code).toBe('200');
    const verifyCode = await smsCode('admin');
    expect(
      (await t.post(`${DEALER}/updateDealerManager`, { manager: '张三', phone: '13900000000', verifyCode: '' }, token)).body.code,
    ).toBe('0x10d7500010');
    // A code sent for the phone binding does not confirm a manager change, and vice versa: here the phone differs.
    expect((await t.post(`${DEALER}/updateDealerManager`, { manager: '张三', phone: '13900000008', verifyCode }, token)).body.code).toBe(
      '0x10d7500010',
    );
    expect((await t.post(`${DEALER}/updateDealerManager`, { manager: '张三', phone: '13900000000', verifyCode }, token)).body.code).toBe(
      '200',
    );
    expect(await profile(token)).toMatchObject({ manager: '张三', phone: '13900000000' });
  });
});
