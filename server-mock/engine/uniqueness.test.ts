/**
 * Unique constraints declared in the document (`entities.<name>.unique`, engine/uniqueness.ts), over HTTP on the
 * fixture testdata/uniqueFixture.json: equal keys, overlapping periods (a period field, start and end dates; touching
 * periods, open ends), `when` (inactive entries do not clash), the declared and the default messages, updates that
 * leave the record itself out, and two identical requests fired at once storing one record.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';
import { periodsIntersect } from './uniqueness';

const FIXTURE = fileURLToPath(new URL('./testdata/uniqueFixture.json', import.meta.url));
const API = '/api/uf/v2/api';
const OK = '200';
const REFUSED = '0x10d7500015';

type Row = Record<string, unknown>;

let t: TestServer;
let token: string;

beforeAll(async () => {
  t = await startTestServer({ schemas: { extraFiles: [FIXTURE] } });
  token = await t.login('admin');
});
afterAll(() => t.close());

const create = async (kind: string, body: Row) => (await t.post<Row>(`${API}/${kind}`, body, token)).body;
const update = async (kind: string, body: Row) => (await t.put<Row>(`${API}/${kind}`, body, token)).body;
const rows = async (kind: string, query: string) =>
  (await t.get<{ records?: Row[]; results?: Row[]; total?: number }>(`${API}/${kind}?pageSize=100&${query}`, token)).body.data;
const listed = async (kind: string, query: string): Promise<Row[]> => {
  const data = await rows(kind, query);
  return (data.records ?? data.results ?? []) as Row[];
};

const black = (plateNo: string, validPeriod: [string, string] | null, more: Row = {}) => ({
  plateNo,
  parkId: 1001,
  validPeriod,
  entryStatus: 1,
  ...more,
});
const YEAR_2026: [string, string] = ['2026-01-01 00:00:00', '2026-12-31 23:59:59'];
const FIRST_HALF: [string, string] = ['2026-01-01 00:00:00', '2026-06-30 23:59:59'];
const SECOND_HALF: [string, string] = ['2026-07-01 00:00:00', '2026-12-31 23:59:59'];

type Case = [name: string, kind: string, stored: Row[], candidate: Row, refusal: string | null];

const cases: Case[] = [
  // a period field (validPeriod), `when` and a declared message
  [
    'an active entry of the plate in the park with an overlapping period',
    'blacks',
    [black('UQ0001', YEAR_2026)],
    black('UQ0001', ['2026-03-01 00:00:00', '2026-03-31 23:59:59']),
    '车牌 UQ0001 在 西湖文化广场停车场 已有生效中的黑名单（2026-01-01 00:00:00 ~ 2026-12-31 23:59:59）',
  ],
  [
    'periods that only touch (one ends the second before the other begins)',
    'blacks',
    [black('UQ0002', FIRST_HALF)],
    black('UQ0002', SECOND_HALF),
    null,
  ],
  [
    'periods sharing one moment',
    'blacks',
    [black('UQ0003', ['2026-01-01 00:00:00', '2026-06-30 12:00:00'])],
    black('UQ0003', ['2026-06-30 12:00:00', '2026-12-31 23:59:59']),
    '车牌 UQ0003 在 西湖文化广场停车场 已有生效中的黑名单（2026-01-01 00:00:00 ~ 2026-06-30 12:00:00）',
  ],
  ['the same plate in another park', 'blacks', [black('UQ0004', YEAR_2026)], black('UQ0004', YEAR_2026, { parkId: 1002 }), null],
  ['an inactive stored entry', 'blacks', [black('UQ0005', YEAR_2026, { entryStatus: 0 })], black('UQ0005', YEAR_2026), null],
  ['an inactive new entry', 'blacks', [black('UQ0006', YEAR_2026)], black('UQ0006', YEAR_2026, { entryStatus: 0 }), null],
  [
    'a stored entry without a period (长期有效)',
    'blacks',
    [black('UQ0007', null)],
    black('UQ0007', ['2030-01-01 00:00:00', '2030-01-31 23:59:59']),
    '车牌 UQ0007 在 西湖文化广场停车场 已有生效中的黑名单（长期有效）',
  ],
  [
    'a new entry without a period over a bounded one',
    'blacks',
    [black('UQ0008', FIRST_HALF, { parkId: 1002 })],
    black('UQ0008', null, { parkId: 1002 }),
    '车牌 UQ0008 在 武林广场地下停车场 已有生效中的黑名单（2026-01-01 00:00:00 ~ 2026-06-30 23:59:59）',
  ],
  // start and end dates, the default message
  [
    'dates: the next pass starting the day after the end',
    'passes',
    [{ plateNo: 'UQ0101', beginDate: '2026-01-01', endDate: '2026-01-31' }],
    { plateNo: 'UQ0101', beginDate: '2026-02-01', endDate: '2026-02-28' },
    null,
  ],
  [
    'dates: a pass starting on the end day (valid all day)',
    'passes',
    [{ plateNo: 'UQ0102', beginDate: '2026-01-01', endDate: '2026-01-31' }],
    { plateNo: 'UQ0102', beginDate: '2026-01-31', endDate: '2026-02-28' },
    '车牌号 UQ0102 已有有效期重叠的记录（2026-01-01 ~ 2026-01-31）',
  ],
  [
    'dates: a stored pass without an end',
    'passes',
    [{ plateNo: 'UQ0103', beginDate: '2026-03-01' }],
    { plateNo: 'UQ0103', beginDate: '2027-01-01', endDate: '2027-01-31' },
    '车牌号 UQ0103 已有有效期重叠的记录（2026-03-01 ~ 长期有效）',
  ],
  [
    'dates: a new pass ending the day before a pass without a start',
    'passes',
    [{ plateNo: 'UQ0104', endDate: '2026-05-31' }],
    { plateNo: 'UQ0104', beginDate: '2026-06-01', endDate: '2026-06-30' },
    null,
  ],
  // equal keys only
  [
    'a serial number used by another device',
    'devices',
    [{ serialNo: 'SNUQ01', deviceName: '东门入口枪机' }],
    { serialNo: 'SNUQ01', deviceName: '西门出口枪机' },
    '设备编号 SNUQ01 已存在',
  ],
  [
    'two devices without a serial number (a blank key is not checked)',
    'devices',
    [{ deviceName: '备用枪机-01' }],
    { deviceName: '备用枪机-02' },
    null,
  ],
];

describe('unique constraints on create', () => {
  it.each(cases)('%s', async (_name, kind, stored, candidate, refusal) => {
    for (const row of stored) expect((await create(kind, row)).code).toBe(OK);
    const query = candidate.plateNo ? `plateNo=${String(candidate.plateNo)}` : '';
    const before = (await listed(kind, query)).length;
    const res = await create(kind, candidate);
    if (refusal === null) {
      expect([res.code, res.msg]).toEqual([OK, '操作成功']);
      expect(await listed(kind, query)).toHaveLength(before + 1);
    } else {
      expect([res.code, res.msg]).toEqual([REFUSED, refusal]);
      expect(await listed(kind, query)).toHaveLength(before);
    }
  });
});

describe('unique constraints on update', () => {
  it('keeps its own key: the record itself is left out', async () => {
    const stored = await create('devices', { serialNo: 'SNUQ11', deviceName: '南门入口枪机' });
    const res = await update('devices', { id: stored.data.id, serialNo: 'SNUQ11', deviceName: '南门入口枪机（改）' });
    expect([res.code, res.msg]).toEqual([OK, '操作成功']);
    expect(res.data).toMatchObject({ serialNo: 'SNUQ11', deviceName: '南门入口枪机（改）' });
  });

  it('refuses taking another record key, and keeps the record as it was', async () => {
    await create('devices', { serialNo: 'SNUQ21', deviceName: '北门入口枪机' });
    const mine = (await create('devices', { serialNo: 'SNUQ22', deviceName: '北门出口枪机' })).data;
    const res = await update('devices', { id: mine.id, serialNo: 'SNUQ21', deviceName: '北门出口枪机' });
    expect([res.code, res.msg]).toEqual([REFUSED, '设备编号 SNUQ21 已存在']);
    expect((await listed('devices', 'serialNo=SNUQ22')).map((r) => r.id)).toEqual([mine.id]);
  });

  it.each<[string, Row, string | null]>([
    [
      'moving its period over an active entry',
      { validPeriod: ['2026-06-01 00:00:00', '2026-07-31 23:59:59'] },
      '车牌 UQ0201 在 西湖文化广场停车场 已有生效中的黑名单（2026-01-01 00:00:00 ~ 2026-06-30 23:59:59）',
    ],
    ['moving its period over it while inactive', { validPeriod: ['2026-06-01 00:00:00', '2026-07-31 23:59:59'], entryStatus: 0 }, null],
  ])('black list: %s', async (_name, changes, refusal) => {
    const plate = refusal ? 'UQ0201' : 'UQ0202';
    expect((await create('blacks', black(plate, FIRST_HALF))).code).toBe(OK);
    const later = (await create('blacks', black(plate, SECOND_HALF))).data;
    const res = await update('blacks', { ...black(plate, SECOND_HALF), id: later.id, ...changes });
    expect([res.code, res.msg]).toEqual(refusal === null ? [OK, '操作成功'] : [REFUSED, refusal]);
    const [stored] = (await listed('blacks', `plateNo=${plate}`)).filter((r) => r.id === later.id);
    expect(stored.validPeriod).toEqual(refusal === null ? changes.validPeriod : SECOND_HALF);
  });
});

describe('unique constraints on a transition (恢复: 已解除 → 生效中)', () => {
  const restore = async (ids: unknown[]) => (await t.post<Row>(`${API}/blacks/restore`, { ids }, token)).body;
  const statusOf = async (plate: string) =>
    Object.fromEntries((await listed('blacks', `plateNo=${plate}`)).map((r) => [r.id, r.entryStatus]));

  it('refuses restoring an entry next to an active twin, and keeps it inactive', async () => {
    expect((await create('blacks', black('UQ0401', YEAR_2026))).code).toBe(OK);
    const revoked = (await create('blacks', black('UQ0401', SECOND_HALF, { entryStatus: 0 }))).data;
    const res = await restore([revoked.id]);
    expect([res.code, res.msg]).toEqual([
      REFUSED,
      '车牌 UQ0401 在 西湖文化广场停车场 已有生效中的黑名单（2026-01-01 00:00:00 ~ 2026-12-31 23:59:59）',
    ]);
    expect((await statusOf('UQ0401'))[String(revoked.id)]).toBe(0);
  });

  it('refuses a batch restoring two overlapping entries together, writing neither', async () => {
    const first = (await create('blacks', black('UQ0402', FIRST_HALF, { entryStatus: 0 }))).data;
    const second = (await create('blacks', black('UQ0402', YEAR_2026, { entryStatus: 0 }))).data;
    const res = await restore([first.id, second.id]);
    expect([res.code, res.msg]).toEqual([
      REFUSED,
      '车牌 UQ0402 在 西湖文化广场停车场 已有生效中的黑名单（2026-01-01 00:00:00 ~ 2026-06-30 23:59:59）',
    ]);
    expect(await statusOf('UQ0402')).toEqual({ [String(first.id)]: 0, [String(second.id)]: 0 });
    expect([(await restore([second.id])).code, (await statusOf('UQ0402'))[String(second.id)]]).toEqual([OK, 1]);
  });
});

describe('two identical requests at once (a double-clicked submit)', () => {
  it.each<[string, string, Row, string]>([
    ['a device', 'devices', { serialNo: 'SNUQ31', deviceName: '东门出口枪机' }, 'serialNo=SNUQ31'],
    ['a black list entry', 'blacks', black('UQ0301', YEAR_2026), 'plateNo=UQ0301'],
  ])('stores one %s and refuses the other', async (_name, kind, body, query) => {
    const answers = await Promise.all([create(kind, body), create(kind, body), create(kind, body)]);
    expect(answers.map((a) => a.code).sort()).toEqual([REFUSED, REFUSED, OK].sort());
    expect(await listed(kind, query)).toHaveLength(1);
  });
});

describe('periodsIntersect', () => {
  it.each<[string, [string | undefined, string | undefined], [string | undefined, string | undefined], boolean]>([
    ['dates sharing the end day', ['2026-01-01', '2026-01-31'], ['2026-01-31', '2026-02-28'], true],
    ['dates touching', ['2026-01-01', '2026-01-31'], ['2026-02-01', '2026-02-28'], false],
    ['a date against times on its last day', ['2026-01-01', '2026-01-31'], ['2026-01-31 22:00:00', '2026-02-01 06:00:00'], true],
    ['times touching', ['2026-01-01 00:00:00', '2026-01-31 23:59:59'], ['2026-02-01 00:00:00', undefined], false],
    ['no bounds at all', [undefined, undefined], ['2099-01-01', '2099-01-02'], true],
    ['an open start before', [undefined, '2025-12-31'], ['2026-01-01', undefined], false],
  ])('%s', (_name, a, b, expected) => {
    expect(periodsIntersect(a, b)).toBe(expected);
    expect(periodsIntersect(b, a)).toBe(expected);
  });
});
