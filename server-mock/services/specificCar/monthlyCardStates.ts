/**
 * 月卡状态 of the passes (dictionary monthlyCardStatus of schemas/specificCar.json): 已退卡 is set by 退卡 and by an
 * approved 申请退卡; the others follow the clock — 即将到期 when the end date is at most 7 days away, 已过期 after it,
 * else 正常. Why code: a state that changes with the date alone, with no call to step it, is not a workflow a document
 * can declare; `refreshCardStates` brings the stored states up to the mock's date before every read of 月卡管理 (the
 * entity's `beforeRead` hook: list, detail, export, steps), so the 状态 search finds today's rows. Shared by the seeds
 * of 月卡管理 (monthlyApplies.ts) and monthlyCardLifecycle.ts.
 */
import { DAY } from '../../engine/seedKit';
import { formatSeedTime } from '../../engine/seedValues';
import { formatChinaTime } from '../../db/time';
import type { EntityStore } from '../../engine/store';
import { OWNERS } from '../customerManage/owners';
import { PARKS } from '../sharedOptions/parks';
import { SEED_RULES } from './monthlyRuleSeed';

export const CARD_STATE = { normal: 1, cancelled: 2, expiring: 3, expired: 4 } as const;
/** A pass whose end date is at most this many days after today (today included) is 即将到期. */
export const EXPIRING_DAYS = 7;

const dateOf = (ms: number) => formatSeedTime(ms).slice(0, 10);
export const dayMs = (date: string) => Date.parse(`${date}T00:00:00+08:00`);
export function addMonthsText(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** 月卡状态 of a pass that is not cancelled, by its end date on a given day. */
export function cardStateOn(endDate: unknown, today: string): number {
  if (typeof endDate !== 'string' || endDate.length < 10) return CARD_STATE.normal;
  const end = endDate.slice(0, 10);
  if (end < today) return CARD_STATE.expired;
  return Math.round((dayMs(end) - dayMs(today)) / DAY) <= EXPIRING_DAYS ? CARD_STATE.expiring : CARD_STATE.normal;
}

/**
 * Moves every pass not cancelled to the state its end date gives on `today` (正常 / 即将到期 / 已过期), in one statement;
 * answers how many changed. A renewal's end date brings its pass back to 正常 (or 即将到期) at the next read.
 */
export function refreshCardStates(store: EntityStore, today: string): number {
  const has = (f: string) => store.model.byName.has(f);
  if (!has('cardStatus') || !(has('endDate') || has('endTime'))) return 0;
  const end = has('endDate')
    ? `substr(COALESCE(${store.col('endDate')}, ${has('endTime') ? store.col('endTime') : 'NULL'}), 1, 10)`
    : `substr(${store.col('endTime')}, 1, 10)`;
  const limit = dateOf(dayMs(today) + EXPIRING_DAYS * DAY);
  const state = `CASE WHEN ${end} < ? THEN ${CARD_STATE.expired} WHEN ${end} <= ? THEN ${CARD_STATE.expiring} ELSE ${CARD_STATE.normal} END`;
  const status = store.col('cardStatus');
  return store.db
    .prepare(
      `UPDATE ${store.table} SET ${status} = ${state} WHERE ${end} IS NOT NULL AND (${status} IS NULL OR ${status} <> ${CARD_STATE.cancelled}) AND ${status} IS NOT ${state}`,
    )
    .run(today, limit, today, limit).changes;
}

/** The passes of the registered owners (客户管理) whose first plate passes its home park as 月卡车. */
export function ownerCards(now: number): Record<string, unknown>[] {
  const today = dateOf(now);
  return OWNERS.filter((o) => o.monthlyPass).map((owner, i) => {
    const plate = owner.plates[0];
    const rule =
      SEED_RULES.find((r) => r.parkId === owner.homePark && r.ruleStatus === 1 && r.ruleName === '标准月卡') ??
      SEED_RULES.find((r) => r.parkId === owner.homePark && r.ruleStatus === 1)!;
    const price = rule.periods.reduce((sum, p) => sum + p.monthPrice, 0);
    const months = 12;
    // Bought some months ago: covers the passages of the last 90 days and runs on for months; every sixth was bought
    // a year ago and ends within the coming week (即将到期).
    const begin =
      i % 6 === 5 ? addMonthsText(dateOf(dayMs(today) + ((i % 8) + 1) * DAY), -months) : dateOf(dayMs(today) - (120 + (i % 5) * 30) * DAY);
    const end = dateOf(dayMs(addMonthsText(begin, months)) - DAY);
    return {
      plateNo: plate.plateNo,
      parkId: owner.homePark,
      parkName: PARKS.find((p) => p.parkId === owner.homePark)?.parkName ?? '',
      ownerName: owner.ownerName,
      phone: owner.phone,
      cardType: 3,
      ruleId: rule.id,
      ruleName: rule.ruleName,
      monthPrice: price,
      periodText: rule.periods.map((p) => `${p.periodStart.slice(0, 5)}–${p.periodEnd.slice(0, 5)}`).join('、'),
      months,
      beginDate: begin,
      endDate: end,
      beginTime: `${begin} 00:00:00`,
      endTime: `${end} 23:59:59`,
      receivableMoney: price * months,
      payType: 2,
      paidMoney: price * months,
      syncType: 1,
      syncStatus: 1,
      failReason: null,
      cardStatus: cardStateOn(end, today),
      remark: `客户管理登记车主（${owner.customerNo}）`,
    };
  });
}

/** 月卡状态 of a generated pass by its end date today. */
export const generatedCardState = (row: Record<string, unknown>) =>
  cardStateOn(typeof row.endTime === 'string' ? row.endTime.slice(0, 10) : null, formatChinaTime(Date.now()).slice(0, 10));
