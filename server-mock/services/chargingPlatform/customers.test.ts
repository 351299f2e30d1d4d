/**
 * 充电卡, 充电卡账单, 会员类型, 车主账户, 预付款退款, 充电白名单 and VIN码管理 of 充电平台 over HTTP: seeds in every state
 * that agree with the orders (the 充电卡 payments name real cards, every card's 余额 is the sum of its ledger), the
 * filters return rows, 充值 / 挂失 / 解挂 / 注销 with their refusals, a type in use cannot be deleted, a refund above the
 * account balance is refused, the white list and the VIN rules, and 403 without the button codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type WireRow } from '../../testing/harness';
import { areaReads, sumOf, WRONG_STATE } from '../../testing/areaReads';

const API = '/api/charging/v2/api';

let t: TestServer;
let admin: string;
const { list, detail } = areaReads(
  API,
  () => t,
  () => admin,
);

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('充电卡 and 充电卡账单', () => {
  it('seeds at least 60 cards in every state, and every card balance is the sum of its ledger', async () => {
    const cards = (await list('chargeCards')).results;
    const bills = (await list('chargeCardBills')).results;
    expect(cards.length).toBeGreaterThanOrEqual(60);
    expect(bills.length).toBeGreaterThanOrEqual(60);
    expect(new Set(cards.map((c) => c.cardState))).toEqual(new Set([1, 2, 3]));
    expect(new Set(bills.map((b) => b.cardBillType))).toEqual(new Set([1, 2, 3]));
    for (const card of cards) {
      const own = bills.filter((b) => b.cardNo === card.cardNo);
      expect(own.length, card.cardNo).toBeGreaterThan(0);
      expect(sumOf(own, 'billAmount'), card.cardNo).toBe(card.balance);
      expect(card.balance).toBeGreaterThanOrEqual(0);
      if (card.cardState === 3) expect(card.balance).toBe(0);
    }
  });

  it('names a real card on every payment by 充电卡, with its 消费 row in the card ledger', async () => {
    const cards = (await list('chargeCards')).results;
    const bills = (await list('chargeCardBills')).results;
    const pays = (await list('payRecords', '&payChannel=3')).results;
    expect(pays.length).toBeGreaterThan(0);
    for (const p of pays) {
      expect(cards.some((c) => c.cardNo === p.cardNo)).toBe(true);
      const type = p.payKind === 1 ? 2 : 3;
      const row = bills.find(
        (b) => b.orderNo === p.orderNo && b.cardNo === p.cardNo && b.cardBillType === type && b.billAmount === -p.payAmount,
      );
      expect(row, p.payNo).toBeDefined();
    }
    const byCard = (await list('payRecords', `&cardNo=${pays[0].cardNo}`)).results;
    expect(byCard.length).toBeGreaterThan(0);
    expect(byCard.every((p) => p.cardNo === pays[0].cardNo)).toBe(true);
  });

  it('searches the ledger by card no., holder, type and time', async () => {
    const bills = (await list('chargeCardBills')).results;
    const sample = bills.find((b) => b.cardBillType === 2)!;
    const byCard = (await list('chargeCardBills', `&cardNo=${sample.cardNo}`)).results;
    expect(byCard.length).toBeGreaterThan(0);
    expect(byCard.every((b) => b.cardNo === sample.cardNo)).toBe(true);
    const byHolder = (await list('chargeCardBills', `&holderName=${encodeURIComponent(sample.holderName)}`)).results;
    expect(byHolder.some((b) => b.billId === sample.billId)).toBe(true);
    const consume = (await list('chargeCardBills', '&cardBillType=2')).results;
    expect(consume.length).toBeGreaterThan(0);
    expect(consume.every((b) => b.cardBillType === 2 && b.billAmount < 0)).toBe(true);
    const day = String(sample.billTime).slice(0, 10);
    const inDay = (await list('chargeCardBills', `&billTimeBegin=${day}%2000:00:00&billTimeEnd=${day}%2023:59:59`)).results;
    expect(inDay.length).toBeGreaterThan(0);
    expect(inDay.every((b) => String(b.billTime).startsWith(day))).toBe(true);
    const exported = await t.get(`${API}/chargeCardBills/export?cardBillType=1`, admin);
    expect(exported.body.code).toBe('200');
  });

  it('recharges a normal card: the balance moves and the ledger shows the 充值 row', async () => {
    const card = (await list('chargeCards', '&cardState=1')).results[0];
    const zero = await t.post(`${API}/chargeCards/recharge`, { cardId: card.cardId, rechargeAmount: 0, rechargeWay: 2 }, admin);
    expect(zero.body.msg).toBe('充值金额须大于 0');
    const ok = await t.post(`${API}/chargeCards/recharge`, { cardId: card.cardId, rechargeAmount: 10000, rechargeWay: 2 }, admin);
    expect(ok.body.code).toBe('200');
    const after = await detail('chargeCards', card.cardId);
    expect(after.balance).toBe(card.balance + 10000);
    const rows = (await list('chargeCardBills', `&cardNo=${card.cardNo}`)).results;
    const top = rows.find((b) => b.cardBillType === 1 && b.billAmount === 10000 && b.balanceAfter === after.balance);
    expect(top).toMatchObject({ rechargeWay: 2, operator: expect.any(String) });
    expect(sumOf(rows, 'billAmount')).toBe(after.balance);
    expect(after.auditTrail.at(-1)).toMatchObject({ action: '充值', fromLabel: '正常', toLabel: '正常' });
  });

  it('reports a lost card, refuses to recharge it, and unblocks it', async () => {
    const card = (await list('chargeCards', '&cardState=1')).results[1];
    expect((await t.post(`${API}/chargeCards/loss`, { cardId: card.cardId }, admin)).body.msg).toBe('请填写说明');
    expect((await t.post(`${API}/chargeCards/loss`, { cardId: card.cardId, remark: '持卡人来电挂失' }, admin)).body.code).toBe('200');
    expect((await detail('chargeCards', card.cardId)).cardState).toBe(2);
    const refused = await t.post(`${API}/chargeCards/recharge`, { cardId: card.cardId, rechargeAmount: 100, rechargeWay: 1 }, admin);
    expect(refused.body).toMatchObject({ code: WRONG_STATE, msg: '只有状态为正常的充电卡可以充值' });
    expect((await t.post(`${API}/chargeCards/loss`, { cardId: card.cardId, remark: '再次挂失' }, admin)).body.msg).toBe(
      '只有状态为正常的充电卡可以挂失',
    );
    expect((await t.post(`${API}/chargeCards/unloss`, { cardId: card.cardId, remark: '找回卡片' }, admin)).body.code).toBe('200');
    const after = await detail('chargeCards', card.cardId);
    expect(after.cardState).toBe(1);
    expect(after.auditTrail.slice(-2).map((e: WireRow) => e.action)).toEqual(['挂失', '解挂']);
  });

  it('refuses to cancel a card with money left, naming the balance, and cancels an empty one', async () => {
    const card = (await list('chargeCards', '&cardState=1')).results.find((c) => c.balance > 0)!;
    const refused = await t.post(`${API}/chargeCards/cancel`, { cardId: card.cardId }, admin);
    expect(refused.body.msg).toBe(`卡内余额 ${(card.balance / 100).toFixed(2)} 元，不能注销，请先退还卡内余额`);
    expect((await detail('chargeCards', card.cardId)).cardState).toBe(1);
    const opened = await t.post(
      `${API}/chargeCards`,
      { cardNo: '8860330199990001', holderName: '周建华', phone: '13805711234', vipTypeId: 2, balance: 99999 },
      admin,
    );
    expect(opened.body.code).toBe('200');
    expect(opened.body.data).toMatchObject({ balance: 0, cardState: 1 });
    const dup = await t.post(
      `${API}/chargeCards`,
      { cardNo: '8860330199990001', holderName: '王芳', phone: '13805711235', vipTypeId: 2 },
      admin,
    );
    expect(dup.body.msg).toBe('卡号 8860330199990001 已被持卡人「周建华」使用');
    const id = opened.body.data.cardId;
    expect((await t.post(`${API}/chargeCards/cancel`, { cardId: id, remark: '持卡人退卡' }, admin)).body.code).toBe('200');
    expect((await detail('chargeCards', id)).cardState).toBe(3);
    expect((await t.post(`${API}/chargeCards/cancel`, { cardId: id }, admin)).body.msg).toBe('该充电卡已注销');
    const edit = await t.put(
      `${API}/chargeCards`,
      { cardId: id, holderName: '周建华', phone: '13805711234', vipTypeId: 2, cardNo: '8860330199990001' },
      admin,
    );
    expect(edit.body.msg).toBe('已注销的充电卡不能编辑');
  });

  it('gives an approved charge refund of an order paid by card back to the card', async () => {
    const pays = (await list('payRecords', '&payChannel=3&payKind=1')).results;
    const refunds = (await list('refunds')).results;
    const pay = pays.find((p) => !refunds.some((r) => r.orderNo === p.orderNo) && p.payAmount >= 200)!;
    const card = (await list('chargeCards', `&cardNo=${pay.cardNo}`)).results[0];
    const applied = await t.post(`${API}/refunds`, { orderNo: pay.orderNo, refundAmount: 150, refundReason: '充电枪接触不良' }, admin);
    expect(applied.body.code).toBe('200');
    expect((await t.post(`${API}/refunds/approve`, { refundId: applied.body.data.refundId }, admin)).body.code).toBe('200');
    const after = await detail('chargeCards', card.cardId);
    expect(after.balance).toBe(card.balance + 150);
    const rows = (await list('chargeCardBills', `&cardNo=${card.cardNo}`)).results;
    expect(rows.some((b) => b.cardBillType === 3 && b.orderNo === pay.orderNo && b.billAmount === 150)).toBe(true);
    expect(sumOf(rows, 'billAmount')).toBe(after.balance);
  });
});

describe('会员类型', () => {
  it('counts the cards of each type and refuses to delete a type in use, naming the count', async () => {
    const types = (await list('vipTypes')).results;
    const cards = (await list('chargeCards')).results;
    for (const type of types) expect(type.cardCount).toBe(cards.filter((c) => c.vipTypeId === type.vipTypeId && c.cardState !== 3).length);
    const used = types.find((x) => x.cardCount > 0)!;
    const refused = await t.del(`${API}/vipTypes`, { ids: [used.vipTypeId] }, admin);
    expect(refused.body.msg).toBe(`会员类型「${used.vipTypeName}」下还有 ${used.cardCount} 张充电卡在用，请先为这些卡更换会员类型后再删除`);
    const unused = types.find((x) => x.cardCount === 0)!;
    expect((await t.del(`${API}/vipTypes`, { ids: [unused.vipTypeId] }, admin)).body.code).toBe('200');
    const dup = await t.post(
      `${API}/vipTypes`,
      { vipTypeName: used.vipTypeName, serviceDiscount: 10, elecDiscount: 0, stationIds: [1] },
      admin,
    );
    expect(dup.body.msg).toBe(`会员类型「${used.vipTypeName}」已存在`);
    const over = await t.post(
      `${API}/vipTypes`,
      { vipTypeName: '超额会员', serviceDiscount: 120, elecDiscount: 0, stationIds: [1] },
      admin,
    );
    expect(over.body.msg).toContain('服务费优惠(%)');
    const byStation = (await list('vipTypes', '&stationId=1')).results;
    expect(byStation.length).toBeGreaterThan(0);
    expect(byStation.every((x) => (x.stationIds as number[]).includes(1))).toBe(true);
  });
});

describe('车主账户 and 预付款退款', () => {
  it('seeds accounts and refund applications in every state', async () => {
    const accounts = (await list('ownerAccounts')).results;
    const refunds = (await list('prepayRefunds')).results;
    expect(accounts.length).toBeGreaterThanOrEqual(60);
    expect(refunds.length).toBeGreaterThanOrEqual(60);
    expect(new Set(accounts.map((a) => a.accountState))).toEqual(new Set([1, 2]));
    expect(new Set(refunds.map((r) => r.refundStatus))).toEqual(new Set([0, 1, 2]));
    for (const r of refunds) expect(accounts.some((a) => a.phone === r.phone)).toBe(true);
    const frozen = (await list('ownerAccounts', '&accountState=2')).results;
    expect(frozen.length).toBeGreaterThan(0);
    expect(frozen.every((a) => a.accountState === 2 && a.freezeReason)).toBe(true);
  });

  it('refuses a refund above the account balance, naming it, and approval lowers the balance', async () => {
    const account = (await list('ownerAccounts', '&accountState=1')).results.find((a) => a.balance >= 1000)!;
    const over = await t.post(
      `${API}/prepayRefunds`,
      { phone: account.phone, refundAmount: account.balance + 1, refundWay: 1, refundReason: '不再使用' },
      admin,
    );
    expect(over.body.msg).toBe(`退款金额不能超过账户余额 ${(account.balance / 100).toFixed(2)} 元`);
    const missing = await t.post(
      `${API}/prepayRefunds`,
      { phone: '13900000000', refundAmount: 100, refundWay: 1, refundReason: '不再使用' },
      admin,
    );
    expect(missing.body.msg).toBe('手机号为 13900000000 的车主账户不存在');
    const created = await t.post(
      `${API}/prepayRefunds`,
      { phone: account.phone, refundAmount: 600, refundWay: 1, refundReason: '换车' },
      admin,
    );
    expect(created.body.code).toBe('200');
    expect(created.body.data).toMatchObject({ refundStatus: 0, accountBalance: account.balance, nickname: account.nickname });
    const refundId = created.body.data.refundId;
    expect((await t.post(`${API}/prepayRefunds/approve`, { refundId, auditNote: '核实无误' }, admin)).body.code).toBe('200');
    expect((await detail('ownerAccounts', account.accountId)).balance).toBe(account.balance - 600);
    const done = await detail('prepayRefunds', refundId);
    expect(done.refundStatus).toBe(1);
    expect(done.auditTrail.map((e: WireRow) => e.action)).toEqual(['提交申请', '审核通过']);
    expect((await t.post(`${API}/prepayRefunds/approve`, { refundId }, admin)).body.msg).toBe('该退款申请已审核');
  });

  it('checks the balance again at approval, and 驳回 needs a reason', async () => {
    const account = (await list('ownerAccounts', '&accountState=1')).results.find((a) => a.balance >= 2000)!;
    const a = await t.post(
      `${API}/prepayRefunds`,
      { phone: account.phone, refundAmount: account.balance, refundWay: 2, refundReason: '不再使用' },
      admin,
    );
    const b = await t.post(
      `${API}/prepayRefunds`,
      { phone: account.phone, refundAmount: 1000, refundWay: 2, refundReason: '误充值' },
      admin,
    );
    expect((await t.post(`${API}/prepayRefunds/approve`, { refundId: a.body.data.refundId }, admin)).body.code).toBe('200');
    const late = await t.post(`${API}/prepayRefunds/approve`, { refundId: b.body.data.refundId }, admin);
    expect(late.body.msg).toBe('退款金额不能超过账户余额 0.00 元');
    expect((await t.post(`${API}/prepayRefunds/reject`, { refundId: b.body.data.refundId }, admin)).body.msg).toBe('请填写驳回原因');
    const rejected = await t.post(`${API}/prepayRefunds/reject`, { refundId: b.body.data.refundId, auditNote: '余额已退完' }, admin);
    expect(rejected.body.code).toBe('200');
    expect((await detail('prepayRefunds', b.body.data.refundId)).refundStatus).toBe(2);
  });

  it('freezes and unfreezes an account; a frozen one cannot ask a refund', async () => {
    const account = (await list('ownerAccounts', '&accountState=1')).results.find((a) => a.balance > 0)!;
    expect((await t.post(`${API}/ownerAccounts/freeze`, { accountId: account.accountId }, admin)).body.msg).toBe('请填写冻结原因');
    expect((await t.post(`${API}/ownerAccounts/freeze`, { accountId: account.accountId, freezeReason: '异常充值' }, admin)).body.code).toBe(
      '200',
    );
    const refused = await t.post(
      `${API}/prepayRefunds`,
      { phone: account.phone, refundAmount: 1, refundWay: 1, refundReason: '退款' },
      admin,
    );
    expect(refused.body.msg).toBe('该车主账户已冻结，不能申请退款');
    expect((await t.post(`${API}/ownerAccounts/freeze`, { accountId: account.accountId, freezeReason: '再次' }, admin)).body.msg).toBe(
      '该账户已冻结',
    );
    expect(
      (await t.post(`${API}/ownerAccounts/unfreeze`, { accountId: account.accountId, unfreezeNote: '核实为本人' }, admin)).body.code,
    ).toBe('200');
    const after = await detail('ownerAccounts', account.accountId);
    expect(after).toMatchObject({ accountState: 1, freezeReason: null });
    expect(after.auditTrail.slice(-2).map((e: WireRow) => e.action)).toEqual(['冻结', '解冻']);
  });

  it('lists the 余额 payments of an account', async () => {
    const pays = (await list('payRecords', '&payChannel=4')).results;
    const phone = pays.find((p) => p.accountPhone)!.accountPhone;
    const own = (await list('payRecords/byAccount', `&phone=${phone}&accountPhone=${phone}`)).results;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((p) => p.accountPhone === phone && p.payChannel === 4)).toBe(true);
  });
});

describe('充电白名单 and VIN码管理', () => {
  it('refuses a plate twice at one station', async () => {
    const rows = (await list('whiteLists')).results;
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((r) => r.discountMode))).toEqual(new Set([1, 2]));
    const w = rows[0];
    const stations = (await list('stations')).results;
    const name = stations.find((s) => s.stationId === w.stationId)!.stationName;
    const dup = await t.post(
      `${API}/whiteLists`,
      { plateNo: w.plateNo, plateColor: 5, stationId: w.stationId, discountMode: 1, enableStatus: 1, whiteReason: '员工车辆' },
      admin,
    );
    expect(dup.body.msg).toMatch(new RegExp(`^车牌 ${w.plateNo} 在 ${name} 已在充电白名单中`));
    const other = stations.find(
      (s) => s.stationId !== w.stationId && !rows.some((r) => r.plateNo === w.plateNo && r.stationId === s.stationId),
    )!;
    const ok = await t.post(
      `${API}/whiteLists`,
      {
        plateNo: w.plateNo,
        plateColor: 5,
        stationId: other.stationId,
        discountMode: 2,
        discountRate: 80,
        enableStatus: 1,
        whiteReason: '员工车辆',
      },
      admin,
    );
    expect(ok.body.code).toBe('200');
    const byPlate = (await list('whiteLists', `&plateNo=${encodeURIComponent(w.plateNo)}`)).results;
    expect(byPlate.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a VIN that is not 17 letters and digits without I, O, Q, and a VIN bound twice', async () => {
    const rows = (await list('vinBindings')).results;
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((r) => r.bindState))).toEqual(new Set([1, 2]));
    const base = { plateNo: '浙AD12345', plateColor: 5, ownerName: '张伟', phone: '13800001111', bindState: 1 };
    expect((await t.post(`${API}/vinBindings`, { ...base, vin: 'LRW3E7EB1MC12345O' }, admin)).body.msg).toBe(
      'VIN码须为17位字母或数字，且不能包含字母 I、O、Q',
    );
    expect((await t.post(`${API}/vinBindings`, { ...base, vin: 'LRW3E7EB1MC1234' }, admin)).body.msg).toContain('17');
    const ok = await t.post(`${API}/vinBindings`, { ...base, vin: 'LRW3E7EB1MC123456' }, admin);
    expect(ok.body.code).toBe('200');
    const dup = await t.post(`${API}/vinBindings`, { ...base, plateNo: '浙AD54321', vin: 'LRW3E7EB1MC123456' }, admin);
    expect(dup.body.msg).toBe('VIN码 LRW3E7EB1MC123456 已绑定车牌 浙AD12345（车主 张伟）');
    const found = (await list('vinBindings', '&vin=LRW3E7EB1MC123456')).results;
    expect(found).toHaveLength(1);
  });
});

describe('permissions', () => {
  it('answers 403 without the pages, and the operator cannot 注销 a card or delete a type', async () => {
    const viewer = await t.login('viewer1');
    for (const path of ['chargeCards', 'chargeCardBills', 'ownerAccounts', 'prepayRefunds', 'vipTypes', 'whiteLists', 'vinBindings'])
      expect((await t.get(`${API}/${path}?pageNo=1&pageSize=5`, viewer)).status).toBe(403);
    expect((await t.post(`${API}/chargeCards/recharge`, { cardId: 1, rechargeAmount: 100, rechargeWay: 1 }, viewer)).status).toBe(403);
    expect((await t.post(`${API}/prepayRefunds/approve`, { refundId: 1 }, viewer)).status).toBe(403);
    const operator = await t.login('operator');
    expect((await t.get(`${API}/chargeCards?pageNo=1&pageSize=5`, operator)).status).toBe(200);
    expect((await t.post(`${API}/chargeCards/cancel`, { cardId: 1 }, operator)).status).toBe(403);
    expect((await t.del(`${API}/vipTypes`, { ids: [1] }, operator)).status).toBe(403);
  });
});
