import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('licence status per account', () => {
  it.each([
    ['admin', { authStatus: 1, aboutUserInfo: 0 }],
    ['expired', { authStatus: -1, aboutUserInfo: 0 }],
    ['expiring', { authStatus: 2, aboutUserInfo: 0 }],
    ['noauth', { authStatus: -2, aboutUserInfo: 0 }],
    ['noindep', { authStatus: -3, aboutUserInfo: 0 }],
    ['nodouble', { authStatus: -2, aboutUserInfo: 1 }],
  ])('getAuthStatus of %s', async (account, expected) => {
    const res = await t.get('/api/license/v2/api/getAuthStatus', await t.login(account));
    expect(res.body.data).toMatchObject(expected);
    expect(typeof res.body.data.isRegist).toBe('number');
  });
});

describe('dealer and enterprise calls', () => {
  it('lists several dealers for the multi-dealer account and one for the operator side', async () => {
    const many = (await t.get('/api/dealer/v2/api/dealerInfos/chosen', await t.login('dealer'))).body.data;
    expect(many.length).toBeGreaterThan(2);
    for (const d of many) expect(d).toEqual({ dealerId: expect.any(String), dealerName: expect.stringMatching(/有限公司$/) });
    const one = (await t.get('/api/dealer/v2/api/dealerInfos/chosen', await t.login('admin'))).body.data;
    expect(one).toEqual([{ dealerId: 'D1001', dealerName: '杭州云泊停车管理有限公司' }]);
  });

  it('reports the enterprise status in registState and applyStatus', async () => {
    const token = await t.login('uncertified');
    expect((await t.get('/api/dealer/v2/api/portal/registState', token)).body.data).toEqual({ status: 3 });
    const apply = (await t.get('/api/dealer/v2/api/portal/applyStatus', token)).body.data;
    expect(Object.keys(apply).sort()).toEqual(['auditRemark', 'dealerName', 'manager', 'phone', 'registerAddr', 'status']);
    expect(apply.status).toBe(3);
  });

  it('answers about, domain, platformConfig and version', async () => {
    const token = await t.login('dealer');
    expect((await t.get('/api/dealer/v2/api/dealerInfos/about', token)).body.data).toMatchObject({
      platformName: '智慧停车运营平台',
      version: expect.any(String),
    });
    expect((await t.get('/api/dealer/v2/api/dealerInfos/domain?domain=dealer.example.com')).body.data).toMatchObject({
      platformType: 2,
      platformName: '智慧停车运营平台',
    });
    expect((await t.get('/api/dealer/v2/api/dealerInfos/domain?domain=localhost')).body.data).toMatchObject({
      platformType: 1,
      platformName: '云停车管理控制平台',
    });
    const config = (await t.get('/api/basic/v2/api/platformConfig')).body.data;
    expect(config).toEqual({
      platformName: '云停车管理控制平台',
      faviconUrl: '/mock-assets/favicon.svg',
      platLogoUrl: '/mock-assets/logo.svg',
      asynExportThreshold: 10000,
    });
    expect((await t.get('/api/basic/v2/api/platformConfig', token)).body.data.platformName).toBe('智慧停车运营平台');
    expect(typeof (await t.get('/api/basic/v2/api/getVersion')).body.data).toBe('string');
    const logo = await fetch(`${t.url}${config.platLogoUrl}`);
    expect([logo.status, logo.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
  });

  it('stores a registration and validates it', async () => {
    const res = await t.post('/api/dealer/v2/api/portal/regist', {
      dealerName: '台州椒江停车服务有限公司',
      manager: '林强',
      phone: '13912345678',
      account: 'linqiang',
    });
    expect(res.body.code).toBe('200');
    expect(res.body.data.applyId).toMatch(/^AP/);
    const bad = await t.post('/api/dealer/v2/api/portal/regist', { dealerName: 'x', manager: 'y', phone: '123', account: 'z' });
    expect([bad.body.code, bad.body.msg]).toEqual(['0x10d7500400', '请输入正确的手机号']);
  });

  // The registration page accepts +86 / 0086 in front of a mobile (spec §5): so does the platform.
  it.each(['+8613912345678', '008613912345678'])('takes the mobile %s as the registration form sends it', async (phone) => {
    const res = await t.post('/api/dealer/v2/api/portal/regist', {
      dealerName: '台州椒江停车服务有限公司',
      manager: '林强',
      phone,
      account: 'linqiang',
    });
    expect(res.body.code).toBe('200');
  });
});
