/**
 * 月卡办理 (schemas/specificCar.json `monthlyCardCreate`): the generic create has already checked the form and
 * recomputed 结束日期 and 应收金额 from the chosen rule (engine/computedValues.ts); this hook refuses what the
 * platform refuses — a rule of another park, a start before today, a paid amount above the receivable, a pass
 * of the same plate in the same park whose period overlaps — and fills what the 月卡管理 list shows (park name,
 * card type, validity times, sync state). It also makes the seeded cards consistent with these fields (park id,
 * rule, months, dates and amounts derived from the generated park, type and validity).
 */
import { formatChinaTime } from '../db/time';
import type { EngineExtension, EntityExtension } from '../engine/types';
import { PARKS } from './dealerOptions';
import { MONTHLY_RULES, ruleById } from './monthlyRules';

export const ISSUE_REFUSALS = {
  ruleOfOtherPark: '所选月卡套餐不属于该车场',
  startInPast: '开始日期不能早于今天',
  paidOverReceivable: '实收金额不能大于应收金额',
  overlap: '该车牌在该车场已有有效期重叠的月卡',
} as const;

/** Card type 1 月卡, 2 季卡, 3 年卡 → months. */
const CARD_MONTHS: Record<number, number> = { 1: 1, 2: 3, 3: 12 };

const parkIdOf = (row: Record<string, unknown>) => PARKS.find((p) => p.parkName === row.parkName)?.parkId ?? null;
const ruleOf = (row: Record<string, unknown>) => {
  const parkId = parkIdOf(row);
  const rules = MONTHLY_RULES.filter((r) => r.parkId === parkId);
  return rules.length ? rules[String(row.plateNo ?? '').length % rules.length] : undefined;
};
const monthsOf = (row: Record<string, unknown>) => CARD_MONTHS[Number(row.cardType)] ?? 1;
const dateOf = (time: unknown) => (typeof time === 'string' && time.length >= 10 ? time.slice(0, 10) : null);
const receivableOf = (row: Record<string, unknown>) => {
  const rule = ruleOf(row);
  return rule ? rule.monthPrice * monthsOf(row) : null;
};

const monthlyCard: EntityExtension = {
  generated: {
    parkId: (_rng, row) => parkIdOf(row),
    ruleId: (_rng, row) => ruleOf(row)?.ruleId ?? null,
    months: (_rng, row) => monthsOf(row),
    beginDate: (_rng, row) => dateOf(row.beginTime),
    endDate: (_rng, row) => dateOf(row.endTime),
    receivableMoney: (_rng, row) => receivableOf(row),
    paidMoney: (_rng, row) => receivableOf(row),
  },
  hooks: {
    beforeCreate(values, store) {
      const rule = ruleById(values.ruleId);
      const park = PARKS.find((p) => String(p.parkId) === String(values.parkId));
      if (!rule || !park || rule.parkId !== park.parkId) return ISSUE_REFUSALS.ruleOfOtherPark;
      const begin = String(values.beginDate);
      if (begin < formatChinaTime(Date.now()).slice(0, 10)) return ISSUE_REFUSALS.startInPast;
      if (Number(values.paidMoney) > Number(values.receivableMoney)) return ISSUE_REFUSALS.paidOverReceivable;
      const beginTime = `${begin} 00:00:00`;
      const endTime = `${String(values.endDate)} 23:59:59`;
      const overlapping = store.count(`WHERE ${store.col('plateNo')} = ? AND ${store.col('parkName')} = ? AND ${store.col('beginTime')} <= ? AND ${store.col('endTime')} >= ?`, [
        values.plateNo,
        park.parkName,
        endTime,
        beginTime,
      ]);
      if (overlapping > 0) return ISSUE_REFUSALS.overlap;
      Object.assign(values, { parkName: park.parkName, cardType: 1, beginTime, endTime, syncType: 1, syncStatus: 1, failReason: null });
    },
  },
};

export const monthlyCardIssueExtension: EngineExtension = { entities: { monthlyCard } };
