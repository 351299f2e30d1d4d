/**
 * 月卡规则 over HTTP (schemas/specificCar.json, served by the generic engine with no hand-written code): the seed,
 * the search, the period rules (end after start in a row, no overlap) refused with their messages, enabling,
 * editing a rule in force (a new version, the old one in 历史版本), the state refusals, the park's rule options and
 * the share rules.
 */
import { describe, expect, it } from 'vitest';
import { crossFieldMessage } from '../../../schemas/meta/lib/crossFieldRules';
import { testServerPerFile } from '../../testing/serverPerFile';
import { SEED_RULES, SEED_SHARES, type SeedRule } from './monthlyRuleSeed';

const RULES = '/api/special/v2/api/monthlyRuleInfos';
const SHARES = '/api/special/v2/api/monthlyRuleShares';
const BAD = '0x10d7500400';
const STATE = '0x10d7500015';

/** A rule as the API answers it: the seed's fields (remark aside). */
type Rule = Omit<SeedRule, 'remark'>;
interface RuleVersion extends Rule {
  monthlyRuleId: number;
  replacedUser: string;
  replacedTime: string;
}
type Page<T> = { results: T[]; totalRecord: number };

const period = (periodStart: string, periodEnd: string, monthPrice: number): Rule['periods'][number] => ({
  periodStart,
  periodEnd,
  monthPrice,
});
const rowRangesMessage = (periods: unknown) =>
  crossFieldMessage('rowRanges', { start: 'periodStart', end: 'periodEnd', label: '时段' }, 'periods', '时段与价格', periods, {
    values: {},
    title: (n) => n,
    columnTitle: (c) => ({ periodStart: '时段开始', periodEnd: '时段结束' })[c] ?? c,
  });

describe('月卡规则 (monthlyRule)', () => {
  const server = testServerPerFile();
  const get = async <T>(path: string) => (await server.t.get<T>(path, server.token)).body.data;
  const create = (body: Record<string, unknown>) =>
    server.t.post<Rule>(RULES, { ruleName: '测试月卡', parkId: 1001, carType: 1, ...body }, server.token);
  const history = (id: number) => get<Page<RuleVersion>>(`${RULES}/versions?monthlyRuleId=${id}&pageSize=50`);

  it('seeds at least 60 rules over the parks, periods in order and apart, versions in step with their history', async () => {
    const all = await get<Page<Rule>>(`${RULES}?pageSize=200`);
    expect(all.totalRecord).toBe(SEED_RULES.length);
    expect(all.totalRecord).toBeGreaterThanOrEqual(60);
    expect(new Set(all.results.map((r) => r.parkId)).size).toBe(10);
    expect(new Set(all.results.map((r) => r.ruleStatus))).toEqual(new Set([0, 1, 2]));
    for (const rule of all.results) expect(rowRangesMessage(rule.periods)).toBeUndefined();
    const versioned = all.results.filter((r) => r.version > 1);
    expect(versioned.length).toBeGreaterThan(5);
    for (const rule of versioned) expect((await history(rule.id)).totalRecord).toBe(rule.version - 1);
  });

  it.each([
    ['park', 'parkId=1003', (r: Rule) => r.parkId === 1003],
    ['vehicle type', 'carType=3', (r: Rule) => r.carType === 3],
    ['state', 'ruleStatus=2', (r: Rule) => r.ruleStatus === 2],
    ['name (contains)', 'ruleName=夜间', (r: Rule) => r.ruleName.includes('夜间')],
  ])('searches by %s', async (_name, query, matches) => {
    const page = await get<Page<Rule>>(`${RULES}?${query}&pageSize=200`);
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results).toHaveItemsAllMatching(matches);
    expect(page.totalRecord).toBe(SEED_RULES.filter((r) => matches({ ...r, periods: [] } as Rule)).length);
  });

  it.each([
    ['an end not after its start', [period('18:00:00', '08:00:00', 100)], '第 1 行的时段结束应晚于时段开始'],
    ['an end equal to its start', [period('08:00:00', '08:00:00', 100)], '第 1 行的时段结束应晚于时段开始'],
    [
      'overlapping periods',
      [period('08:00:00', '12:00:00', 100), period('10:00:00', '14:00:00', 100)],
      '第 2 行的时段（10:00~14:00）与第 1 行（08:00~12:00）重叠',
    ],
    [
      'a period inside another',
      [period('00:00:00', '23:59:00', 100), period('07:00:00', '09:00:00', 100)],
      '第 2 行的时段（07:00~09:00）与第 1 行（00:00~23:59）重叠',
    ],
    ['a period without price', [period('08:00:00', '12:00:00', null as unknown as number)], '每月价格不能为空（第1行）'],
    ['no period', [], '时段与价格不能为空'],
  ])('refuses %s', async (_name, periods, msg) => {
    const before = (await get<Page<Rule>>(`${RULES}?pageSize=1`)).totalRecord;
    const res = await create({ periods });
    expect(res.body).toMatchObject({ code: BAD, msg });
    expect((await get<Page<Rule>>(`${RULES}?pageSize=1`)).totalRecord).toBe(before);
  });

  it('creates, enables and edits a rule in force: a new version, the old one in the history with its periods', async () => {
    const periods = [period('07:00:00', '09:00:00', 6000), period('09:00:00', '18:00:00', 20000)];
    const created = await create({ periods });
    expect(created.body.msg).toBe('操作成功');
    const { id } = created.body.data;
    expect(created.body.data).toMatchObject({ version: 1, ruleStatus: 0, periods });
    // Not in force yet: an edit overwrites.
    await server.t.put(RULES, { id, ruleName: '测试月卡', parkId: 1001, carType: 1, periods }, server.token);
    expect(await get<Rule>(`${RULES}/${id}`)).toMatchObject({ version: 1 });
    expect((await server.t.post(`${RULES}/enable`, { id }, server.token)).body.code).toBe('200');
    const changed = [period('07:00:00', '09:00:00', 8000), period('09:00:00', '18:00:00', 22000)];
    const edited = await server.t.put<Rule>(
      RULES,
      { id, ruleName: '测试月卡（调价）', parkId: 1001, carType: 1, periods: changed },
      server.token,
    );
    expect(edited.body.data).toMatchObject({ version: 2, ruleStatus: 1, ruleName: '测试月卡（调价）', periods: changed });
    const kept = await history(id);
    expect(kept.results).toHaveLength(1);
    expect(kept.results[0]).toMatchObject({ monthlyRuleId: id, version: 1, ruleName: '测试月卡', periods, replacedUser: '陈建国' });
    // The history list of all rules shows it too, newest first.
    expect((await get<Page<RuleVersion>>(`${RULES}/versions?pageSize=1`)).results[0]).toMatchObject({ monthlyRuleId: id });
  });

  it.each([
    ['deleting a rule in force', 'delete', 1, '当前状态为「生效中」，不能执行「删除」'],
    ['enabling a rule in force', 'enable', 1, '当前状态为「生效中」，不能执行「启用」'],
    ['disabling a rule not in force', 'disable', 0, '当前状态为「未生效」，不能执行「停用」'],
  ] as const)('refuses %s', async (_name, step, state, msg) => {
    const rule = SEED_RULES.find((r) => r.ruleStatus === state)!;
    const res =
      step === 'delete'
        ? await server.t.del(RULES, { ids: [rule.id] }, server.token)
        : await server.t.post(`${RULES}/${step}`, { id: rule.id }, server.token);
    expect(res.body).toMatchObject({ code: STATE, msg });
    expect(await get<Rule>(`${RULES}/${rule.id}`)).toMatchObject({ ruleStatus: state });
  });

  it('disables, then deletes a rule together with its history', async () => {
    const rule = SEED_RULES.find((r) => r.ruleStatus === 1 && r.version > 1)!;
    expect((await history(rule.id)).totalRecord).toBe(rule.version - 1);
    expect((await server.t.post(`${RULES}/disable`, { id: rule.id }, server.token)).body.code).toBe('200');
    expect((await server.t.del(RULES, { ids: [rule.id] }, server.token)).body.code).toBe('200');
    expect((await history(rule.id)).totalRecord).toBe(0);
  });

  it("offers the rules in force of the chosen park (the share form's options)", async () => {
    const options = await get<Page<Rule>>(`${RULES}/chosen?parkId=1002&ruleStatus=1&pageSize=100`);
    expect(options.results.length).toBeGreaterThan(0);
    expect(options.results).toHaveItemsAllMatching((r) => r.parkId === 1002 && r.ruleStatus === 1);
  });

  it('seeds at least 60 share rules, each naming a rule in force of its own park and only other parks', async () => {
    const page = await get<Page<{ parkId: number; monthlyRuleId: number; sharedParkIds: number[] }>>(`${SHARES}?pageSize=200`);
    expect(page.totalRecord).toBe(SEED_SHARES.length);
    expect(page.totalRecord).toBeGreaterThanOrEqual(60);
    for (const share of page.results) {
      const rule = SEED_RULES.find((r) => r.id === share.monthlyRuleId)!;
      expect(rule).toMatchObject({ parkId: share.parkId, ruleStatus: 1 });
      expect(share.sharedParkIds.length).toBeGreaterThan(0);
      expect(share.sharedParkIds).not.toContain(share.parkId);
    }
  });

  it('saves a share rule between parks and lists it', async () => {
    const rule = SEED_RULES.find((r) => r.parkId === 1004 && r.ruleStatus === 1)!;
    const res = await server.t.post<{ id: number }>(
      SHARES,
      { parkId: 1004, monthlyRuleId: rule.id, sharedParkIds: [1005, 1006] },
      server.token,
    );
    expect(res.body.code).toBe('200');
    const page = await get<Page<{ id: number; parkId: number; monthlyRuleId: number; sharedParkIds: number[] }>>(
      `${SHARES}?parkId=1004&pageSize=50`,
    );
    expect(page.results.find((s) => s.id === res.body.data.id)).toMatchObject({
      parkId: 1004,
      monthlyRuleId: rule.id,
      sharedParkIds: [1005, 1006],
    });
    expect((await server.t.post(SHARES, { parkId: 1004, monthlyRuleId: rule.id }, server.token)).body).toMatchObject({
      code: BAD,
      msg: '共享车场不能为空',
    });
  });

  it.each<[string, number[], string | null]>([
    ['only other parks: saved', [1005, 1006], null],
    ['the own park among others: refused', [1005, 1004], '共享车场不能包含所属车场'],
    ['only the own park: refused', [1004], '共享车场不能包含所属车场'],
  ])('共享车场 with %s, on create and on edit', async (_name, sharedParkIds, refusal) => {
    const rule = SEED_RULES.find((r) => r.parkId === 1004 && r.ruleStatus === 1)!;
    const count = async () => (await get<Page<unknown>>(`${SHARES}?parkId=1004&pageSize=1`)).totalRecord;
    const before = await count();
    const created = await server.t.post<{ id: number }>(SHARES, { parkId: 1004, monthlyRuleId: rule.id, sharedParkIds }, server.token);
    expect(created.body.msg).toBe(refusal ?? '操作成功');
    expect(await count()).toBe(refusal ? before : before + 1);
    // Editing a saved share rule to include its own park is refused the same way, and leaves it as it was.
    const seeded = SEED_SHARES.findIndex((s) => s.parkId === 1004) + 1;
    const edited = await server.t.put(SHARES, { id: seeded, parkId: 1004, monthlyRuleId: rule.id, sharedParkIds }, server.token);
    expect(edited.body.msg).toBe(refusal ?? '操作成功');
    if (refusal) expect((await get<{ sharedParkIds: number[] }>(`${SHARES}/${seeded}`)).sharedParkIds).not.toContain(1004);
  });
});
