import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../catalogue/catalogue';
import { sha256hex, startTestServer, type TestServer } from '../../testing/harness';
import type { MenuNode } from '../../../contracts/menu';

const USER = '/api/user/v2/api';
let t: TestServer;
const tokens: Record<string, string> = {};
const token = async (account: string) => (tokens[account] ??= await t.login(account));

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const names = (nodes: { name: string }[]) => nodes.map((n) => n.name);

describe('userMenuTree', () => {
  it('is one root whose children are the groups, with absolute group paths and relative page paths', async () => {
    const res = await t.get(`${USER}/userMenuTree`, await token('admin'));
    expect(res.body.code).toBe('200');
    const tree = res.body.data as MenuNode[];
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ id: '0', path: '/' });
    const groups = tree[0].children ?? [];
    expect(names(groups)).toEqual(expect.arrayContaining(['停车收费', '特殊车辆', '包期办理', '财务中心', '系统管理', '系统公告']));
    for (const g of groups) {
      expect(g).toMatchObject({ component: 'Layout', parentId: '0', hidden: false });
      expect(g.path.startsWith('/')).toBe(true);
      for (const c of g.children ?? []) {
        expect(c.parentId).toBe(g.id);
        expect(c.path.startsWith('/')).toBe(false);
        expect(typeof c.hidden).toBe('boolean');
        expect(Array.isArray(c.buttons)).toBe(true);
      }
    }
    const stopFee = groups.find((g) => g.path === '/stopFee')?.children ?? [];
    expect(stopFee.find((c) => c.name === '订单详情')).toMatchObject({ hidden: true, component: 'stopFee/parkOrderDetail' });
    expect(stopFee.find((c) => c.name === '收费记录')).toMatchObject({ path: 'chargeRecord/list', component: 'stopFee/chargeRecordList' });
  });

  it('gives operator no 系统管理 and no 财务中心', async () => {
    const groups = (await t.get(`${USER}/userMenuTree`, await token('operator'))).body.data[0].children;
    expect(names(groups)).not.toContain('系统管理');
    expect(names(groups)).not.toContain('财务中心');
    expect(names(groups)).toContain('停车收费');
  });

  it('gives viewer1 and viewer4 a reduced tree', async () => {
    for (const account of ['viewer1', 'viewer4']) {
      const groups = (await t.get(`${USER}/userMenuTree`, await token(account))).body.data[0].children;
      expect(names(groups)).toEqual(['停车收费', '系统公告', '客户管理', '待办中心']);
    }
  });
});

describe('btnResources', () => {
  const topBar = async (account: string) => (await t.get(`${USER}/btnResources/0`, await token(account))).body.data as string[];
  const shellCodes = ['PAED98000706', 'MRIE16069246', 'WHVI72813445', 'XVUQ27036538', 'ZUTC55309211', 'EDSK38171489'];

  it('gives admin every top-bar code', async () => {
    const codes = await topBar('admin');
    expect(codes).toEqual(loadCatalogue().topBar.map((b) => b.code));
    expect(codes).toEqual(expect.arrayContaining(shellCodes));
  });

  it('gives operator a subset without 系统管理, 区域管理 and 数据可视化', async () => {
    const codes = await topBar('operator');
    expect(codes).toEqual(expect.arrayContaining(shellCodes));
    expect(codes).not.toContain('TBSM10000002');
    expect(codes).not.toContain('TBAM10000009');
    expect(codes).not.toContain('TBDV10000008');
    expect(codes.length).toBeLessThan((await topBar('admin')).length);
  });

  it('gives viewer1 no counters and no about', async () => {
    const codes = await topBar('viewer1');
    expect(codes).toContain('PAED98000706');
    expect(codes).not.toContain('WHVI72813445');
    expect(codes).not.toContain('TBAB10000007');
  });

  it('answers a page id with the codes held on that page, filtered by profile', async () => {
    const admin = (await t.get(`${USER}/btnResources/1102`, await token('admin'))).body.data;
    expect(admin).toEqual(['SPCR11020001', 'SPCR11020002', 'SPCR11020003', 'SPCR11020004', 'SPCR11020009', 'SPCR11020005']);
    const operator = (await t.get(`${USER}/btnResources/1102`, await token('operator'))).body.data;
    expect(operator).toEqual(['SPCR11020001', 'SPCR11020002', 'SPCR11020003', 'SPCR11020005']);
    expect((await t.get(`${USER}/btnResources/2001`, await token('operator'))).body.data).toEqual([]);
    expect((await t.get(`${USER}/btnResources/9999`, await token('admin'))).body.data).toEqual([]);
  });
});

describe('reminds', () => {
  it('gives 3 to 4 Chinese texts, the licence one first for expired and expiring accounts', async () => {
    const admin = (await t.get(`${USER}/reminds`, await token('admin'))).body.data as string[];
    expect(admin.length).toBeGreaterThanOrEqual(3);
    expect(admin.length).toBeLessThanOrEqual(4);
    expect((await t.get(`${USER}/reminds`, await token('expired'))).body.data[0]).toContain('授权已过期');
    expect((await t.get(`${USER}/reminds`, await token('expiring'))).body.data[0]).toContain('到期');
  });
});

describe('forgotten password', () => {
  it('resets the stored hash through SMS code, reset key and challenge salt', async () => {
    const send = await t.get(`${USER}/getVerifyCodeByAccount?account=viewer4`);
    expect(send.body.data).toEqual({ phone: '138****0005' });
    const wrong = await t.post(`${USER}/forgetPwdNext`, { account: 'viewer4', verifyCode: '000000x' });
    expect([wrong.body.code, wrong.body.msg]).toEqual(['0x10d7500010', '验证码错误']);
    const sms = (await (await t.adminFetch(`/__mock/smsCode?account=viewer4`)).json()) as { code: string };
    expect(sms.code).toMatch(/^\d{6}$/);
    const next = await t.post(`${USER}/forgetPwdNext`, { account: 'viewer4', verifyCode: sms.code });
    const { resetKey } = next.body.data;
    expect(resetKey).toBeTruthy();
    const challenge = (await t.post(`${USER}/modifyUser/getChallengeCode`, { account: 'viewer4', platformType: 1 })).body.data;
    const reset = await t.post(`${USER}/resetPwd`, { resetKey, newPassword: sha256hex('New@Pass9' + challenge.salt) });
    expect(reset.body.code).toBe('200');
    expect((await t.attemptLogin('viewer4', 'Park@2026')).body.code).toBe('0x10d7500003');
    expect((await t.attemptLogin('viewer4', 'New@Pass9')).body.code).toBe('200');
    // The reset key is single use.
    const again = await t.post(`${USER}/resetPwd`, { resetKey, newPassword: sha256hex('Other@Pass9' + challenge.salt) });
    expect(again.body.code).toBe('0x10d7500012');
  });

  it('refuses unknown accounts and accounts without a bound phone', async () => {
    expect((await t.get(`${USER}/getVerifyCodeByAccount?account=nobody`)).body.code).toBe('0x10d7500011');
    expect((await t.get(`${USER}/getVerifyCodeByAccount?account=operator`)).body.code).toBe('0x10d7500013');
  });
});
