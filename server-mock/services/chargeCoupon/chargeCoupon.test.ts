/**
 * 优惠券 (schemas/chargeCoupon.json) served by the generic engine alone: the seed in every state, the budget the mock
 * computes, the validity order it refuses, the station options by dealer, and every step of the workflow — allowed
 * and refused with its exact message — including 手动发券 until 已发完 (refuseWhen / toWhen over the computed counts); a
 * new batch starts at 已发放 0, 已使用 0 and 剩余 = 发放数量 whatever is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type WireRow } from '../../testing/harness';

const BASE = '/api/coupon/v2/api';
const BAD_REQUEST = '0x10d7500400';
const WRONG_STATE = '0x10d7500015';
type Coupon = WireRow & { couponId: number; couponStatus: number };
type Page = { results: Coupon[]; totalRecord: number };

let t: TestServer;
let admin: string;

const draft = (over: Record<string, unknown> = {}) => ({
  couponName: '测试充电立减5元',
  couponType: 3,
  dealerId: 102,
  stationId: 4,
  faceValue: 500,
  quantity: 300,
  budget: 1,
  minConsume: 0,
  limitPerUser: 1,
  startDate: '2026-02-01',
  endDate: '2026-03-01',
  grantedCount: 99,
  remainCount: 1,
  ...over,
});
/** The states each list's descriptor sends (its `query` constant), as the console does. */
const STATES: Record<string, string> = {
  drafts: '&couponStatus=0',
  granting: '&couponStatus=1&couponStatus=2',
  grantOver: '&couponStatus=3&couponStatus=4',
};
const list = (path: string, query = '') => t.get<Page>(`${BASE}/coupons/${path}?pageNo=1&pageSize=100${STATES[path]}${query}`, admin);
const detail = async (id: number) => (await t.get<Coupon>(`${BASE}/coupons/${id}`, admin)).body.data;
const create = async (over: Record<string, unknown> = {}) => {
  const res = await t.post<Coupon>(`${BASE}/coupons`, draft(over), admin);
  expect(res.body).toMatchObject({ code: '200' });
  return res.body.data.couponId;
};
const step = (name: string, body: Record<string, unknown>) => t.post<null>(`${BASE}/coupons/${name}`, body, admin);

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('seed', () => {
  it.each([
    ['drafts', '', [0]],
    ['granting', '', [1, 2]],
    ['grantOver', '', [3, 4]],
    ['granting', '&status=1', [1]],
    ['grantOver', '&status=4', [4]],
  ])('the list %s%s holds only the states %j, and rows of each', async (path, query, states) => {
    const rows = (await list(path, query)).body.data.results;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.couponStatus))).toEqual(new Set(states));
  });

  it('holds at least 60 coupons whose counts and budget add up, each trail ending in its state', async () => {
    const all = [
      ...(await list('drafts')).body.data.results,
      ...(await list('granting')).body.data.results,
      ...(await list('grantOver')).body.data.results,
    ];
    expect(all.length).toBeGreaterThanOrEqual(60);
    for (const c of all) {
      expect(c.budget).toBe(c.faceValue * c.quantity);
      expect(c.grantedCount + c.remainCount).toBe(c.quantity);
      if (c.couponStatus === 3) expect(c.remainCount).toBe(0);
      const trail = (await detail(c.couponId)).auditTrail as { to: number }[];
      if (c.couponStatus !== 0) expect(trail.at(-1)?.to).toBe(c.couponStatus);
    }
  });

  it('offers the stations of the chosen dealer only', async () => {
    const res = await t.get<Page>(`${BASE}/chargeStations?dealerId=103&pageNo=1&pageSize=200`, admin);
    expect(res.body.data.results.map((s) => s.stationName)).toEqual(
      expect.arrayContaining(['天童南路充电站', '宁波东站充电站', '梅山港区充电站']),
    );
    expect(res.body.data.results).toHaveItemsAllMatching((s) => s.dealerId === 103);
  });
});

describe('create', () => {
  it('computes 预算 = 面值 × 数量, starts counts at 0 / 数量, and ignores the figures the client sent', async () => {
    const id = await create({ faceValue: 800, quantity: 250 });
    expect(await detail(id)).toMatchObject({ couponStatus: 0, budget: 200_000, grantedCount: 0, remainCount: 250 });
  });

  it.each([
    ['2026-03-01', '2026-03-01', '有效期结束应晚于有效期开始'],
    ['2026-03-01', '2026-02-01', '有效期结束应晚于有效期开始'],
  ])('refuses 有效期 %s → %s with the cross-field message', async (startDate, endDate, msg) => {
    const res = await t.post<null>(`${BASE}/coupons`, draft({ couponName: '日期顺序测试券', startDate, endDate }), admin);
    expect(res.body).toMatchObject({ code: BAD_REQUEST, msg });
    expect((await list('drafts', `&couponName=${encodeURIComponent('日期顺序测试券')}`)).body.data.totalRecord).toBe(0);
  });
});

describe('workflow', () => {
  it('walks 草稿 → 待审核 → 发放中 → 已发完 with a trail of every step', async () => {
    const couponId = await create({ quantity: 3 });
    expect((await step('submit', { couponId })).body.code).toBe('200');
    expect((await step('audit', { couponId, auditResult: 1 })).body.code).toBe('200');
    expect(await detail(couponId)).toMatchObject({ couponStatus: 2, auditUser: expect.any(String) });
    expect((await step('give', { couponId, receivers: '浙A12345' })).body.code).toBe('200');
    expect(await detail(couponId)).toMatchObject({ couponStatus: 2, grantedCount: 1, remainCount: 2, usedCount: 0 });
    expect((await step('give', { couponId, receivers: '浙B23456\n13800138000' })).body.code).toBe('200');
    const done = await detail(couponId);
    expect(done).toMatchObject({ couponStatus: 3, grantedCount: 3, remainCount: 0 });
    expect(done.auditTrail.map((e: WireRow) => `${e.action} ${e.fromLabel}→${e.toLabel}`)).toEqual([
      '提交审核 草稿→待审核',
      '审核通过 待审核→发放中',
      '手动发券 发放中→发放中',
      '手动发券 发放中→已发完',
    ]);
    expect((await list('grantOver')).body.data.results.some((r) => r.couponId === couponId)).toBe(true);
  });

  it('a new batch shows 已发放 0, 已使用 0 and 剩余 = 发放数量, whatever the request sends', async () => {
    const couponId = await create({ quantity: 120, grantedCount: 7, remainCount: 3, usedCount: 5 });
    expect(await detail(couponId)).toMatchObject({ grantedCount: 0, usedCount: 0, remainCount: 120 });
    const row = (await list('drafts', `&couponName=${encodeURIComponent('测试充电立减5元')}`)).body.data.results.find(
      (r) => r.couponId === couponId,
    );
    expect(row).toMatchObject({ grantedCount: 0, usedCount: 0, remainCount: 120 });
    expect((await t.put<null>(`${BASE}/coupons`, { ...draft({ quantity: 80 }), couponId }, admin)).body.code).toBe('200');
    expect(await detail(couponId)).toMatchObject({ grantedCount: 0, usedCount: 0, remainCount: 80 });
  });

  it('发放 by a count alone is no longer served: every coupon given is a 券库 record of 手动发券', async () => {
    const couponId = await create();
    await step('submit', { couponId });
    await step('audit', { couponId, auditResult: 1 });
    expect((await step('grant', { couponId, grantCount: 10 })).body.code).not.toBe('200');
    expect(await detail(couponId)).toMatchObject({ couponStatus: 2, grantedCount: 0, remainCount: 300 });
  });

  it('审核驳回 goes back to 草稿 with the reason, shown in the draft box', async () => {
    const couponId = await create();
    await step('submit', { couponId });
    expect((await step('audit', { couponId, auditResult: 2 })).body).toMatchObject({ code: BAD_REQUEST, msg: '请填写驳回原因' });
    expect((await step('audit', { couponId, auditResult: 2, auditRemark: '面值过高' })).body.code).toBe('200');
    const back = await detail(couponId);
    expect(back).toMatchObject({ couponStatus: 0, rejectReason: '面值过高' });
    expect(back.auditTrail.at(-1)).toMatchObject({ action: '审核驳回', note: '面值过高' });
  });

  it('停止发放 needs a reason and ends in 已停止', async () => {
    const couponId = await create();
    await step('submit', { couponId });
    await step('audit', { couponId, auditResult: 1 });
    expect((await step('stop', { couponId })).body).toMatchObject({ code: BAD_REQUEST, msg: '请填写停止原因' });
    expect((await step('stop', { couponId, stopReason: '活动提前结束' })).body.code).toBe('200');
    expect(await detail(couponId)).toMatchObject({ couponStatus: 4, stopReason: '活动提前结束' });
  });

  it.each([
    ['give', {}, BAD_REQUEST, '请填写发放对象'],
    ['give', { receivers: '浙A12345\n浙A12' }, BAD_REQUEST, '第 2 行「浙A12」不是有效的车牌号或手机号'],
    ['submit', {}, WRONG_STATE, '当前状态为「发放中」，不能执行「提交审核」'],
    ['audit', { auditResult: 1 }, WRONG_STATE, '当前状态为「发放中」，不能执行「审核通过」'],
  ])('on a coupon 发放中 (300 left), %s %j is refused: %s %s, nothing written', async (name, body, code, msg) => {
    const couponId = await create({ quantity: 300 });
    await step('submit', { couponId });
    await step('audit', { couponId, auditResult: 1 });
    expect((await step(name, { couponId, ...body })).body).toMatchObject({ code, msg });
    expect(await detail(couponId)).toMatchObject({ couponStatus: 2, grantedCount: 0, remainCount: 300 });
  });

  it.each([
    ['give', { receivers: '浙A12345' }, '当前状态为「草稿」，不能执行「手动发券」'],
    ['stop', { stopReason: '测试' }, '当前状态为「草稿」，不能执行「停止发放」'],
    ['audit', { auditResult: 1 }, '当前状态为「草稿」，不能执行「审核通过」'],
  ])('on a draft, %s is refused with %s', async (name, body, msg) => {
    const couponId = await create();
    expect((await step(name, { couponId, ...body })).body).toMatchObject({ code: WRONG_STATE, msg });
  });

  it('edits and deletes drafts only', async () => {
    const couponId = await create();
    await step('submit', { couponId });
    const edit = await t.put<null>(`${BASE}/coupons`, { ...draft(), couponId }, admin);
    expect(edit.body).toMatchObject({ code: WRONG_STATE, msg: '当前状态为「待审核」，不能执行「编辑」' });
    const del = await t.del<null>(`${BASE}/coupons`, { ids: [couponId] }, admin);
    expect(del.body).toMatchObject({ code: WRONG_STATE, msg: '当前状态为「待审核」，不能执行「删除」' });
    const other = await create();
    expect((await t.del<null>(`${BASE}/coupons`, { ids: [other] }, admin)).body.code).toBe('200');
  });
});
