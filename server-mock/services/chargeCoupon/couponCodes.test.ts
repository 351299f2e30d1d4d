/**
 * 手动发券, 券库 and 使用明细 (schemas/chargeCoupon.json, entity couponCode) served by the generic engine: the seed
 * agrees with its batches (已发放 = the batch's coupons, 已使用 = its 使用明细 rows), 手动发券 writes one coupon per
 * plate or phone and moves the batch's 已发放 / 剩余, and refuses — naming what is left — a grant beyond the stock or a
 * batch not 发放中, writing nothing; 作废 needs a reason and is refused on a used coupon; the lists filter and export;
 * every call is refused (403) without the page's button code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type WireRow } from '../../testing/harness';
import { BAD_REQUEST, WRONG_STATE } from '../../testing/areaReads';
import { chinaDay, COUPON_API as BASE, couponReads } from '../../testing/couponReads';

let t: TestServer;
let admin: string;

const { page, batch, step, give } = couponReads(
  () => t,
  () => admin,
  5000,
);

/** A new batch of `quantity` coupons, approved: 发放中 with all of them left. */
async function grantingBatch(quantity: number): Promise<number> {
  const res = await t.post<WireRow>(
    `${BASE}/coupons`,
    {
      couponName: '测试手动发券5元',
      couponType: 3,
      dealerId: 102,
      stationId: 4,
      faceValue: 500,
      quantity,
      minConsume: 0,
      limitPerUser: 1,
      startDate: chinaDay(-10),
      endDate: chinaDay(60),
    },
    admin,
  );
  const couponId = res.body.data.couponId as number;
  await step('submit', { couponId });
  await step('audit', { couponId, auditResult: 1 });
  return couponId;
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('seed', () => {
  it('holds at least 60 coupons in every state, one per 已发放 of each batch, 已使用 equal to its 使用明细 rows', async () => {
    const codes = (await page('couponCodes')).results;
    expect(codes.length).toBeGreaterThanOrEqual(60);
    const states = new Set(codes.map((c) => c.codeState));
    expect(states.has(1) && states.has(2) && (states.has(0) || states.has(3))).toBe(true);
    // 未使用 until 有效期结束, 已过期 after it (read at the time of the call).
    expect(codes.filter((c) => c.codeState === 0).every((c) => String(c.endDate) >= chinaDay(0))).toBe(true);
    expect(codes.filter((c) => c.codeState === 3).every((c) => String(c.endDate) < chinaDay(0) && !c.useTime)).toBe(true);
    const used = (await page('couponCodes/used')).results;
    expect(used.length).toBeGreaterThanOrEqual(60);
    expect(used).toHaveItemsAllMatching((r) => r.codeState === 1 && r.orderNo && r.useTime && r.discountMoney > 0);
    const batches = (await page('coupons/options')).results;
    expect(batches.length).toBe(72);
    for (const b of batches) {
      expect(codes.filter((c) => c.couponId === b.couponId).length, `batch ${b.couponId} 已发放`).toBe(b.grantedCount);
      expect(used.filter((c) => c.couponId === b.couponId).length, `batch ${b.couponId} 已使用`).toBe(b.usedCount ?? 0);
    }
    expect(batches.some((b) => b.usedCount > 0)).toBe(true);
  });

  it('每条使用明细 discounts at most its face value and its order, used after it was granted', async () => {
    for (const r of (await page('couponCodes/used')).results) {
      expect(r.discountMoney).toBeLessThanOrEqual(r.faceValue);
      expect(r.discountMoney).toBeLessThanOrEqual(r.orderMoney);
      expect(r.useTime > r.grantTime).toBe(true);
    }
  });
});

describe('使用明细 and 券库: search and export', () => {
  it('filters 使用明细 by batch, plate, station and time, each returning rows', async () => {
    const all = (await page('couponCodes/used')).results;
    const sample = all.find((r) => r.useStationId && /^[\u4e00-\u9fa5]/.test(r.holder))!;
    const byBatch = await page('couponCodes/used', { couponId: sample.couponId });
    expect(byBatch.totalRecord).toBeGreaterThan(0);
    expect(byBatch.results).toHaveItemsAllMatching((r) => r.couponId === sample.couponId);
    const byPlate = await page('couponCodes/used', { holder: sample.holder.slice(0, 4) });
    expect(byPlate.results.map((r) => r.codeId)).toContain(sample.codeId);
    expect(byPlate.results).toHaveItemsAllMatching((r) => String(r.holder).includes(sample.holder.slice(0, 4)));
    const byStation = await page('couponCodes/used', { useStationId: sample.useStationId });
    expect(byStation.totalRecord).toBeGreaterThan(0);
    expect(byStation.results).toHaveItemsAllMatching((r) => r.useStationId === sample.useStationId);
    const day = String(sample.useTime).slice(0, 10);
    const byTime = await page('couponCodes/used', { useTimeStart: `${day} 00:00:00`, useTimeEnd: `${day} 23:59:59` });
    expect(byTime.totalRecord).toBeGreaterThan(0);
    expect(byTime.results).toHaveItemsAllMatching((r) => String(r.useTime).startsWith(day));
  });

  it('filters 券库 by state and 领取方式', async () => {
    const voided = await page('couponCodes', { codeState: 2 });
    expect(voided.totalRecord).toBeGreaterThan(0);
    expect(voided.results).toHaveItemsAllMatching((r) => r.codeState === 2 && r.voidReason);
    const manual = await page('couponCodes', { grantWay: 1 });
    expect(manual.totalRecord).toBeGreaterThan(0);
    expect(manual.results).toHaveItemsAllMatching((r) => r.grantWay === 1 && r.grantUser);
  });

  it.each(['couponCodes/used/export', 'couponCodes/export', 'couponCodes/given/export'])('exports %s', async (path) => {
    const res = await t.get<string>(`${BASE}/${path}?codeState=1`, admin);
    expect(res.body.code).toBe('200');
    expect(String(res.body.data)).toMatch(/exportFiles|\.csv/);
  });
});

describe('手动发券', () => {
  it('gives one coupon per plate or phone (one per line, repeats once), moves 已发放 / 剩余 and shows them in 券库', async () => {
    const couponId = await grantingBatch(20);
    const res = await give({ couponId, receivers: '浙A12345\n13800138000\n\n浙A12345\n苏E66Q88' });
    expect(res.body.code).toBe('200');
    expect(res.body.data).toMatchObject({ givenCount: 3, grantNo: expect.stringMatching(/^SD\d{17}$/) });
    expect(await batch(couponId)).toMatchObject({ couponStatus: 2, grantedCount: 3, remainCount: 17 });
    const given = await page('couponCodes/given', { couponId });
    expect(given.results.map((r) => r.holder).sort()).toEqual(['13800138000', '浙A12345', '苏E66Q88'].sort());
    expect(given.results).toHaveItemsAllMatching(
      (r) => r.codeState === 0 && r.grantWay === 1 && r.faceValue === 500 && r.grantUser && r.grantNo === res.body.data.grantNo,
    );
    expect((await page('couponCodes', { holder: '苏E66Q88', couponId })).totalRecord).toBe(1);
    const trail = (await batch(couponId)).auditTrail as WireRow[];
    expect(trail.at(-1)).toMatchObject({ action: '手动发券', fromLabel: '发放中', toLabel: '发放中' });
  });

  it('refuses a grant beyond the stock, naming what is left, and writes nothing', async () => {
    const couponId = await grantingBatch(3);
    await give({ couponId, receivers: '浙A10001' });
    const res = await give({ couponId, receivers: '浙A10002\n浙A10003\n浙A10004' });
    expect(res.body).toMatchObject({ code: BAD_REQUEST, msg: '发放数量超出剩余库存：剩余 2 张' });
    expect(await batch(couponId)).toMatchObject({ couponStatus: 2, grantedCount: 1, remainCount: 2 });
    expect((await page('couponCodes', { couponId })).totalRecord).toBe(1);
  });

  it('ends the batch in 已发完 when the last coupons are given, then refuses more', async () => {
    const couponId = await grantingBatch(2);
    expect((await give({ couponId, receivers: '浙A20001,浙A20002' })).body.code).toBe('200');
    expect(await batch(couponId)).toMatchObject({ couponStatus: 3, grantedCount: 2, remainCount: 0 });
    expect((await give({ couponId, receivers: '浙A20003' })).body).toMatchObject({
      code: WRONG_STATE,
      msg: '当前状态为「已发完」，不能执行「手动发券」',
    });
  });

  it.each([
    [{ receivers: '浙A30001' }, BAD_REQUEST, '请选择券批次'],
    [{ receivers: '  ' }, BAD_REQUEST, '请填写发放对象'],
  ])('refuses %j: %s %s', async (body, code, msg) => {
    const couponId = await grantingBatch(5);
    const sent = 'couponId' in body || msg === '请选择券批次' ? body : { couponId, ...body };
    expect((await give(sent)).body).toMatchObject({ code, msg });
    expect(await batch(couponId)).toMatchObject({ grantedCount: 0, remainCount: 5 });
  });

  it.each([
    [0, '草稿'],
    [1, '待审核'],
    [4, '已停止'],
  ])('refuses a batch in state %i (%s), writing nothing', async (state, label) => {
    const b = (await page('coupons/options')).results.find((r) => r.couponStatus === state)!;
    const res = await give({ couponId: b.couponId, receivers: '浙A40001' });
    expect(res.body).toMatchObject({ code: WRONG_STATE, msg: `当前状态为「${label}」，不能执行「手动发券」` });
    expect((await batch(b.couponId)).grantedCount).toBe(b.grantedCount);
    expect((await page('couponCodes', { holder: '浙A40001' })).totalRecord).toBe(0);
  });
});

describe('作废', () => {
  it('作废 an unused coupon with its reason and trail; refused without a reason or when used', async () => {
    const unused = (await page('couponCodes', { codeState: 0 })).results[0];
    const voidIt = (body: Record<string, unknown>) => t.post<null>(`${BASE}/couponCodes/void`, body, admin);
    expect((await voidIt({ codeId: unused.codeId })).body).toMatchObject({ code: BAD_REQUEST, msg: '请填写作废原因' });
    expect((await voidIt({ codeId: unused.codeId, voidReason: '发放对象填写错误' })).body.code).toBe('200');
    const after = (await t.get<WireRow>(`${BASE}/couponCodes/${unused.codeId}`, admin)).body.data;
    expect(after).toMatchObject({ codeState: 2, voidReason: '发放对象填写错误', voidUser: expect.any(String) });
    expect(after.codeTrail.at(-1)).toMatchObject({ action: '作废', fromLabel: '未使用', toLabel: '已作废', note: '发放对象填写错误' });
    const used = (await page('couponCodes/used')).results[0];
    expect((await voidIt({ codeId: used.codeId, voidReason: '测试' })).body).toMatchObject({
      code: WRONG_STATE,
      msg: '当前状态为「已使用」，不能执行「作废」',
    });
    expect((await voidIt({ codeId: unused.codeId, voidReason: '再次作废' })).body).toMatchObject({
      code: WRONG_STATE,
      msg: '当前状态为「已作废」，不能执行「作废」',
    });
  });
});

describe('permissions', () => {
  it('refuses the calls without the button codes (403)', async () => {
    const viewer = await t.login('viewer1');
    expect((await t.get(`${BASE}/couponCodes?pageSize=1`, viewer)).status).toBe(403);
    expect((await t.get(`${BASE}/couponCodes/used?pageSize=1`, viewer)).status).toBe(403);
    expect((await t.get(`${BASE}/couponCodes/given?pageSize=1`, viewer)).status).toBe(403);
    expect((await t.post(`${BASE}/coupons/give`, { couponId: 1, receivers: '浙A12345' }, viewer)).status).toBe(403);
    expect((await t.post(`${BASE}/couponCodes/void`, { codeId: 1, voidReason: '测试' }, viewer)).status).toBe(403);
  });
});
