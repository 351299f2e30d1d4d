/**
 * 支付记录, 占桩记录 / 占桩账单, 充电退款 and 占桩退款 of 充电平台 over HTTP: the seeded records agree with the orders (one
 * payment per paid order equal to its 订单金额, refunds as negative rows, occupancies with the order's fee), every
 * state is present, the filters return rows, the refusals quote the refundable amount, 审核通过 writes the refund row
 * and the order's 已退款 / 部分退款, 驳回 needs a reason, and 403 without the button codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type WireRow } from '../../testing/harness';
import { areaReads, sumOf, WRONG_STATE } from '../../testing/areaReads';
import { occupyRuleText } from './records';

const API = '/api/charging/v2/api';

let t: TestServer;
let admin: string;
const { list, detail } = areaReads(
  API,
  () => t,
  () => admin,
);
const orderOf = async (orderNo: string) => (await list('chargeOrders', `&orderNo=${orderNo}`)).results.find((o) => o.orderNo === orderNo)!;
const BILLED = '&occupyBillState=1&occupyBillState=2&occupyBillState=3&occupyBillState=4';

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('seeded records', () => {
  it('has one payment per paid order, equal to its 订单金额, and refund rows that add up to what the orders show', async () => {
    const orders = (await list('chargeOrders')).results;
    const pays = (await list('payRecords')).results;
    expect(pays.length).toBeGreaterThanOrEqual(60);
    const payments = pays.filter((p) => p.payKind === 1);
    const paid = orders.filter((o) => [2, 3, 4].includes(o.payState as number) && Number(o.totalFee) > 0);
    expect(payments).toHaveLength(paid.length);
    for (const p of payments) expect(p.payAmount).toBe(orders.find((o) => o.orderNo === p.orderNo)!.totalFee);
    for (const o of orders.filter((x) => x.payState === 1)) expect(payments.some((p) => p.orderNo === o.orderNo)).toBe(false);
    expect(new Set(pays.map((p) => p.payKind))).toEqual(new Set([1, 2, 3]));
    expect(new Set(pays.map((p) => p.payChannel))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(orders.map((o) => o.payState))).toEqual(new Set([1, 2, 3, 4]));
    for (const o of orders.filter((x) => x.payState === 3 || x.payState === 4)) {
      const back = -sumOf(
        pays.filter((p) => p.orderNo === o.orderNo && p.payKind !== 1),
        'payAmount',
      );
      if (o.payState === 3) expect(back).toBe(o.totalFee);
      else expect(back > 0 && back < Number(o.totalFee)).toBe(true);
    }
  });

  it('has refund applications in every state whose approved amounts are the refund rows', async () => {
    const pays = (await list('payRecords')).results;
    for (const [path, kind] of [
      ['refunds', 2],
      ['occupyRefunds', 3],
    ] as const) {
      const rows = (await list(path)).results;
      expect(rows.length).toBeGreaterThanOrEqual(path === 'refunds' ? 60 : 20);
      expect(new Set(rows.map((r) => r.refundStatus))).toEqual(new Set([0, 1, 2]));
      const approved = rows.filter((r) => r.refundStatus === 1);
      expect(sumOf(approved, 'refundAmount')).toBe(
        -sumOf(
          pays.filter((p) => p.payKind === kind),
          'payAmount',
        ),
      );
    }
  });

  it('has one occupancy per order with the order fee, and 占桩账单 lists those with a fee', async () => {
    const orders = (await list('chargeOrders')).results;
    const occupancies = (await list('occupyRecords')).results;
    expect(occupancies).toHaveLength(orders.length);
    for (const o of occupancies) {
      const order = orders.find((x) => x.orderNo === o.orderNo)!;
      expect(o.occupyFee).toBe(order.occupyFee);
      expect(o.overMinutes).toBe(Math.max(0, Number(o.occupyTotalMinutes) - Number(o.graceMinutes)));
      expect(o.occupyBillState === 0).toBe(Number(o.occupyFee) === 0);
    }
    const bills = (await list('occupyBills', BILLED)).results;
    expect(bills.length).toBeGreaterThanOrEqual(60);
    expect(bills.every((b) => Number(b.occupyFee) > 0)).toBe(true);
    expect(sumOf(bills, 'occupyFee')).toBe(sumOf(orders, 'occupyFee'));
    expect(new Set(bills.map((b) => b.occupyBillState))).toEqual(new Set([1, 2, 3, 4]));
    expect(
      occupyRuleText({
        graceMinutes: 15,
        chargeUnit: 1,
        unitPrice: 50,
        dailyCap: 3000,
        nightFree: 1,
        nightStart: '22:00',
        nightEnd: '07:00',
      }),
    ).toBe('免费 15 分钟，超出后 0.50 元/分钟，夜间 22:00–07:00 免收，每日封顶 30.00 元');
  });

  it.each([
    ['payRecords', '&payChannel=1&payKind=1', (r: WireRow) => r.payChannel === 1 && r.payKind === 1],
    ['payRecords', '&stationId=2', (r: WireRow) => r.stationId === 2],
    ['payRecords', '&plateNo=浙', (r: WireRow) => String(r.plateNo).startsWith('浙')],
    ['refunds', '&refundStatus=0', (r: WireRow) => r.refundStatus === 0],
    ['occupyRefunds', '&refundStatus=2', (r: WireRow) => r.refundStatus === 2],
    ['occupyRecords', '&stationId=4', (r: WireRow) => r.stationId === 4],
    ['occupyBills', `${BILLED}&billState=2`, (r: WireRow) => r.occupyBillState === 2],
  ])('filters %s%s', async (path, query, holds) => {
    const page = await list(path, query);
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results.every(holds)).toBe(true);
  });

  it('finds a payment by its order no. and by a pay time range', async () => {
    const first = (await list('payRecords')).results[0];
    const byOrder = (await list('payRecords', `&orderNo=${first.orderNo}`)).results;
    expect(byOrder.length).toBeGreaterThan(0);
    expect(byOrder.every((r) => r.orderNo === first.orderNo)).toBe(true);
    const day = String(first.payTime).slice(0, 10);
    const byTime = (
      await list('payRecords', `&payTimeBegin=${encodeURIComponent(`${day} 00:00:00`)}&payTimeEnd=${encodeURIComponent(`${day} 23:59:59`)}`)
    ).results;
    expect(byTime.length).toBeGreaterThan(0);
    expect(byTime.every((r) => String(r.payTime).startsWith(day))).toBe(true);
  });
});

describe('充电退款', () => {
  it('refuses an amount above the refundable one, approves a valid one into 支付记录 and 部分退款, then 已退款', async () => {
    const orders = (await list('chargeOrders', '&payState=2')).results;
    const refunds = (await list('refunds')).results;
    const occupyRefunds = (await list('occupyRefunds')).results;
    const order = orders.find(
      (o) =>
        Number(o.totalFee) >= 500 && !refunds.some((r) => r.orderNo === o.orderNo) && !occupyRefunds.some((r) => r.orderNo === o.orderNo),
    )!;
    const total = Number(order.totalFee);
    const over = await t.post(`${API}/refunds`, { orderNo: order.orderNo, refundAmount: total + 1, refundReason: '充电桩故障' }, admin);
    expect(over.body).toMatchObject({ code: WRONG_STATE, msg: `退款金额不能超过可退金额 ${(total / 100).toFixed(2)} 元` });

    const created = await t.post(`${API}/refunds`, { orderNo: order.orderNo, refundAmount: 200, refundReason: '充电枪接触不良' }, admin);
    expect(created.body).toMatchObject({ code: '200', data: { refundStatus: 0, paidAmount: total, createUser: expect.any(String) } });
    const refundId = created.body.data.refundId as number;
    // The pending one counts: a second application may ask only for the rest.
    const second = await t.post(`${API}/refunds`, { orderNo: order.orderNo, refundAmount: total - 199, refundReason: '重复扣费' }, admin);
    expect(second.body.msg).toBe(`退款金额不能超过可退金额 ${((total - 200) / 100).toFixed(2)} 元`);

    expect((await t.post(`${API}/refunds/approve`, { refundId, auditNote: '核实属实' }, admin)).body.code).toBe('200');
    const again = await t.post(`${API}/refunds/approve`, { refundId }, admin);
    expect(again.body).toMatchObject({ code: WRONG_STATE, msg: '该退款申请已审核' });
    const done = await detail('refunds', refundId);
    expect(done).toMatchObject({ refundStatus: 1, auditNote: '核实属实', auditUser: expect.any(String) });
    expect((done.auditTrail as { action: string; toLabel: string }[]).map((e) => [e.action, e.toLabel])).toEqual([
      ['提交申请', '待审核'],
      ['审核通过', '已退款'],
    ]);
    const rows = (await list('payRecords', `&orderNo=${order.orderNo}`)).results;
    expect(rows.find((r) => r.payKind === 2)).toMatchObject({ payAmount: -200, refundNo: done.refundNo });
    expect(await orderOf(String(order.orderNo))).toMatchObject({ payState: 4 });

    const rest = await t.post(`${API}/refunds`, { orderNo: order.orderNo, refundAmount: total - 200, refundReason: '车辆未充上电' }, admin);
    expect(rest.body.code).toBe('200');
    expect((await t.post(`${API}/refunds/approve`, { refundId: rest.body.data.refundId }, admin)).body.code).toBe('200');
    expect(await orderOf(String(order.orderNo))).toMatchObject({ payState: 3 });
    const none = await t.post(`${API}/refunds`, { orderNo: order.orderNo, refundAmount: 1, refundReason: '再次申请' }, admin);
    expect(none.body.msg).toBe('退款金额不能超过可退金额 0.00 元');
  });

  it('rejects with a reason only, and refuses an unknown or unpaid order', async () => {
    const pending = (await list('refunds', '&refundStatus=0')).results[0];
    const refundId = pending.refundId as number;
    expect((await t.post(`${API}/refunds/reject`, { refundId }, admin)).body.msg).toBe('请填写驳回原因');
    expect((await t.post(`${API}/refunds/reject`, { refundId, auditNote: '订单充电正常完成，不符合退款条件' }, admin)).body.code).toBe(
      '200',
    );
    expect(await detail('refunds', refundId)).toMatchObject({ refundStatus: 2, auditNote: '订单充电正常完成，不符合退款条件' });
    expect((await t.post(`${API}/refunds/approve`, { refundId }, admin)).body.msg).toBe('该退款申请已审核');

    const missing = await t.post(`${API}/refunds`, { orderNo: 'CD000', refundAmount: 100, refundReason: '测试' }, admin);
    expect(missing.body.msg).toBe('充电订单「CD000」不存在');
    const unpaid = (await list('chargeOrders', '&payState=1')).results[0];
    const refused = await t.post(`${API}/refunds`, { orderNo: unpaid.orderNo, refundAmount: 100, refundReason: '测试' }, admin);
    expect(refused.body.msg).toBe('该订单尚未支付，不能申请退款');
  });
});

describe('占桩退款', () => {
  it('refuses above the occupancy fee left, approves into 支付记录 and the occupancy 已退款', async () => {
    const bills = (await list('occupyBills', `${BILLED}&billState=2`)).results;
    const occupyRefunds = (await list('occupyRefunds')).results;
    const refunds = (await list('refunds')).results;
    const bill = bills.find((b) => !occupyRefunds.some((r) => r.orderNo === b.orderNo) && !refunds.some((r) => r.orderNo === b.orderNo))!;
    const fee = Number(bill.occupyFee);
    const over = await t.post(`${API}/occupyRefunds`, { orderNo: bill.orderNo, refundAmount: fee + 1, refundReason: '地锁故障' }, admin);
    expect(over.body.msg).toBe(`退款金额不能超过可退占桩费 ${(fee / 100).toFixed(2)} 元`);
    const noFee = (await list('occupyRecords', '&billState=0')).results.find((o) => o.occupyBillState === 0);
    const freeOrder = await orderOf(String(noFee!.orderNo));
    if (freeOrder.payState !== 1) {
      const refused = await t.post(`${API}/occupyRefunds`, { orderNo: noFee!.orderNo, refundAmount: 1, refundReason: '测试' }, admin);
      expect(refused.body.msg).toBe('该订单没有占桩费，不能申请占桩退款');
    }
    const created = await t.post(
      `${API}/occupyRefunds`,
      { orderNo: bill.orderNo, refundAmount: fee, refundReason: '充电结束通知未推送' },
      admin,
    );
    expect(created.body.code).toBe('200');
    expect((await t.post(`${API}/occupyRefunds/approve`, { refundId: created.body.data.refundId }, admin)).body.code).toBe('200');
    const occupancy = (await list('occupyRecords', `&orderNo=${bill.orderNo}`)).results[0];
    expect(occupancy).toMatchObject({ occupyBillState: 3, occupyRefunded: fee });
    expect((await list('payRecords', `&orderNo=${bill.orderNo}&payKind=3`)).results[0]).toMatchObject({ payAmount: -fee });
    // The occupancy fee is a part of the order: the order is refunded in part.
    expect(await orderOf(String(bill.orderNo))).toMatchObject({ payState: 4 });
  });
});

describe('permissions', () => {
  it('answers 403 without the pages, and the operator cannot reach 申请 without its code', async () => {
    const viewer = await t.login('viewer1');
    for (const path of ['payRecords', 'refunds', 'occupyRefunds', 'occupyBills', 'occupyRecords'])
      expect((await t.get(`${API}/${path}?pageNo=1&pageSize=5`, viewer)).status).toBe(403);
    expect((await t.post(`${API}/refunds`, { orderNo: 'x', refundAmount: 1, refundReason: 'x' }, viewer)).status).toBe(403);
    expect((await t.post(`${API}/refunds/approve`, { refundId: 1 }, viewer)).status).toBe(403);
    expect((await t.post(`${API}/occupyRefunds/reject`, { refundId: 1, auditNote: 'x' }, viewer)).status).toBe(403);
  });
});
