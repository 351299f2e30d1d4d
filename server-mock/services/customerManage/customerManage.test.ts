import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type WireRow } from '../../testing/harness';
import { OWNERS } from './owners';

const P = '/api/customer/v2/api/plateInfos';
type Row = WireRow;
type Page = { results: Row[]; totalRecord: number };

describe('客户管理：车主、车辆与其订单、欠费、月卡（真实 HTTP）', () => {
  let t: TestServer;
  let admin: string;
  let viewer: string;
  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.login('admin');
    viewer = await t.login('viewer4');
  });
  afterAll(() => t.close());

  it('searches owners by plate and by phone', async () => {
    const all = (await t.get<Page>(`${P}?pageSize=100`, admin)).body.data;
    expect(all.totalRecord).toBeGreaterThanOrEqual(60);
    const owner = OWNERS[3];
    const byPlate = (await t.get<Page>(`${P}?plateNos=${encodeURIComponent(owner.plates[0].plateNo.slice(1))}`, admin)).body.data.results;
    expect(byPlate.map((r) => r.ownerName)).toContain(owner.ownerName);
    const byPhone = (await t.get<Page>(`${P}?phone=${owner.phone.slice(0, 7)}`, admin)).body.data.results;
    expect(byPhone.length).toBeGreaterThan(0);
    expect(byPhone.every((r) => String(r.phone).startsWith(owner.phone.slice(0, 7)))).toBe(true);
  });

  it('the detail gathers the plates’ orders, arrears and passes from the other areas', async () => {
    const owner = OWNERS.find((o) => o.monthlyPass)!;
    const [row] = (await t.get<Page>(`${P}?customerNo=${owner.customerNo}`, admin)).body.data.results;
    const detail = (await t.get<Row>(`${P}/${row.id}/overview`, admin)).body.data;
    const orders = detail.orders as Row[];
    expect(orders.length).toBeGreaterThanOrEqual(3);
    expect(orders.every((o) => owner.plates.some((p) => p.plateNo === o.plateNo))).toBe(true);
    expect(detail.orderCount).toBe(orders.length);
    const withArrears = OWNERS.find((o, i) => !o.monthlyPass && i % 4 === 1)!;
    const [debtor] = (await t.get<Page>(`${P}?customerNo=${withArrears.customerNo}`, admin)).body.data.results;
    const debts = (await t.get<Row>(`${P}/${debtor.id}/overview`, admin)).body.data;
    expect(debts.arrearsCount).toBeGreaterThan(0);
    expect(Math.round(Number(debts.arrearsTotal) * 100)).toBe(
      (debts.arrears as Row[]).reduce((s, a) => s + Math.round(Number(a.arrearsMoney) * 100), 0),
    );
  });

  it('adds an owner with a plate, refuses a phone already registered, and refuses without the button code', async () => {
    const body = {
      ownerName: '测试车主',
      phone: '13957100001',
      registerSource: 1,
      plates: [{ plateNo: '浙A5K2M8', plateColor: 1, carType: 1 }],
    };
    const made = await t.post(P, body, admin);
    expect(made.body.code).toBe('200');
    const [row] = (await t.get<Page>(`${P}?plateNos=浙A5K2M8`, admin)).body.data.results;
    expect(row).toMatchObject({ ownerName: '测试车主', plateNos: '浙A5K2M8', vehicleCount: 1 });
    expect((await t.post(P, { ...body, ownerName: '另一车主' }, admin)).body.msg).toBe('手机号 13957100001 已登记为车主「测试车主」');
    expect((await t.post(P, { ...body, phone: '13957100002' }, viewer)).status).toBe(403);
  });
});
