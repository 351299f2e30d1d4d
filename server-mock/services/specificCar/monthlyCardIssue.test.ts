/**
 * 月卡办理 over HTTP, priced from the 月卡规则 records: a created card (in the 月卡管理 list, its end date, rule name,
 * periods, monthly price and amount recomputed from the rule whatever the client sent), a rule added or repriced in
 * 月卡规则 used at once, each refusal with its Chinese message, and the seeded cards' consistency with the seeded rules.
 */
import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../../schemas/meta/lib/expressions';
import { formatChinaTime } from '../../db/time';
import { testServerPerFile } from '../../testing/serverPerFile';
import { SEED_RULES } from './monthlyRuleSeed';
import { ISSUE_REFUSALS } from './monthlyCardIssue';

const CARDS = '/api/special/v2/api/monthlyCards';
const RULES = '/api/special/v2/api/monthlyRuleInfos';
const CHOSEN = `${RULES}/chosen`;
const DAY = 86_400_000;
const chinaDate = (ms: number) => formatChinaTime(ms).slice(0, 10);
const tomorrow = chinaDate(Date.now() + DAY);

type Card = Record<string, unknown>;

describe('月卡办理 (monthlyCardCreate)', () => {
  const server = testServerPerFile();

  const inForce = (parkId: number, name: string) =>
    SEED_RULES.find((r) => r.parkId === parkId && r.ruleName === name && r.ruleStatus === 1)!;
  const priceOf = (rule: (typeof SEED_RULES)[number]) => rule.periods.reduce((sum, p) => sum + p.monthPrice, 0);
  const standard = { ruleId: inForce(1001, '标准月卡').id, monthPrice: priceOf(inForce(1001, '标准月卡')) };
  const night = { ruleId: inForce(1001, '夜间月卡').id, monthPrice: priceOf(inForce(1001, '夜间月卡')) };
  const otherPark = SEED_RULES.find((r) => r.parkId === 1002 && r.ruleStatus === 1)!;
  const notInForce = SEED_RULES.find((r) => r.ruleStatus !== 1)!;
  const issue = (changes: Card = {}) =>
    server.t.post<Card>(
      CARDS,
      {
        plateNo: '浙AD3M21',
        plateColor: 5,
        ownerName: '周明轩',
        phone: '13857112345',
        parkId: 1001,
        ruleId: standard.ruleId,
        beginDate: tomorrow,
        months: 3,
        endDate: '2099-12-31',
        receivableMoney: 1,
        payType: 1,
        paidMoney: standard.monthPrice * 3,
        ...changes,
      },
      server.token,
    );

  it('offers the rules in force of the chosen park (the 月卡规则 records), each with its periods', async () => {
    const res = await server.t.get<{ results: Card[] }>(`${CHOSEN}?parkId=1001&ruleStatus=1&pageSize=100`, server.token);
    expect(res.body.code).toBe('200');
    const names = SEED_RULES.filter((r) => r.parkId === 1001 && r.ruleStatus === 1).map((r) => r.ruleName);
    expect(res.body.data.results.map((r) => r.ruleName).sort()).toEqual([...names].sort());
    expect(names).toContain('夜间月卡');
    const nightRule = res.body.data.results.find((r) => r.ruleName === '夜间月卡')!;
    expect((nightRule.periods as { monthPrice: number }[]).map((p) => p.monthPrice).reduce((a, b) => a + b, 0)).toBe(night.monthPrice);
  });

  it('creates the card in the 月卡管理 list, recomputing the end date and the amount from the rule', async () => {
    const res = await issue();
    expect(res.body.msg).toBe('操作成功');
    const card = res.body.data;
    // start + 3 months - 1 day, whatever the client sent (2099-12-31, and 1 fen as the amount)
    const end = addDays(addMonths(tomorrow, 3)!, -1);
    expect(card).toMatchObject({
      endDate: end,
      ruleName: '标准月卡',
      periodText: '00:00–23:59',
      monthPrice: standard.monthPrice,
      receivableMoney: standard.monthPrice * 3,
      parkName: '西湖文化广场停车场',
      cardType: 1,
      beginTime: `${tomorrow} 00:00:00`,
      endTime: `${end} 23:59:59`,
      syncType: 1,
      syncStatus: 1,
    });
    const list = await server.t.get<{ results: Card[]; totalRecord: number }>(`${CARDS}?pageNo=1&pageSize=10&plateNo=D3M21`, server.token);
    expect(list.body.data.totalRecord).toBe(1);
    expect(list.body.data.results[0]).toMatchObject({ id: card.id, ownerName: '周明轩', parkName: '西湖文化广场停车场' });
  });

  it('prices from the rule as 月卡规则 keeps it: a new rule is offered at once, a repriced one is used at once', async () => {
    const created = await server.t.post<Card>(
      RULES,
      {
        ruleName: '错峰月卡',
        parkId: 1001,
        carType: 1,
        periods: [
          { periodStart: '00:00:00', periodEnd: '07:30:00', monthPrice: 30000 },
          { periodStart: '19:00:00', periodEnd: '23:59:00', monthPrice: 20000 },
        ],
      },
      server.token,
    );
    expect(created.body.msg).toBe('操作成功');
    const id = created.body.data.id as number;
    // Not in force yet (未生效): not offered, and refused.
    expect((await issue({ plateNo: '浙AK0101', ruleId: id })).body.msg).toBe(ISSUE_REFUSALS.ruleNotInForce);
    expect((await server.t.post(`${RULES}/enable`, { id }, server.token)).body.msg).toBe('操作成功');
    const offered = await server.t.get<{ results: Card[] }>(`${CHOSEN}?parkId=1001&ruleStatus=1&pageSize=100`, server.token);
    expect(offered.body.data.results.map((r) => r.id)).toContain(id);
    const first = await issue({ plateNo: '浙AK0102', ruleId: id, months: 2, paidMoney: 100000 });
    expect(first.body.data).toMatchObject({
      ruleName: '错峰月卡',
      periodText: '00:00–07:30、19:00–23:59',
      monthPrice: 50000,
      receivableMoney: 100000,
    });
    // Repriced (a new version): the next card is priced at the new figure.
    const edited = await server.t.put(
      RULES,
      {
        id,
        ruleName: '错峰月卡',
        parkId: 1001,
        carType: 1,
        periods: [
          { periodStart: '00:00:00', periodEnd: '07:30:00', monthPrice: 36000 },
          { periodStart: '19:00:00', periodEnd: '23:59:00', monthPrice: 20000 },
        ],
      },
      server.token,
    );
    expect(edited.body.msg).toBe('操作成功');
    const second = await issue({ plateNo: '浙AK0103', ruleId: id, months: 2, paidMoney: 0 });
    expect(second.body.data).toMatchObject({ monthPrice: 56000, receivableMoney: 112000 });
    // Stopped: no longer offered, refused.
    expect((await server.t.post(`${RULES}/disable`, { id }, server.token)).body.msg).toBe('操作成功');
    expect((await issue({ plateNo: '浙AK0104', ruleId: id })).body.msg).toBe(ISSUE_REFUSALS.ruleNotInForce);
  });

  it.each<[string, Card, string]>([
    ['a rule of another park', { plateNo: '浙AK0001', ruleId: otherPark.id }, ISSUE_REFUSALS.ruleNotInForce],
    [
      'a rule that is not in force',
      { plateNo: '浙AK0005', parkId: notInForce.parkId, ruleId: notInForce.id },
      ISSUE_REFUSALS.ruleNotInForce,
    ],
    ['a start before today', { plateNo: '浙AK0002', beginDate: chinaDate(Date.now() - DAY) }, ISSUE_REFUSALS.startInPast],
    [
      'a paid amount above the receivable',
      { plateNo: '浙AK0003', paidMoney: standard.monthPrice * 3 + 100 },
      ISSUE_REFUSALS.paidOverReceivable,
    ],
    [
      'a pass of the plate in the park overlapping the period',
      { ruleId: night.ruleId, months: 1, paidMoney: night.monthPrice },
      // The declared unique constraint (entities.monthlyCard.unique) names the pass it clashes with.
      `车牌 浙AD3M21 在 西湖文化广场停车场 已有有效期重叠的月卡（${tomorrow} ~ ${addDays(addMonths(tomorrow, 3)!, -1)}）`,
    ],
    ['a missing rule', { plateNo: '浙AK0004', ruleId: null }, '月卡规则不能为空'],
  ])('refuses %s', async (_name, changes, message) => {
    const before = (await server.t.get<{ totalRecord: number }>(`${CARDS}?pageNo=1&pageSize=1`, server.token)).body.data.totalRecord;
    const res = await issue(changes);
    expect(res.body.code).not.toBe('200');
    expect(res.body.msg).toBe(message);
    expect((await server.t.get<{ totalRecord: number }>(`${CARDS}?pageNo=1&pageSize=1`, server.token)).body.data.totalRecord).toBe(before);
  });

  it('issues the same plate in the same park again after the first period', async () => {
    const after = addMonths(tomorrow, 3);
    const res = await issue({ beginDate: after, months: 1, paidMoney: standard.monthPrice });
    expect(res.body.msg).toBe('操作成功');
    expect(res.body.data.receivableMoney).toBe(standard.monthPrice);
  });

  it('seeds cards whose park, rule, months and amounts agree', async () => {
    const list = await server.t.get<{ results: Card[] }>(`${CARDS}?pageNo=1&pageSize=60`, server.token);
    const seeded = list.body.data.results.filter((c) => c.ownerName !== '周明轩');
    expect(seeded.length).toBeGreaterThan(50);
    for (const card of seeded) {
      const rule = SEED_RULES.find((r) => r.id === card.ruleId)!;
      expect(rule, String(card.id)).toBeDefined();
      expect(rule.parkId).toBe(card.parkId);
      expect(rule.ruleStatus).toBe(1);
      expect(card.ruleName).toBe(rule.ruleName);
      expect(card.monthPrice).toBe(priceOf(rule));
      expect(card.receivableMoney).toBe(priceOf(rule) * Number(card.months));
      expect(String(card.beginTime).slice(0, 10)).toBe(card.beginDate);
    }
  });
});
