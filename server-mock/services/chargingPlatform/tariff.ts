/**
 * The bill of a charging session (充电订单): time-of-use tariffs (尖 / 峰 / 平 / 谷) and the occupancy fee (占桩费).
 * Code, because a bill is arithmetic over time slices that a document cannot say: a session is cut at every period
 * boundary and at every midnight, each day priced by the rule's ordinary periods or, on a 法定节假日 of the station's
 * 工作日配置 (`dayKindAt` of services/workingDayConfig), by the rule's holiday periods when it has them.
 *
 * Money is exact. Unit prices are 元 per kWh with at most four decimals and are read as whole 0.0001 元 units; energy
 * is read as whole Wh (0.001 kWh). A slice costs Wh × units, i.e. whole 0.0000001 元, so the sum is exact; it is
 * rounded once, half up, to fen at the end (occupancy fees are whole fen already). The bill's own lines and its
 * electricity / service split are then apportioned (largest remainder), so they add up to the total to the fen.
 *
 * One module for the seed, for the checks of a rule's periods (coverage of 00:00–24:00) and for any session
 * simulator: nothing else computes a charging fee.
 */

/** 尖 / 峰 / 平 / 谷 (dictionary periodType of schemas/chargingPlatform.json). */
export const PERIOD_LABELS: Record<number, string> = { 1: '尖', 2: '峰', 3: '平', 4: '谷' };

/** dayKind of 工作日配置 from which a day is a 法定节假日 (10 + the holiday). */
export const HOLIDAY_KIND = 10;

export interface TariffPeriod {
  /** 1 尖 2 峰 3 平 4 谷. */
  periodType: number;
  /** `HH:mm` on the half hour, 00:00–23:30. */
  startTime: string;
  /** `HH:mm` on the half hour, 00:30–24:00 (24:00 ends the day). */
  endTime: string;
  /** 电价, 元/kWh, at most four decimals. */
  elecPrice: number;
  /** 服务费单价, 元/kWh, at most four decimals. */
  servicePrice: number;
}

export interface Tariff {
  periods: readonly TariffPeriod[];
  /** 节假日单独计价: 1 on, 0 / absent off. */
  holidayEnabled?: number | boolean | null;
  holidayPeriods?: readonly TariffPeriod[] | null;
}

export interface OccupancyRule {
  /** 免费时长 after charging ends, minutes. */
  graceMinutes: number;
  /** 1 按分钟, 2 按小时 (a started hour counts whole). */
  chargeUnit: number;
  /** 占桩单价, fen per minute or per hour. */
  unitPrice: number;
  /** 每日封顶, fen per calendar day; 0 none. */
  dailyCap: number;
  /** 夜间免费: 1 on. */
  nightFree?: number | boolean | null;
  /** 夜间时段 `HH:mm`, may wrap midnight (22:00–07:00). */
  nightStart?: string | null;
  nightEnd?: string | null;
}

export interface Session {
  /** 开始充电 / 结束充电, `YYYY-MM-DD HH:mm:ss` China time. */
  startTime: string;
  endTime: string;
  /** 充电量, kWh with at most three decimals. */
  energyKwh: number;
  /** 拔枪时间 (the connector freed); absent or null: no occupancy. */
  releaseTime?: string | null;
}

/** What a day is for the station (dayKindAt of services/workingDayConfig bound to the station's park). */
export type DayKindOf = (date: string) => number;

export interface BillLine {
  date: string;
  periodType: number;
  periodLabel: string;
  /** 节假日计价. */
  holiday: boolean;
  /** The slice of the day, `HH:mm:ss`–`HH:mm:ss` (24:00:00 at midnight). */
  fromTime: string;
  toTime: string;
  seconds: number;
  energyWh: number;
  energyKwh: number;
  elecPrice: number;
  servicePrice: number;
  /** fen. */
  elecFee: number;
  serviceFee: number;
  amount: number;
}

/** A bill's lines as an order keeps them (明细): the period, its slice of the day, kWh, prices and fees. */
export const orderLines = (lines: readonly BillLine[]) =>
  lines.map((l) => ({
    date: l.date,
    periodType: l.periodType,
    fromTime: l.fromTime,
    toTime: l.toTime,
    energyKwh: l.energyKwh,
    elecPrice: l.elecPrice,
    servicePrice: l.servicePrice,
    elecFee: l.elecFee,
    serviceFee: l.serviceFee,
    amount: l.amount,
  }));

export interface Bill {
  lines: BillLine[];
  energyKwh: number;
  /** fen. */
  elecFee: number;
  serviceFee: number;
  chargeFee: number;
  occupyMinutes: number;
  occupyFee: number;
  totalFee: number;
}

const MINUTE = 60_000;
const DAY_MS = 86_400_000;
/** 0.0000001 元 per fen. */
const UNITS_PER_FEN = 100_000;

/** `HH:mm` → minutes of the day (24:00 → 1440), or NaN. */
export function minutesOf(time: string): number {
  const m = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time);
  if (!m) return NaN;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return Number(m[2]) < 60 && minutes <= 1440 ? minutes : NaN;
}
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** Milliseconds into a day → `HH:mm:ss` (86 400 000 → 24:00:00). */
const clockOf = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
};

/** A unit price in 元 → whole 0.0001 元, or NaN when it has more than four decimals or is negative. */
export function priceUnits(yuan: number): number {
  const units = Math.round(yuan * 10_000);
  return yuan >= 0 && Math.abs(units - yuan * 10_000) < 1e-6 ? units : NaN;
}
/** kWh → whole Wh (three decimals kept exactly). */
export const energyWh = (kwh: number) => Math.round(kwh * 1000);

/** a ÷ b rounded half up, for a ≥ 0, b > 0 (integers). */
const roundDiv = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

/** Wall-clock `YYYY-MM-DD HH:mm:ss` → ms on a UTC-less axis (China time has no daylight saving). */
function clockMs(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!m) throw new Error(`时间格式不正确：${text}`);
  return Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] ?? 0));
}
const dateOfMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * What is wrong with a day's periods, or null: each period ends after it starts, none overlap, and together they
 * cover 00:00–24:00 (the gaps are named: 时段未覆盖 07:00–08:00、22:00–24:00). `label` names the table (节假日时段).
 */
export function coverageProblem(periods: readonly Pick<TariffPeriod, 'startTime' | 'endTime'>[], label = '时段'): string | null {
  if (!periods.length) return `请至少设置一个${label}`;
  const spans = periods.map((p, i) => ({ row: i + 1, from: minutesOf(String(p.startTime)), to: minutesOf(String(p.endTime)) }));
  for (const s of spans) {
    if (Number.isNaN(s.from) || Number.isNaN(s.to)) return `第 ${s.row} 行的${label}格式不正确`;
    if (s.to <= s.from) return `第 ${s.row} 行的${label}结束应晚于开始`;
  }
  const sorted = [...spans].sort((a, b) => a.from - b.from);
  const gaps: string[] = [];
  let cursor = 0;
  let last = sorted[0];
  for (const s of sorted) {
    if (s.from < cursor) return `${label} ${hhmm(s.from)}–${hhmm(s.to)} 与 ${hhmm(last.from)}–${hhmm(last.to)} 重叠`;
    if (s.from > cursor) gaps.push(`${hhmm(cursor)}–${hhmm(s.from)}`);
    cursor = s.to;
    last = s;
  }
  if (cursor < 1440) gaps.push(`${hhmm(cursor)}–24:00`);
  return gaps.length ? `${label}未覆盖 ${gaps.join('、')}` : null;
}

/** What is wrong with a price, or null: not below zero, at most four decimals. */
export function priceProblem(yuan: unknown, title: string, row: number): string | null {
  if (typeof yuan !== 'number' || !Number.isFinite(yuan)) return `第 ${row} 行的${title}不能为空`;
  if (yuan < 0) return `第 ${row} 行的${title}不能小于0`;
  if (Number.isNaN(priceUnits(yuan))) return `第 ${row} 行的${title}最多保留4位小数`;
  return null;
}

/** The periods that price a day: the holiday ones on a 法定节假日 when the rule has them. */
export function periodsForDay(tariff: Tariff, date: string, dayKindOf: DayKindOf): { periods: readonly TariffPeriod[]; holiday: boolean } {
  const holiday =
    Boolean(Number(tariff.holidayEnabled ?? 0)) && (tariff.holidayPeriods?.length ?? 0) > 0 && dayKindOf(date) >= HOLIDAY_KIND;
  return holiday ? { periods: tariff.holidayPeriods!, holiday } : { periods: tariff.periods, holiday };
}

interface Slice {
  date: string;
  period: TariffPeriod;
  holiday: boolean;
  /** Milliseconds into the day. */
  from: number;
  to: number;
  ms: number;
}

/** The session cut at every period boundary and every midnight, in time order. */
function slices(tariff: Tariff, startMs: number, endMs: number, dayKindOf: DayKindOf): Slice[] {
  const out: Slice[] = [];
  for (let dayStart = Math.floor(startMs / DAY_MS) * DAY_MS; dayStart < endMs; dayStart += DAY_MS) {
    const date = dateOfMs(dayStart);
    const { periods, holiday } = periodsForDay(tariff, date, dayKindOf);
    const ordered = [...periods].sort((a, b) => minutesOf(a.startTime) - minutesOf(b.startTime));
    for (const period of ordered) {
      const pFrom = dayStart + minutesOf(period.startTime) * MINUTE;
      const pTo = dayStart + minutesOf(period.endTime) * MINUTE;
      const from = Math.max(pFrom, startMs);
      const to = Math.min(pTo, endMs);
      if (to > from) out.push({ date, period, holiday, from: from - dayStart, to: to - dayStart, ms: to - from });
    }
  }
  return out;
}

/** Integers shared out over weights so that they add up to `total` exactly (largest remainder; ties by order). */
export function apportion(total: number, exact: readonly number[], denominator: number): number[] {
  const floors = exact.map((e) => Math.floor(e / denominator));
  let rest = total - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - floors[i] * denominator })).sort((a, b) => b.r - a.r || a.i - b.i);
  const out = [...floors];
  for (let k = 0; rest > 0 && order.length; k = (k + 1) % order.length, rest--) out[order[k].i]++;
  // Below the floors (never for a bill's own figures): take from the smallest remainders first.
  for (let pass = 0; rest < 0 && pass < 2 * order.length; pass++) {
    const k = order.length - 1 - (pass % order.length);
    if (out[order[k].i] > 0) {
      out[order[k].i]--;
      rest++;
    }
  }
  return out;
}

/** Energy of each slice in Wh, by its share of the charging time, adding up to the session's energy. */
function sliceEnergy(parts: readonly Slice[], totalWh: number): number[] {
  const totalMs = parts.reduce((a, s) => a + s.ms, 0);
  if (totalMs === 0) return parts.map(() => 0);
  return apportion(
    totalWh,
    parts.map((s) => totalWh * s.ms),
    totalMs,
  );
}

const inNight = (minuteOfDay: number, start: number, end: number) =>
  start <= end ? minuteOfDay >= start && minuteOfDay < end : minuteOfDay >= start || minuteOfDay < end;

/** The longest occupancy counted (minutes): a connector held for more than a week is a case for the operator, not the meter. */
const MAX_OCCUPY_MINUTES = 7 * 1440;

/**
 * The occupancy fee (fen) and the minutes charged: from the end of charging plus the free minutes until the connector
 * is freed, each started minute once, night minutes free when the rule says so; per calendar day the minutes (or the
 * started hours) × the unit price, at most the daily cap.
 */
export function occupancyFee(rule: OccupancyRule | null | undefined, endTime: string, releaseTime: string | null | undefined) {
  if (!rule || !releaseTime) return { minutes: 0, fee: 0 };
  const from = clockMs(endTime) + Math.max(0, Number(rule.graceMinutes) || 0) * MINUTE;
  const until = clockMs(releaseTime);
  if (until <= from) return { minutes: 0, fee: 0 };
  const count = Math.min(Math.ceil((until - from) / MINUTE), MAX_OCCUPY_MINUTES);
  const night = Boolean(Number(rule.nightFree ?? 0)) && rule.nightStart && rule.nightEnd;
  const nStart = night ? minutesOf(rule.nightStart!) : 0;
  const nEnd = night ? minutesOf(rule.nightEnd!) : 0;
  const perDay = new Map<string, number>();
  let minutes = 0;
  for (let k = 0; k < count; k++) {
    const t = from + k * MINUTE;
    const minuteOfDay = Math.floor((t % DAY_MS) / MINUTE);
    if (night && inNight(minuteOfDay, nStart, nEnd)) continue;
    const date = dateOfMs(t);
    perDay.set(date, (perDay.get(date) ?? 0) + 1);
    minutes++;
  }
  let fee = 0;
  for (const m of perDay.values()) {
    const units = Number(rule.chargeUnit) === 2 ? Math.ceil(m / 60) : m;
    const dayFee = units * Math.max(0, Number(rule.unitPrice) || 0);
    const cap = Math.max(0, Number(rule.dailyCap) || 0);
    fee += cap > 0 ? Math.min(dayFee, cap) : dayFee;
  }
  return { minutes, fee };
}

/**
 * The bill of one session: Σ over the tariff slices of Wh × (电价 + 服务费) + 占桩费, rounded once to fen; then the
 * electricity and service fees and every line apportioned so that they add up to it.
 */
export function billSession(tariff: Tariff, session: Session, dayKindOf: DayKindOf, occupancy?: OccupancyRule | null): Bill {
  const startMs = clockMs(session.startTime);
  const endMs = clockMs(session.endTime);
  if (endMs < startMs) throw new Error('结束充电时间不能早于开始充电时间');
  const totalWh = energyWh(session.energyKwh);
  const parts = slices(tariff, startMs, endMs, dayKindOf);
  const wh = sliceEnergy(parts, totalWh);
  const elecUnits = parts.map((s) => priceUnits(s.period.elecPrice));
  const serviceUnits = parts.map((s) => priceUnits(s.period.servicePrice));
  if ([...elecUnits, ...serviceUnits].some(Number.isNaN)) throw new Error('单价应为不小于0、最多4位小数的金额');
  const elecExact = parts.map((_, i) => wh[i] * elecUnits[i]);
  const serviceExact = parts.map((_, i) => wh[i] * serviceUnits[i]);
  const elecSum = elecExact.reduce((a, b) => a + b, 0);
  const serviceSum = serviceExact.reduce((a, b) => a + b, 0);
  const chargeFee = roundDiv(elecSum + serviceSum, UNITS_PER_FEN);
  const elecFee = Math.min(chargeFee, roundDiv(elecSum, UNITS_PER_FEN));
  const serviceFee = chargeFee - elecFee;
  const elecLines = apportion(elecFee, elecExact, UNITS_PER_FEN);
  const serviceLines = apportion(serviceFee, serviceExact, UNITS_PER_FEN);
  const occupy = occupancyFee(occupancy, session.endTime, session.releaseTime);
  const lines: BillLine[] = parts.map((s, i) => ({
    date: s.date,
    periodType: s.period.periodType,
    periodLabel: PERIOD_LABELS[s.period.periodType] ?? '',
    holiday: s.holiday,
    fromTime: clockOf(s.from),
    toTime: clockOf(s.to),
    seconds: Math.round(s.ms / 1000),
    energyWh: wh[i],
    energyKwh: wh[i] / 1000,
    elecPrice: s.period.elecPrice,
    servicePrice: s.period.servicePrice,
    elecFee: elecLines[i],
    serviceFee: serviceLines[i],
    amount: elecLines[i] + serviceLines[i],
  }));
  return {
    lines,
    energyKwh: totalWh / 1000,
    elecFee,
    serviceFee,
    chargeFee,
    occupyMinutes: occupy.minutes,
    occupyFee: occupy.fee,
    totalFee: chargeFee + occupy.fee,
  };
}
