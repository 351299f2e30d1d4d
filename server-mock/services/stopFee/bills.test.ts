import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type WireRow } from '../../testing/harness';
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
