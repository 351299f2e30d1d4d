import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type WireRow } from '../../testing/harness';
import { formatChinaTime } from '../../db/time';
import { alreadyInPark, entryPending, exitBeforeEntry, notInPark, SUPPLEMENT, SUPPLEMENT_MSG, SUPPLEMENT_STATUS } from './supplements';
import { ORDER } from './orders';

const S = '/api/charge/v2/api/supplements';
const O = '/api/charge/v2/api/parkOrders';
type Row = WireRow;
type Page = { results: Row[]; totalRecord: number };
const EVIDENCE = ['/mock-assets/fault-photo-1.svg'];
const PARK = 1002;
const LANE = 10021; // 武林广场·东门入口

describe('补录：补录入场 / 补录出场 → 审核 → 生成或结束停车订单（真实 HTTP）', () => {
  let t: TestServer;
  let admin: string;
  let viewer: string;
  const ago = (minutes: number) => formatChinaTime(Date.now() - minutes * 60_000);
  const submit = (body: Row, token = admin) =>
    t.post(S, { plateColor: 1, parkId: PARK, laneId: LANE, supplementReason: 1, evidenceImages: EVIDENCE, ...body }, token);
  const parked = async (plate: string) =>
    (await t.get<Page>(`${O}?plateNo=${encodeURIComponent(plate)}&parkId=${PARK}&orderStatus=${ORDER.parked}`, admin)).body.data.results;

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.login('admin');
    viewer = await t.login('viewer1');
  });
  afterAll(() => t.close());

  it('lists seeded records in every state', async () => {
    const page = (await t.get<Page>(`${S}?pageSize=100`, admin)).body.data;
    expect(page.totalRecord).toBeGreaterThanOrEqual(60);
    const states = new Set(page.results.map((r) => r.supplementStatus));
    expect([...states].sort()).toEqual([1, 2, 3]);
  });

  it('an entry opens an order on approval; a second entry and an exit before the entry are refused; the exit closes the order', async () => {
    const plate = '浙A9B7C6';
    expect((await submit({ supplementType: SUPPLEMENT.exit, plateNo: plate, passTime: ago(30) })).body.msg).toBe(notInPark(plate));
    expect((await submit({ supplementType: SUPPLEMENT.entry, plateNo: plate, passTime: ago(-30) })).body.msg).toBe(
      SUPPLEMENT_MSG.timeAhead,
    );
    expect((await submit({ supplementType: SUPPLEMENT.entry, plateNo: plate, passTime: ago(120), laneId: 10011 })).body.msg).toBe(
      SUPPLEMENT_MSG.laneNotInPark,
    );
    expect((await submit({ supplementType: SUPPLEMENT.entry, plateNo: plate, passTime: ago(120), evidenceImages: [] })).body.msg).toBe(
      '请填写证据图片',
    );
    expect((await submit({ supplementType: SUPPLEMENT.entry, plateNo: plate, passTime: ago(120) }, viewer)).status).toBe(403);

    const entry = await submit({ supplementType: SUPPLEMENT.entry, plateNo: plate, passTime: ago(120), remark: '车牌污损未识别' });
    expect(entry.body.data).toMatchObject({ supplementStatus: SUPPLEMENT_STATUS.pending, laneName: '东门入口', plateNo: plate });
    expect((await submit({ supplementType: SUPPLEMENT.entry, plateNo: plate, passTime: ago(110) })).body.msg).toBe(entryPending(plate));
    expect((await t.post(`${S}/approve`, { id: entry.body.data.id }, viewer)).status).toBe(403);
    expect((await t.post(`${S}/approve`, { id: entry.body.data.id, auditRemark: '监控核实' }, admin)).body.code).toBe('200');
    const [order] = await parked(plate);
    expect(order).toMatchObject({ orderStatus: ORDER.parked, inTime: entry.body.data.passTime, inGate: '东门入口', vehicleKind: 1 });
    const approved = (await t.get<Row>(`${S}/${entry.body.data.id}`, admin)).body.data;
    expect(approved).toMatchObject({ supplementStatus: SUPPLEMENT_STATUS.approved, orderNo: order.orderNo, auditUser: '陈建国' });
    expect((approved.auditTrail as Row[]).map((s) => s.toLabel)).toEqual(['已通过']);
    expect((await t.post(`${S}/approve`, { id: entry.body.data.id }, admin)).body.msg).toBe('该补录已审核');

    expect((await submit({ supplementType: SUPPLEMENT.entry, plateNo: plate, passTime: ago(60) })).body.msg).toBe(
      alreadyInPark(plate, order.inTime),
    );
    expect((await submit({ supplementType: SUPPLEMENT.exit, plateNo: plate, passTime: ago(180), laneId: 10022 })).body.msg).toBe(
      exitBeforeEntry(order.inTime),
    );
    const exit = await submit({ supplementType: SUPPLEMENT.exit, plateNo: plate, passTime: ago(10), laneId: 10022 });
    expect(exit.body.data).toMatchObject({ orderNo: order.orderNo, entryTime: order.inTime, receivableMoney: 8 });
    expect((await t.post(`${S}/approve`, { id: exit.body.data.id }, admin)).body.code).toBe('200');
    const closed = (await t.get<Row>(`${O}/${order.id}`, admin)).body.data;
    expect(closed).toMatchObject({ orderStatus: ORDER.unpaid, outTime: exit.body.data.passTime, outGate: '东门出口', receivableMoney: 8 });
    expect(await parked(plate)).toEqual([]);
  });

  it('驳回 needs a reason and leaves the orders as they were', async () => {
    const [pending] = (await t.get<Page>(`${S}?supplementStatus=1&pageSize=5`, admin)).body.data.results;
    expect((await t.post(`${S}/reject`, { id: pending.id }, admin)).body.msg).toBe('请填写驳回原因');
    expect((await t.post(`${S}/reject`, { id: pending.id, auditRemark: '证据不清晰' }, admin)).body.code).toBe('200');
    expect((await t.get<Row>(`${S}/${pending.id}`, admin)).body.data).toMatchObject({
      supplementStatus: SUPPLEMENT_STATUS.rejected,
      auditRemark: '证据不清晰',
    });
  });
});
