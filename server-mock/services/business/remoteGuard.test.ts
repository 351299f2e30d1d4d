/**
 * 远程值守告警 (schemas/business.json, businessRemoteAlarm): the seed (≥ 200 alarms in the last 30 days, every type,
 * state and result, snapshots); 认领 → 处理 with the trail and 处理时长; refusals (认领 twice, 处理 an alarm not claimed,
 * one claimed by another guard, one already 已处理, no 处理结果); filters returning rows; export; the statistics'
 * figures equal to the list under the same filters; 403 without the codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfChinaDay } from '../../db/time';
import { startTestServer, type TestServer, type WireRow } from '../../testing/harness';

const API = '/api/business/v2/api/remoteGuardAlarms';
const STAT = '/api/statistics/v2/api/remoteGuardAlarms';
const WRONG_STATE = '0x10d7500015';
type Page = { results: WireRow[]; totalRecord: number };

let t: TestServer;
let admin: string;
/** The name 认领 writes for the admin account. */
let adminName = '';
const list = async (query = '') => (await t.get<Page>(`${API}?pageNo=1&pageSize=1000${query}`, admin)).body.data;
const detail = async (id: number) => (await t.get<WireRow>(`${API}/${id}`, admin)).body.data;
const stat = async (name: string, query: string) => (await t.get<Page>(`${STAT}/${name}?${query}`, admin)).body.data;

beforeAll(async () => {
  t = await startTestServer({ seed: { now: startOfChinaDay(Date.now()) } });
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('seed', () => {
  it('holds at least 200 alarms in the last 30 days at parks 1001–1010, every type, state and result', async () => {
    const all = (await list()).results;
    const monthAgo = new Date(Date.now() + 8 * 3_600_000 - 30 * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
    const rows = all.filter((r) => String(r.alarmTime) >= monthAgo);
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(new Set(rows.map((r) => r.alarmType))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(new Set(rows.map((r) => r.alarmStatus))).toEqual(new Set([1, 2, 3]));
    expect(new Set(rows.filter((r) => r.alarmStatus === 3).map((r) => r.handleResult))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(rows.map((r) => r.parkId)).size).toBe(10);
    for (const r of rows.filter((x) => x.alarmType === 1)) expect(r.alarmPlate).toBe('');
    for (const r of rows) expect(String((r.alarmPics as string[])[0])).toContain('/api/pass/v2/api/snapshots/scene.svg');
    for (const r of rows.filter((x) => x.alarmStatus === 3)) expect(r.handleSeconds).toBeGreaterThan(0);
  });
});

describe('workflow', () => {
  it('认领 then 处理 writes the guard, the result, 处理时长 and the trail', async () => {
    const open = (await list('&alarmStatus=1')).results[0];
    const claim = await t.post(`${API}/claim`, { alarmId: open.alarmId }, admin);
    expect(claim.body.code).toBe('200');
    const claimed = await detail(Number(open.alarmId));
    expect(claimed.alarmStatus).toBe(2);
    expect(claimed.handleUser).toBeTruthy();
    adminName = String(claimed.handleUser);
    const again = await t.post(`${API}/claim`, { alarmId: open.alarmId }, admin);
    expect(again.body.code).toBe(WRONG_STATE);
    expect(again.body.msg).toBe('该告警已被认领或已处理，不能认领');

    const noResult = await t.post(`${API}/handle`, { alarmId: open.alarmId }, admin);
    expect(noResult.body.msg).toBe('请选择处理结果');

    const done = await t.post(
      `${API}/handle`,
      { alarmId: open.alarmId, handleResult: 2, handleRemark: '车牌污损，修正为 粤B12345 后放行' },
      admin,
    );
    expect(done.body.code).toBe('200');
    const handled = await detail(Number(open.alarmId));
    expect(handled.alarmStatus).toBe(3);
    expect(handled.handleResult).toBe(2);
    expect(handled.handledFlag).toBe(1);
    expect(handled.handleTime).toBeTruthy();
    const expected = Math.round(
      (Date.parse(`${String(handled.handleTime).replace(' ', 'T')}+08:00`) -
        Date.parse(`${String(handled.alarmTime).replace(' ', 'T')}+08:00`)) /
        1000,
    );
    expect(handled.handleSeconds).toBe(expected);
    const trail = handled.auditTrail as { action: string; fromLabel: string; toLabel: string; note: string | null }[];
    expect(trail.map((e) => [e.action, e.fromLabel, e.toLabel])).toEqual([
      ['认领', '未处理', '处理中'],
      ['处理', '处理中', '已处理'],
    ]);
    expect(trail[1].note).toBe('车牌污损，修正为 粤B12345 后放行');

    const twice = await t.post(`${API}/handle`, { alarmId: open.alarmId, handleResult: 1 }, admin);
    expect(twice.body.code).toBe(WRONG_STATE);
    expect(twice.body.msg).toBe('当前状态为「已处理」，不能执行「处理」');
  });

  it('refuses 处理 of an alarm not claimed and of one another guard claimed', async () => {
    const open = (await list('&alarmStatus=1')).results[0];
    const unclaimed = await t.post(`${API}/handle`, { alarmId: open.alarmId, handleResult: 4 }, admin);
    expect(unclaimed.body.code).toBe(WRONG_STATE);
    expect(unclaimed.body.msg).toBe('当前状态为「未处理」，不能执行「处理」');
    const other = (await list('&alarmStatus=2')).results.find((r) => r.handleUser !== adminName);
    expect(adminName).not.toBe('');
    expect(other).toBeDefined();
    const refused = await t.post(`${API}/handle`, { alarmId: other!.alarmId, handleResult: 1 }, admin);
    expect(refused.body.code).toBe(WRONG_STATE);
    expect(refused.body.msg).toBe(`该告警已被${String(other!.handleUser)}认领，不能处理`);
    expect((await detail(Number(other!.alarmId))).alarmStatus).toBe(2);
  });
});

describe('search and export', () => {
  it('filters by 车场, 类型, 状态, 时间 and 车牌, each returning rows', async () => {
    const all = (await list()).results;
    const byPark = (await list('&parkId=1003')).results;
    expect(byPark.length).toBeGreaterThan(0);
    expect(byPark.every((r) => r.parkId === 1003)).toBe(true);
    const byType = (await list('&alarmType=1&alarmStatus=3')).results;
    expect(byType.length).toBeGreaterThan(0);
    expect(byType.every((r) => r.alarmType === 1 && r.alarmStatus === 3)).toBe(true);
    const plate = String(all.find((r) => r.alarmPlate)!.alarmPlate);
    const byPlate = (await list(`&alarmPlate=${encodeURIComponent(plate.slice(0, 4))}`)).results;
    expect(byPlate.length).toBeGreaterThan(0);
    expect(byPlate.every((r) => String(r.alarmPlate).includes(plate.slice(0, 4)))).toBe(true);
    const day = String(all[all.length - 1].alarmTime).slice(0, 10);
    const byTime = (await list(`&alarmTimeStart=${day}%2000:00:00&alarmTimeEnd=${day}%2023:59:59`)).results;
    expect(byTime.length).toBeGreaterThan(0);
    expect(byTime.every((r) => String(r.alarmTime).startsWith(day))).toBe(true);
  });

  it('exports the alarms of the search', async () => {
    const res = await t.get(`${API}/export?parkId=1005`, admin);
    expect(res.status).toBe(200);
  });
});

describe('statistics', () => {
  it('answers KPIs equal to the list under the same 车场 and 告警时间', async () => {
    const end = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const start = new Date(Date.now() + 8 * 3_600_000 - 29 * 86_400_000).toISOString().slice(0, 10);
    const query = `parkId=1002&alarmTimeStart=${start}%2000:00:00&alarmTimeEnd=${end}%2023:59:59`;
    const rows = (await list(`&${query}`)).results;
    expect(rows.length).toBeGreaterThan(0);
    const summary = (await stat('summary', query)).results[0];
    expect(summary.alarmCount).toBe(rows.length);
    const handled = rows.filter((r) => r.alarmStatus === 3);
    expect(summary.handledCount).toBe(handled.length);
    expect(summary.handledRate).toBeCloseTo(Math.round((handled.length / rows.length) * 1000) / 10, 1);
    const avg = handled.reduce((s, r) => s + Number(r.handleSeconds), 0) / handled.length;
    expect(summary.avgHandleSeconds).toBe(Math.round(avg));
    const byType = (await stat('bytype', query)).results;
    expect(byType.reduce((s, r) => s + Number(r.alarmCount), 0)).toBe(rows.length);
    const daily = (await stat('daily', query)).results;
    expect(daily.reduce((s, r) => s + Number(r.alarmCount), 0)).toBe(rows.length);
    const byPark = (await stat('bypark', `alarmTimeStart=${start}%2000:00:00&alarmTimeEnd=${end}%2023:59:59`)).results;
    expect(byPark.find((r) => r.parkId === 1002)?.alarmCount).toBe(rows.length);
  });
});

describe('permissions', () => {
  it('answers 403 to an account without the 远程值守告警 codes', async () => {
    const viewer = await t.login('viewer1');
    expect((await t.get(`${API}?pageNo=1&pageSize=5`, viewer)).status).toBe(403);
    expect((await t.post(`${API}/claim`, { alarmId: 1 }, viewer)).status).toBe(403);
    expect((await t.post(`${API}/handle`, { alarmId: 1, handleResult: 1 }, viewer)).status).toBe(403);
    expect((await t.get(`${STAT}/summary`, viewer)).status).toBe(403);
  });
});
