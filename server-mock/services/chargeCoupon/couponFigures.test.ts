/**
 * The figures of every coupon batch (schemas/chargeCoupon.json) agree with its coupons after each kind of write: for
 * every batch 已发放 = its 券库 rows, 已使用 = its 使用明细 rows and 剩余 = 发放数量 − 已发放 — over the seed, after
 * 新增 / 提交审核 / 审核, 手动发券, 作废, 停止发放 and 商户采购审核. 手动发券 checks every line (a plate or an 11-digit
 * mobile, refused naming the line), gives one coupon to a holder written twice, and holds 每人限领 per plate or phone
 * across grants, refused naming the holder and the limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type WireRow } from '../../testing/harness';
import { BAD_REQUEST } from '../../testing/areaReads';
import { chinaDay, COUPON_API as BASE, couponReads } from '../../testing/couponReads';

let t: TestServer;
let admin: string;

const { page, batch, step, give } = couponReads(
  () => t,
  () => admin,
  20000,
);

/** A new batch of `quantity` coupons (每人限领 `limit`), approved: 发放中 with all of them left. */
async function grantingBatch(quantity: number, limit = 1): Promise<number> {
  const res = await t.post<WireRow>(
    `${BASE}/coupons`,
    {
      couponName: '测试限领充电券5元',
      couponType: 3,
      dealerId: 102,
      stationId: 4,
      faceValue: 500,
      quantity,
      minConsume: 0,
      limitPerUser: limit,
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

/** Every batch's 已发放 / 已使用 / 剩余 against its coupons; answers how many batches were checked. */
async function figuresAgree(): Promise<number> {
  const codes = (await page('couponCodes')).results;
  const used = (await page('couponCodes/used')).results;
  const batches = (await page('coupons/options')).results;
  for (const b of batches) {
    const mine = codes.filter((c) => c.couponId === b.couponId).length;
    expect(mine, `批次 ${b.couponId} 已发放`).toBe(b.grantedCount);
    expect(used.filter((c) => c.couponId === b.couponId).length, `批次 ${b.couponId} 已使用`).toBe(b.usedCount);
    expect(b.remainCount, `批次 ${b.couponId} 剩余`).toBe(b.quantity - b.grantedCount);
  }
  return batches.length;
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('已发放 = 券库, 已使用 = 使用明细, 剩余 = 发放数量 − 已发放, for every batch', () => {
  it('holds over the seed', async () => {
    expect(await figuresAgree()).toBe(72);
  });

  it('holds after 新增, 提交审核 and 审核通过', async () => {
    const couponId = await grantingBatch(40);
    expect(await batch(couponId)).toMatchObject({ grantedCount: 0, usedCount: 0, remainCount: 40 });
    expect(await figuresAgree()).toBe(73);
  });

  it('holds after 手动发券 and after 作废', async () => {
    const couponId = await grantingBatch(10);
    expect((await give({ couponId, receivers: '浙A50001\n13900139001\n浙A50002' })).body.code).toBe('200');
    expect(await batch(couponId)).toMatchObject({ grantedCount: 3, remainCount: 7, usedCount: 0 });
    await figuresAgree();
    const code = (await page('couponCodes', { couponId })).results[0];
    const voided = await t.post<null>(`${BASE}/couponCodes/void`, { codeId: code.codeId, voidReason: '发放对象填写错误' }, admin);
    expect(voided.body.code).toBe('200');
    expect(await batch(couponId)).toMatchObject({ grantedCount: 3, remainCount: 7 });
    await figuresAgree();
  });

  it('holds after 停止发放', async () => {
    const couponId = await grantingBatch(10);
    await give({ couponId, receivers: '浙A60001' });
    expect((await step('stop', { couponId, stopReason: '活动提前结束' })).body.code).toBe('200');
    expect(await batch(couponId)).toMatchObject({ couponStatus: 4, grantedCount: 1, remainCount: 9 });
    await figuresAgree();
  });
});

describe('手动发券: 发放对象 and 每人限领', () => {
  it('refuses a line that is neither a plate nor an 11-digit mobile, naming it, and writes nothing', async () => {
    const couponId = await grantingBatch(10);
    for (const [receivers, msg] of [
      ['浙A12345\n13800138000\n浙A12', '第 3 行「浙A12」不是有效的车牌号或手机号'],
      ['1380013800', '第 1 行「1380013800」不是有效的车牌号或手机号'],
      ['浙A12345\n\n张三', '第 3 行「张三」不是有效的车牌号或手机号'],
    ]) {
      expect((await give({ couponId, receivers })).body).toMatchObject({ code: BAD_REQUEST, msg });
    }
    expect(await batch(couponId)).toMatchObject({ grantedCount: 0, remainCount: 10 });
    expect((await page('couponCodes', { couponId })).totalRecord).toBe(0);
  });

  it('accepts 7-character and new-energy 8-character plates and mobiles', async () => {
    const couponId = await grantingBatch(10);
    const res = await give({ couponId, receivers: '浙A12345\n浙AD12345\n粤B1234学\n15912345678' });
    expect(res.body.code).toBe('200');
    expect(res.body.data).toMatchObject({ givenCount: 4 });
  });

  it('gives a holder written twice in one grant one coupon', async () => {
    const couponId = await grantingBatch(10, 2);
    const res = await give({ couponId, receivers: '浙A70001\n浙A70001\n13700137001,13700137001' });
    expect(res.body.data).toMatchObject({ givenCount: 2 });
    expect((await page('couponCodes', { couponId, holder: '浙A70001' })).totalRecord).toBe(1);
  });

  it('holds 每人限领 per plate or phone across grants, naming the holder and the limit', async () => {
    const couponId = await grantingBatch(10, 2);
    expect((await give({ couponId, receivers: '浙A80001\n13600136001' })).body.code).toBe('200');
    expect((await give({ couponId, receivers: '浙A80001' })).body.code).toBe('200');
    const res = await give({ couponId, receivers: '浙A80002\n浙A80001' });
    expect(res.body).toMatchObject({ code: BAD_REQUEST, msg: '「浙A80001」已领取本批次 2 张，每人限领 2 张' });
    expect(await batch(couponId)).toMatchObject({ grantedCount: 3, remainCount: 7 });
    expect((await page('couponCodes', { couponId, holder: '浙A80002' })).totalRecord).toBe(0);
    const other = await grantingBatch(10, 1);
    expect((await give({ couponId: other, receivers: '浙A80001' })).body.code).toBe('200');
    expect((await give({ couponId: other, receivers: '13500135001\n浙A80001' })).body).toMatchObject({
      code: BAD_REQUEST,
      msg: '「浙A80001」已领取本批次 1 张，每人限领 1 张',
    });
    await figuresAgree();
  });
});

describe('券库: 券码 search and the 状态 filter with 已过期', () => {
  it('finds one coupon by its 券码, a new one included', async () => {
    const sample = (await page('couponCodes')).results[5];
    expect(sample.couponCode).toBe(`CQ${Number(sample.codeId) + 10000000}`);
    const found = await page('couponCodes', { couponCode: sample.couponCode });
    expect(found.results.map((r) => r.codeId)).toEqual([sample.codeId]);
    const couponId = await grantingBatch(5);
    await give({ couponId, receivers: '浙A90001' });
    const fresh = (await page('couponCodes', { couponId })).results[0];
    expect(fresh.couponCode).toBe(`CQ${Number(fresh.codeId) + 10000000}`);
    expect((await page('couponCodes', { couponCode: fresh.couponCode })).results.map((r) => r.holder)).toEqual(['浙A90001']);
    expect((await page('couponCodes', { couponCode: 'CQ99999999' })).totalRecord).toBe(0);
  });

  it('filters 已过期: unused coupons past 有效期结束, read at the time of the call', async () => {
    const today = chinaDay(0);
    const expired = await page('couponCodes', { codeState: 3 });
    expect(expired.totalRecord).toBeGreaterThan(0);
    expect(expired.results).toHaveItemsAllMatching((r) => r.codeState === 3 && String(r.endDate) < today && !r.useTime && !r.voidReason);
    const unused = await page('couponCodes', { codeState: 0 });
    expect(unused.totalRecord).toBeGreaterThan(0);
    expect(unused.results).toHaveItemsAllMatching((r) => r.codeState === 0 && String(r.endDate) >= today);
    const one = expired.results[0];
    const voided = await t.post<null>(`${BASE}/couponCodes/void`, { codeId: one.codeId, voidReason: '测试' }, admin);
    expect(voided.body).toMatchObject({ code: '0x10d7500015', msg: '当前状态为「已过期」，不能执行「作废」' });
  });
});

describe("商户采购: an approved purchase is the merchant's coupons", () => {
  const audit = (body: Record<string, unknown>) => t.post<null>(`${BASE}/couponPurchases/audit`, body, admin);

  it('seeds every approved purchase with its coupons held by the merchant', async () => {
    const approved = (await page('couponPurchases', { purchaseStatus: 1 })).results;
    expect(approved.length).toBeGreaterThan(0);
    const codes = (await page('couponCodes', { grantWay: 5 })).results;
    for (const p of approved) {
      const held = codes.filter((c) => c.grantNo === p.purchaseNo);
      expect(held.length, `采购单 ${p.purchaseNo}`).toBe(p.purchaseCount);
      expect(held).toHaveItemsAllMatching((c) => c.holder === p.merchantName && c.couponId === p.couponId);
    }
  });

  it("审核通过 issues 采购数量 coupons to the merchant and moves the batch's 已发放 / 剩余", async () => {
    const pending = (await page('couponPurchases', { purchaseStatus: 0 })).results;
    const batches = (await page('coupons/options')).results;
    const p = pending.find((r) => {
      const b = batches.find((x) => x.couponId === r.couponId)!;
      return b.couponStatus === 2 && b.remainCount >= r.purchaseCount;
    })!;
    const before = await batch(p.couponId);
    expect((await audit({ purchaseId: p.purchaseId, auditResult: 1 })).body.code).toBe('200');
    const held = await page('couponCodes', { grantWay: 5, couponId: p.couponId });
    expect(held.results.filter((c) => c.grantNo === p.purchaseNo)).toHaveLength(p.purchaseCount);
    expect(held.results.filter((c) => c.grantNo === p.purchaseNo)).toHaveItemsAllMatching(
      (c) => c.holder === p.merchantName && c.grantUser && !c.useTime && !c.voidReason,
    );
    const after = await batch(p.couponId);
    expect(after.grantedCount).toBe(before.grantedCount + p.purchaseCount);
    expect(after.remainCount).toBe(before.remainCount - p.purchaseCount);
    await figuresAgree();
  });

  it('refuses 审核通过 when the batch has too few left, with the number, and issues nothing', async () => {
    const batches = (await page('coupons/options')).results;
    const pending = (await page('couponPurchases', { purchaseStatus: 0 })).results;
    const p = pending
      .filter((r) => batches.find((b) => b.couponId === r.couponId)?.couponStatus === 2)
      .sort(
        (x, y) => batches.find((b) => b.couponId === x.couponId)!.remainCount - batches.find((b) => b.couponId === y.couponId)!.remainCount,
      )[0];
    // 手动发券 until the batch has fewer coupons left than the purchase asks for.
    let left = (await batch(p.couponId)).remainCount as number;
    let serial = 0;
    while (left > p.purchaseCount - 1) {
      const n = Math.min(380, left - (p.purchaseCount - 1));
      const phones = Array.from({ length: n }, () => `139${String(++serial).padStart(8, '0')}`);
      expect((await give({ couponId: p.couponId, receivers: phones.join('\n') })).body.code).toBe('200');
      left -= n;
    }
    const res = await audit({ purchaseId: p.purchaseId, auditResult: 1 });
    expect(left).toBeLessThan(p.purchaseCount);
    expect(res.body).toMatchObject({ code: BAD_REQUEST, msg: `券批次剩余 ${left} 张，不足采购数量 ${p.purchaseCount} 张` });
    expect(
      (await page('couponCodes', { grantWay: 5, couponId: p.couponId })).results.filter((c) => c.grantNo === p.purchaseNo),
    ).toHaveLength(0);
    expect((await page('couponPurchases', { purchaseNo: p.purchaseNo })).results[0]).toMatchObject({ purchaseStatus: 0 });
    await figuresAgree();
  });
});
