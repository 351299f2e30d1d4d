import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatChinaTime, startOfChinaDay } from '../../db/time';
import { startTestServer, type TestServer } from '../../testing/harness';
import { parseCsv, parseXlsx } from '../imports/importFile';
import { RECORD_KINDS, type DeviceRecordRow } from './recordsData';

const DEVICE = '/api/device/v2/api';
const BAD_REQUEST = '0x10d7500400';
const THREE_DAYS_MS = 259200000;

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.login('admin');
});
afterAll(() => t.close());

interface Page {
  results: DeviceRecordRow[];
  totalRecord: number;
}
const list = async (kind: string, query = '') => (await t.get<Page>(`${DEVICE}/${kind}/list?pageNo=1&pageSize=100&${query}`, token)).body;
const history = async (kind: string, query = '') =>
  (await t.get<Page>(`${DEVICE}/${kind}/history?pageNo=1&pageSize=100&${query}`, token)).body;
const recover = async (kind: string, body: unknown) => (await t.post(`${DEVICE}/${kind}/recover`, body, token)).body;
const pendingOf = async (kind: string) => (await list(kind, 'status=1')).data.results;

describe.each(RECORD_KINDS.map((k) => [k]))('%s', (kind) => {
  it('lists Chinese records newest first; 已恢复 ones carry how, when and by whom', async () => {
    const body = await list(kind);
    expect(body.code).toBe('200');
    const rows = body.data.results;
    expect(rows.length).toBe(body.data.totalRecord);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.map((r) => r.alarmTime)).toEqual([...rows.map((r) => r.alarmTime)].sort().reverse());
    for (const r of rows) {
      expect(r.parkName).toMatch(/停车|泊位/);
      expect(r.title).toMatch(/[\u4e00-\u9fa5]/);
      expect(r.alarmTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      if (r.status === 1) expect([r.recoverType, r.recoverTime, r.recoverUser]).toEqual([null, null, null]);
      else {
        expect(r.status).toBe(2);
        expect([r.recoverType, r.recoverUser]).toEqual([1, '系统']);
        expect(r.recoverTime! >= r.alarmTime).toBe(true);
      }
    }
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([1, 2]));
  });

  it('recovers a pending record (待处理 → 已恢复, 手动恢复 by the caller), once', async () => {
    const [target] = await pendingOf(kind);
    const before = (await list(kind)).data.totalRecord;
    expect(await recover(kind, { recordIds: [target.recordId] })).toMatchObject({ code: '200', data: null });
    const after = (await list(kind)).data.results.find((r) => r.recordId === target.recordId)!;
    expect(after).toEqual({
      ...target,
      status: 2,
      recoverType: 2,
      recoverUser: '陈建国',
      recoverTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect((await list(kind)).data.totalRecord).toBe(before);
    const again = await recover(kind, { recordIds: [target.recordId] });
    expect([again.code, again.msg]).toEqual(['0x10d7500015', '当前状态不允许该操作']);
    const newest = (await history(kind)).data.results[0];
    expect(newest).toMatchObject({ recordId: target.recordId, recoverType: 2, recoverUser: '陈建国' });
  });
});

describe('recover refusals', () => {
  const cases: [string, unknown, string, string][] = [
    ['no ids', {}, BAD_REQUEST, '请选择要恢复的记录'],
    ['an empty list', { recordIds: [] }, BAD_REQUEST, '请选择要恢复的记录'],
    ['an unknown id', { recordIds: ['DT9999'] }, '0x10d7500014', '记录不存在'],
  ];
  it.each(cases)('%s → %s %s', async (_name, body, code, msg) => {
    const res = await recover('detectionRecords', body);
    expect([res.code, res.msg]).toEqual([code, msg]);
  });

  it('writes nothing when one of the records is no longer pending', async () => {
    const rows = (await list('errorRecords')).data.results;
    const pending = rows.find((r) => r.status === 1)!;
    const done = rows.find((r) => r.status === 2)!;
    const res = await recover('errorRecords', { recordIds: [pending.recordId, done.recordId] });
    expect([res.code, res.msg]).toEqual(['0x10d7500015', '当前状态不允许该操作']);
    expect((await list('errorRecords')).data.results.find((r) => r.recordId === pending.recordId)?.status).toBe(1);
  });

  it('takes a comma-separated text and recovers every record of it', async () => {
    const ids = (await pendingOf('lotAbnormalOccupyRecords')).slice(0, 2).map((r) => r.recordId);
    expect((await recover('lotAbnormalOccupyRecords', { recordIds: ids.join(',') })).code).toBe('200');
    const rows = (await list('lotAbnormalOccupyRecords')).data.results.filter((r) => ids.includes(r.recordId));
    expect(rows.map((r) => r.status)).toEqual([2, 2]);
  });
});

describe('the layout counters keep reading the same lists', () => {
  const window3 = () => {
    const now = Date.now();
    return `startTime=${encodeURIComponent(formatChinaTime(startOfChinaDay(now - THREE_DAYS_MS)))}&endTime=${encodeURIComponent(formatChinaTime(now))}&status=1`;
  };

  it('a manual recovery inside the 3-day window lowers the camera-covered count by one', async () => {
    const server = await startTestServer();
    try {
      const tk = await server.login('admin');
      const count = async () =>
        (await server.get<Page>(`${DEVICE}/cameraCoveredRecords/list?pageNo=1&pageSize=9999&${window3()}`, tk)).body.data;
      const first = await count();
      expect(first.totalRecord).toBe(2);
      expect((await server.post(`${DEVICE}/cameraCoveredRecords/recover`, { recordIds: [first.results[0].recordId] }, tk)).body.code).toBe(
        '200',
      );
      expect((await count()).totalRecord).toBe(1);
    } finally {
      await server.close();
    }
  });
});

describe('list filters', () => {
  it.each([
    ['status=2', (r: DeviceRecordRow) => r.status === 2],
    ['parkName=停车场', (r: DeviceRecordRow) => r.parkName.includes('停车场')],
    ['deviceName=地磁', (r: DeviceRecordRow) => r.deviceName.includes('地磁')],
  ])('%s keeps only the matching records', async (query, matches) => {
    const all = (await list('detectionRecords')).data.results;
    const some = (await list('detectionRecords', query)).data.results;
    expect(some.length).toBeGreaterThan(0);
    expect(some).toEqual(all.filter(matches));
  });

  it('filters by plate and by alarm time (bgnTime is taken too; a date alone covers its day)', async () => {
    const all = (await list('abnormalOccupyRecords')).data.results;
    const plate = all[0].plateNo!;
    expect(
      (await list('abnormalOccupyRecords', `plateNo=${encodeURIComponent(plate.slice(1))}`)).data.results.map((r) => r.recordId),
    ).toContain(all[0].recordId);
    const day = all[0].alarmTime.slice(0, 10);
    const sameDay = (await list('abnormalOccupyRecords', `bgnTime=${day}&endTime=${day}`)).data.results;
    expect(sameDay).toEqual(all.filter((r) => r.alarmTime.startsWith(day)));
  });

  it.each([
    ['startTime=yesterday', '时间格式不正确'],
    ['endTime=2026/01/01', '时间格式不正确'],
    ['status=x', '处理状态不正确'],
    ['pageSize=0', '分页参数不正确'],
  ])('refuses %s with %s', async (query, msg) => {
    const res = (await t.get(`${DEVICE}/detectionRecords/list?${query}`, token)).body;
    expect([res.code, res.msg]).toEqual([BAD_REQUEST, msg]);
  });

  it('history keeps recovered records only and filters by 恢复方式', async () => {
    const auto = (await history('cameraCoveredRecords', 'recoverType=1')).data.results;
    expect(auto.length).toBeGreaterThan(0);
    for (const r of auto) expect([r.status, r.recoverType]).toEqual([2, 1]);
    const times = auto.map((r) => r.recoverTime);
    expect(times).toEqual([...times].sort().reverse());
    expect((await t.get(`${DEVICE}/cameraCoveredRecords/history?recoverType=x`, token)).body.msg).toBe('恢复方式不正确');
  });
});

describe('export', () => {
  const download = async (url: string) => Buffer.from(await (await fetch(t.url + url)).arrayBuffer());

  it('answers the address of a CSV of the matching records with the list view columns', async () => {
    const pending = (await list('errorRecords', 'status=1')).data.results;
    const res = (await t.get<string>(`${DEVICE}/errorRecords/export?status=1`, token)).body;
    expect(res.code).toBe('200');
    expect(res.data).toMatch(/^\/api\/backlog\/v2\/api\/exportFiles\//);
    const rows = parseCsv((await download(res.data)).toString('utf8'));
    expect(rows[0]).toEqual([
      '记录编号',
      '车场名称',
      '泊位编号',
      '设备名称',
      '车牌号',
      '异常内容',
      '发生时间',
      '处理状态',
      '恢复方式',
      '恢复时间',
      '恢复人',
    ]);
    const body = rows.slice(1).filter((r) => r.length > 1);
    expect(body.map((r) => r[0])).toEqual(pending.map((r) => r.recordId));
    expect(new Set(body.map((r) => r[7]))).toEqual(new Set(['待处理']));
  });

  it('writes XLSX when asked and refuses another file type', async () => {
    const res = (await t.get<string>(`${DEVICE}/detectionRecords/export?fileType=xlsx`, token)).body;
    const bytes = await download(res.data);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const rows = await parseXlsx(bytes);
    expect(rows[0][0]).toBe('记录编号');
    expect(rows.length - 1).toBe((await list('detectionRecords')).data.totalRecord);
    const bad = (await t.get(`${DEVICE}/detectionRecords/export?fileType=pdf`, token)).body;
    expect([bad.code, bad.msg]).toEqual([BAD_REQUEST, '导出文件类型只能为 csv 或 xlsx']);
  });

  it('needs a token', async () => {
    expect((await t.get(`${DEVICE}/detectionRecords/list`, null)).status).toBe(401);
    expect((await t.post(`${DEVICE}/detectionRecords/recover`, { recordIds: ['DT0001'] }, null)).status).toBe(401);
  });
});
