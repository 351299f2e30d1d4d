/**
 * The monthly-pass rules (月卡套餐) of each park: 标准月卡, 夜间月卡 (19:00–08:00) and 新能源月卡, priced per month
 * in fen. Hand-written because the rules are a fixed per-park table that the monthly-card issue form reads as
 * a dependent option list (`monthlyRules?parkId=`), and the engine recomputes the card's amount from the same rows
 * (EngineExtension.options): no generated data could keep prices and parks consistent.
 */
import type { EngineExtension } from '../engine/types';
import { ok } from '../http/envelope';
import { PARKS } from './dealerOptions';
import type { RegisterService } from './types';

export interface MonthlyRule {
  ruleId: number;
  parkId: number;
  ruleName: string;
  /** Shown in the option list: name and monthly price. */
  ruleLabel: string;
  /** Price per month, in fen. */
  monthPrice: number;
  /** Hours the pass is valid each day. */
  validHours: string;
}

const KINDS = [
  { ruleName: '标准月卡', factor: 1, validHours: '全天' },
  { ruleName: '夜间月卡', factor: 0.5, validHours: '19:00–08:00' },
  { ruleName: '新能源月卡', factor: 0.8, validHours: '全天' },
];

const yuan = (fen: number) => (fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2));

/** Three rules per park; the standard price runs from 200 to 500 yuan a month by park. */
export const MONTHLY_RULES: MonthlyRule[] = PARKS.flatMap((park, i) => {
  const standard = (200 + (i % 7) * 50) * 100;
  return KINDS.map((kind, k) => {
    const monthPrice = Math.round((standard * kind.factor) / 100) * 100;
    const name = kind.validHours === '全天' ? kind.ruleName : `${kind.ruleName}（${kind.validHours}）`;
    return { ruleId: park.parkId * 10 + k + 1, parkId: park.parkId, ruleName: kind.ruleName, ruleLabel: `${name} · ${yuan(monthPrice)}元/月`, monthPrice, validHours: kind.validHours };
  });
});

export const ruleById = (ruleId: unknown) => MONTHLY_RULES.find((r) => String(r.ruleId) === String(ruleId));

/** `GET /special/v2/api/monthlyRules?parkId=`: the rules of one park (all of them without parkId). */
export const registerMonthlyRules: RegisterService = (router) => {
  router.get('/api/special/v2/api/monthlyRules', (req) => {
    const parkId = req.query.parkId;
    return ok(parkId === undefined || parkId === '' ? MONTHLY_RULES : MONTHLY_RULES.filter((r) => String(r.parkId) === String(parkId)));
  });
};

export const monthlyRulesExtension: EngineExtension = {
  options: { 'GET /special/v2/api/monthlyRules': MONTHLY_RULES as unknown as Record<string, unknown>[] },
};
