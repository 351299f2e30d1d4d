/**
 * 月卡状态 of the passes (dictionary monthlyCardStatus of schemas/specificCar.json): 已退卡 is set by 退卡 and by an
 * approved 申请退卡; the others follow the end date — 即将到期 within 7 days, 已过期 after it — and are written by the
 * seed and by 续费 (back to 正常). Shared by the seeds of 月卡管理 (monthlyApplies.ts) and monthlyCardLifecycle.ts.
 */
import { DAY } from '../../engine/seedKit';
import { formatSeedTime } from '../../engine/seedValues';
import { formatChinaTime } from '../../db/time';
import { OWNERS } from '../customerManage/owners';
import { PARKS } from '../sharedOptions/parks';
import { SEED_RULES } from './monthlyRuleSeed';

export const CARD_STATE = { normal: 1, cancelled: 2, expiring: 3, expired: 4 } as const;
/** A pass ending within this many days (today included) is 即将到期. */
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
  return (dayMs(end) - dayMs(today)) / DAY < EXPIRING_DAYS ? CARD_STATE.expiring : CARD_STATE.normal;
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
    // Bought some months ago: covers the passages of the last 90 days and runs on for months.
    const begin = dateOf(dayMs(today) - (120 + (i % 5) * 30) * DAY);
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
