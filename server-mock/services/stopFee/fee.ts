/**
 * The parking fee rules of the mock (停车收费): the first 30 minutes are free; a longer stay pays the whole stay at
 * 4.00 元 per started hour, at most 40.00 元 per 24 hours. On a 法定节假日 of the park's 工作日配置 the free time is
 * 2 hours (the holiday rule). A park's 免费时长 (系统设置) gives it other free times (`temporaryFeeRule`). Used by the
 * seed, 计费过程, 设置出场时间, 申诉重新计费 and the gates (traffic/).
 */
export interface FeeRule {
  name: string;
  freeMinutes: number;
}

const freeText = (minutes: number) => (minutes % 60 === 0 && minutes > 0 ? `${minutes / 60}小时` : `${minutes}分钟`);

/** The temporary rule with a free time of `freeMinutes` (a 节假日 rule when `holiday`). */
export function temporaryFeeRule(freeMinutes: number, holiday: boolean): FeeRule {
  const kind = holiday ? '节假日临停计费' : '标准临停计费';
  const free = freeMinutes > 0 ? `${freeText(freeMinutes)}内免费，超过` : '无免费时长，';
  return { name: `${kind}：${free}按每小时4.00元计费，每24小时封顶40.00元`, freeMinutes };
}

export const FREE_MINUTES = 30;
export const STANDARD_FEE_RULE: FeeRule = temporaryFeeRule(FREE_MINUTES, false);
export const FEE_RULE_NAME = STANDARD_FEE_RULE.name;
export const HOLIDAY_FEE_RULE: FeeRule = temporaryFeeRule(120, true);
const HOURLY_FEN = 400;
const DAILY_CAP_FEN = 4000;
const DAY_SECONDS = 86_400;

/** One line of the calculation: the period, its seconds, the unit price text and its money in yuan. */
export interface FeeStep {
  period: string;
  duration: number;
  unitPrice: string;
  money: number;
}

export interface FeeResult {
  ruleName: string;
  freeMinutes: number;
  /** Seconds parked. */
  parkDuration: number;
  /** Yuan, 2 decimals. */
  receivableMoney: number;
  steps: FeeStep[];
}

export const fenToYuan = (fen: number) => Math.round(fen) / 100;
export const yuanToFen = (yuan: number) => Math.round(yuan * 100);

const hoursFen = (seconds: number) => Math.min(Math.ceil(seconds / 3600) * HOURLY_FEN, DAILY_CAP_FEN);

/** The fee of a stay of `seconds` (negative counts as 0). */
export function parkingFee(seconds: number, rule: FeeRule = STANDARD_FEE_RULE): FeeResult {
  const total = Math.max(0, Math.floor(seconds));
  const base = { ruleName: rule.name, freeMinutes: rule.freeMinutes, parkDuration: total };
  if (total <= rule.freeMinutes * 60) {
    return {
      ...base,
      receivableMoney: 0,
      steps: [{ period: `免费时段（${freeText(rule.freeMinutes)}内）`, duration: total, unitPrice: '免费', money: 0 }],
    };
  }
  const steps: FeeStep[] = [];
  let left = total;
  let fen = 0;
  for (let day = 1; left > 0; day++) {
    const part = Math.min(left, DAY_SECONDS);
    const money = hoursFen(part);
    const capped = money === DAILY_CAP_FEN && Math.ceil(part / 3600) * HOURLY_FEN > DAILY_CAP_FEN;
    steps.push({
      period: `第${day}个24小时${capped ? '（封顶）' : ''}`,
      duration: part,
      unitPrice: '4.00元/小时',
      money: fenToYuan(money),
    });
    fen += money;
    left -= part;
  }
  return { ...base, receivableMoney: fenToYuan(fen), steps };
}
