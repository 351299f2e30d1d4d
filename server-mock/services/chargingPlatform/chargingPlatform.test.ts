/**
 * 充电平台 (schemas/chargingPlatform.json) over HTTP and on the seeded database: the seed's shape (stations of the shared
 * vocabulary with counts from the pile table, piles and connectors in every state, tariffs in force for every
 * operating station with their versions, 30 days of orders, faults in every state), every seeded order recomputed by
 * the tariff module with dayKindAt of 工作日配置, the filters, the refusals (a gap or an overlap in the periods, a
 * price below zero, a station that still has piles, a pile code in use, a second rule in force), versions, the fault
 * workflow with its trail, and 403 without the button codes.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/schema';
import { seed } from '../../db/seed';
import { mockEngine } from '../../testing/mockEngine';
import { startTestServer, TEST_NOW, type TestServer, type WireRow } from '../../testing/harness';
import { formatSeedTime } from '../../engine/seedValues';
import { dayKindAt } from '../workingDayConfig';
import { CHARGING_STATIONS, STATION_ADDRESSES } from './stations';
import { STATION_ADDRESSES as ALARM_STATION_ADDRESSES } from '../alarmTargets/vocabulary';
import { billSession, orderLines, type OccupancyRule, type Tariff } from './tariff';

const API = '/api/charging/v2/api';
const WRONG_STATE = '0x10d7500015';
const BAD_REQUEST = '0x10d7500400';
type Page = { results: WireRow[]; totalRecord: number };

let t: TestServer;
let admin: string;
const list = async (path: string, query = '') => (await t.get<Page>(`${API}/${path}?pageNo=1&pageSize=500${query}`, admin)).body.data;
const detail = async (path: string, id: number) => (await t.get<WireRow>(`${API}/${path}/${id}`, admin)).body.data;

const period = (periodType: number, startTime: string, endTime: string, elecPrice = 0.6533, servicePrice = 0.8) => ({
  periodType,
  startTime,
  endTime,
  elecPrice,
  servicePrice,
});
const WHOLE_DAY = [
  period(4, '00:00', '08:00', 0.3218, 0.6),
  period(2, '08:00', '22:00', 1.0145, 0.8),
  period(4, '22:00', '24:00', 0.3218, 0.6),
];
const rule = (over: Record<string, unknown> = {}) => ({
  ruleName: '测试分时计费',
  stationId: 5,
  effectiveDate: '2026-02-01',
  periods: WHOLE_DAY,
  holidayEnabled: 0,
  ...over,
});

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('seed', () => {
  it('has the stations of the alarm vocabulary, their counts taken from the pile table', async () => {
    expect(ALARM_STATION_ADDRESSES).toBe(STATION_ADDRESSES);
    const stations = (await list('stations')).results;
    expect(stations.map((s) => s.address)).toEqual(STATION_ADDRESSES);
    const piles = (await list('piles')).results;
    for (const s of stations) {
      const own = piles.filter((p) => p.stationId === s.stationId);
      const guns = own.flatMap((p) => p.connectors as { connectorStatus: number }[]);
      const count = (state: number) => guns.filter((g) => g.connectorStatus === state).length;
      expect([s.pileCount, s.dcPileCount, s.acPileCount, s.connectorCount]).toEqual([
        own.length,
        own.filter((p) => p.pileType === 1).length,
        own.filter((p) => p.pileType === 2).length,
        guns.length,
      ]);
      expect([s.idleCount, s.chargingCount, s.faultCount, s.offlineCount, s.occupiedCount]).toEqual([1, 2, 3, 4, 5].map(count));
    }
  });

  it('has at least 60 piles with one or two connectors, every connector state present', async () => {
    const piles = (await list('piles')).results;
    expect(piles.length).toBeGreaterThanOrEqual(60);
    const states = new Set(piles.flatMap((p) => (p.connectors as { connectorStatus: number }[]).map((c) => c.connectorStatus)));
    expect([...states].sort()).toEqual([1, 2, 3, 4, 5]);
    for (const p of piles) expect([1, 2]).toContain((p.connectors as unknown[]).length);
    expect(piles.find((p) => p.pileCode === 'CP330101' + '00000001')).toMatchObject({ pileName: '1号直流快充桩', stationId: 1 });
  });

  it('has at least 60 tariffs with their versions, one in force at every operating station', async () => {
    const rules = (await list('chargeRules')).results;
    const versions = (await list('chargeRules/versions')).results;
    expect(rules.length + versions.length).toBeGreaterThanOrEqual(60);
    expect(rules.length).toBeGreaterThanOrEqual(60);
    for (const s of CHARGING_STATIONS.filter((x) => x.stationStatus === 1))
      expect(rules.filter((r) => r.stationId === s.stationId && r.ruleStatus === 1)).toHaveLength(1);
    expect(new Set(rules.map((r) => r.ruleStatus))).toEqual(new Set([0, 1, 2]));
    for (const v of versions) {
      const current = rules.find((r) => r.ruleId === v.chargeRuleId)!;
      expect(v.version).toBeLessThan(current.version);
    }
  });

  it('has at least 200 orders of the last 30 days and 60 faults in every state', async () => {
    const orders = (await list('chargeOrders')).results;
    expect(orders.length).toBeGreaterThanOrEqual(200);
    const from = formatSeedTime(TEST_NOW - 30 * 86_400_000);
    const to = formatSeedTime(TEST_NOW);
    for (const o of orders) {
      expect(o.startTime >= from && o.releaseTime <= to).toBe(true);
      expect(o.totalFee).toBe(o.elecFee + o.serviceFee + o.occupyFee);
      const lines = o.billLines as { amount: number; elecFee: number; serviceFee: number }[];
      expect(lines.reduce((a, l) => a + l.amount, 0)).toBe(o.elecFee + o.serviceFee);
    }
    expect(new Set(orders.map((o) => o.payState))).toEqual(new Set([1, 2, 3, 4]));
    const faults = (await list('faultRecords')).results;
    expect(faults.length).toBeGreaterThanOrEqual(60);
    expect(new Set(faults.map((f) => f.faultStatus))).toEqual(new Set([0, 1, 2]));
  });
});

describe('every seeded order, recomputed by the tariff module', () => {
  it('equals what was seeded: fees, occupancy, total and every line', () => {
    const engine = mockEngine();
    const db = new Database(':memory:');
    migrate(db);
    seed(db, { now: TEST_NOW });
    engine.installInto(db, { now: TEST_NOW });
    const store = (entity: string) => engine.store(db, entity)!;
    const orders = store('chargeOrder').select('', []);
    const rules = store('chargeRule');
    const history = store('chargeRuleVersion');
    const occupancy = store('occupyRule');
    const calendar = store('workingDayConfig');
    expect(orders.length).toBeGreaterThanOrEqual(200);
    let holidays = 0;
    for (const o of orders) {
      const current = rules.find(Number(o.ruleId))!;
      const tariff = (current.version === o.ruleVersion
        ? current
        : history.select('WHERE "chargeRuleId" = ? AND "version" = ?', [o.ruleId, o.ruleVersion])[0]) as unknown as Tariff;
      expect(tariff).toBeTruthy();
      const parkId = CHARGING_STATIONS.find((s) => s.stationId === o.stationId)!.parkId ?? 0;
      const dayKindOf = (date: string) => dayKindAt(calendar, parkId, date);
      const occupy = o.occupyRuleId ? (occupancy.find(Number(o.occupyRuleId)) as unknown as OccupancyRule) : null;
      const bill = billSession(
        tariff,
        { startTime: String(o.startTime), endTime: String(o.endTime), energyKwh: Number(o.chargeKwh), releaseTime: String(o.releaseTime) },
        dayKindOf,
        occupy,
      );
      expect([o.elecFee, o.serviceFee, o.occupyFee, o.totalFee]).toEqual([bill.elecFee, bill.serviceFee, bill.occupyFee, bill.totalFee]);
      expect(o.billLines).toEqual(orderLines(bill.lines));
      if (bill.lines.some((l) => l.holiday)) holidays++;
    }
    // The 30 days before 2026-01-14 hold 元旦: some sessions were priced by the holiday periods.
    expect(holidays).toBeGreaterThan(0);
    db.close();
  });
});

describe('filters return the rows they ask for', () => {
  it.each([
    ['stations', '&stationStatus=1', (r: WireRow) => r.stationStatus === 1],
    ['stations', '&stationName=文三', (r: WireRow) => String(r.stationName).includes('文三')],
    ['piles', '&stationId=2&pileType=1', (r: WireRow) => r.stationId === 2 && r.pileType === 1],
    ['piles', '&pileStatus=3', (r: WireRow) => r.pileStatus === 3],
    ['piles', '&pileCode=CP33010300', (r: WireRow) => String(r.pileCode).startsWith('CP33010300')],
    ['chargeRules', '&stationId=3&ruleStatus=2', (r: WireRow) => r.stationId === 3 && r.ruleStatus === 2],
    ['occupyPileRules', '&ruleStatus=1', (r: WireRow) => r.ruleStatus === 1],
    ['chargeOrders', '&stationId=4&payState=2', (r: WireRow) => r.stationId === 4 && r.payState === 2],
    ['chargeOrders', '&plateNo=浙', (r: WireRow) => String(r.plateNo).startsWith('浙')],
    [
      'chargeOrders',
      `&startTimeBegin=${encodeURIComponent(formatSeedTime(TEST_NOW - 7 * 86_400_000))}&startTimeEnd=${encodeURIComponent(formatSeedTime(TEST_NOW))}`,
      (r: WireRow) => r.startTime >= formatSeedTime(TEST_NOW - 7 * 86_400_000),
    ],
    ['faultRecords', '&faultStatus=0', (r: WireRow) => r.faultStatus === 0],
    ['faultRecords', '&faultLevel=3&stationId=1', (r: WireRow) => r.faultLevel === 3 && r.stationId === 1],
  ])('%s%s', async (path, query, holds) => {
    const page = await list(path, query);
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results.every(holds)).toBe(true);
  });
});

describe('计费规则', () => {
  it('refuses periods that leave a gap, naming it, and writes nothing', async () => {
    const before = (await list('chargeRules')).totalRecord;
    const gap = [period(4, '00:00', '07:00'), period(2, '08:00', '22:00'), period(4, '22:00', '24:00')];
    const res = await t.post(`${API}/chargeRules`, rule({ periods: gap }), admin);
    expect(res.body).toMatchObject({ code: WRONG_STATE, msg: '时段未覆盖 07:00–08:00' });
    const tail = await t.post(`${API}/chargeRules`, rule({ periods: [period(4, '00:00', '08:00'), period(2, '08:00', '22:00')] }), admin);
    expect(tail.body.msg).toBe('时段未覆盖 22:00–24:00');
    expect((await list('chargeRules')).totalRecord).toBe(before);
  });

  it('refuses overlapping periods', async () => {
    const overlap = [period(4, '00:00', '08:00'), period(2, '07:00', '22:00'), period(4, '22:00', '24:00')];
    const res = await t.post(`${API}/chargeRules`, rule({ periods: overlap }), admin);
    expect(res.body).toMatchObject({ code: BAD_REQUEST, msg: '第 2 行的时段（07:00~22:00）与第 1 行（00:00~08:00）重叠' });
  });

  it('refuses a price below zero and more than four decimals', async () => {
    const negative = await t.post(`${API}/chargeRules`, rule({ periods: [period(3, '00:00', '24:00', -0.1, 0.8)] }), admin);
    expect(negative.body).toMatchObject({ code: BAD_REQUEST, msg: '电价(元/kWh)不能小于0（第1行）' });
    const fine = await t.post(`${API}/chargeRules`, rule({ periods: [period(3, '00:00', '24:00', 0.12345, 0.8)] }), admin);
    expect(fine.body).toMatchObject({ code: WRONG_STATE, msg: '第 1 行的电价最多保留4位小数' });
  });

  it('checks the holiday periods when they are on, and not when they are off', async () => {
    const holidayGap = await t.post(
      `${API}/chargeRules`,
      rule({ holidayEnabled: 1, holidayPeriods: [period(4, '00:00', '08:00'), period(3, '08:00', '20:00')] }),
      admin,
    );
    expect(holidayGap.body).toMatchObject({ code: WRONG_STATE, msg: '节假日时段未覆盖 20:00–24:00' });
    const off = await t.post(`${API}/chargeRules`, rule({ ruleName: '测试无节假日' }), admin);
    expect(off.body.code).toBe('200');
    await t.del(`${API}/chargeRules`, { ids: [off.body.data.ruleId] }, admin);
  });

  it('saves a rule that covers the day, deploys it once per station, and versions an edit in force', async () => {
    const created = await t.post<WireRow>(`${API}/chargeRules`, rule(), admin);
    expect(created.body).toMatchObject({ code: '200', data: { ruleStatus: 0, version: 1 } });
    const ruleId = created.body.data.ruleId as number;
    expect((await t.post(`${API}/chargeRules/deploy`, { ruleId }, admin)).body.code).toBe('200');
    const second = (await t.post<WireRow>(`${API}/chargeRules`, rule({ ruleName: '测试第二条' }), admin)).body.data;
    const clash = await t.post(`${API}/chargeRules/deploy`, { ruleId: second.ruleId }, admin);
    expect(clash.body).toMatchObject({ code: WRONG_STATE, msg: '该充电站已有生效中的计费规则「测试分时计费」，请先停用后再下发' });
    const edited = await t.put<WireRow>(
      `${API}/chargeRules`,
      { ...rule({ periods: [period(3, '00:00', '24:00', 0.6533, 0.7)] }), ruleId },
      admin,
    );
    expect(edited.body).toMatchObject({ code: '200', data: { version: 2, ruleStatus: 1 } });
    const history = (await list('chargeRules/versions', `&chargeRuleId=${ruleId}`)).results;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ chargeRuleId: ruleId, version: 1, replacedUser: expect.any(String) });
    expect((history[0].periods as unknown[]).length).toBe(3);
    const removeInForce = await t.del(`${API}/chargeRules`, { ids: [ruleId] }, admin);
    expect(removeInForce.body).toMatchObject({ code: WRONG_STATE, msg: '当前状态为「生效中」，不能执行「删除」' });
  });
});

describe('充电站 and 充电桩', () => {
  it('refuses to delete a station that still has piles', async () => {
    const res = await t.del(`${API}/stations`, { ids: [1] }, admin);
    expect(res.body).toMatchObject({ code: WRONG_STATE, msg: '充电站「文三路充电站」下还有 14 个充电桩，请先删除或迁移充电桩后再删除' });
    expect(await detail('stations', 1)).toMatchObject({ stationName: '文三路充电站' });
  });

  it('refuses a pile code that already exists', async () => {
    const res = await t.post(
      `${API}/piles`,
      {
        pileCode: 'CP33010100000001',
        pileName: '15号直流快充桩',
        stationId: 1,
        pileType: 1,
        ratedPower: 120,
        connectors: [{ connectorNo: 1, connectorStatus: 4 }],
      },
      admin,
    );
    expect(res.body).toMatchObject({ code: WRONG_STATE, msg: '桩编号 CP33010100000001 已被充电桩「1号直流快充桩」使用' });
  });

  it('counts a new station’s piles and connectors, and lets it go once they are gone', async () => {
    const station = (
      await t.post<WireRow>(
        `${API}/stations`,
        {
          stationName: '测试充电站',
          operatorName: '浙江星能充电科技有限公司',
          address: '浙江省杭州市余杭区文一西路969号',
          stationStatus: 2,
          openHours: '00:00-24:00',
        },
        admin,
      )
    ).body.data;
    const pile = await t.post<WireRow>(
      `${API}/piles`,
      {
        pileCode: 'CP33019900000001',
        pileName: '1号直流快充桩',
        stationId: station.stationId,
        pileType: 1,
        ratedPower: 160,
        connectors: [
          { connectorNo: 1, connectorStatus: 1 },
          { connectorNo: 2, connectorStatus: 3 },
        ],
      },
      admin,
    );
    expect(pile.body).toMatchObject({ code: '200', data: { pileStatus: 3 } });
    expect(await detail('stations', station.stationId)).toMatchObject({
      pileCount: 1,
      dcPileCount: 1,
      connectorCount: 2,
      idleCount: 1,
      faultCount: 1,
    });
    const refused = await t.del(`${API}/stations`, { ids: [station.stationId] }, admin);
    expect(refused.body.msg).toBe('充电站「测试充电站」下还有 1 个充电桩，请先删除或迁移充电桩后再删除');
    expect((await t.del(`${API}/piles`, { ids: [pile.body.data.pileId] }, admin)).body.code).toBe('200');
    expect(await detail('stations', station.stationId)).toMatchObject({ pileCount: 0, connectorCount: 0 });
    expect((await t.del(`${API}/stations`, { ids: [station.stationId] }, admin)).body.code).toBe('200');
  });
});

describe('故障记录', () => {
  it('runs 受理 → 恢复 with a trail, refusing each step in the wrong state', async () => {
    const open = (await list('faultRecords', '&faultStatus=0')).results[0];
    const faultId = open.faultId as number;
    expect((await t.post(`${API}/faultRecords/accept`, { faultId }, admin)).body.code).toBe('200');
    const again = await t.post(`${API}/faultRecords/accept`, { faultId }, admin);
    expect(again.body).toMatchObject({ code: WRONG_STATE, msg: '当前状态为「处理中」，不能执行「受理」' });
    const noNote = await t.post(`${API}/faultRecords/recover`, { faultId }, admin);
    expect(noNote.body.msg).toBe('请填写处理说明');
    expect((await t.post(`${API}/faultRecords/recover`, { faultId, handleNote: '更换枪头温度传感器后恢复正常' }, admin)).body.code).toBe(
      '200',
    );
    const done = await detail('faultRecords', faultId);
    expect(done).toMatchObject({ faultStatus: 2, handleNote: '更换枪头温度传感器后恢复正常', handler: expect.any(String) });
    expect(done.recoverTime).toBeTruthy();
    expect(
      (done.auditTrail as { action: string; fromLabel: string; toLabel: string }[]).map((e) => [e.action, e.fromLabel, e.toLabel]),
    ).toEqual([
      ['受理', '未处理', '处理中'],
      ['恢复', '处理中', '已恢复'],
    ]);
    const recovered = await t.post(`${API}/faultRecords/recover`, { faultId, handleNote: '再次恢复' }, admin);
    expect(recovered.body.msg).toBe('当前状态为「已恢复」，不能执行「恢复」');
  });
});

describe('permissions', () => {
  it('answers 403 to an account without the 充电平台 pages, and to one without a delete code', async () => {
    const viewer = await t.login('viewer1');
    expect((await t.get(`${API}/chargeOrders?pageNo=1&pageSize=5`, viewer)).status).toBe(403);
    expect((await t.post(`${API}/chargeRules`, rule(), viewer)).status).toBe(403);
    expect((await t.post(`${API}/faultRecords/accept`, { faultId: 1 }, viewer)).status).toBe(403);
    const operator = await t.login('operator');
    expect((await t.get(`${API}/stations?pageNo=1&pageSize=5`, operator)).status).toBe(200);
    expect((await t.del(`${API}/stations`, { ids: [5] }, operator)).status).toBe(403);
  });
});
