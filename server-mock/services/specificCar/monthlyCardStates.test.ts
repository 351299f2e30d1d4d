/**
 * 月卡状态 follows the mock's date, read through the document's own calls (engine.call, the clock given): the 状态
 * search answers today's 即将到期 (end at most 7 days away) and 已过期 (end before today) rows, a pass moves from 即将到期
 * to 已过期 as the days pass, 已退卡 stays; and an approved 申请办理 names the pass it issued (月卡编号), the pass the
 * application it came from.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, diffDays } from '../../../schemas/meta/lib/expressions';
import { createContext, engineSeedOf, type MockContext } from '../../context';
import { openDatabase } from '../../db/open';
import { formatChinaTime } from '../../db/time';
import { mockEngine } from '../../testing/mockEngine';
import { TEST_NOW } from '../../testing/harness';
import { CARD_STATE, cardStateOn, EXPIRING_DAYS } from './monthlyCardStates';
import { APPLY_STATE } from './monthlyApplies';

const engine = mockEngine();
const DAY = 86_400_000;
const open: MockContext[] = [];
type Row = Record<string, unknown>;

function platform() {
  const { db } = openDatabase(':memory:', { now: TEST_NOW });
  const ctx = createContext(db, { engine, quiet: true, seed: { now: TEST_NOW } });
  engine.installInto(db, engineSeedOf({ now: TEST_NOW }));
  open.push(ctx);
  const call = (
    at: number,
    endpoint: string,
    request: { query?: Record<string, string>; params?: Record<string, string>; body?: unknown },
  ) => engine.call(db, at, { area: 'specificCar', endpoint, actor: '李娜', ...request });
  const cards = (at: number, query: Record<string, string>) =>
    call(at, 'monthlyCardList', { query: { pageNo: '1', pageSize: '1000', ...query } }).data as { results: Row[]; totalRecord: number };
  const card = (at: number, id: unknown) => call(at, 'monthlyCardDetail', { params: { id: String(id) } }).data as Row;
  return { db, call, cards, card, store: (entity: string) => engine.store(db, entity)! };
}

afterEach(() => {
  for (const ctx of open.splice(0)) ctx.db.close();
});

const dayOf = (ms: number) => formatChinaTime(ms).slice(0, 10);

describe('月卡状态 by the date', () => {
  it('即将到期 answers the passes ending within 7 days of today, and none beyond', () => {
    const p = platform();
    const today = dayOf(TEST_NOW);
    const expiring = p.cards(TEST_NOW, { cardStatus: String(CARD_STATE.expiring) });
    expect(expiring.totalRecord).toBeGreaterThanOrEqual(5);
    for (const c of expiring.results) {
      expect(c.cardStatus).toBe(CARD_STATE.expiring);
      expect(diffDays(today, String(c.endDate))).toBeGreaterThanOrEqual(0);
      expect(diffDays(today, String(c.endDate))).toBeLessThanOrEqual(EXPIRING_DAYS);
    }
    // Every pass not cancelled carries the state its end date gives today.
    const all = p.cards(TEST_NOW, {}).results;
    expect(all.length).toBeGreaterThan(100);
    for (const c of all.filter((r) => r.cardStatus !== CARD_STATE.cancelled)) expect(c.cardStatus).toBe(cardStateOn(c.endDate, today));
    const normal = p.cards(TEST_NOW, { cardStatus: String(CARD_STATE.normal) }).results;
    expect(normal.length).toBeGreaterThan(0);
    for (const c of normal) expect(diffDays(today, String(c.endDate))).toBeGreaterThan(EXPIRING_DAYS);
  });

  it('a pass whose end date is yesterday is 已过期; one ending in 7 days 即将到期, in 8 days 正常', () => {
    const p = platform();
    const today = dayOf(TEST_NOW);
    const insert = (plateNo: string, endDate: string) =>
      p.store('monthlyCard').insert({
        plateNo,
        parkId: 1001,
        parkName: '西湖文化广场停车场',
        beginDate: '2025-12-01',
        endDate,
        endTime: `${endDate} 23:59:59`,
        cardStatus: 1,
      });
    const yesterday = insert('浙A1Y0001', addDays(today, -1)!);
    const seventh = insert('浙A1Y0002', addDays(today, 7)!);
    const eighth = insert('浙A1Y0003', addDays(today, 8)!);
    const expired = p.cards(TEST_NOW, { cardStatus: String(CARD_STATE.expired) }).results.map((c) => c.id);
    expect(expired).toContain(yesterday);
    expect(p.card(TEST_NOW, yesterday)).toMatchObject({ cardStatus: CARD_STATE.expired });
    expect(p.card(TEST_NOW, seventh)).toMatchObject({ cardStatus: CARD_STATE.expiring });
    expect(p.card(TEST_NOW, eighth)).toMatchObject({ cardStatus: CARD_STATE.normal });
    // A day later the eighth-day pass is 即将到期; nine days later the seventh-day one is 已过期.
    expect(p.card(TEST_NOW + DAY, eighth)).toMatchObject({ cardStatus: CARD_STATE.expiring });
    expect(p.cards(TEST_NOW + 9 * DAY, { cardStatus: String(CARD_STATE.expired) }).results.map((c) => c.id)).toEqual(
      expect.arrayContaining([yesterday, seventh, eighth]),
    );
  });

  it('已退卡 stays whatever the date', () => {
    const p = platform();
    const cancelled = p.cards(TEST_NOW, { cardStatus: String(CARD_STATE.cancelled) });
    expect(cancelled.totalRecord).toBeGreaterThan(0);
    expect(p.cards(TEST_NOW + 400 * DAY, { cardStatus: String(CARD_STATE.cancelled) }).totalRecord).toBe(cancelled.totalRecord);
  });
});

describe('申请办理 and the pass it issued', () => {
  it('a seeded approved application names its pass, and the pass its application', () => {
    const p = platform();
    const approved = p.store('monthlyApply').select('WHERE "applyStatus" = ?', [APPLY_STATE.approved]);
    expect(approved.length).toBeGreaterThan(20);
    for (const apply of approved) {
      const card = p.card(TEST_NOW, apply.cardId);
      expect(card).toMatchObject({ plateNo: apply.plateNo, parkId: apply.parkId, sourceApplyNo: apply.applyNo });
    }
    for (const apply of p.store('monthlyApply').select('WHERE "applyStatus" <> ?', [APPLY_STATE.approved])) expect(apply.cardId).toBeNull();
  });

  it('审核通过 issues the pass under the next 月卡编号, kept on the application', () => {
    const p = platform();
    const [pending] = p.store('monthlyApply').select('WHERE "applyStatus" = ?', [APPLY_STATE.pending], 'ORDER BY "applyTime" DESC LIMIT 1');
    const answer = p.call(TEST_NOW, 'applyPass', { body: { id: pending.id } });
    expect(answer).toMatchObject({ code: '200' });
    const apply = p.call(TEST_NOW, 'applyDetail', { params: { id: String(pending.id) } }).data as Row;
    expect(apply).toMatchObject({ applyStatus: APPLY_STATE.approved, cardId: expect.any(Number) });
    const card = p.card(TEST_NOW, apply.cardId);
    expect(card).toMatchObject({
      id: apply.cardId,
      plateNo: pending.plateNo,
      parkId: pending.parkId,
      beginDate: pending.beginDate,
      endDate: pending.endDate,
      sourceApplyNo: pending.applyNo,
      remark: `车主线上申请（${String(pending.applyNo)}）`,
    });
  });
});
