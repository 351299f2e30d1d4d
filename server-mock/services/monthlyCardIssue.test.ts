/**
 * 月卡办理 over HTTP: the rules per park, a created card (in the 月卡管理 list, its end date and amount recomputed
 * from the rule whatever the client sent), each refusal with its Chinese message, and the seeded cards'
 * consistency with the rules.
 */
import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../schemas/meta/lib/expressions';
import { formatChinaTime } from '../db/time';
import { testServerPerFile } from '../testing/serverPerFile';
import { ISSUE_REFUSALS } from './monthlyCardIssue';
import { MONTHLY_RULES } from './monthlyRules';

const CARDS = '/api/special/v2/api/monthlyCards';
const RULES = '/api/special/v2/api/monthlyRules';
const DAY = 86_400_000;
const chinaDate = (ms: number) => formatChinaTime(ms).slice(0, 10);
const tomorrow = chinaDate(Date.now() + DAY);

type Card = Record<string, unknown>;

describe('月卡办理 (monthlyCardCreate)', () => {
  const server = testServerPerFile();

  const standard = MONTHLY_RULES.find((r) => r.parkId === 1001 && r.ruleName === '标准月卡')!;
  const night = MONTHLY_RULES.find((r) => r.parkId === 1001 && r.ruleName === '夜间月卡')!;
  const otherPark = MONTHLY_RULES.find((r) => r.parkId === 1002)!;
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

  it('serves three rules per park, each priced per month in fen', async () => {
    const res = await server.t.get<Card[]>(`${RULES}?parkId=1001`, server.token);
    expect(res.body.code).toBe('200');
    expect(res.body.data.map((r) => r.ruleName)).toEqual(['标准月卡', '夜间月卡', '新能源月卡']);
    expect(res.body.data.every((r) => r.parkId === 1001)).toBe(true);
    expect(res.body.data[1].ruleLabel).toBe(`夜间月卡（19:00–08:00） · ${night.monthPrice / 100}元/月`);
  });

  it('creates the card in the 月卡管理 list, recomputing the end date and the amount from the rule', async () => {
    const res = await issue();
    expect(res.body.msg).toBe('操作成功');
    const card = res.body.data;
    // start + 3 months - 1 day, whatever the client sent (2099-12-31, and 1 fen as the amount)
    const end = addDays(addMonths(tomorrow, 3)!, -1);
    expect(card).toMatchObject({
      endDate: end,
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

  it.each<[string, Card, string]>([
    ['a rule of another park', { plateNo: '浙AK0001', ruleId: otherPark.ruleId }, ISSUE_REFUSALS.ruleOfOtherPark],
    ['a start before today', { plateNo: '浙AK0002', beginDate: chinaDate(Date.now() - DAY) }, ISSUE_REFUSALS.startInPast],
    ['a paid amount above the receivable', { plateNo: '浙AK0003', paidMoney: standard.monthPrice * 3 + 100 }, ISSUE_REFUSALS.paidOverReceivable],
    ['a pass of the plate in the park overlapping the period', { ruleId: night.ruleId, months: 1, paidMoney: night.monthPrice }, ISSUE_REFUSALS.overlap],
    ['a missing rule', { plateNo: '浙AK0004', ruleId: null }, '月卡套餐不能为空'],
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
      const rule = MONTHLY_RULES.find((r) => r.ruleId === card.ruleId)!;
      expect(rule, String(card.id)).toBeDefined();
      expect(rule.parkId).toBe(card.parkId);
      expect(card.receivableMoney).toBe(rule.monthPrice * Number(card.months));
      expect(String(card.beginTime).slice(0, 10)).toBe(card.beginDate);
    }
  });
});
