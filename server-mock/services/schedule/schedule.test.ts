import { describe, expect, it } from 'vitest';
import { testServerPerFile } from '../../testing/serverPerFile';
import { overlaps, refusal } from './rules';

const BASE = '/api/schedule/v2/api';
const DAY = 86_400_000;
/** A date `days` from today, China time (the mock's "today" is the real clock). */
const dateIn = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * DAY).toISOString().slice(0, 10);

interface Calendar {
  rows: { staffId: number; staffName: string; roleName: string }[];
  cells: { staffId: number; date: string; shiftId: number }[];
}
interface SaveAnswer {
  saved: number;
  refused: { staffId: number; date: string; shiftId: number | null; reason: string }[];
}

const server = testServerPerFile();

const calendar = async (parkId: number, start: string, end: string) =>
  (await server.t.get<Calendar>(`${BASE}/schedules?parkId=${parkId}&startDate=${start}&endDate=${end}`, server.token)).body;
const save = async (parkId: number, changes: unknown[]) =>
  (await server.t.post<SaveAnswer>(`${BASE}/schedules/save`, { parkId, changes }, server.token)).body;
const shiftsFor = async (parkId?: number) =>
  (
    await server.t.get<{ shiftId: number; shiftName: string; color: string }[]>(
      `${BASE}/shifts/chosen${parkId ? `?parkId=${parkId}` : ''}`,
      server.token,
    )
  ).body.data;
const idOf = async (name: string) =>
  (
    await server.t.get<{ results: { shiftId: number; shiftName: string }[] }>(`${BASE}/shifts?pageSize=50`, server.token)
  ).body.data.results.find((s) => s.shiftName === name)!.shiftId;

describe('排班 rules', () => {
  it.each([
    ['07:00', '15:00', '15:00', '23:00', false],
    ['07:00', '15:00', '14:00', '16:00', true],
    ['23:00', '07:00', '06:00', '08:00', false], // the night shift runs 23:00–31:00 of its date
    ['23:00', '07:00', '22:00', '23:30', true],
    ['20:00', '08:00', '23:00', '07:00', true],
    ['09:00', '12:00', '14:00', '17:00', false],
  ])('%s-%s against %s-%s overlaps: %s', (s1, e1, s2, e2, expected) => {
    expect(overlaps({ startTime: s1, endTime: e1 }, { startTime: s2, endTime: e2 })).toBe(expected);
  });

  it('refuses in order: past date, stranger, unknown, disabled, other park, conflict', () => {
    const shift = { shiftId: 1, shiftName: '早班', startTime: '07:00', endTime: '15:00', shiftStatus: 1, parkIds: [1001] };
    const base = { date: '2026-02-02', today: '2026-02-01', parkId: 1001, onStaff: true, shift, elsewhere: [] };
    expect(refusal(base)).toBeUndefined();
    expect(refusal({ ...base, date: '2026-01-31' })).toBe('不能修改今天之前的排班');
    expect(refusal({ ...base, onStaff: false })).toBe('该员工不属于该车场');
    expect(refusal({ ...base, shift: undefined })).toBe('班次不存在');
    expect(refusal({ ...base, shift: { ...shift, shiftStatus: 0 } })).toBe('班次「早班」已停用');
    expect(refusal({ ...base, parkId: 1002 })).toBe('班次「早班」不适用于该车场');
    expect(
      refusal({
        ...base,
        elsewhere: [{ parkName: '城西银泰城停车场', shift: { ...shift, shiftName: '白班', startTime: '08:00', endTime: '20:00' } }],
      }),
    ).toBe('该员工当天已有班次（城西银泰城停车场 白班 08:00-20:00）');
    expect(refusal({ ...base, shift: null })).toBeUndefined();
  });
});

describe('排班 calls', () => {
  it('answers the staff of a park as rows and their seeded shifts as cells', async () => {
    const body = await calendar(1001, '2026-01-12', '2026-01-18');
    expect(body.code).toBe('200');
    expect(body.data.rows.map((r) => r.roleName)).toEqual(['岗亭收费员', '岗亭收费员', '岗亭收费员', '巡检员']);
    expect(body.data.rows.map((r) => r.staffName)).toContain('蒋文涛');
    expect(body.data.cells.length).toBeGreaterThan(10);
    expect(body.data.cells).toHaveItemsAllMatching((c) => c.date >= '2026-01-12' && c.date <= '2026-01-18');
    // the inspector works 巡检上午 on weekdays in his first park
    const inspector = body.data.cells.filter((c) => c.staffId === 5001);
    expect(inspector).toHaveLength(5);
    expect(new Set(inspector.map((c) => c.shiftId))).toEqual(new Set([await idOf('巡检上午')]));
  });

  it('refuses a calendar without park or with a bad period', async () => {
    expect((await server.t.get(`${BASE}/schedules?startDate=2026-01-01&endDate=2026-01-31`, server.token)).body.msg).toBe('请选择车场');
    expect((await server.t.get(`${BASE}/schedules?parkId=1001&startDate=2026-01-31&endDate=2026-01-01`, server.token)).body.msg).toBe(
      '请给出正确的开始与结束日期（YYYY-MM-DD）',
    );
    expect((await server.t.get(`${BASE}/schedules?parkId=1001&startDate=2026-01-01&endDate=2026-04-30`, server.token)).body.msg).toBe(
      '一次最多查询 62 天',
    );
  });

  it('the shift dictionary of a park holds only its enabled shifts, with their colours', async () => {
    const roadside = (await shiftsFor(1010)).map((s) => s.shiftName);
    expect(roadside).toEqual(['白班', '路内早班', '路内晚班', '巡检上午', '巡检下午']);
    const airport = await shiftsFor(1008);
    expect(airport.map((s) => s.shiftName)).toContain('机场夜班');
    expect(airport.map((s) => s.shiftName)).not.toContain('旧早班');
    expect(airport.find((s) => s.shiftName === '早班')!.color).toBe('#1677ff');
  });

  it('saves the accepted cells and names each refused one with its reason', async () => {
    const [early, night, old, roadsideEarly, morning] = await Promise.all(['早班', '夜班', '旧早班', '路内早班', '巡检上午'].map(idOf));
    const d1 = dateIn(3);
    const d2 = dateIn(4);
    // 5001 (蒋文涛) covers 1001 and 1004: 早班 in 1001 first, so 早班 or 巡检上午 in 1004 that day clash, 夜班 does not.
    expect((await save(1001, [{ staffId: 5001, date: d1, shiftId: early }])).data).toEqual({ saved: 1, refused: [] });
    const answer = await save(1004, [
      { staffId: 5001, date: d1, shiftId: morning },
      { staffId: 5001, date: d2, shiftId: morning },
      { staffId: 4010, date: d1, shiftId: night },
      { staffId: 4010, date: d2, shiftId: old },
      { staffId: 4011, date: d2, shiftId: roadsideEarly },
      { staffId: 4011, date: dateIn(-1), shiftId: early },
      { staffId: 4001, date: d2, shiftId: early },
      { staffId: 4012, date: d2, shiftId: 999 },
    ]);
    expect(answer.code).toBe('200');
    expect(answer.msg).toBe('6 个排班未保存');
    expect(answer.data.saved).toBe(2);
    expect(answer.data.refused.map((r) => [r.staffId, r.date, r.reason])).toEqual([
      [5001, d1, '该员工当天已有班次（西湖文化广场停车场 早班 07:00-15:00）'],
      [4010, d2, '班次「旧早班」已停用'],
      [4011, d2, '班次「路内早班」不适用于该车场'],
      [4011, dateIn(-1), '不能修改今天之前的排班'],
      [4001, d2, '该员工不属于该车场'],
      [4012, d2, '班次不存在'],
    ]);
    const after = (await calendar(1004, d1, d2)).data.cells;
    expect(after).toContainEqual({ staffId: 5001, date: d2, shiftId: morning });
    expect(after).toContainEqual({ staffId: 4010, date: d1, shiftId: night });
    expect(after.find((c) => c.staffId === 5001 && c.date === d1)).toBeUndefined();
  });

  it('clears a cell with null, and refuses an empty or malformed save', async () => {
    const early = await idOf('早班');
    const d = dateIn(6);
    await save(1002, [{ staffId: 4004, date: d, shiftId: early }]);
    expect((await calendar(1002, d, d)).data.cells).toContainEqual({ staffId: 4004, date: d, shiftId: early });
    expect((await save(1002, [{ staffId: 4004, date: d, shiftId: null }])).data).toEqual({ saved: 1, refused: [] });
    expect((await calendar(1002, d, d)).data.cells.find((c) => c.staffId === 4004)).toBeUndefined();
    expect((await save(1002, [])).msg).toBe('没有需要保存的排班');
    expect((await save(1002, [{ staffId: 4004, date: '明天', shiftId: early }])).msg).toBe(
      '排班格式错误：每项需要 staffId、date（YYYY-MM-DD）与 shiftId（清除时为 null）',
    );
  });

  it('refuses to delete a shift scheduled today or later, deletes an unused one', async () => {
    const early = await idOf('早班');
    const refused = (await server.t.del(`${BASE}/shifts`, { ids: [early] }, server.token)).body;
    expect(refused.msg).toBe('该班次已有排班，不能删除，可改为停用');
    const unused = (
      await server.t.get<{ results: { shiftId: number; shiftName: string }[] }>(`${BASE}/shifts?pageSize=50&shiftName=旧晚班`, server.token)
    ).body.data.results[0];
    expect((await server.t.del(`${BASE}/shifts`, { ids: [unused.shiftId] }, server.token)).body.code).toBe('200');
    expect((await shiftsFor()).map((s) => s.shiftName)).not.toContain('旧晚班');
  });

  it.each([
    ['no ids', {}],
    ['a bad id next to a good one', { ids: ['abc'] }],
    ['zero next to a good one', { ids: [0] }],
  ])('refuses a delete naming %s, and deletes nothing (not even the good id: 旧早班 is unused)', async (_case, body) => {
    const names = async () =>
      (await server.t.get<{ results: { shiftName: string }[] }>(`${BASE}/shifts?pageSize=50`, server.token)).body.data.results.map(
        (s) => s.shiftName,
      );
    expect(await names()).toContain('旧早班');
    const unused = await idOf('旧早班');
    const withGood = 'ids' in body ? { ids: [unused, ...(body as { ids: unknown[] }).ids] } : body;
    expect((await server.t.del(`${BASE}/shifts`, withGood, server.token)).body).toMatchObject({
      code: '0x10d7500400',
      msg: '请选择要删除的班次',
    });
    expect(await names()).toContain('旧早班');
  });

  it('keeps a shift of bad times out (25:00 is no time of day: 开始时间格式不正确)', async () => {
    const body = { shiftName: '测试班', color: '#1677ff', startTime: '25:00', endTime: '08:00', parkIds: [1001], shiftStatus: 1 };
    expect((await server.t.post(`${BASE}/shifts`, body, server.token)).body.msg).toBe('开始时间格式不正确');
  });

  it('refuses what the account may not do: operator cannot delete shifts, viewer1 has no 排班管理 at all', async () => {
    const operator = await server.t.login('operator');
    expect((await server.t.get(`${BASE}/schedules?parkId=1001&startDate=2026-01-12&endDate=2026-01-18`, operator)).body.code).toBe('200');
    expect((await server.t.del(`${BASE}/shifts`, { ids: [12] }, operator)).status).toBe(403);
    const viewer = await server.t.login('viewer1');
    expect((await server.t.get(`${BASE}/schedules?parkId=1001&startDate=2026-01-12&endDate=2026-01-18`, viewer)).status).toBe(403);
    expect(
      (await server.t.post(`${BASE}/schedules/save`, { parkId: 1001, changes: [{ staffId: 4001, date: dateIn(2), shiftId: 1 }] }, viewer))
        .status,
    ).toBe(403);
  });
});
