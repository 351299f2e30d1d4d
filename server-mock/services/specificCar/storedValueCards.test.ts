/**
 * 储值卡 over HTTP (schemas/specificCar.json; seed, recharge hook and refund computation in storedValueCards.ts): the
 * seed agrees across cards, records and refund applications; 储值卡规则 versions on an edit of a rule in force, one
 * rule per park and period, 启用 / 停用 / 删除 by state; 充值 computes the gift of the highest tier reached and the
 * balance, opens a card on the first recharge, refuses a rule of another park, an amount below the lowest tier or
 * above the limit and a card under refund; 退费申请 审核通过 takes the balance to 0 and writes a 退费 record, 驳回 needs a
 * reason and reopens the card; wrong-state steps and 403 without the button code.
 */
import { describe, expect, it } from 'vitest';
import { testServerPerFile } from '../../testing/serverPerFile';
import { CARD_STATE, giftOf, RECHARGE_REFUSALS, seedStoredRules } from './storedValueCards';

const API = '/api/special/v2/api';
const RULES = `${API}/storedCardRules`;
const CARDS = `${API}/storedCards`;
const RECORDS = `${API}/storedCardRecharges`;
const REFUNDS = `${API}/storedCardRefunds`;
const BAD = '0x10d7500400';
const STATE = '0x10d7500015';

type Row = Record<string, unknown> & { id: number };
type Page = { results: Row[]; totalRecord: number };
type Tier = { rechargeAmount: number; giftAmount: number };

describe('储值卡：规则、充值、充值记录、退费申请', () => {
  const server = testServerPerFile();
  const get = async <T = Page>(path: string) => (await server.t.get<T>(path, server.token)).body.data;
  const post = (path: string, body: Record<string, unknown>, token = server.token) => server.t.post(path, body, token);
  const ruleInForce = async (parkId: number) => (await get(`${RULES}/chosen?parkId=${parkId}&ruleStatus=1&pageSize=100`)).results[0];
  const recharge = (body: Record<string, unknown>) => post(`${CARDS}/recharge`, { plateColor: 1, payType: 1, ...body });

  it('each seeded 消费记录 names an order of 停车订单 that the card paid: 储值卡, the amount taken, the rule’s discount', async () => {
    const consumes = (await get(`${API}/storedCardConsumes?pageSize=500`)).results;
    expect(consumes.length).toBeGreaterThanOrEqual(60);
    for (const c of consumes.filter((_, i) => i % 10 === 0)) {
      const [order] = (await get(`/api/charge/v2/api/parkOrders?orderNo=${String(c.orderNo)}&pageSize=5`)).results;
      expect(order).toMatchObject({
        orderNo: c.orderNo,
        plateNo: c.plateNo,
        parkId: c.parkId,
        payType: 6,
        inTime: c.inTime,
        outTime: c.outTime,
      });
      expect(Math.round(Number(order.paidMoney) * 100)).toBe(Number(c.consumeAmount));
      expect(Math.round(Number(order.discountMoney) * 100)).toBe(Number(c.consumeDiscount));
    }
  });

  it('seeds rules, cards, records and refund applications that agree, every state present', async () => {
    const rules = await get(`${RULES}?pageSize=200`);
    expect(rules.totalRecord).toBeGreaterThanOrEqual(60);
    expect(new Set(rules.results.map((r) => r.ruleStatus))).toEqual(new Set([0, 1, 2]));
    const history = await get(`${RULES}/versions?pageSize=200`);
    expect(history.totalRecord).toBeGreaterThan(0);
    const cards = await get(`${CARDS}?pageSize=200`);
    expect(cards.totalRecord).toBeGreaterThanOrEqual(60);
    expect(new Set(cards.results.map((c) => c.accountStatus))).toEqual(new Set([1, 2, 3]));
    const records = await get(`${RECORDS}?pageSize=1000`);
    expect(records.totalRecord).toBeGreaterThanOrEqual(60);
    expect(new Set(records.results.map((r) => r.recordType))).toEqual(new Set([1, 2]));
    const refunds = await get(`${REFUNDS}?pageSize=200`);
    expect(refunds.totalRecord).toBeGreaterThanOrEqual(60);
    expect(new Set(refunds.results.map((r) => r.applyStatus))).toEqual(new Set([1, 2, 3, 4]));
    // Each card's totals are the sums of its recharges; a refunded card has a 退费 record of its last balance.
    for (const card of cards.results) {
      const own = records.results.filter((r) => r.cardNo === card.cardNo);
      const recharges = own.filter((r) => r.recordType === 1);
      expect(recharges.reduce((s, r) => s + Number(r.rechargeAmount), 0)).toBe(card.totalRecharge);
      expect(recharges.reduce((s, r) => s + Number(r.giftAmount), 0)).toBe(card.totalGift);
      for (const r of recharges)
        expect(Number(r.balanceAfter)).toBe(Number(r.balanceBefore) + Number(r.rechargeAmount) + Number(r.giftAmount));
      if (card.accountStatus === CARD_STATE.refunded) {
        expect(card.balance).toBe(0);
        expect(own.some((r) => r.recordType === 2 && r.balanceAfter === 0)).toBe(true);
      }
    }
  });

  it.each([
    [
      'plate',
      (s: Row) => `plateNo=${String(s.plateNo).slice(2, 6)}`,
      (r: Row, s: Row) => String(r.plateNo).includes(String(s.plateNo).slice(2, 6)),
    ],
    ['park', (s: Row) => `parkId=${s.parkId}`, (r: Row, s: Row) => r.parkId === s.parkId],
    ['record type', () => 'recordType=2', (r: Row) => r.recordType === 2],
    ['card number', (s: Row) => `cardNo=${String(s.cardNo)}`, (r: Row, s: Row) => r.cardNo === s.cardNo],
    [
      'time',
      (s: Row) =>
        `rechargeTimeStart=${String(s.rechargeTime).slice(0, 10)} 00:00:00&rechargeTimeEnd=${String(s.rechargeTime).slice(0, 10)} 23:59:59`,
      (r: Row, s: Row) => String(r.rechargeTime).slice(0, 10) === String(s.rechargeTime).slice(0, 10),
    ],
  ])('searches 充值记录 by %s and finds rows', async (_name, query, matches) => {
    const sample = (await get(`${RECORDS}?pageSize=1&recordType=2`)).results[0];
    const page = await get(`${RECORDS}?${query(sample)}&pageSize=500`);
    expect(page.results.length).toBeGreaterThan(0);
    for (const row of page.results) expect(matches(row, sample)).toBe(true);
  });

  it('recharges: the gift of the highest tier reached, the balance carried on, the card opened on the first recharge', async () => {
    const rule = await ruleInForce(1003);
    const tiers = rule.rechargeTiers as Tier[];
    const amount = tiers[1].rechargeAmount + 5_000;
    const first = await recharge({ plateNo: '浙A5SV01', parkId: 1003, storedRuleId: rule.id, rechargeAmount: amount, ownerName: '周明轩' });
    expect(first.body.code).toBe('200');
    const gift = giftOf(tiers, amount);
    expect(gift).toBe(tiers[1].giftAmount);
    expect(first.body.data).toMatchObject({
      recordType: 1,
      giftAmount: gift,
      balanceBefore: 0,
      balanceAfter: amount + gift,
      createUser: '陈建国',
    });
    const card = (await get(`${CARDS}?plateNo=浙A5SV01&pageSize=5`)).results[0];
    expect(card).toMatchObject({
      parkId: 1003,
      balance: amount + gift,
      totalRecharge: amount,
      totalGift: gift,
      accountStatus: 1,
      ownerName: '周明轩',
    });
    expect(first.body.data.cardNo).toBe(card.cardNo);
    // The second recharge carries the balance on and is listed in 充值记录 of the card.
    const second = await recharge({ plateNo: '浙A5SV01', parkId: 1003, storedRuleId: rule.id, rechargeAmount: tiers[0].rechargeAmount });
    expect(second.body.data).toMatchObject({
      balanceBefore: amount + gift,
      balanceAfter: amount + gift + tiers[0].rechargeAmount + tiers[0].giftAmount,
    });
    const own = await get(`${RECORDS}?cardNo=${String(card.cardNo)}&pageSize=10`);
    expect(own.totalRecord).toBe(2);
    expect((await get<Row>(`${CARDS}?plateNo=浙A5SV01&pageSize=5`)).results).toBeDefined();
  });

  it.each([
    [
      'a rule of another park',
      async (rule: Row) => ({ parkId: 1004, storedRuleId: rule.id, rechargeAmount: 100_000 }),
      RECHARGE_REFUSALS.ruleNotInForce,
    ],
    [
      'an amount below the lowest tier',
      async (rule: Row) => ({
        parkId: 1003,
        storedRuleId: rule.id,
        rechargeAmount: (rule.rechargeTiers as Tier[])[0].rechargeAmount - 100,
      }),
      RECHARGE_REFUSALS.belowLowestTier(
        ((seedStoredRules(2026).find((r) => r.parkId === 1003)!.rechargeTiers[0].rechargeAmount - 0) / 100).toFixed(2),
      ),
    ],
    [
      'an amount above the limit',
      async (rule: Row) => ({ parkId: 1003, storedRuleId: rule.id, rechargeAmount: 500_100 }),
      RECHARGE_REFUSALS.overLimit,
    ],
  ])('refuses to recharge with %s, writing nothing', async (_name, body, message) => {
    const rule = await ruleInForce(1003);
    const before = (await get(`${RECORDS}?pageSize=1`)).totalRecord;
    const res = await recharge({ plateNo: '浙A5SV02', ...(await body(rule)) });
    expect(res.body.code).not.toBe('200');
    expect(res.body.msg).toBe(message);
    expect((await get(`${RECORDS}?pageSize=1`)).totalRecord).toBe(before);
  });

  it('approves a refund: the balance goes to 0 in a 退费 record; the card under refund could not be recharged before', async () => {
    const pending = (await get(`${REFUNDS}?applyStatus=1&pageSize=1`)).results[0];
    const card = (await get(`${CARDS}?cardNo=${String(pending.cardNo)}&pageSize=1`)).results[0];
    expect(card.accountStatus).toBe(CARD_STATE.refunding);
    const rule = await ruleInForce(Number(card.parkId));
    const blocked = await recharge({ plateNo: card.plateNo, parkId: card.parkId, storedRuleId: rule.id, rechargeAmount: 100_000 });
    expect(blocked.body).toMatchObject({ code: STATE, msg: RECHARGE_REFUSALS.refunding });
    expect((await post(`${REFUNDS}/pass`, { id: pending.id })).body.code).toBe('200');
    const after = await get<Row>(`${REFUNDS}/${pending.id}`);
    expect(after).toMatchObject({ applyStatus: 2, refundMoney: card.balance, auditUser: '陈建国' });
    expect((after.auditTrail as { action: string; toLabel: string }[]).map((t) => `${t.action} → ${t.toLabel}`)).toEqual([
      '审核通过 → 已退费',
    ]);
    expect((await get(`${CARDS}?cardNo=${String(card.cardNo)}&pageSize=1`)).results[0]).toMatchObject({ balance: 0, accountStatus: 3 });
    const records = await get(`${RECORDS}?cardNo=${String(card.cardNo)}&recordType=2&pageSize=10`);
    expect(records.results[0]).toMatchObject({
      rechargeAmount: card.balance,
      balanceBefore: card.balance,
      balanceAfter: 0,
      createUser: '陈建国',
    });
    expect(String(records.results[0].remark)).toBe(`退费申请 ${String(pending.applyNo)} 审核通过，原路退回`);
    expect((await post(`${REFUNDS}/pass`, { id: pending.id })).body).toMatchObject({
      code: STATE,
      msg: '当前状态为「已退费」，不能执行「审核通过」',
    });
    // A refunded card is opened again by a new recharge.
    const again = await recharge({ plateNo: card.plateNo, parkId: card.parkId, storedRuleId: rule.id, rechargeAmount: 100_000 });
    expect(again.body.data).toMatchObject({ balanceBefore: 0 });
    expect((await get(`${CARDS}?cardNo=${String(card.cardNo)}&pageSize=1`)).results[0].accountStatus).toBe(1);
  });

  it('rejects a refund with a required reason; the card is in use again', async () => {
    const pending = (await get(`${REFUNDS}?applyStatus=1&pageSize=2`)).results[1];
    expect((await post(`${REFUNDS}/reject`, { id: pending.id })).body).toMatchObject({ code: BAD, msg: '请填写驳回原因' });
    expect((await post(`${REFUNDS}/reject`, { id: pending.id, rejectReason: '该卡有未结清的停车订单，请先补缴' })).body.code).toBe('200');
    expect(await get<Row>(`${REFUNDS}/${pending.id}`)).toMatchObject({ applyStatus: 3, rejectReason: '该卡有未结清的停车订单，请先补缴' });
    const card = (await get(`${CARDS}?cardNo=${String(pending.cardNo)}&pageSize=1`)).results[0];
    expect(card).toMatchObject({ accountStatus: 1, balance: pending.balance });
    const withdrawn = (await get(`${REFUNDS}?applyStatus=4&pageSize=1`)).results[0];
    expect((await post(`${REFUNDS}/reject`, { id: withdrawn.id, rejectReason: '测试' })).body).toMatchObject({
      code: STATE,
      msg: '当前状态为「已撤销」，不能执行「审核驳回」',
    });
  });

  it('versions an edit of a rule in force, refuses an overlapping rule of the same park, and guards the steps by state', async () => {
    const rule = await ruleInForce(1002);
    const detail = await get<Row>(`${RULES}/${rule.id}`);
    const tiers = (detail.rechargeTiers as Tier[]).map((t) => ({ ...t, giftAmount: t.giftAmount + 1_000 }));
    const edit = await server.t.put(RULES, { ...detail, id: rule.id, rechargeTiers: tiers, feeDiscount: 88 }, server.token);
    expect(edit.body.code).toBe('200');
    const now = await get<Row>(`${RULES}/${rule.id}`);
    expect(now).toMatchObject({ version: Number(detail.version) + 1, feeDiscount: 88, rechargeTiers: tiers });
    const versions = await get(`${RULES}/versions?cardRuleId=${rule.id}&pageSize=20`);
    expect(
      versions.results.some((v) => v.version === detail.version && v.feeDiscount === detail.feeDiscount && v.replacedUser === '陈建国'),
    ).toBe(true);
    // A second rule of the park over this year is refused; over a year without a rule in force it is fine.
    const body = { ruleName: '测试储值卡规则', parkId: 1002, rechargeTiers: [{ rechargeAmount: 10_000, giftAmount: 0 }], feeDiscount: 95 };
    const clash = await post(RULES, { ...body, validBeginDate: String(detail.validBeginDate), validEndDate: String(detail.validEndDate) });
    expect(clash.body).toMatchObject({
      code: STATE,
      msg: `武林广场地下停车库 在 ${String(detail.validBeginDate)} ~ ${String(detail.validEndDate)} 已有储值卡规则，有效期不能重叠`,
    });
    const later = await post(RULES, { ...body, validBeginDate: '2035-01-01', validEndDate: '2035-12-31' });
    expect(later.body.code).toBe('200');
    const id = (later.body.data as Row).id;
    expect((await post(`${RULES}/disable`, { id })).body).toMatchObject({ code: STATE, msg: '当前状态为「未生效」，不能执行「停用」' });
    expect((await post(`${RULES}/enable`, { id })).body.code).toBe('200');
    expect((await server.t.del(RULES, { ids: [id] }, server.token)).body).toMatchObject({
      code: STATE,
      msg: '当前状态为「生效中」，不能执行「删除」',
    });
    expect((await post(`${RULES}/disable`, { id })).body.code).toBe('200');
    expect((await server.t.del(RULES, { ids: [id] }, server.token)).body.code).toBe('200');
  });

  it('refuses the calls without the button code (403)', async () => {
    const operator = await server.t.login('operator');
    expect((await server.t.del(RULES, { ids: [1] }, operator)).status).toBe(403);
    const viewer = await server.t.login('viewer1');
    expect((await server.t.get(`${RECORDS}?pageSize=1`, viewer)).status).toBe(403);
    expect((await post(`${CARDS}/recharge`, { plateNo: '浙A5SV03' }, viewer)).status).toBe(403);
    expect((await post(`${REFUNDS}/pass`, { id: 1 }, viewer)).status).toBe(403);
  });
});
