/**
 * 月卡办理 (schemas/specificCar.json `monthlyCardCreate`): the generic create has already checked the form and
 * recomputed 结束日期, 规则名称, 适用时段, 月单价 and 应收金额 from the chosen 月卡规则 record — the rule in force of
 * the chosen park, as the 月卡规则 screens keep it (engine/servedOptions.ts) — whatever the client sent. This hook
 * refuses what the platform refuses — a rule that is not in force in that park (nothing to price it by), a start
 * before today, a paid amount above the receivable — and fills what the 月卡管理 list shows (park name, card type, 月卡状态 正常, validity times, sync state). It also
 * makes the seeded cards consistent with these fields (park id, a seeded rule in force of that park, months,
 * dates and amounts derived from the generated park, type and validity). One pass per plate, park and overlapping
 * period is declared in the document (`entities.monthlyCard.unique`).
 */
import { formatChinaTime } from '../../db/time';
import type { EngineExtension, EntityExtension } from '../../engine/types';
import { SEED_RULES } from './monthlyRuleSeed';
import { PARKS } from '../sharedOptions/parks';

export const ISSUE_REFUSALS = {
  ruleNotInForce: '所选月卡规则不是该车场生效中的规则',
  startInPast: '开始日期不能早于今天',
  paidOverReceivable: '实收金额不能大于应收金额',
} as const;

/** Card type 1 月卡, 2 季卡, 3 年卡 → months. */
const CARD_MONTHS: Record<number, number> = { 1: 1, 2: 3, 3: 12 };

const parkIdOf = (row: Record<string, unknown>) => PARKS.find((p) => p.parkName === row.parkName)?.parkId ?? null;
/** A seeded rule in force of the card's park, chosen by the plate. */
const ruleOf = (row: Record<string, unknown>) => {
  const parkId = parkIdOf(row);
  const rules = SEED_RULES.filter((r) => r.parkId === parkId && r.ruleStatus === 1);
  return rules.length ? rules[String(row.plateNo ?? '').length % rules.length] : undefined;
};
/** What the form computes from a rule: the sum of its periods' prices, and its periods as 00:00–07:30、19:00–23:59. */
const monthPriceOf = (row: Record<string, unknown>) => ruleOf(row)?.periods.reduce((sum, p) => sum + p.monthPrice, 0) ?? null;
const periodTextOf = (row: Record<string, unknown>) =>
  ruleOf(row)
    ?.periods.map((p) => `${p.periodStart.slice(0, 5)}–${p.periodEnd.slice(0, 5)}`)
    .join('、') ?? null;
const monthsOf = (row: Record<string, unknown>) => CARD_MONTHS[Number(row.cardType)] ?? 1;
const dateOf = (time: unknown) => (typeof time === 'string' && time.length >= 10 ? time.slice(0, 10) : null);
const receivableOf = (row: Record<string, unknown>) => {
  const price = monthPriceOf(row);
  return price === null ? null : price * monthsOf(row);
};

const monthlyCard: EntityExtension = {
  generated: {
    parkId: (_rng, row) => parkIdOf(row),
    ruleId: (_rng, row) => ruleOf(row)?.id ?? null,
    ruleName: (_rng, row) => ruleOf(row)?.ruleName ?? null,
    monthPrice: (_rng, row) => monthPriceOf(row),
    periodText: (_rng, row) => periodTextOf(row),
    months: (_rng, row) => monthsOf(row),
    beginDate: (_rng, row) => dateOf(row.beginTime),
    endDate: (_rng, row) => dateOf(row.endTime),
    receivableMoney: (_rng, row) => receivableOf(row),
    paidMoney: (_rng, row) => receivableOf(row),
  },
  hooks: {
    beforeCreate(values) {
      const park = PARKS.find((p) => String(p.parkId) === String(values.parkId));
      // The amount is computed from the rule the park serves in force; none when the rule is another park's or stopped.
      if (!park || values.receivableMoney === null || values.receivableMoney === undefined) return ISSUE_REFUSALS.ruleNotInForce;
      const begin = String(values.beginDate);
      if (begin < formatChinaTime(Date.now()).slice(0, 10)) return ISSUE_REFUSALS.startInPast;
      if (Number(values.paidMoney) > Number(values.receivableMoney)) return ISSUE_REFUSALS.paidOverReceivable;
      const beginTime = `${begin} 00:00:00`;
      const endTime = `${String(values.endDate)} 23:59:59`;
      Object.assign(values, {
        parkName: park.parkName,
        cardType: 1,
        cardStatus: 1,
        beginTime,
        endTime,
        syncType: 1,
        syncStatus: 1,
        failReason: null,
      });
    },
  },
};

export const monthlyCardIssueExtension: EngineExtension = { entities: { monthlyCard } };
