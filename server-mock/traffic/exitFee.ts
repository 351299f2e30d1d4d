/**
 * What a vehicle pays at the exit, by the pass it entered with (gateRules.ts) and the park's calendar:
 * - 临时车 and 预约车: the standard rule, or on a 法定节假日 of the park's 工作日配置 the holiday rule (services/stopFee/fee.ts),
 *   with the park's 免费时长 of 系统设置;
 * - 月卡车 (月卡 and 错峰月卡): nothing within the card's 适用时段; the minutes outside them at the temporary rule;
 * - 白名单: nothing, unless the park's 车场管理 says 白名单收费 (then the temporary rule);
 * - 访客: nothing, or after the park's 访客免费时长 the temporary rule;
 * - 黑名单 let in (车场管理 告警放行): the temporary rule;
 * - 车辆分组 members and 分组临时车: the group's 收费方式 — 免费 nothing, 月卡价 nothing (as a 月卡车), 折扣 the temporary
 *   fee at the group's 折扣 (8 = 8 折), rounded to the fen;
 * - 残疾人车辆: the park's 残疾人优惠规则 in force — its free minutes, then its 收费比例 of the fee, at most its 每日封顶
 *   per started day (without a rule, the temporary rule).
 * Money in fen: `receivable` is what the stay costs under the rule that applies (the 应收), `discount` what the pass
 * takes off it (the 优惠), so the driver owes `receivable − discount`.
 */
import { parkingFee, HOLIDAY_FEE_RULE, STANDARD_FEE_RULE, temporaryFeeRule, yuanToFen, type FeeRule } from '../services/stopFee/fee';
import { DAY_KIND, dayKindAt } from '../services/workingDayConfig';
import { formatChinaTime } from '../db/time';
import { GROUP_FEE, type GatePass, type GateStores } from './gateRules';

const MINUTE = 60_000;
const DAY = 86_400_000;

export interface ExitFee {
  receivableFen: number;
  discountFen: number;
  /** The rule applied, for the order's 备注. */
  note: string;
}

/**
 * The temporary rule of the park on the day a stay began: its 免费时长 (系统设置; 工作日, or 节假日 on a 法定节假日 of
 * the park's 工作日配置), else the standard and holiday rules' own.
 */
export function temporaryRule(stores: GateStores, parkId: number, inMs: number): FeeRule {
  const holiday = dayKindAt(stores.workingDayConfig, parkId, formatChinaTime(inMs).slice(0, 10)) >= DAY_KIND.holiday;
  const [setting] = stores.freeDuration?.select('WHERE "parkId" = ?', [parkId]) ?? [];
  const minutes = Number(setting?.[holiday ? 'holidayFreeMinutes' : 'weekdayFreeMinutes']);
  if (!setting || !Number.isFinite(minutes)) return holiday ? HOLIDAY_FEE_RULE : STANDARD_FEE_RULE;
  return temporaryFeeRule(minutes, holiday);
}

/** Minutes of the stay `[inMs, outMs)` that fall outside the day's minute ranges (China time). */
export function minutesOutside(inMs: number, outMs: number, periods: [number, number][]): number {
  let outside = 0;
  for (let t = inMs; t < outMs; t += MINUTE) {
    const minuteOfDay = Math.floor(((t + 8 * 3_600_000) % DAY) / MINUTE);
    if (!periods.some(([from, to]) => minuteOfDay >= from && minuteOfDay < to)) outside++;
  }
  return outside;
}

const feeFen = (seconds: number, rule: FeeRule) => yuanToFen(parkingFee(seconds, rule).receivableMoney);

export function exitFee(stores: GateStores, pass: GatePass, parkId: number, inMs: number, outMs: number): ExitFee {
  const seconds = Math.max(0, Math.floor((outMs - inMs) / 1000));
  const rule = temporaryRule(stores, parkId, inMs);
  switch (pass.kind) {
    case 'white':
      return pass.charged
        ? { receivableFen: feeFen(seconds, rule), discountFen: 0, note: `白名单车辆，本车场白名单收费，按${rule.name.split('：')[0]}` }
        : { receivableFen: 0, discountFen: 0, note: '白名单车辆，免费通行' };
    case 'visitor': {
      const host = `访客车辆（被访人 ${String(pass.record.hostName ?? '—')}）`;
      if (pass.freeMinutes === null) return { receivableFen: 0, discountFen: 0, note: `${host}，免费通行` };
      const fen = feeFen(seconds, { ...rule, freeMinutes: pass.freeMinutes });
      return { receivableFen: fen, discountFen: 0, note: `${host}，免费 ${pass.freeMinutes} 分钟，超出按临停计费` };
    }
    case 'monthly': {
      // A stay of days is counted minute by minute only up to a week; a longer one is charged as outside the card.
      const outside = outMs - inMs > 7 * DAY ? Math.ceil(seconds / 60) : minutesOutside(inMs, outMs, pass.periods);
      const fen = outside === 0 ? 0 : feeFen(outside * 60, { ...rule, freeMinutes: 0 });
      const card = `${pass.name}（${String(pass.record.beginDate)} ~ ${String(pass.record.endDate)}）`;
      return {
        receivableFen: fen,
        discountFen: 0,
        note: fen === 0 ? `${card}，月卡车 0 元` : `${card}，适用时段外停车 ${outside} 分钟按临停计费`,
      };
    }
    case 'disabled': {
      const full = feeFen(seconds, rule);
      const r = pass.rule;
      if (!r) return { receivableFen: full, discountFen: 0, note: `残疾人车辆，本车场无生效中的优惠规则，按${rule.name.split('：')[0]}` };
      const free = Number(r.freeMinutes ?? 0);
      const charged = Math.round(
        (feeFen(Math.max(0, seconds - free * 60), { ...rule, freeMinutes: 0 }) * Number(r.discountRate ?? 100)) / 100,
      );
      const cap = Number(r.dailyCap ?? 0);
      const due = cap > 0 ? Math.min(charged, cap * Math.max(1, Math.ceil(seconds / 86_400))) : charged;
      return { receivableFen: full, discountFen: full - Math.min(full, due), note: `残疾人优惠：${String(r.ruleName ?? '')}` };
    }
    case 'group': {
      const who = `${pass.temporary ? '分组临时车' : '分组车辆'}（${String(pass.group.groupName ?? '')}）`;
      if (pass.feeMode === GROUP_FEE.free) return { receivableFen: 0, discountFen: 0, note: `${who}，分组免费通行` };
      if (pass.feeMode === GROUP_FEE.monthlyPrice) return { receivableFen: 0, discountFen: 0, note: `${who}，按月卡价，月卡车 0 元` };
      const full = feeFen(seconds, rule);
      const rate = pass.discountRate !== null && pass.discountRate > 0 && pass.discountRate < 10 ? pass.discountRate : 10;
      const due = Math.round((full * rate) / 10);
      return { receivableFen: full, discountFen: full - due, note: `${who}，分组折扣 ${rate} 折` };
    }
    case 'booking':
    case 'temporary':
      return { receivableFen: feeFen(seconds, rule), discountFen: 0, note: rule.name };
    case 'blacklist':
      return { receivableFen: feeFen(seconds, rule), discountFen: 0, note: `黑名单车辆，告警放行，按${rule.name.split('：')[0]}` };
  }
}
