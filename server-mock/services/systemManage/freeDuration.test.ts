/**
 * 系统设置 › 免费时长 over HTTP (schemas/systemManage.json): one setting per park, seeded at the fee rules' own free
 * times; 修改 needs a 修改说明 and a whole number of minutes from 0 to 720, keeps the replaced version in 修改记录 with
 * who and when, and is refused without the page's button code. That a saved time decides the fee at the exit is proven
 * in traffic/simulator.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type WireRow } from '../../testing/harness';
import { PARKS } from '../sharedOptions/parks';

const API = '/api/system/v2/api/freeDurations';
type Page = { results: WireRow[]; totalRecord: number };

let t: TestServer;
let admin: string;
const list = async (query = '') => (await t.get<Page>(`${API}?pageNo=1&pageSize=100${query}`, admin)).body.data;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('免费时长', () => {
  it('has one setting per park at 30 minutes, 2 hours on holidays; the 车场 filter returns its row', async () => {
    const { results } = await list();
    expect(results.map((r) => r.parkId).sort()).toEqual(PARKS.map((p) => p.parkId).sort());
    expect(results).toHaveItemsAllMatching((r) => r.weekdayFreeMinutes === 30 && r.holidayFreeMinutes === 120 && r.version === 1);
    const one = await list('&parkId=1004');
    expect(one.results).toHaveLength(1);
    expect(one.results[0].parkId).toBe(1004);
  });

  it('修改 keeps the replaced version in 修改记录 with who, when and why', async () => {
    const [row] = (await list('&parkId=1002')).results;
    const res = await t.put(
      API,
      { freeDurationId: row.freeDurationId, weekdayFreeMinutes: 45, holidayFreeMinutes: 180, changeNote: '配合商场周年庆延长免费时长' },
      admin,
    );
    expect(res.body.code).toBe('200');
    const [after] = (await list('&parkId=1002')).results;
    expect(after).toMatchObject({ weekdayFreeMinutes: 45, holidayFreeMinutes: 180, version: 2 });
    const logs = (await t.get<Page>(`${API}/logs?pageNo=1&pageSize=10&freeDurationId=${String(row.freeDurationId)}`, admin)).body.data;
    expect(logs.results).toHaveLength(1);
    expect(logs.results[0]).toMatchObject({
      weekdayFreeMinutes: 30,
      holidayFreeMinutes: 120,
      version: 1,
      changeNote: '配合商场周年庆延长免费时长',
    });
    expect(logs.results[0].replacedUser).toBeTruthy();
    expect(logs.results[0].replacedTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it.each([
    [
      'more than 720 minutes',
      { weekdayFreeMinutes: 800, holidayFreeMinutes: 120, changeNote: '调整' },
      '工作日免费时长（分钟）：请输入0-720之间的数字',
    ],
    ['no 修改说明', { weekdayFreeMinutes: 60, holidayFreeMinutes: 120 }, '修改说明不能为空'],
  ])('refuses %s and writes nothing', async (_case, body, message) => {
    const [row] = (await list('&parkId=1003')).results;
    const res = await t.put(API, { freeDurationId: row.freeDurationId, ...body }, admin);
    expect(res.body.code).not.toBe('200');
    expect(res.body.msg).toBe(message);
    const [after] = (await list('&parkId=1003')).results;
    expect(after).toMatchObject({ weekdayFreeMinutes: 30, version: 1 });
  });

  it('refuses the calls without the page’s button codes (403)', async () => {
    const viewer = await t.login('viewer1');
    expect((await t.get(`${API}?pageNo=1&pageSize=10`, viewer)).status).toBe(403);
  });
});
