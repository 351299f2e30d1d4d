/**
 * 电站账户 (分账), 充电账单, 欠费追缴 and 预约充电 of 充电平台 over HTTP: the split must total 100 %, settled amounts and
 * monthly bills are the sums of the orders and 支付记录, 补缴 makes the order paid and writes its payment, a booking
 * overlapping another on one connector is refused, a waiting booking past its window reads 已超时, and 403 without
 * the button codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/harness';
import { areaReads, sumOf, WRONG_STATE } from '../../testing/areaReads';
import { formatSeedTime } from '../../engine/seedValues';

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

describe('电站账户', () => {
  it('settles each station from its 支付记录 and splits by the ratios', async () => {
    const accounts = (await list('stationAccounts')).results;
    const pays = (await list('payRecords')).results;
    expect(accounts.length).toBeGreaterThan(0);
    for (const a of accounts) {
      const own = pays.filter((p) => p.stationId === a.stationId);
      expect(a.settledAmount).toBe(sumOf(own, 'payAmount'));
      expect(a.paidOrderCount).toBe(own.filter((p) => p.payKind === 1).length);
      expect(a.operatorAmount + a.propertyAmount).toBe(a.settledAmount);
      expect(a.operatorAmount).toBe(Math.round((a.settledAmount * a.operatorRatio) / 100));
      expect(a.operatorRatio + a.propertyRatio).toBe(100);
    }
    expect(accounts.some((a) => a.settledAmount > 0)).toBe(true);
  });

  it('refuses a split that does not total 100 % and a second account of one station', async () => {
    const a = (await list('stationAccounts')).results.find((x) => x.settledAmount > 0)!;
    const bad = await t.put(`${API}/stationAccounts`, { ...a, operatorRatio: 70, propertyRatio: 25 }, admin);
    expect(bad.body.msg).toBe('运营方与物业分成比例之和须为 100%，当前为 95%');
    const ok = await t.put(`${API}/stationAccounts`, { ...a, operatorRatio: 60, propertyRatio: 40 }, admin);
    expect(ok.body.code).toBe('200');
    const after = await detail('stationAccounts', a.stationAccountId);
    expect(after.operatorAmount).toBe(Math.round((a.settledAmount * 60) / 100));
    const stations = (await list('stations')).results;
    const name = stations.find((s) => s.stationId === a.stationId)!.stationName;
    const dup = await t.post(
      `${API}/stationAccounts`,
      {
        stationId: a.stationId,
        accountName: '测试公司',
        bankName: '测试银行',
        bankAccount: '6222000011112222',
        operatorRatio: 100,
        propertyRatio: 0,
      },
      admin,
    );
    expect(dup.body.msg).toBe(`充电站「${name}」已配置电站账户`);
  });
});

describe('充电账单', () => {
  it('is one row per station and month whose figures are the sums of the orders and 支付记录', async () => {
    const bills = (await list('monthBills')).results;
    const orders = (await list('chargeOrders')).results;
    const pays = (await list('payRecords')).results;
    expect(bills.length).toBeGreaterThan(0);
    expect(sumOf(bills, 'orderCount')).toBe(orders.length);
    for (const field of ['elecFee', 'serviceFee', 'occupyFee', 'totalFee']) expect(sumOf(bills, field)).toBe(sumOf(orders, field));
    expect(sumOf(bills, 'paidAmount')).toBe(
      sumOf(
        pays.filter((p) => p.payKind === 1),
        'payAmount',
      ),
    );
    expect(sumOf(bills, 'refundAmount')).toBe(
      -sumOf(
        pays.filter((p) => p.payKind !== 1),
        'payAmount',
      ),
    );
    const b = bills[0];
    const own = orders.filter((o) => o.stationId === b.stationId && String(o.startTime).startsWith(b.billMonth));
    expect(b.orderCount).toBe(own.length);
    expect(b.unpaidAmount).toBe(
      sumOf(
        own.filter((o) => o.payState === 1),
        'totalFee',
      ),
    );
    expect(b.netAmount).toBe(b.paidAmount - b.refundAmount);
    const filtered = (await list('monthBills', `&billMonth=${b.billMonth}&stationId=${b.stationId}`)).results;
    expect(filtered).toHaveLength(1);
    expect((await t.get(`${API}/monthBills/export`, admin)).body.code).toBe('200');
  });
});

describe('欠费追缴', () => {
  it('lists the unpaid orders, and 补缴 makes the order paid with a 支付记录', async () => {
    const rows = (await list('arrears')).results;
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((r) => r.arrearState))).toEqual(new Set([1, 2]));
    const orders = (await list('chargeOrders')).results;
    for (const o of orders.filter((x) => x.payState === 1 && x.totalFee > 0))
      expect(rows.some((r) => r.orderNo === o.orderNo && r.arrearState === 1)).toBe(true);
    const open = (await list('arrears', '&arrearState=1')).results[0];
    const remind = await t.post(`${API}/arrears/remind`, { arrearId: open.arrearId, remindWay: '短信' }, admin);
    expect(remind.body.code).toBe('200');
    expect((await detail('arrears', open.arrearId)).remindCount).toBe(open.remindCount + 1);
    const repay = await t.post(`${API}/arrears/repay`, { arrearId: open.arrearId, repayChannel: 2 }, admin);
    expect(repay.body.code).toBe('200');
    const done = await detail('arrears', open.arrearId);
    expect(done).toMatchObject({ arrearState: 2, repayChannel: 2 });
    expect(done.auditTrail.at(-1)).toMatchObject({ action: '补缴', fromLabel: '待补缴', toLabel: '已补缴' });
    const order = (await list('chargeOrders', `&orderNo=${open.orderNo}`)).results.find((o) => o.orderNo === open.orderNo)!;
    expect(order.payState).toBe(2);
    const pay = (await list('payRecords', `&orderNo=${open.orderNo}`)).results.filter((p) => p.orderNo === open.orderNo);
    expect(pay).toHaveLength(1);
    expect(pay[0]).toMatchObject({ payKind: 1, payChannel: 2, payAmount: open.arrearAmount });
    const again = await t.post(`${API}/arrears/repay`, { arrearId: open.arrearId, repayChannel: 1 }, admin);
    expect(again.body).toMatchObject({ code: WRONG_STATE, msg: '该订单已补缴' });
    expect((await t.post(`${API}/arrears/remind`, { arrearId: open.arrearId, remindWay: '短信' }, admin)).body.msg).toBe(
      '该订单已补缴，无需催缴',
    );
  });
});

describe('预约充电', () => {
  it('seeds every state, shows 已超时 at read time and refuses an overlapping booking of one connector', async () => {
    const rows = (await list('bookings')).results;
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((r) => r.bookingState))).toEqual(new Set([1, 2, 3, 4]));
    const now = formatSeedTime(Math.max(TEST_NOW, Date.now()) - 60_000);
    for (const r of rows.filter((x) => x.bookingState === 1)) expect(r.bookEnd >= now).toBe(true);
    const waiting = rows.find((r) => r.bookingState === 1)!;
    const base = {
      plateNo: '浙AD88888',
      plateColor: 5,
      phone: '13900001234',
      stationId: waiting.stationId,
      pileCode: waiting.pileCode,
      connectorNo: waiting.connectorNo,
    };
    const clash = await t.post(`${API}/bookings`, { ...base, bookStart: waiting.bookStart, bookEnd: waiting.bookEnd }, admin);
    expect(clash.body.msg).toBe(
      `该充电枪在 ${waiting.bookStart} ~ ${waiting.bookEnd} 已有车辆 ${waiting.plateNo} 的预约，请选择其他时段或充电枪`,
    );
    // A window that has already ended when read is 已超时.
    const past = await t.post(`${API}/bookings`, { ...base, bookStart: '2026-01-10 08:00:00', bookEnd: '2026-01-10 09:00:00' }, admin);
    expect(past.body.code).toBe('200');
    expect((await detail('bookings', past.body.data.bookingId)).bookingState).toBe(4);
    const day = formatSeedTime(Date.now() + 30 * 86_400_000).slice(0, 10);
    const later = await t.post(`${API}/bookings`, { ...base, bookStart: `${day} 08:00:00`, bookEnd: `${day} 09:00:00` }, admin);
    expect(later.body.code).toBe('200');
    const id = later.body.data.bookingId;
    expect((await t.post(`${API}/bookings/cancel`, { bookingId: id }, admin)).body.msg).toBe('请填写取消原因');
    expect((await t.post(`${API}/bookings/cancel`, { bookingId: id, cancelReason: '行程变更' }, admin)).body.code).toBe('200');
    expect((await t.post(`${API}/bookings/use`, { bookingId: id }, admin)).body.msg).toBe('只有待使用的预约可以确认使用');
    // Cancelled, the window is free again.
    const again = await t.post(`${API}/bookings`, { ...base, bookStart: `${day} 08:30:00`, bookEnd: `${day} 09:30:00` }, admin);
    expect(again.body.code).toBe('200');
    expect((await t.post(`${API}/bookings/use`, { bookingId: again.body.data.bookingId }, admin)).body.code).toBe('200');
    const expired = (await list('bookings', '&bookingState=4')).results;
    expect(expired.length).toBeGreaterThan(0);
    expect(expired.every((r) => r.bookingState === 4)).toBe(true);
  });
});

describe('permissions', () => {
  it('answers 403 without the pages', async () => {
    const viewer = await t.login('viewer1');
    for (const path of ['stationAccounts', 'monthBills', 'arrears', 'bookings'])
      expect((await t.get(`${API}/${path}?pageNo=1&pageSize=5`, viewer)).status).toBe(403);
    expect((await t.post(`${API}/arrears/repay`, { arrearId: 1, repayChannel: 1 }, viewer)).status).toBe(403);
    expect((await t.post(`${API}/bookings`, { plateNo: '浙AD88888' }, viewer)).status).toBe(403);
  });
});
