import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_NOW, type TestServer, type WireRow } from '../../testing/harness';
import { APPLY, BILL_MSG, COMPLAINT, FLOW, overApplicable, resolveTooHigh } from './bills';
import { ORDER } from './orders';

const C = '/api/charge/v2/api';
type Row = WireRow;
type Page = { results: Row[]; totalRecord: number };
const fen = (yuan: unknown) => Math.round(Number(yuan ?? 0) * 100);

describe('账单申诉、账单流水、退款申请（真实 HTTP）', () => {
  let t: TestServer;
  let admin: string;
  let viewer: string;
  const list = async (path: string, token = admin) => (await t.get<Page>(path, token)).body.data;

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.login('admin');
    viewer = await t.login('viewer1');
  });
  afterAll(() => t.close());

  it('账单流水: the summary equals the sum of the rows of the same search, and the search by plate returns that plate', async () => {
    const all = await list(`${C}/billFlows?pageSize=1000`);
    expect(all.totalRecord).toBeGreaterThan(60);
    const plate = String(all.results.find((r) => r.flowType === FLOW.refund)?.plateNo ?? all.results[0].plateNo);
    const rows = (await list(`${C}/billFlows?plateNo=${encodeURIComponent(plate)}&pageSize=1000`)).results;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.plateNo === plate)).toBe(true);
    for (const query of [`plateNo=${encodeURIComponent(plate)}`, `parkId=1001`, `flowType=${FLOW.refund}`]) {
      const shown = (await list(`${C}/billFlows?${query}&pageSize=1000`)).results;
      const sum = (await t.get<Row>(`${C}/billFlows/summary?${query}`, admin)).body.data;
      const of = (type: number) => shown.filter((r) => r.flowType === type).reduce((s, r) => s + fen(r.flowMoney), 0);
      expect(sum.flowCount).toBe(shown.length);
      expect([fen(sum.incomeMoney), fen(sum.refundOutMoney), fen(sum.adjustOutMoney)]).toEqual([
        of(FLOW.pay),
        of(FLOW.refund),
        of(FLOW.adjust),
      ]);
      expect(fen(sum.netMoney)).toBe(shown.reduce((s, r) => s + fen(r.flowMoney), 0));
    }
  });

  it('账单申诉: 受理 → 解决 with an adjusted amount writes a refund record and an adjustment flow; wrong states are refused', async () => {
    const [open] = (await list(`${C}/billComplaints?complaintStatus=${COMPLAINT.open}&pageSize=5`)).results;
    const resolveEarly = await t.post(`${C}/billComplaints/resolve`, { id: open.id, resolveRemark: '核实' }, admin);
    expect([resolveEarly.body.code, resolveEarly.body.msg]).toEqual(['0x10d7500015', '请先受理该申诉再处理']);
    expect((await t.post(`${C}/billComplaints/accept`, { id: open.id }, viewer)).status).toBe(403);
    expect((await t.post(`${C}/billComplaints/accept`, { id: open.id }, admin)).body.code).toBe('200');
    expect((await t.post(`${C}/billComplaints/accept`, { id: open.id }, admin)).body.msg).toBe('该申诉已受理或已处理');
    const paid = fen(open.paidMoney);
    const tooHigh = await t.post(
      `${C}/billComplaints/resolve`,
      { id: open.id, resolveMoney: (paid + 100) / 100, resolveRemark: '重新计费' },
      admin,
    );
    expect(tooHigh.body.msg).toBe(resolveTooHigh(paid));
    expect((await t.post(`${C}/billComplaints/resolve`, { id: open.id }, admin)).body.msg).toBe('请填写处理说明');
    const adjusted = Math.floor(paid / 2 / 100) * 100;
    const done = await t.post(
      `${C}/billComplaints/resolve`,
      { id: open.id, resolveMoney: adjusted / 100, resolveRemark: '按实际时长重新计费' },
      admin,
    );
    expect(done.body.code).toBe('200');
    const after = (await t.get<Row>(`${C}/billComplaints/${open.id}`, admin)).body.data;
    expect(after).toMatchObject({
      complaintStatus: COMPLAINT.resolved,
      resolveMoney: adjusted / 100,
      refundMoney: (paid - adjusted) / 100,
      handleUser: '陈建国',
    });
    expect((after.auditTrail as Row[]).map((s) => `${s.action}（${s.fromLabel} → ${s.toLabel}）`)).toEqual([
      '受理（待处理 → 处理中）',
      '解决（处理中 → 已解决）',
    ]);
    const refund = (await list(`${C}/chargeRefunds?refundNo=${after.refundNo}`)).results;
    expect(refund).toHaveLength(1);
    expect(refund[0]).toMatchObject({ orderNo: open.orderNo, refundMoney: (paid - adjusted) / 100, refundStatus: 2 });
    const flows = (await list(`${C}/billFlows?orderNo=${open.orderNo}&flowType=${FLOW.adjust}`)).results;
    expect(flows.map((f) => fen(f.flowMoney))).toContain(adjusted - paid);
    expect((await t.post(`${C}/billComplaints/reject`, { id: open.id, rejectReason: '无' }, admin)).body.msg).toBe(
      '该申诉已办结，不能驳回',
    );
  });

  it('账单申诉: 驳回 needs a reason and ends the complaint', async () => {
    const [open] = (await list(`${C}/billComplaints?complaintStatus=${COMPLAINT.open}&pageSize=5`)).results;
    expect((await t.post(`${C}/billComplaints/reject`, { id: open.id }, admin)).body.msg).toBe('请填写驳回原因');
    expect((await t.post(`${C}/billComplaints/reject`, { id: open.id, rejectReason: '经核查计费无误' }, admin)).body.code).toBe('200');
    expect((await t.get<Row>(`${C}/billComplaints/${open.id}`, admin)).body.data).toMatchObject({
      complaintStatus: COMPLAINT.rejected,
      rejectReason: '经核查计费无误',
    });
  });

  it('退款申请: the amount is checked against the order; 通过 writes 退款记录 and a refund flow; 驳回 needs a reason', async () => {
    const orders = (await list(`/api/charge/v2/api/parkOrders?orderStatus=${ORDER.done}&pageSize=200`)).results;
    const order = orders.find((o) => fen(o.paidMoney) >= 800)!;
    const paid = fen(order.paidMoney);
    const create = (body: Row, token = admin) => t.post(`${C}/refundApplies`, body, token);
    expect((await create({ orderNo: 'PO000', refundMoney: 1, refundReason: '重复缴费' })).body.msg).toBe(BILL_MSG.orderNotFound);
    expect((await create({ orderNo: order.orderNo, refundMoney: 1 })).body.msg).toBe('请填写退款原因');
    expect((await create({ orderNo: order.orderNo, refundMoney: (paid + 1) / 100, refundReason: '重复缴费' })).body.msg).toBe(
      overApplicable(paid, paid, 0),
    );
    expect((await create({ orderNo: order.orderNo, refundMoney: 2, refundReason: '重复缴费' }, viewer)).status).toBe(403);
    const made = await create({ orderNo: order.orderNo, refundMoney: 3, refundReason: '重复缴费，退还多缴部分' });
    expect(made.body.data).toMatchObject({ applyStatus: APPLY.pending, plateNo: order.plateNo, parkId: order.parkId, refundMoney: 3 });
    // What is under review counts: the rest of the order is all that can still be asked for.
    expect((await create({ orderNo: order.orderNo, refundMoney: (paid - 299) / 100, refundReason: '再次申请' })).body.msg).toBe(
      overApplicable(paid - 300, paid, 300),
    );
    const id = made.body.data.id;
    expect((await t.post(`${C}/refundApplies/approve`, { id }, viewer)).status).toBe(403);
    expect((await t.post(`${C}/refundApplies/approve`, { id, auditRemark: '情况属实' }, admin)).body.code).toBe('200');
    const approved = (await t.get<Row>(`${C}/refundApplies/${id}`, admin)).body.data;
    expect(approved).toMatchObject({ applyStatus: APPLY.approved, auditUser: '陈建国' });
    const refund = (await list(`${C}/chargeRefunds?refundNo=${approved.refundNo}`)).results;
    expect(refund[0]).toMatchObject({ orderNo: order.orderNo, refundMoney: 3, refundStatus: 2, refundReason: '重复缴费，退还多缴部分' });
    expect((await list(`${C}/billFlows?orderNo=${order.orderNo}&flowType=${FLOW.refund}`)).results.map((f) => fen(f.flowMoney))).toContain(
      -300,
    );
    expect((await t.post(`${C}/refundApplies/approve`, { id }, admin)).body.msg).toBe('该退款申请已审核');
    expect((await t.post(`${C}/refundApplies/reject`, { id, auditRemark: '不符合' }, admin)).body.msg).toBe('该退款申请已审核');
    const [pending] = (await list(`${C}/refundApplies?applyStatus=${APPLY.pending}&pageSize=5`)).results;
    expect((await t.post(`${C}/refundApplies/reject`, { id: pending.id }, admin)).body.msg).toBe('请填写驳回原因');
    expect((await t.post(`${C}/refundApplies/reject`, { id: pending.id, auditRemark: '计费无误' }, admin)).body.code).toBe('200');
  });

  it('企业车账单: 确认账单 then 结算, each from its state only', async () => {
    const [bill] = (await list(`${C}/companyCarBills?settleStatus=1&pageSize=5`)).results;
    expect(bill.companyName).toBeTruthy();
    expect((await t.post(`${C}/companyCarBills/settle`, { id: bill.id, settleWay: 1 }, admin)).body.msg).toBe('请先确认账单再结算');
    expect((await t.post(`${C}/companyCarBills/confirm`, { id: bill.id }, admin)).body.code).toBe('200');
    expect((await t.post(`${C}/companyCarBills/settle`, { id: bill.id }, admin)).body.msg).toBe('请选择结算方式');
    expect((await t.post(`${C}/companyCarBills/settle`, { id: bill.id, settleWay: 1, settleRemark: '对公转账' }, admin)).body.code).toBe(
      '200',
    );
    expect((await t.get<Row>(`${C}/companyCarBills/${bill.id}`, admin)).body.data).toMatchObject({
      settleStatus: 3,
      settleWay: 1,
      settleUser: '陈建国',
    });
    expect((await t.post(`${C}/companyCarBills/confirm`, { id: bill.id }, admin)).body.msg).toBe('该账单已确认');
  });

  /** The orders of a bill as 停车订单 lists them: its company's white-list plates of its park, entered in its month, not 作废. */
  const ordersOfBill = async (bill: Row) => {
    const plates = (await list(`/api/special/v2/api/whiteLists/byCompany?companyId=${bill.companyId}&pageSize=500`)).results
      .filter((w) => w.parkId === bill.parkId)
      .map((w) => String(w.plateNo));
    const month = String(bill.billMonth);
    const next = new Date(Date.parse(`${month}-01T00:00:00+08:00`) + 32 * 86_400_000);
    const last = new Date(Date.parse(`${next.toISOString().slice(0, 7)}-01T00:00:00+08:00`) - 1000);
    const end = new Date(last.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const rows: Row[] = [];
    for (const plate of new Set(plates)) {
      const q = `plateNo=${encodeURIComponent(plate)}&parkId=${bill.parkId}&inTimeStart=${month}-01 00:00:00&inTimeEnd=${end} 23:59:59`;
      rows.push(...(await list(`${C}/parkOrders?${q}&pageSize=1000`)).results.filter((o) => o.orderStatus !== ORDER.cancelled));
    }
    return rows;
  };
  const figuresOf = (rows: Row[]) => ({
    orderCount: rows.length,
    plateCount: new Set(rows.map((o) => o.plateNo)).size,
    receivable: rows.reduce((s, o) => s + fen(o.receivableMoney), 0),
    discount: rows.reduce((s, o) => s + fen(o.discountMoney), 0),
    paid: rows.reduce((s, o) => s + fen(o.paidMoney), 0),
    unpaid: rows.reduce((s, o) => s + Math.max(0, fen(o.receivableMoney) - fen(o.discountMoney) - fen(o.paidMoney)), 0),
  });
  const billFigures = (b: Row) => ({
    orderCount: b.orderCount,
    plateCount: b.plateCount,
    receivable: fen(b.receivableMoney),
    discount: fen(b.discountMoney),
    paid: fen(b.paidMoney),
    unpaid: fen(b.unpaidMoney),
  });

  it('企业车账单: each bill is the sum of 停车订单 of its company plates in its park and month, in every state', async () => {
    const bills = (await list(`${C}/companyCarBills?pageSize=500`)).results;
    expect(bills.length).toBeGreaterThanOrEqual(60);
    expect(new Set(bills.map((b) => b.settleStatus))).toEqual(new Set([1, 2, 3]));
    // The list's default order is 未缴金额, highest first.
    const unpaid = bills.map((b) => fen(b.unpaidMoney));
    expect(unpaid).toEqual([...unpaid].sort((a, b) => b - a));
    for (const bill of [bills[0], bills[Math.floor(bills.length / 2)], bills.find((b) => b.settleStatus === 3)!]) {
      const orders = await ordersOfBill(bill);
      expect(orders.length).toBeGreaterThan(0);
      expect(billFigures(bill)).toEqual(figuresOf(orders));
    }
  });

  it('企业车账单: one more order of a company car moves its bill', async () => {
    // The seed's day is 2026-01-15: the current month's bills are open (待对账).
    const at = TEST_NOW - 3 * 3_600_000;
    const month = new Date(at + 8 * 3_600_000).toISOString().slice(0, 7);
    const open = (await list(`${C}/companyCarBills?billMonth=${month}&settleStatus=1&pageSize=200`)).results;
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((b) => b.billMonth === month && b.settleStatus === 1)).toBe(true);
    const bill = open[0];
    const plates = (await list(`/api/special/v2/api/whiteLists/byCompany?companyId=${bill.companyId}&pageSize=500`)).results.filter(
      (w) => w.parkId === bill.parkId,
    );
    const inside = new Set((await ordersOfBill(bill)).filter((o) => o.orderStatus === ORDER.parked).map((o) => o.plateNo));
    const plate = String(plates.find((w) => !inside.has(w.plateNo))!.plateNo);
    expect((await t.post('/__mock/traffic/arrive', { plateNo: plate, parkId: bill.parkId, at })).status).toBe(200);
    const left = await t.post<{ order: Row }>('/__mock/traffic/leave', { plateNo: plate, at: at + 95 * 60_000 });
    expect((left.body as unknown as { order: Row }).order).toMatchObject({ plateNo: plate, vehicleKind: 3 });
    const after = (await t.get<Row>(`${C}/companyCarBills/${bill.id}`, admin)).body.data;
    expect(after.orderCount).toBe(Number(bill.orderCount) + 1);
    expect(billFigures(after)).toEqual(figuresOf(await ordersOfBill(after)));
  });

  it('企业车账单: a confirmed bill keeps the figures the company confirmed; a later order of its month is in 停车订单 only', async () => {
    const [bill] = (await list(`${C}/companyCarBills?settleStatus=2&pageSize=5`)).results;
    expect(bill.settleStatus).toBe(2);
    const plates = (await list(`/api/special/v2/api/whiteLists/byCompany?companyId=${bill.companyId}&pageSize=500`)).results.filter(
      (w) => w.parkId === bill.parkId,
    );
    const inside = new Set((await ordersOfBill(bill)).filter((o) => o.orderStatus === ORDER.parked).map((o) => o.plateNo));
    const plate = String(plates.find((w) => !inside.has(w.plateNo))!.plateNo);
    const at = Date.parse(`${String(bill.billMonth)}-20T09:00:00+08:00`);
    expect((await t.post('/__mock/traffic/arrive', { plateNo: plate, parkId: bill.parkId, at })).status).toBe(200);
    expect((await t.post('/__mock/traffic/leave', { plateNo: plate, at: at + 95 * 60_000 })).status).toBe(200);
    expect((await ordersOfBill(bill)).length).toBe(Number(bill.orderCount) + 1);
    const after = (await t.get<Row>(`${C}/companyCarBills/${bill.id}`, admin)).body.data;
    expect(billFigures(after)).toEqual(billFigures(bill));
  });

  it('月卡车辆 lists the monthly-pass passages only (0 元), searchable by plate', async () => {
    // The list's descriptor sends vehicleKind=2 (月卡车) with every call.
    const rows = (await list(`${C}/parkOrders/monthCars?vehicleKind=2&pageSize=200`)).results;
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(rows.every((r) => r.vehicleKind === 2 && fen(r.receivableMoney) === 0)).toBe(true);
    const plate = String(rows[0].plateNo);
    const found = (
      await list(`${C}/parkOrders/monthCars?vehicleKind=2&plateNo=${encodeURIComponent(plate.slice(0, 4))}&parkId=${rows[0].parkId}`)
    ).results;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r) => String(r.plateNo).includes(plate.slice(0, 4)) && r.parkId === rows[0].parkId)).toBe(true);
  });
});
