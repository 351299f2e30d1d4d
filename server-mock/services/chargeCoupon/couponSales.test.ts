/**
 * 线上售卖, 用户购买记录 and 商户采购记录 (schemas/chargeCoupon.json, entities couponPack, couponPackOrder,
 * couponPurchase) served by the generic engine: seeds in every state that agree with their batches (a pack on sale has
 * a batch 发放中, its 累计售出 is its paid orders), 上架 refused when the pack's batch is not 发放中, 下架 with a reason,
 * 编辑 only off sale, 采购审核 通过 / 驳回 with the reason and a trail, filters returning rows, exports, and 403 without
 * the page's button code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type WireRow } from '../../testing/harness';
import { areaReads, BAD_REQUEST, queryOf, WRONG_STATE } from '../../testing/areaReads';

const BASE = '/api/coupon/v2/api';

let t: TestServer;
let admin: string;

const reads = areaReads(
  BASE,
  () => t,
  () => admin,
);
const page = (path: string, params: Record<string, string | number> = {}) => reads.list(path, queryOf(params));
const one = reads.detail;
const post = (path: string, body: Record<string, unknown>) => t.post<WireRow>(`${BASE}/${path}`, body, admin);

/** A new pack of a batch, 待上架. */
async function newPack(couponId: number, packName = '测试充电券超值包'): Promise<number> {
  const res = await post('couponPacks', { packName, couponId, packCoupons: 2, packPrice: 990, dailyStock: 100 });
  expect(res.body.code).toBe('200');
  return res.body.data.packId as number;
}
const batchIn = async (state: number) => (await page('coupons/options')).results.find((b) => b.couponStatus === state)!.couponId as number;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('线上售卖', () => {
  it('seeds at least 60 packs in every state; those on sale have a batch 发放中; 累计售出 = paid orders', async () => {
    const packs = (await page('couponPacks')).results;
    expect(packs.length).toBeGreaterThanOrEqual(60);
    expect(new Set(packs.map((p) => p.packStatus))).toEqual(new Set([0, 1, 2]));
    const batches = new Map((await page('coupons/options')).results.map((b) => [b.couponId, b]));
    const orders = (await page('couponPackOrders')).results;
    for (const p of packs) {
      if (p.packStatus === 1) expect(batches.get(p.couponId)?.couponStatus, `pack ${p.packId}`).toBe(2);
      expect(orders.filter((o) => o.packId === p.packId && o.buyState === 1).length, `pack ${p.packId}`).toBe(p.soldCount);
    }
  });

  it('上架 a pack whose batch is 发放中, with a trail; 下架 needs a reason', async () => {
    const packId = await newPack(await batchIn(2));
    expect((await one('couponPacks', packId)).packStatus).toBe(0);
    expect((await post('couponPacks/onShelf', { packId })).body.code).toBe('200');
    expect(await one('couponPacks', packId)).toMatchObject({ packStatus: 1, batchStatus: 2, shelfTime: expect.any(String) });
    expect((await post('couponPacks/offShelf', { packId })).body).toMatchObject({ code: BAD_REQUEST, msg: '请填写下架原因' });
    expect((await post('couponPacks/offShelf', { packId, offReason: '活动结束' })).body.code).toBe('200');
    const off = await one('couponPacks', packId);
    expect(off).toMatchObject({ packStatus: 2, offReason: '活动结束' });
    expect(off.packTrail.map((e: WireRow) => `${e.action} ${e.fromLabel}→${e.toLabel}`)).toEqual([
      '上架 待上架→已上架',
      '下架 已上架→已下架',
    ]);
  });

  it.each([
    [0, '草稿'],
    [3, '已发完'],
    [4, '已停止'],
  ])('refuses 上架 when the batch is in state %i (%s), nothing written', async (state) => {
    const packId = await newPack(await batchIn(state));
    expect((await post('couponPacks/onShelf', { packId })).body).toMatchObject({
      code: BAD_REQUEST,
      msg: '所选券批次不在发放中，不能上架',
    });
    expect(await one('couponPacks', packId)).toMatchObject({ packStatus: 0, shelfTime: null });
  });

  it('refuses 上架 twice, 下架 of a pack not on sale, and 编辑 while on sale', async () => {
    const packId = await newPack(await batchIn(2));
    expect((await post('couponPacks/offShelf', { packId, offReason: '测试' })).body).toMatchObject({
      code: WRONG_STATE,
      msg: '当前状态为「待上架」，不能执行「下架」',
    });
    await post('couponPacks/onShelf', { packId });
    expect((await post('couponPacks/onShelf', { packId })).body).toMatchObject({
      code: WRONG_STATE,
      msg: '当前状态为「已上架」，不能执行「上架」',
    });
    const edit = await t.put<null>(
      `${BASE}/couponPacks`,
      { packId, packName: '改名', couponId: 1, packCoupons: 1, packPrice: 100, dailyStock: 10 },
      admin,
    );
    expect(edit.body).toMatchObject({ code: WRONG_STATE, msg: '当前状态为「已上架」，不能执行「编辑」' });
  });

  it('filters packs by state and batch, each returning rows', async () => {
    const onSale = await page('couponPacks', { packStatus: 1 });
    expect(onSale.totalRecord).toBeGreaterThan(0);
    expect(onSale.results).toHaveItemsAllMatching((p) => p.packStatus === 1);
    const byBatch = await page('couponPacks', { couponId: onSale.results[0].couponId });
    expect(byBatch.totalRecord).toBeGreaterThan(0);
    expect(byBatch.results).toHaveItemsAllMatching((p) => p.couponId === onSale.results[0].couponId);
  });
});

describe('用户购买记录', () => {
  it('seeds at least 60 orders, 已支付 and 已退款, paid at the pack price; filters by state, channel and phone', async () => {
    const orders = (await page('couponPackOrders')).results;
    expect(orders.length).toBeGreaterThanOrEqual(60);
    expect(new Set(orders.map((o) => o.buyState))).toEqual(new Set([1, 2]));
    const packs = new Map((await page('couponPacks')).results.map((p) => [p.packId, p]));
    for (const o of orders) expect(o.payMoney).toBe(packs.get(o.packId)?.packPrice);
    const refunded = await page('couponPackOrders', { buyState: 2 });
    expect(refunded.totalRecord).toBeGreaterThan(0);
    expect(refunded.results).toHaveItemsAllMatching((o) => o.buyState === 2 && o.refundTime);
    const alipay = await page('couponPackOrders', { payChannel: 2 });
    expect(alipay.totalRecord).toBeGreaterThan(0);
    expect(alipay.results).toHaveItemsAllMatching((o) => o.payChannel === 2);
    const phone = String(orders[0].userPhone).slice(0, 7);
    const byPhone = await page('couponPackOrders', { userPhone: phone });
    expect(byPhone.results).toHaveItemsAllMatching((o) => String(o.userPhone).startsWith(phone));
    expect(byPhone.totalRecord).toBeGreaterThan(0);
  });
});

describe('线上购买 issues the coupons', () => {
  it("every order holds its pack's coupons in 券库 from its payment: a paid one's in use as any, a refunded one's 已作废", async () => {
    const orders = (await page('couponPackOrders')).results;
    const packs = new Map((await page('couponPacks')).results.map((p) => [p.packId, p]));
    const bought = (await page('couponCodes', { grantWay: 3 })).results;
    const byOrder = new Map<unknown, WireRow[]>();
    for (const c of bought) byOrder.set(c.grantNo, [...(byOrder.get(c.grantNo) ?? []), c]);
    expect(byOrder.size).toBe(orders.length);
    for (const o of orders) {
      const coupons = byOrder.get(o.buyOrderNo) ?? [];
      expect(coupons, String(o.buyOrderNo)).toHaveLength(Number(o.packCoupons));
      expect(coupons).toHaveItemsAllMatching(
        (c) => c.holder === o.userPhone && c.grantTime === o.payTime && c.couponId === packs.get(o.packId)?.couponId,
      );
      if (o.buyState === 2) expect(coupons).toHaveItemsAllMatching((c) => c.codeState === 2 && c.voidReason === '购券订单已退款');
    }
    // Paid orders' coupons are used, or not yet (未使用, or 已过期 once their batch's 有效期 has passed) like any others.
    const paid = bought.filter((c) => orders.find((o) => o.buyOrderNo === c.grantNo)?.buyState === 1);
    expect(paid.filter((c) => c.codeState === 1).length).toBeGreaterThan(0);
    expect(paid.filter((c) => c.codeState === 0 || c.codeState === 3).length).toBeGreaterThan(0);
    expect(paid.filter((c) => c.codeState === 1)).toHaveItemsAllMatching((c) => String(c.useTime) > String(c.grantTime));
    // One order's coupons, as 券明细 asks for them.
    const sample = orders.find((o) => o.buyState === 1 && Number(o.packCoupons) > 1)!;
    const mine = await page('couponCodes/bought', { grantNo: String(sample.buyOrderNo) });
    expect(mine.totalRecord).toBe(sample.packCoupons);
    expect(mine.results).toHaveItemsAllMatching((c) => c.grantNo === sample.buyOrderNo);
  });
});

describe('商户采购记录', () => {
  it('seeds at least 60 purchases in every state, with trails that end in it', async () => {
    const rows = (await page('couponPurchases')).results;
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((r) => r.purchaseStatus))).toEqual(new Set([0, 1, 2]));
    const pending = await page('couponPurchases', { purchaseStatus: 0 });
    expect(pending.totalRecord).toBeGreaterThan(0);
    expect(pending.results).toHaveItemsAllMatching((r) => r.purchaseStatus === 0 && !r.auditUser);
    const rejected = (await page('couponPurchases', { purchaseStatus: 2 })).results[0];
    expect((await one('couponPurchases', rejected.purchaseId)).purchaseTrail.at(-1)).toMatchObject({ toLabel: '已驳回' });
  });

  it('审核通过 and 审核驳回 (reason required) from 待审核 only, each in the trail', async () => {
    const [a, b] = (await page('couponPurchases', { purchaseStatus: 0 })).results;
    expect((await post('couponPurchases/audit', { purchaseId: a.purchaseId, auditResult: 1 })).body.code).toBe('200');
    expect(await one('couponPurchases', a.purchaseId)).toMatchObject({ purchaseStatus: 1, auditUser: expect.any(String) });
    expect((await post('couponPurchases/audit', { purchaseId: a.purchaseId, auditResult: 2, auditRemark: '重复' })).body).toMatchObject({
      code: WRONG_STATE,
      msg: '当前状态为「已通过」，不能执行「审核驳回」',
    });
    expect((await post('couponPurchases/audit', { purchaseId: b.purchaseId, auditResult: 2 })).body).toMatchObject({
      code: BAD_REQUEST,
      msg: '请填写驳回原因',
    });
    expect(
      (await post('couponPurchases/audit', { purchaseId: b.purchaseId, auditResult: 2, auditRemark: '商户资质未通过审核' })).body.code,
    ).toBe('200');
    const back = await one('couponPurchases', b.purchaseId);
    expect(back).toMatchObject({ purchaseStatus: 2, rejectReason: '商户资质未通过审核' });
    expect(back.purchaseTrail.at(-1)).toMatchObject({
      action: '审核驳回',
      fromLabel: '待审核',
      toLabel: '已驳回',
      note: '商户资质未通过审核',
    });
  });
});

describe('exports and permissions', () => {
  it.each(['couponPacks/export', 'couponPackOrders/export', 'couponPurchases/export'])('exports %s', async (path) => {
    const res = await t.get<string>(`${BASE}/${path}`, admin);
    expect(res.body.code).toBe('200');
    expect(String(res.body.data)).toMatch(/exportFiles|\.csv/);
  });

  it('refuses the calls without the button codes (403)', async () => {
    const viewer = await t.login('viewer1');
    expect((await t.get(`${BASE}/couponPacks?pageSize=1`, viewer)).status).toBe(403);
    expect((await t.post(`${BASE}/couponPacks/onShelf`, { packId: 1 }, viewer)).status).toBe(403);
    expect((await t.post(`${BASE}/couponPacks/offShelf`, { packId: 1, offReason: '测试' }, viewer)).status).toBe(403);
    expect((await t.get(`${BASE}/couponPackOrders?pageSize=1`, viewer)).status).toBe(403);
    expect((await t.get(`${BASE}/couponPurchases?pageSize=1`, viewer)).status).toBe(403);
    expect((await t.post(`${BASE}/couponPurchases/audit`, { purchaseId: 1, auditResult: 1 }, viewer)).status).toBe(403);
  });
});
