import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/demoAccounts';
import { hashLoginPassword, startTestServer, type TestServer } from '../../testing/harness';

const AUTH = '/api/auth/v2/api/user';
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.post('/__mock/reset', {});
});

describe('challenge login', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.account, a]))('logs in %s with Park@2026 and returns its user', async (account, demo) => {
    const res = await t.attemptLogin(account);
    expect(res.body.code).toBe('200');
    const data = res.body.data as { token: string; status: number };
    expect(data.token).toMatch(/^[0-9a-f]{64}$/);
    expect(data.status).toBe(1);
    const info = await t.get(`${AUTH}/loginInfo`, data.token);
    expect(info.body.data).toMatchObject({
      account,
      name: demo.name,
      userType: demo.userType,
      platformType: demo.platformType,
      isVerify: demo.isVerify,
      modified: demo.modified,
      enterpriseStatus: demo.enterpriseStatus,
    });
    expect(info.body.data.platformName).toBe(demo.platformType === 2 ? '智慧停车运营平台' : '云停车管理控制平台');
    expect(info.body.data.faviconUrl).toMatch(/^\/mock-assets\/.+\.svg$/);
  });

  it('gives the same salt on every challenge and a fresh codeKey and codeValue', async () => {
    const a = await t.challenge('admin');
    const b = await t.challenge('admin');
    expect(a.salt).toBe(b.salt);
    expect(a.codeKey).not.toBe(b.codeKey);
    expect(a.codeValue).not.toBe(b.codeValue);
  });

  it('gives unknown accounts a plausible, stable salt and refuses their login as a wrong password', async () => {
    const a = await t.challenge('nobody');
    expect(a.salt).toMatch(/^[0-9a-f]{32}$/);
    expect((await t.challenge('nobody')).salt).toBe(a.salt);
    const res = await t.attemptLogin('nobody');
    expect([res.body.code, res.body.msg]).toEqual(['0x10d7500003', '账号或密码错误']);
  });

  it('refuses a wrong password with 0x10d7500003 账号或密码错误', async () => {
    const res = await t.attemptLogin('admin', 'Wrong@2026');
    expect(res.status).toBe(200);
    expect([res.body.code, res.body.msg]).toEqual(['0x10d7500003', '账号或密码错误']);
  });

  it('refuses a replayed challenge with 0x10d7500004 登录已超时，请重新登录', async () => {
    const c = await t.challenge('admin');
    const body = { account: 'admin', password: hashLoginPassword('Park@2026', c.salt, c.codeValue), codeKey: c.codeKey };
    expect((await t.post(`${AUTH}/login`, body)).body.code).toBe('200');
    const replay = await t.post(`${AUTH}/login`, body);
    expect([replay.body.code, replay.body.msg]).toEqual(['0x10d7500004', '登录已超时，请重新登录']);
  });

  it('refuses a challenge issued for another account, and an unknown codeKey', async () => {
    const c = await t.challenge('operator');
    const other = await t.post(`${AUTH}/login`, {
      account: 'admin',
      password: hashLoginPassword('Park@2026', c.salt, c.codeValue),
      codeKey: c.codeKey,
    });
    expect(other.body.code).toBe('0x10d7500004');
    const unknown = await t.post(`${AUTH}/login`, { account: 'admin', password: 'x', codeKey: 'nope' });
    expect(unknown.body.code).toBe('0x10d7500004');
  });

  it('logs in with a ticket issued by /__mock/ticket, once', async () => {
    const { ticket } = (await (await t.adminFetch(`/__mock/ticket?account=dealer`)).json()) as { ticket: string };
    const first = await t.post(`${AUTH}/loginByTicket`, { ticket });
    expect(first.body.code).toBe('200');
    expect((await t.get(`${AUTH}/loginInfo`, first.body.data.token)).body.data.account).toBe('dealer');
    expect((await t.post(`${AUTH}/loginByTicket`, { ticket })).body.code).toBe('0x10d7500004');
  });
});

describe('picture code after 5 failed logins', () => {
  const checkAccount = async (account: string) => (await t.post(`${AUTH}/checkAccount`, { account })).body.data.needVerifyCode;

  it('requires the picture code from the 6th attempt until a successful login', async () => {
    for (let i = 1; i <= 5; i++) {
      expect(await checkAccount('expired')).toBe(false);
      const res = await t.attemptLogin('expired', 'Wrong@2026');
      expect(res.body.code).toBe('0x10d7500003');
    }
    expect(await checkAccount('expired')).toBe(true);

    const absent = await t.attemptLogin('expired');
    expect([absent.body.code, absent.body.msg, absent.body.data]).toEqual(['0x10d7500005', '请输入图片验证码', { needVerifyCode: true }]);

    const pic = await t.get(`${AUTH}/getPicVerifyCode`);
    expect(pic.body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(pic.body.data.image.split(',')[1], 'base64').toString();
    expect(svg).toContain('<svg');
    expect(svg).toContain('<line');
    const wrong = await t.attemptLogin('expired', 'Park@2026', { verifyCodeId: pic.body.data.verifyCodeId, verifyCode: '????' });
    expect([wrong.body.code, wrong.body.msg, wrong.body.data]).toEqual(['0x10d7500006', '图片验证码错误', { needVerifyCode: true }]);

    const pic2 = await t.get(`${AUTH}/getPicVerifyCode`);
    const answer = (await (await t.adminFetch(`/__mock/picCode?verifyCodeId=${pic2.body.data.verifyCodeId}`)).json()) as { code: string };
    expect(answer.code).toMatch(/^[A-Z0-9]{4}$/);
    const right = await t.attemptLogin('expired', 'Park@2026', {
      verifyCodeId: pic2.body.data.verifyCodeId,
      verifyCode: answer.code.toLowerCase(),
    });
    expect(right.body.code).toBe('200');
    expect(await checkAccount('expired')).toBe(false);
    // The picture code was single use.
    expect((await t.adminFetch(`/__mock/picCode?verifyCodeId=${pic2.body.data.verifyCodeId}`)).status).toBe(404);
  });

  it('counts failures per account: others are not affected', async () => {
    for (let i = 0; i < 5; i++) await t.attemptLogin('expiring', 'Wrong@2026');
    expect(await checkAccount('expiring')).toBe(true);
    expect(await checkAccount('admin')).toBe(false);
    expect((await t.attemptLogin('admin')).body.code).toBe('200');
  });
});

describe('token required', () => {
  const LOGIN_INFO = `${AUTH}/loginInfo`;
  const expired401 = { code: '401', msg: '登录已失效，请重新登录', data: null };

  it('answers 401 without a token and with a bad token', async () => {
    const none = await t.get(LOGIN_INFO);
    expect([none.status, none.body]).toEqual([401, expired401]);
    const bad = await t.get(LOGIN_INFO, 'f'.repeat(64));
    expect([bad.status, bad.body]).toEqual([401, expired401]);
    const unknownPath = await t.get('/api/unknown/v2/api/thing');
    expect(unknownPath.status).toBe(401);
  });

  it('answers after login and 401 again after logout', async () => {
    const token = await t.login('admin');
    expect((await t.get(LOGIN_INFO, token)).status).toBe(200);
    const out = await t.get(`${AUTH}/logout`, token);
    expect([out.status, out.body.code, out.body.data]).toEqual([200, '200', null]);
    expect((await t.get(LOGIN_INFO, token)).status).toBe(401);
  });

  it('lets public calls through without a token', async () => {
    for (const path of [
      '/api/basic/v2/api/platformConfig',
      '/api/basic/v2/api/getVersion',
      '/api/dealer/v2/api/dealerInfos/domain?domain=localhost',
    ]) {
      const res = await t.get(path);
      expect([path, res.status, res.body.code]).toEqual([path, 200, '200']);
    }
  });
});
