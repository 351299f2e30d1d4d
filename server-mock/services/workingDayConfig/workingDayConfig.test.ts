/**
 * 工作日配置 over HTTP (schemas/workingDayConfig.json): the seeded calendars of 2022–2027 and their history, the search,
 * a new configuration, one configuration per year and scope, the date rules (a range ending before it starts, dates
 * outside the year, overlapping ranges) in the form's words, an edit of a configuration in force kept as a version,
 * the state refusals, the button codes the mock asks for, and the year calendar worked out day by day.
 */
import { describe, expect, it } from 'vitest';
import { crossFieldMessage } from '../../../schemas/meta/lib/crossFieldRules';
import { testServerPerFile } from '../../testing/serverPerFile';
import { HOLIDAY_NOTICES, type DayRange } from './holidays';
import { SEED_CONFIGS } from './seed';

const CONFIGS = '/api/basic/v2/api/workingDayConfigs';
const CALENDAR = '/api/basic/v2/api/workingDayCalendar';
const BAD = '0x10d7500400';
const STATE = '0x10d7500015';

interface Config {
  configId: number;
  year: number;
  configName: string;
  scopeType: number;
  parkId: number | null;
  configStatus: number;
  version: number;
  days: DayRange[];
  holidayDays: number;
  workdayDays: number;
  changeNote: string;
  updateUser: string;
}
interface ConfigVersion extends Config {
  versionId: number;
  workingDayConfigId: number;
  replacedUser: string;
  replacedTime: string;
}
type Page<T> = { results: T[]; totalRecord: number };

const off = (startDate: string, endDate: string, holidayName: number): DayRange => ({ startDate, endDate, dayType: 1, holidayName });
const work = (date: string, holidayName: number): DayRange => ({ startDate: date, endDate: date, dayType: 2, holidayName });

describe('工作日配置 (workingDayConfig)', () => {
  const server = testServerPerFile();
  const get = async <T>(path: string) => (await server.t.get<T>(path, server.token)).body.data;
  const list = (query: string) => get<Page<Config>>(`${CONFIGS}?${query}&pageSize=200`);
  const history = (id: number) => get<Page<ConfigVersion>>(`${CONFIGS}/versions?workingDayConfigId=${id}&pageSize=50`);
  const create = (body: Record<string, unknown>) =>
    server.t.post<Config>(
      CONFIGS,
      {
        year: 2028,
        configName: '2028年全国法定节假日安排',
        scopeType: 1,
        changeNote: '按往年惯例预排',
        days: [off('2028-01-01', '2028-01-03', 1)],
        ...body,
      },
      server.token,
    );
  const count = async () => (await list('pageSize=1')).totalRecord;

  it('seeds 2022–2027 for the platform and every park, in every state, with versions in step with their history', async () => {
    const all = await list('');
    expect(all.totalRecord).toBe(SEED_CONFIGS.length);
    expect(all.totalRecord).toBeGreaterThanOrEqual(60);
    expect(new Set(all.results.map((c) => c.year))).toEqual(new Set([2022, 2023, 2024, 2025, 2026, 2027]));
    expect(new Set(all.results.map((c) => c.configStatus))).toEqual(new Set([0, 1, 2]));
    const versions = await get<Page<ConfigVersion>>(`${CONFIGS}/versions?pageSize=1`);
    expect(versions.totalRecord).toBeGreaterThanOrEqual(60);
    for (const config of all.results.filter((c) => c.year === 2026))
      expect((await history(config.configId)).totalRecord).toBe(config.version - 1);
  });

  it.each([
    [2025, 28, 5],
    [2026, 33, 6],
  ])("keeps the %i notice's holidays and adjusted working days for the whole platform", async (year, holidayDays, workdayDays) => {
    const [platform] = (await list(`year=${year}&scopeType=1`)).results;
    expect(platform).toMatchObject({ configName: `${year}年全国法定节假日安排`, configStatus: 1, version: 3, holidayDays, workdayDays });
    expect(platform.days).toEqual(HOLIDAY_NOTICES[year].days);
  });

  it.each([
    ['year', 'year=2026', (c: Config) => c.year === 2026],
    ['scope', 'scopeType=1', (c: Config) => c.scopeType === 1],
    ['park', 'parkId=1004', (c: Config) => c.parkId === 1004],
    ['state', 'configStatus=0', (c: Config) => c.configStatus === 0],
    ['name (contains)', 'configName=全国', (c: Config) => c.configName.includes('全国')],
  ])('searches by %s', async (_name, query, matches) => {
    const page = await list(query);
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results).toHaveItemsAllMatching(matches);
  });

  it('creates a draft for a new year, with its day counts worked out by the mock', async () => {
    const days = [off('2028-01-01', '2028-01-03', 1), work('2028-01-29', 2), off('2028-01-25', '2028-01-28', 2)];
    const res = await create({ days, holidayDays: 99, workdayDays: 99 });
    expect(res.body.msg).toBe('操作成功');
    expect(res.body.data).toMatchObject({ year: 2028, scopeType: 1, configStatus: 0, version: 1, holidayDays: 7, workdayDays: 1, days });
    expect((await list('year=2028')).results.map((c) => c.configId)).toContain(res.body.data.configId);
  });

  it.each([
    [
      'a second platform-wide configuration of a year',
      { year: 2026, configName: '2026年节假日（重复）' },
      '2026年全平台已有工作日配置「2026年全国法定节假日安排」，同一年度、同一适用范围只能有一份配置',
    ],
    [
      'a second configuration of a park in a year',
      { year: 2026, configName: '2026年西湖文化广场（重复）', scopeType: 2, parkId: 1001 },
      '2026年西湖文化广场停车场已有工作日配置「2026年西湖文化广场节假日安排」，同一年度、同一适用范围只能有一份配置',
    ],
  ])('refuses %s', async (_name, body, msg) => {
    const before = await count();
    const days = [off(`${body.year}-01-01`, `${body.year}-01-01`, 1)];
    expect((await create({ ...body, days })).body).toMatchObject({ code: STATE, msg });
    expect(await count()).toBe(before);
  });

  it('lets a park keep its own configuration next to the platform-wide one of the same year', async () => {
    const res = await create({
      year: 2027,
      configName: '2027年测试车场节假日安排',
      scopeType: 2,
      parkId: 1001,
      days: [off('2027-01-01', '2027-01-01', 1)],
    });
    // Park 1001 already has its 2027 draft.
    expect(res.body.msg).toBe(
      '2027年西湖文化广场停车场已有工作日配置「2027年西湖文化广场节假日安排（预排）」，同一年度、同一适用范围只能有一份配置',
    );
    const own = await create({ year: 2028, configName: '2028年西湖文化广场节假日安排', scopeType: 2, parkId: 1001 });
    expect(own.body.msg).toBe('操作成功');
  });

  it.each([
    ['a range ending before it starts', [off('2028-10-07', '2028-10-01', 7)], '第 1 行的结束日期不能早于开始日期'],
    ['a date before the year', [off('2027-12-31', '2028-01-02', 1)], '第 1 行的开始日期（2027-12-31）不在 2028 年内'],
    [
      'a date after the year',
      [off('2028-01-01', '2028-01-01', 1), off('2028-12-31', '2029-01-01', 8)],
      '第 2 行的结束日期（2029-01-01）不在 2028 年内',
    ],
    [
      'an adjusted working day inside a holiday',
      [off('2028-01-01', '2028-01-03', 1), work('2028-01-02', 1)],
      '第 2 行的日期（2028-01-02~2028-01-02）与第 1 行（2028-01-01~2028-01-03）重叠',
    ],
    ['no dates', [], '节假日与调休不能为空'],
  ])('refuses %s, in the words of the form', async (_name, days, msg) => {
    const before = await count();
    expect((await create({ year: 2028, configName: '2028年测试', scopeType: 2, parkId: 1009, days })).body).toMatchObject({
      code: BAD,
      msg,
    });
    expect(await count()).toBe(before);
    if (days.length > 0) {
      const form = crossFieldMessage(
        msg.includes('不在') ? 'rowDatesInYear' : 'rowRanges',
        msg.includes('不在') ? { field: 'year', columns: ['startDate', 'endDate'] } : { start: 'startDate', end: 'endDate', label: '日期' },
        'days',
        '节假日与调休',
        days,
        { values: { year: 2028 }, title: (n) => n, columnTitle: (c) => ({ startDate: '开始日期', endDate: '结束日期' })[c] ?? c },
      );
      expect(form).toBe(msg);
    }
  });

  it('keeps the version in force in the history when a configuration in force is edited', async () => {
    const [platform] = (await list('year=2026&scopeType=1')).results;
    const before = platform.days;
    const days = before
      .map((d) => (d.startDate === '2026-10-01' ? off('2026-10-01', '2026-10-08', 7) : d))
      .filter((d) => d.startDate !== '2026-10-10');
    const edited = await server.t.put<Config>(
      CONFIGS,
      { ...platform, days, changeNote: '国庆节延长至10月8日，取消10月10日调休上班' },
      server.token,
    );
    expect(edited.body.data).toMatchObject({ version: 4, configStatus: 1, holidayDays: 34, workdayDays: 5, updateUser: '陈建国' });
    const kept = await history(platform.configId);
    expect(kept.totalRecord).toBe(3);
    const previous = kept.results.find((v) => v.version === 3)!;
    expect(previous).toMatchObject({
      workingDayConfigId: platform.configId,
      replacedUser: '陈建国',
      changeNote: platform.changeNote,
      days: before,
    });
    // The list of every configuration's history shows it first.
    expect((await get<Page<ConfigVersion>>(`${CONFIGS}/versions?pageSize=1`)).results[0]).toMatchObject({ versionId: previous.versionId });
  });

  it('overwrites a draft without a version, publishes it, and then versions its edits', async () => {
    const [draft] = (await list('year=2027&scopeType=1')).results;
    const days = [...draft.days, work('2027-02-20', 2)];
    expect((await server.t.put<Config>(CONFIGS, { ...draft, days, changeNote: '补充春节调休' }, server.token)).body.data).toMatchObject({
      version: 1,
    });
    expect((await server.t.post(`${CONFIGS}/publish`, { configId: draft.configId }, server.token)).body.msg).toBe('操作成功');
    const again = await server.t.put<Config>(
      CONFIGS,
      { ...draft, days, configName: '2027年全国法定节假日安排', changeNote: '按通知更新名称' },
      server.token,
    );
    expect(again.body.data).toMatchObject({ version: 2, configStatus: 1 });
    expect((await history(draft.configId)).results[0]).toMatchObject({ version: 1, configName: '2027年全国法定节假日安排（预排）' });
  });

  it.each([
    [
      'deleting a configuration in force',
      () => SEED_CONFIGS.find((c) => c.configStatus === 1)!,
      'delete',
      '生效中的工作日配置不能删除，请先停用',
    ],
    [
      'publishing a configuration in force',
      () => SEED_CONFIGS.find((c) => c.configStatus === 1)!,
      'publish',
      '当前状态为「生效中」，不能执行「发布」',
    ],
    [
      'stopping a draft',
      () => SEED_CONFIGS.find((c) => c.configStatus === 0 && c.parkId === 1010)!,
      'disable',
      '当前状态为「草稿」，不能执行「停用」',
    ],
    [
      'editing a stopped configuration',
      () => SEED_CONFIGS.find((c) => c.configStatus === 2)!,
      'edit',
      '已停用的工作日配置不能编辑，请先发布',
    ],
  ] as const)('refuses %s', async (_name, pick, step, msg) => {
    const config = pick();
    const stored = await get<Config>(`${CONFIGS}/${config.configId}`);
    const res =
      step === 'delete'
        ? await server.t.del(CONFIGS, { ids: [config.configId] }, server.token)
        : step === 'edit'
          ? await server.t.put(CONFIGS, { ...stored, changeNote: '试图修改' }, server.token)
          : await server.t.post(`${CONFIGS}/${step}`, { configId: config.configId }, server.token);
    expect(res.body).toMatchObject({ code: STATE, msg });
    expect(await get<Config>(`${CONFIGS}/${config.configId}`)).toMatchObject({
      configStatus: stored.configStatus,
      version: stored.version,
    });
  });

  it('stops, then deletes a configuration together with its history', async () => {
    const [config] = (await list('year=2022&parkId=1002')).results;
    expect((await history(config.configId)).totalRecord).toBe(1);
    expect((await server.t.post(`${CONFIGS}/disable`, { configId: config.configId }, server.token)).body.msg).toBe('操作成功');
    expect((await server.t.del(CONFIGS, { ids: [config.configId] }, server.token)).body.code).toBe('200');
    expect((await history(config.configId)).totalRecord).toBe(0);
  });

  it('asks for the button codes: an account without 删除 is refused with 403', async () => {
    const operator = await server.t.login('operator');
    const stopped = SEED_CONFIGS.find((c) => c.configStatus === 2)!;
    expect((await server.t.del(CONFIGS, { ids: [stopped.configId] }, operator)).status).toBe(403);
    expect((await server.t.get(`${CONFIGS}?pageSize=1`, operator)).body.code).toBe('200');
    const viewer = await server.t.login('viewer1');
    expect((await server.t.post(CONFIGS, { year: 2029 }, viewer)).status).toBe(403);
  });

  it('works out every day of the period under each configuration in force', async () => {
    const res = await get<{
      rows: { configId: number; configName: string; scopeText: string }[];
      cells: { configId: number; date: string; dayKind: number }[];
    }>(`${CALENDAR}?startDate=2026-02-01&endDate=2026-02-28`);
    const platform = res.rows[0];
    expect(platform).toMatchObject({ configName: '2026年全国法定节假日安排' });
    expect(platform.scopeText).toMatch(/^全平台 · 第\d+版$/);
    expect(res.rows.every((r) => !r.configName.startsWith('2027'))).toBe(true);
    const kind = (configId: number, date: string) => res.cells.find((c) => c.configId === configId && c.date === date)?.dayKind;
    expect(kind(platform.configId, '2026-02-14')).toBe(3); // 调休上班 (Saturday)
    expect(kind(platform.configId, '2026-02-17')).toBe(12); // 春节
    expect(kind(platform.configId, '2026-02-24')).toBe(1); // 工作日
    expect(kind(platform.configId, '2026-02-28')).toBe(3);
    const mall = res.rows.find((r) => r.scopeText.startsWith('城西银泰城停车场'))!;
    expect(kind(mall.configId, '2026-02-28')).toBe(2); // keeps weekend rates: 休息日
    expect(res.cells.filter((c) => c.configId === platform.configId)).toHaveLength(28);
    const only = await get<{ rows: unknown[] }>(`${CALENDAR}?startDate=2026-02-01&endDate=2026-02-28&scopeType=1`);
    expect(only.rows).toHaveLength(1);
    expect((await server.t.get(`${CALENDAR}?startDate=2026-01-01&endDate=2026-12-31`, server.token)).body).toMatchObject({
      code: BAD,
      msg: '一次最多查询 62 天',
    });
  });
});
