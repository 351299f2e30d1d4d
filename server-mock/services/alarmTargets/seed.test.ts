/**
 * The alarm target lists (schemas/specificCar.json, equipMonitoring.json, underpayment.json) against the contract the
 * real-time alarm links rely on: entity names, the fields the alarm feed writes, the search parameters and their
 * match; their curated seed; their filters and the 处理 step over HTTP.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/schema';
import { seed } from '../../db/seed';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/harness';
import { parseSeedTime } from '../../engine/seedKit';
import { ENGINE_EXTENSIONS } from '../extensions';
import { createEngine } from '../../engine/index';
import type { ListBinding } from '../../engine/types';

const engine = createEngine({ extensions: ENGINE_EXTENSIONS });

type Row = Record<string, unknown>;

/** area, list endpoint, entity, fields the alarm feed writes, search parameters (match), parameters the alarm links carry. */
const CONTRACT: [string, string, string, string[], string[], string[]][] = [
  [
    'specificCar',
    'blackAlertList',
    'blackAlertRecord',
    ['plateNo', 'plateColor', 'parkName', 'location', 'alarmTime', 'alarmReason', 'status'],
    ['plateNo like', 'parkName like', 'alarmTimeStart/alarmTimeEnd range', 'status eq'],
    ['plateNo'],
  ],
  [
    'specificCar',
    'monthlyCardList',
    'monthlyCard',
    ['plateNo', 'parkName', 'ownerName', 'phone', 'cardType', 'beginTime', 'endTime', 'syncStatus', 'syncType', 'failReason'],
    ['plateNo like', 'parkName like', 'syncStatus eq', 'cardStatus eq'],
    ['plateNo'],
  ],
  [
    'underpayment',
    'arrearsPlateList',
    'arrearsPlate',
    ['plateNo', 'plateColor', 'parkName', 'isParking', 'arrearsCount', 'arrearsMoney', 'lastInTime', 'lastOutTime', 'phone'],
    ['plateNo like', 'isParking eq', 'parkName like'],
    ['plateNo', 'isParking'],
  ],
  [
    'equipMonitoring',
    'dockingOfflineList',
    'dockingOfflineRecord',
    ['parkName', 'certCode', 'offlineTime', 'recoverTime', 'status'],
    ['parkName like', 'offlineTimeStart/offlineTimeEnd range', 'status eq'],
    ['parkName', 'status'],
  ],
  [
    'equipMonitoring',
    'videoOfflineList',
    'videoOfflineRecord',
    ['deviceName', 'devCode', 'deviceTypeText', 'parkName', 'address', 'offlineTime', 'recoverTime', 'status'],
    ['deviceName like', 'devCode eq', 'parkName like', 'offlineTimeStart/offlineTimeEnd range', 'status eq'],
    ['devCode', 'status'],
  ],
  [
    'equipMonitoring',
    'chargeOfflineList',
    'chargeOfflineRecord',
    ['devName', 'devCode', 'address', 'offlineTime', 'recoverTime', 'status'],
    ['devName like', 'devCode eq', 'offlineTimeStart/offlineTimeEnd range', 'status eq'],
    ['devCode', 'status'],
  ],
  [
    'equipMonitoring',
    'abnormalTemList',
    'abnormalTemRecord',
    ['activeName', 'deviceName', 'deviceTypeName', 'address', 'alarmName', 'alarmTypeText', 'temperature', 'alarmTime', 'status'],
    ['activeName eq', 'deviceName like', 'alarmTimeStart/alarmTimeEnd range', 'status eq'],
    ['activeName', 'deviceName'],
  ],
];

describe('the alarm target lists follow the contract', () => {
  it.each(CONTRACT)('%s.%s lists entity %s', (area, endpoint, entity, fields, filters, linkParams) => {
    const list = engine.generic.find((g) => g.area === area && g.name === endpoint);
    expect(list?.model.entity).toBe(entity);
    const model = list!.model;
    expect(model.rowKey).toBe('id');
    for (const field of fields) expect(model.byName.has(field), `${entity}.${field}`).toBe(true);
    const binding = list!.binding as ListBinding;
    expect(binding.filters.map((f) => `${f.params.join('/')} ${f.match}`).sort()).toEqual([...filters].sort());
    const searchParams = binding.filters.flatMap((f) => f.params);
    for (const param of linkParams) expect(searchParams, `${endpoint} ${param}`).toContain(param);
  });

  it.each(CONTRACT)('%s.%s: a record inserted by the alarm feed reads back whole (%s)', (_area, _endpoint, entity, fields) => {
    const db = new Database(':memory:');
    engine.installInto(db, { now: TEST_NOW, rows: 1 });
    const store = engine.store(db, entity)!;
    const record = Object.fromEntries(fields.map((f) => [f, sample(store.model.byName.get(f)!.storage, f)]));
    const id = store.insert(record);
    expect(store.find(id)).toMatchObject(record);
    db.close();
  });
});

/** A value of the right kind for a field written by the alarm feed. */
function sample(storage: string, name: string): unknown {
  if (name === 'activeName') return 'charging';
  if (/Time$/.test(name)) return '2026-01-14 09:30:00';
  return storage === 'number' ? 1 : `${name}-值`;
}

describe('the curated seed of the alarm target lists', () => {
  const db = new Database(':memory:');
  migrate(db);
  seed(db, { now: TEST_NOW });
  engine.installInto(db, { now: TEST_NOW });
  const rows = (entity: string) => db.prepare(`SELECT * FROM "ent_${entity}"`).all() as Row[];
  const time = (v: unknown) => parseSeedTime(v)!;
  afterAll(() => db.close());

  it.each(['dockingOfflineRecord', 'videoOfflineRecord', 'chargeOfflineRecord'])(
    '%s: 离线中 rows have no recovery time, 已恢复 ones recover after going offline',
    (entity) => {
      const all = rows(entity);
      expect(all).toHaveLength(60);
      for (const r of all) {
        if (r.status === 1) expect(r.recoverTime).toBeNull();
        else {
          expect(r.status).toBe(2);
          expect(time(r.recoverTime)).toBeGreaterThan(time(r.offlineTime));
        }
      }
      expect(new Set(all.map((r) => r.status))).toEqual(new Set([1, 2]));
    },
  );

  it('names video devices by their type (枪机 / 球机 / 高位视频 / 视频桩)', () => {
    for (const r of rows('videoOfflineRecord')) {
      expect(['枪机', '球机', '高位视频', '视频桩']).toContain(r.deviceTypeText);
      expect(String(r.deviceName)).toContain(String(r.deviceTypeText));
      expect(r.devCode).toMatch(/^\d{20}$/);
    }
  });

  it('names charging piles 12号直流快充桩 and gives them a station address', () => {
    for (const r of rows('chargeOfflineRecord')) {
      expect(r.devName).toMatch(/^\d+号(直流快充桩|交流慢充桩)$/);
      expect(r.address).toMatch(/充电站$/);
    }
  });

  it('gives temperature alarms a device of their scene and a temperature of their level', () => {
    const all = rows('abnormalTemRecord');
    expect(new Set(all.map((r) => r.activeName))).toEqual(new Set(['parking', 'charging']));
    for (const r of all) {
      expect(r.deviceTypeName).toBe(r.activeName === 'charging' ? '充电桩' : '测温相机');
      const t = r.temperature as number;
      expect(Math.round(t * 10)).toBe(t * 10);
      if (r.alarmTypeText === '一级告警') expect(t).toBeGreaterThanOrEqual(80);
      else expect([t >= 60, t < 80, r.alarmTypeText]).toEqual([true, true, '二级告警']);
    }
  });

  it.each(['blackAlertRecord', 'abnormalTemRecord'])(
    '%s: only handled alarms have a handler and a handling time after the alarm',
    (entity) => {
      for (const r of rows(entity)) {
        if (r.status === 1) expect([r.updateUser, r.updateTime]).toEqual([null, null]);
        else {
          expect(r.updateUser).toMatch(/^\p{Script=Han}{2,3}$/u);
          expect(time(r.updateTime)).toBeGreaterThan(time(r.alarmTime));
        }
      }
    },
  );

  it.each([
    'blackAlertRecord',
    'monthlyCard',
    'arrearsPlate',
    'dockingOfflineRecord',
    'videoOfflineRecord',
    'chargeOfflineRecord',
    'abnormalTemRecord',
  ])('%s: no time lies after the seed time (but a card may end later)', (entity) => {
    for (const r of rows(entity)) {
      for (const [name, value] of Object.entries(r))
        if (name !== 'endTime' && parseSeedTime(value) !== undefined)
          expect(time(value), `${name} ${String(value)}`).toBeLessThanOrEqual(TEST_NOW);
    }
  });

  it.each(['blackAlertRecord', 'abnormalTemRecord'])('%s: alarms of the last 3 hours are still pending', (entity) => {
    const recent = rows(entity).filter((r) => time(r.alarmTime) > TEST_NOW - 3 * 3_600_000);
    expect(recent.length).toBeGreaterThan(0);
    expect(recent).toHaveItemsAllMatching((r) => r.status === 1);
  });

  it('reads blacklist alarms at a gate: 入口 → 黑名单车辆入场, 出口 → 黑名单车辆出场', () => {
    for (const r of rows('blackAlertRecord'))
      expect(r.alarmReason).toBe(String(r.location).endsWith('出口') ? '黑名单车辆出场' : '黑名单车辆入场');
  });

  it('ends a card after its months (月卡 1, 季卡 3, 年卡 12) and explains only failed issues', () => {
    for (const r of rows('monthlyCard')) {
      // A card ended by 退卡 (月卡申请审核) ends the day before the refund was approved.
      if (r.cardStatus === 2) continue;
      const begin = new Date(time(r.beginTime) + 8 * 3_600_000);
      begin.setUTCMonth(begin.getUTCMonth() + ({ 1: 1, 2: 3, 3: 12 } as Record<number, number>)[r.cardType as number]);
      expect(time(r.endTime)).toBe(begin.getTime() - 8 * 3_600_000 - 1000);
      if (r.syncStatus === 2) expect(r.failReason).toEqual(expect.any(String));
      else expect(r.failReason).toBeNull();
    }
  });

  it('sums arrears of 3 to 45 yuan per order and orders the last exit by the parking state', () => {
    for (const r of rows('arrearsPlate')) {
      const count = r.arrearsCount as number;
      const money = r.arrearsMoney as number;
      expect(money).toBeGreaterThanOrEqual(3 * count);
      expect(money).toBeLessThanOrEqual(45 * count);
      expect(Math.abs(money * 100 - Math.round(money * 100))).toBeLessThan(1e-6);
      if (r.isParking === 1) expect(time(r.lastOutTime)).toBeLessThan(time(r.lastInTime));
      else expect(time(r.lastOutTime)).toBeGreaterThan(time(r.lastInTime));
    }
  });
});

describe('the alarm target lists over HTTP', () => {
  let t: TestServer;
  let token: string;
  const data = async (path: string) => (await t.get(path, token)).body;

  beforeAll(async () => {
    t = await startTestServer();
    token = await t.login('admin');
  });
  afterAll(() => t.close());

  it('filters a list by the parameters the alarm links carry', async () => {
    const first = (await data('/api/special/v2/api/blackAlertRecords?pageSize=1')).data.results[0] as Row;
    const plate = String(first.plateNo);
    const byPlate = await data(`/api/special/v2/api/blackAlertRecords?plateNo=${encodeURIComponent(plate.slice(1, 5))}`);
    expect(byPlate.data.results.length).toBeGreaterThan(0);
    expect(byPlate.data.results as Row[]).toHaveItemsAllMatching((r) => String(r.plateNo).includes(plate.slice(1, 5)));

    const all = await data('/api/charge/v2/api/arrearsPlates?pageSize=100');
    const parked = await data('/api/charge/v2/api/arrearsPlates?pageSize=100&isParking=1');
    expect(parked.data.totalRecord).toBeGreaterThan(0);
    expect(parked.data.totalRecord).toBeLessThan(all.data.totalRecord);
    expect(parked.data.results as Row[]).toHaveItemsAllMatching((r) => r.isParking === 1);

    const charging = await data('/api/device/v2/api/abnormalTemRecords?pageSize=100&activeName=charging&status=1');
    expect(charging.data.results.length).toBeGreaterThan(0);
    expect(charging.data.results as Row[]).toHaveItemsAllMatching((r) => r.activeName === 'charging' && r.status === 1);
  });

  it.each([
    ['/api/special/v2/api/blackAlertRecords', '/api/special/v2/api/blackAlertRecords/handle'],
    ['/api/device/v2/api/abnormalTemRecords', '/api/device/v2/api/abnormalTemRecords/handle'],
  ])('handles a pending alarm of %s once (status 1 → 2), then refuses 当前状态不允许该操作', async (list, handle) => {
    const pending = (await data(`${list}?status=1&pageSize=1`)).data.results[0] as Row;
    const done = await t.post(handle, { id: pending.id, status: 2 }, token);
    expect(done.body.code).toBe('200');
    expect(done.body.data).toMatchObject({ id: pending.id, status: 2, updateUser: expect.any(String) });
    expect(done.body.data.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const again = await t.post(handle, { id: pending.id, status: 2 }, token);
    expect([again.body.code, again.body.msg]).toEqual(['0x10d7500015', '当前状态不允许该操作']);
  });

  it('answers a detail by id', async () => {
    const first = (await data('/api/device/v2/api/videoOfflines?pageSize=1')).data.results[0] as Row;
    const detail = await data(`/api/device/v2/api/videoOfflines/${String(first.id)}`);
    expect(detail.data).toEqual(first);
  });
});
