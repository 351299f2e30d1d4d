/**
 * Curated seed and write rules of 充电平台 (schemas/chargingPlatform.json). Code, because the document cannot say these:
 * - one charging world drawn once per seed: the stations of the shared vocabulary (stations.ts), their piles and
 *   connectors in every state, the tariffs of each station season by season (with the versions an edit in force
 *   left behind), the occupancy rules, 30 days of finished sessions whose amounts the tariff module computes
 *   (tariff.ts, never invented), and fault records in every state with the trail their state implies;
 * - the payments, occupancies and refund applications of those sessions (records.ts), drawn with them so that an
 *   order refunded by an approved application is seeded 已退款 / 部分退款;
 * - the counts of piles and connectors by state of each station, counted from the pile table after every pile write
 *   or delete (never typed in), and a pile's 桩状态 taken from its connectors;
 * - a tariff's periods cover 00:00–24:00 without a gap (时段未覆盖 07:00–08:00), the holiday periods too when they are
 *   on, and every price has at most four decimals.
 * Overlapping periods, prices below zero, unique pile codes, one rule in force per station and a station that still
 * has piles are the document's (rowRanges, minimum, entities.unique, the delete's allowWhen).
 */
import type Database from 'better-sqlite3';
import { createPrng, type Prng } from '../../db/prng';
import { formatSeedTime } from '../../engine/seedValues';
import { DAY, HOUR, MINUTE, seedTrailEntry } from '../../engine/seedKit';
import { quote } from '../../engine/storage';
import type { EngineExtension, SeedKit } from '../../engine/types';
import { dayKind } from '../workingDayConfig';
import { SEED_CONFIGS } from '../workingDayConfig/seed';
import { CHARGING_STATIONS, type ChargingStation } from './stations';
import { chargeRecordsOf, chargeRefundPayout, RECORD_ENTITY, refundEntityHooks, type ChargeRecords, type OrderFacts } from './records';
import { customerComputations, customerEntities, customerWorldOf, type CustomerWorld, type OrderRef, type PayFacts } from './customers';
import { operationComputations, operationEntities, type OrderFacts as OperationOrder } from './operations';
import { cameraEntities } from './videoDevices';
import { billSession, coverageProblem, orderLines, priceProblem, type DayKindOf, type OccupancyRule, type TariffPeriod } from './tariff';

export const ENTITY = {
  station: 'chargeStation',
  pile: 'chargePile',
  rule: 'chargeRule',
  ruleVersion: 'chargeRuleVersion',
  occupyRule: 'occupyRule',
  order: 'chargeOrder',
  fault: 'chargeFault',
} as const;

/** Connector states (dictionary connectorStatus). */
export const CONNECTOR = { idle: 1, charging: 2, fault: 3, offline: 4, occupied: 5 } as const;
/** 计费规则 states (ruleStatus), 占桩规则 states (occupyStatus), 故障 states (faultStatus). */
export const RULE = { draft: 0, inForce: 1, stopped: 2 } as const;
export const FAULT = { open: 0, handling: 1, recovered: 2 } as const;
const FAULT_LABELS: Record<number, string> = { 0: '未处理', 1: '处理中', 2: '已恢复' };

type Row = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------------------------
// Piles

const MANUFACTURERS = ['许继电气', '盛弘股份', '科士达', '万帮新能源', '英飞源'];
const DC_FIRMWARE = ['V3.2.15', 'V3.2.18', 'V3.3.02'];
const AC_FIRMWARE = ['V1.8.6', 'V1.9.1'];

export interface SeedPile {
  pileId: number;
  pileCode: string;
  pileName: string;
  stationId: number;
  pileType: number;
  ratedPower: number;
  connectors: { connectorNo: number; connectorStatus: number }[];
  manufacturer: string;
  firmwareVersion: string;
  onlineTime: string;
}

/** 桩状态 from its connectors: 故障 first, then all 离线, then 充电中, 占用, else 空闲. */
export function pileStatusOf(connectors: readonly { connectorStatus?: unknown }[]): number {
  const states = connectors.map((c) => Number(c.connectorStatus));
  if (states.includes(CONNECTOR.fault)) return CONNECTOR.fault;
  if (states.length && states.every((s) => s === CONNECTOR.offline)) return CONNECTOR.offline;
  if (states.includes(CONNECTOR.charging)) return CONNECTOR.charging;
  if (states.includes(CONNECTOR.occupied)) return CONNECTOR.occupied;
  return CONNECTOR.idle;
}

/** A connector's state at an operating station: mostly idle, some charging, a few occupied, faulty or offline. */
function connectorState(rng: Prng, station: ChargingStation): number {
  if (station.stationStatus !== 1) return CONNECTOR.offline;
  const r = rng.int(1, 100);
  if (r <= 50) return CONNECTOR.idle;
  if (r <= 76) return CONNECTOR.charging;
  if (r <= 85) return CONNECTOR.occupied;
  if (r <= 93) return CONNECTOR.fault;
  return CONNECTOR.offline;
}

function piles(rng: Prng, now: number): SeedPile[] {
  const out: SeedPile[] = [];
  for (const station of CHARGING_STATIONS) {
    const kinds = [...Array(station.dcPiles).fill(1), ...Array(station.acPiles).fill(2)] as number[];
    kinds.forEach((pileType, i) => {
      const n = i + 1;
      const dc = pileType === 1;
      const guns = dc && rng.chance(0.8) ? 2 : 1;
      const built = station.stationStatus === 1 ? now - rng.int(400, 1300) * DAY : now - rng.int(3, 20) * DAY;
      out.push({
        pileId: out.length + 1,
        pileCode: `CP3301${String(station.stationId).padStart(2, '0')}${String(n).padStart(8, '0')}`,
        pileName: `${n}号${dc ? '直流快充桩' : '交流慢充桩'}`,
        stationId: station.stationId,
        pileType,
        ratedPower: dc ? station.dcPower : station.acPower,
        connectors: Array.from({ length: guns }, (_, g) => ({ connectorNo: g + 1, connectorStatus: connectorState(rng, station) })),
        manufacturer: rng.pick(MANUFACTURERS),
        firmwareVersion: rng.pick(dc ? DC_FIRMWARE : AC_FIRMWARE),
        onlineTime: formatSeedTime(built - (built % HOUR) + 10 * HOUR),
      });
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Tariffs

const p = (periodType: number, startTime: string, endTime: string, elecPrice: number, servicePrice: number): TariffPeriod => ({
  periodType,
  startTime,
  endTime,
  elecPrice,
  servicePrice,
});

/** 一般工商业分时电价 (元/kWh) of a season, and the station's service fee (元/kWh, lower in the valley). */
function seasonPeriods(season: number, service: number, shift: number): TariffPeriod[] {
  const r = (x: number) => Math.round(x * 10_000) / 10_000;
  const valley = r(0.3218 + shift);
  const flat = r(0.6533 + shift);
  const peak = r(1.0145 + shift);
  const sharp = r(1.2174 + shift);
  const low = r(service - 0.2);
  // 夏 (6–8) and 冬 (12–2) have 尖峰; 春 and 秋 price those hours as 峰.
  const top = season === 1 || season === 3 ? sharp : peak;
  const topType = season === 1 || season === 3 ? 1 : 2;
  return [
    p(4, '00:00', '08:00', valley, low),
    p(2, '08:00', '09:00', peak, service),
    p(topType, '09:00', '11:00', top, service),
    p(3, '11:00', '13:00', flat, service),
    p(2, '13:00', '15:00', peak, service),
    p(topType, '15:00', '17:00', top, service),
    p(2, '17:00', '22:00', peak, service),
    p(4, '22:00', '24:00', valley, low),
  ];
}

/** On 法定节假日: valley at night, flat all day, a lower service fee. */
function holidayPeriods(service: number, shift: number): TariffPeriod[] {
  const r = (x: number) => Math.round(x * 10_000) / 10_000;
  return [
    p(4, '00:00', '08:00', r(0.3218 + shift), r(service - 0.25)),
    p(3, '08:00', '22:00', r(0.6533 + shift), r(service - 0.1)),
    p(4, '22:00', '24:00', r(0.3218 + shift), r(service - 0.25)),
  ];
}

/** Seasons: 0 春 (3–5), 1 夏 (6–8, 迎峰度夏), 2 秋 (9–11), 3 冬 (12–2, 迎峰度冬, counted in the year it starts). */
const SEASON_NAMES = ['春季分时计费', '迎峰度夏计费', '秋季分时计费', '迎峰度冬计费'];
/** The season of a date as one running number: year × 4 + season. */
function seasonIndexOf(date: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  if (month <= 2) return (year - 1) * 4 + 3;
  return year * 4 + Math.floor((month - 3) / 3);
}
/** A season's year, kind and first day. */
function season(index: number): { year: number; kind: number; start: string } {
  const year = Math.floor(index / 4);
  const kind = index % 4;
  return { year, kind, start: `${year}-${String([3, 6, 9, 12][kind]).padStart(2, '0')}-01` };
}

export interface RuleVersion {
  version: number;
  ruleName: string;
  effectiveDate: string;
  periods: TariffPeriod[];
  holidayEnabled: number;
  holidayPeriods: TariffPeriod[] | null;
  remark: string | null;
  /** Priced sessions from this moment (ms), until the next version's. */
  from: number;
  /** When a later version replaced it, and who (history rows only). */
  replacedTime?: number;
  replacedUser?: string;
}

export interface SeedRule {
  ruleId: number;
  stationId: number;
  ruleStatus: number;
  updateUser: string;
  updateTime: number;
  /** Oldest first; the last is the record itself. */
  versions: RuleVersion[];
  /** Until when it priced sessions (a stopped rule: when the next one took over). */
  until: number | null;
}

const chinaDate = (ms: number) => formatSeedTime(ms).slice(0, 10);
/** Midnight China time of a date → ms. */
const dayStartMs = (date: string) => Date.parse(`${date}T00:00:00+08:00`);

function rules(rng: Prng, now: number): SeedRule[] {
  const out: SeedRule[] = [];
  const today = chinaDate(now);
  const current = seasonIndexOf(today);
  const STAFF = ['陈建国', '李晓梅', '王志强'];
  for (const station of CHARGING_STATIONS) {
    const service = [0.8, 0.75, 0.7, 0.85, 0.6][station.stationId - 1];
    const shift = [0, 0.012, -0.008, 0.02, -0.015][station.stationId - 1];
    const operating = station.stationStatus === 1;
    // Thirteen past seasons (stopped), the current one (in force), the next one and a holiday trial (drafts); a station
    // still being built has only the drafts.
    const seasons = operating ? [-13, -12, -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1] : [1];
    const list: SeedRule[] = [];
    for (const offset of seasons) {
      const s = season(current + offset);
      const start = s.start;
      const name = `${s.year}年${SEASON_NAMES[s.kind]}`;
      const status = offset < 0 ? RULE.stopped : offset === 0 && operating ? RULE.inForce : RULE.draft;
      const holiday = station.stationId <= 3 ? 1 : 0;
      // A rule in force has been edited 1–3 times (service fee adjustments); an older one sometimes once.
      const edits = status === RULE.inForce ? rng.int(1, 3) : status === RULE.stopped && rng.chance(0.35) ? 1 : 0;
      const from = dayStartMs(start);
      const versions: RuleVersion[] = [];
      const seasonEnd = dayStartMs(season(current + offset + 1).start);
      const span = Math.min(seasonEnd, now) - from;
      for (let v = 0; v <= edits; v++) {
        const older = edits - v; // 0 for the latest
        const fee = Math.round((service + older * 0.05) * 10_000) / 10_000;
        const vFrom =
          v === 0 ? from : from + Math.floor((span * v) / (edits + 1.5)) - (Math.floor((span * v) / (edits + 1.5)) % HOUR) + 9 * HOUR;
        versions.push({
          version: v + 1,
          ruleName: name,
          effectiveDate: start,
          periods: seasonPeriods(s.kind, fee, shift),
          holidayEnabled: holiday,
          holidayPeriods: holiday ? holidayPeriods(fee, shift) : null,
          remark: v === 0 ? '按国网浙江省电力公司分时电价政策执行' : `服务费下调至 ${fee.toFixed(4)} 元/kWh`,
          from: vFrom,
        });
      }
      for (let v = 0; v < versions.length - 1; v++) {
        versions[v].replacedTime = versions[v + 1].from;
        versions[v].replacedUser = STAFF[(station.stationId + v) % 3];
      }
      const last = versions[versions.length - 1];
      list.push({
        ruleId: 0,
        stationId: station.stationId,
        ruleStatus: status,
        updateUser: STAFF[station.stationId % 3],
        updateTime:
          status === RULE.draft
            ? now - rng.int(1, 10) * DAY - rng.int(1, 8) * HOUR
            : status === RULE.stopped
              ? seasonEnd + rng.int(1, 3) * HOUR
              : Math.min(now - HOUR, last.from + rng.int(1, 6) * HOUR),
        versions,
        until: status === RULE.stopped ? seasonEnd : null,
      });
    }
    {
      const s = season(current + 1);
      const fee = service;
      list.push({
        ruleId: 0,
        stationId: station.stationId,
        ruleStatus: RULE.draft,
        updateUser: STAFF[(station.stationId + 1) % 3],
        updateTime: now - rng.int(1, 5) * DAY,
        until: null,
        versions: [
          {
            version: 1,
            ruleName: `${s.year}年节假日优惠计费（试行）`,
            effectiveDate: s.start,
            periods: seasonPeriods(s.kind, fee, shift),
            holidayEnabled: 1,
            holidayPeriods: holidayPeriods(Math.round((fee - 0.1) * 10_000) / 10_000, shift),
            remark: '节假日服务费再优惠 0.1 元/kWh，待运营审批后下发',
            from: now + 30 * DAY,
          },
        ],
      });
    }
    out.push(...list);
  }
  out.forEach((r, i) => (r.ruleId = i + 1));
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Occupancy rules

export interface SeedOccupyRule extends OccupancyRule {
  occupyRuleId: number;
  ruleName: string;
  stationId: number;
  ruleStatus: number;
  remark: string | null;
  updateTime: number;
}

function occupyRules(now: number): SeedOccupyRule[] {
  const out: Omit<SeedOccupyRule, 'occupyRuleId'>[] = [];
  for (const station of CHARGING_STATIONS) {
    const s = station.stationId;
    if (station.stationStatus !== 1) {
      out.push({
        ruleName: '占桩收费（待开站启用）',
        stationId: s,
        ruleStatus: RULE.draft,
        graceMinutes: 20,
        chargeUnit: 1,
        unitPrice: 30,
        dailyCap: 2000,
        nightFree: 1,
        nightStart: '22:00',
        nightEnd: '07:00',
        remark: '开站后启用',
        updateTime: now - 4 * DAY,
      });
      continue;
    }
    out.push({
      ruleName: '占桩收费（旧）',
      stationId: s,
      ruleStatus: RULE.stopped,
      graceMinutes: 30,
      chargeUnit: 2,
      unitPrice: 500,
      dailyCap: 5000,
      nightFree: 0,
      nightStart: null,
      nightEnd: null,
      remark: '按小时收费投诉较多，已改为按分钟',
      updateTime: now - (200 + s * 9) * DAY,
    });
    out.push(
      s === 4
        ? {
            ruleName: '超充站占桩收费',
            stationId: s,
            ruleStatus: RULE.inForce,
            graceMinutes: 10,
            chargeUnit: 1,
            unitPrice: 100,
            dailyCap: 6000,
            nightFree: 0,
            nightStart: null,
            nightEnd: null,
            remark: '超充车位紧张，免费时长 10 分钟',
            updateTime: now - (120 + s) * DAY,
          }
        : {
            ruleName: s === 1 ? '路内充电占位收费' : '直流快充占桩收费',
            stationId: s,
            ruleStatus: RULE.inForce,
            graceMinutes: 15,
            chargeUnit: 1,
            unitPrice: 50,
            dailyCap: 3000,
            nightFree: 1,
            nightStart: '22:00',
            nightEnd: '07:00',
            remark: '夜间 22:00–07:00 不收占桩费',
            updateTime: now - (90 + s * 7) * DAY,
          },
    );
    if (s % 2 === 1)
      out.push({
        ruleName: '节假日占桩收费（草稿）',
        stationId: s,
        ruleStatus: RULE.draft,
        graceMinutes: 30,
        chargeUnit: 1,
        unitPrice: 30,
        dailyCap: 2000,
        nightFree: 1,
        nightStart: '21:00',
        nightEnd: '08:00',
        remark: null,
        updateTime: now - 6 * DAY,
      });
  }
  return out.map((r, i) => ({ ...r, occupyRuleId: i + 1 }));
}

// ---------------------------------------------------------------------------------------------------------------
// Sessions (orders)

/** The rule version of a station that priced a moment, and its rule. */
export function ruleAt(all: readonly SeedRule[], stationId: number, ms: number): { rule: SeedRule; version: RuleVersion } | null {
  for (const rule of all) {
    if (rule.stationId !== stationId || rule.ruleStatus === RULE.draft) continue;
    const first = rule.versions[0].from;
    if (ms < first || (rule.until !== null && ms >= rule.until)) continue;
    const version = [...rule.versions].reverse().find((v) => v.from <= ms);
    if (version) return { rule, version };
  }
  return null;
}

/**
 * What a day is, as 工作日配置 seeds it (its platform configuration in force of each year; every park keeps the same
 * 法定节假日): the seed cannot read that entity, which may be seeded after this one.
 */
export const seedDayKindOf: DayKindOf = (date) => {
  const year = Number(date.slice(0, 4));
  const config = SEED_CONFIGS.find((c) => c.scopeType === 1 && c.year === year && c.configStatus === 1);
  return dayKind(date, config ? config.versions[config.versions.length - 1].days : []);
};

const NEV_LETTERS = 'ABCDEFGHJKLMN';
const newEnergyPlate = (rng: Prng) =>
  `${rng.pick(['浙', '浙', '浙', '浙', '沪', '苏'])}${rng.pick([...NEV_LETTERS])}${rng.pick(['D', 'F', 'D'])}${rng.chars('0123456789', 5)}`;
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const vinOf = (rng: Prng) =>
  `${rng.pick(['LRW', 'LGX', 'LFV', 'LSG', 'LVG', 'LNB'])}${rng.chars(VIN_CHARS, 6)}${rng.chars('0123456789', 8)}`;
const DC_STOP = ['充满自停', '达到设定SOC', '用户主动停止', '用户主动停止', '余额不足停止', '充满自停'];

export interface SeedOrder extends Row {
  orderId: number;
}

function orders(
  rng: Prng,
  now: number,
  pileList: readonly SeedPile[],
  ruleList: readonly SeedRule[],
  occupyList: readonly SeedOccupyRule[],
): SeedOrder[] {
  const operating = pileList.filter((pl) => CHARGING_STATIONS.find((s) => s.stationId === pl.stationId)?.stationStatus === 1);
  const out: SeedOrder[] = [];
  const windowStart = now - 30 * DAY + 2 * HOUR;
  let attempts = 0;
  while (out.length < 240 && attempts++ < 2000) {
    const pile = rng.pick(operating);
    const dc = pile.pileType === 1;
    // Fast charging through the day, slow charging mostly overnight.
    const day = windowStart + rng.int(0, 29) * DAY;
    const dayStart = dayStartMs(chinaDate(day));
    const hour = dc
      ? rng.pick([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23])
      : rng.pick([18, 19, 20, 21, 22, 23, 8, 9, 13]);
    const start = dayStart + hour * HOUR + rng.int(0, 59) * MINUTE + rng.int(0, 59) * 1000;
    const minutes = dc ? rng.int(18, 75) : rng.int(90, 540);
    const end = start + minutes * MINUTE + rng.int(0, 59) * 1000;
    const releaseGap = rng.chance(0.6) ? rng.int(1, 14) * MINUTE : rng.chance(0.6) ? rng.int(16, 90) * MINUTE : rng.int(2, 12) * HOUR;
    const release = end + releaseGap + rng.int(0, 59) * 1000;
    if (start < windowStart || release > now - 10 * MINUTE) continue;
    const priced = ruleAt(ruleList, pile.stationId, start);
    if (!priced) continue;
    const occupy = occupyList.find((o) => o.stationId === pile.stationId && o.ruleStatus === RULE.inForce) ?? null;
    const power = dc ? pile.ratedPower * (rng.int(35, 70) / 100) : pile.ratedPower * (rng.int(85, 98) / 100);
    const battery = rng.pick([50, 60, 64, 75, 78, 85]);
    const startSoc = rng.int(8, 45);
    const kwh = Math.min((power * (end - start)) / HOUR, (battery * (100 - startSoc)) / 100);
    const energyKwh = Math.round(kwh * 1000) / 1000;
    const endSoc = Math.min(100, startSoc + Math.round((energyKwh / battery) * 100));
    const session = { startTime: formatSeedTime(start), endTime: formatSeedTime(end), energyKwh, releaseTime: formatSeedTime(release) };
    const bill = billSession(priced.version, session, seedDayKindOf, occupy);
    const recent = now - release < 2 * DAY;
    const payState = recent && rng.chance(0.4) ? 1 : rng.chance(0.06) ? 3 : 2;
    const connector = rng.pick(pile.connectors);
    const orderId = out.length + 1;
    out.push({
      orderId,
      orderNo: `CD${formatSeedTime(start).replace(/\D/g, '')}${String(orderId).padStart(4, '0')}`,
      stationId: pile.stationId,
      pileCode: pile.pileCode,
      connectorNo: connector.connectorNo,
      plateNo: newEnergyPlate(rng),
      plateColor: 5,
      vin: vinOf(rng),
      startTime: session.startTime,
      endTime: session.endTime,
      releaseTime: session.releaseTime,
      chargeDuration: Math.round((end - start) / 1000),
      chargeKwh: energyKwh,
      startSoc,
      endSoc,
      stopReason: endSoc >= 100 ? '充满自停' : dc ? rng.pick(DC_STOP) : '用户主动停止',
      elecFee: bill.elecFee,
      serviceFee: bill.serviceFee,
      occupyMinutes: bill.occupyMinutes,
      occupyFee: bill.occupyFee,
      totalFee: bill.totalFee,
      payState,
      ruleId: priced.rule.ruleId,
      ruleName: priced.version.ruleName,
      ruleVersion: priced.version.version,
      occupyRuleId: occupy?.occupyRuleId ?? null,
      billLines: orderLines(bill.lines),
      createTime: session.startTime,
      updateTime: formatSeedTime(Math.min(now, release + rng.int(1, 30) * MINUTE)),
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Faults

/** Fault codes of the piles' protocol, with the Chinese description and level (1 一般 2 严重 3 紧急). */
export const FAULT_CODES: readonly [code: string, desc: string, level: number][] = [
  ['E001', '急停按钮被按下', 2],
  ['E002', '柜门被打开', 1],
  ['E003', '绝缘检测故障', 3],
  ['E004', '充电模块故障', 2],
  ['E005', '输出过压保护', 3],
  ['E006', '输出过流保护', 3],
  ['E007', '充电枪温度过高', 3],
  ['E008', '电表通信故障', 1],
  ['E009', '车辆BMS通信超时', 1],
  ['E010', '读卡器故障', 1],
  ['E011', '交流输入欠压', 2],
  ['E012', '散热风扇故障', 2],
  ['E013', '直流接触器粘连', 3],
  ['E014', '充电枪未归位', 1],
  ['E015', '与平台通信中断', 2],
];
const RECOVER_NOTES = [
  '现场复位急停按钮后恢复',
  '更换充电模块后测试正常',
  '清理散热风道、更换风扇后恢复',
  '更换枪头温度传感器后恢复正常',
  '重启桩控制器，通信恢复',
  '设备自检通过，自动恢复',
  '更换电表通信线后恢复',
];

function faults(rng: Prng, now: number, pileList: readonly SeedPile[]): Row[] {
  const out: Row[] = [];
  const staff = ['赵磊', '孙志刚', '钱小东', '李明远'];
  const add = (pile: SeedPile, connectorNo: number, state: number, raised: number) => {
    const [faultCode, faultDesc, faultLevel] = rng.pick(FAULT_CODES);
    const id = out.length + 1;
    const trail = [];
    const handler = rng.pick(staff);
    let acceptTime: number | null = null;
    let recoverTime: number | null = null;
    let handleNote: string | null = null;
    if (state >= FAULT.handling) {
      acceptTime = raised + rng.int(5, 90) * MINUTE;
      trail.push(seedTrailEntry(FAULT_LABELS, '受理', handler, acceptTime, FAULT.open, FAULT.handling));
    }
    if (state === FAULT.recovered) {
      recoverTime = (acceptTime ?? raised) + rng.int(20, 600) * MINUTE;
      handleNote = rng.pick(RECOVER_NOTES);
      trail.push(seedTrailEntry(FAULT_LABELS, '恢复', handler, recoverTime, FAULT.handling, FAULT.recovered, handleNote));
    }
    out.push({
      faultId: id,
      faultNo: `GZ${formatSeedTime(raised).replace(/\D/g, '')}${String(id).padStart(3, '0')}`,
      stationId: pile.stationId,
      pileCode: pile.pileCode,
      connectorNo,
      faultCode,
      faultDesc,
      faultLevel,
      raisedTime: formatSeedTime(raised),
      acceptTime: acceptTime === null ? null : formatSeedTime(acceptTime),
      recoverTime: recoverTime === null ? null : formatSeedTime(recoverTime),
      handler: state >= FAULT.handling ? handler : null,
      handleNote,
      faultStatus: state,
      auditTrail: trail,
      updateTime: formatSeedTime(recoverTime ?? acceptTime ?? raised),
    });
  };
  // Every faulty connector has a fault not yet recovered.
  for (const pile of pileList)
    for (const c of pile.connectors)
      if (c.connectorStatus === CONNECTOR.fault)
        add(pile, c.connectorNo, rng.chance(0.5) ? FAULT.open : FAULT.handling, now - rng.int(20, 36 * 60) * MINUTE);
  const operating = pileList.filter((pl) => CHARGING_STATIONS.find((s) => s.stationId === pl.stationId)?.stationStatus === 1);
  while (out.length < 72) {
    const pile = rng.pick(operating);
    const recovered = out.length % 7 !== 0;
    const raised = recovered ? now - rng.int(2, 45) * DAY - rng.int(0, 20) * HOUR : now - rng.int(1, 48) * HOUR;
    add(pile, rng.pick(pile.connectors).connectorNo, recovered ? FAULT.recovered : rng.chance(0.5) ? FAULT.open : FAULT.handling, raised);
  }
  return out.sort((a, b) => String(a.raisedTime).localeCompare(String(b.raisedTime))).map((r, i) => ({ ...r, faultId: i + 1 }));
}

// ---------------------------------------------------------------------------------------------------------------
// The world, drawn once per seed and reference time

export interface ChargingWorld {
  piles: SeedPile[];
  rules: SeedRule[];
  occupyRules: SeedOccupyRule[];
  orders: SeedOrder[];
  faults: Row[];
  /** 支付记录, 占桩记录 and the refund applications of the orders (records.ts). */
  records: ChargeRecords;
  /** 充电卡, 车主账户 and the other customer records of the orders (customers.ts). */
  customers: CustomerWorld;
}

const worlds = new Map<string, ChargingWorld>();
/** Every entity of the area reads the same world: the orders are priced by the rules and piles seeded beside them. */
export function chargingWorld(now: number): ChargingWorld {
  const key = String(now);
  let world = worlds.get(key);
  if (!world) {
    const rng = createPrng(`chargingPlatform:${now}`);
    const pileList = piles(rng, now);
    const ruleList = rules(rng, now);
    const occupyList = occupyRules(now);
    const orderList = orders(rng, now, pileList, ruleList, occupyList);
    const faultList = faults(rng, now, pileList);
    const records = chargeRecordsOf(orderList as unknown as OrderFacts[], occupyList, now);
    // An order refunded in part or in whole by an approved application shows it.
    for (const o of orderList) o.payState = records.payStates.get(o.orderId) ?? o.payState;
    const customers = customerWorldOf(orderList as unknown as OrderRef[], records.pays as PayFacts[], now);
    world = { piles: pileList, rules: ruleList, occupyRules: occupyList, orders: orderList, faults: faultList, records, customers };
    worlds.clear();
    worlds.set(key, world);
  }
  return world;
}

// ---------------------------------------------------------------------------------------------------------------
// Counts of a station, from the pile table

const STATION_TABLE = quote(`ent_${ENTITY.station}`);
const PILE_TABLE = quote(`ent_${ENTITY.pile}`);
const tableExists = (db: Database.Database, table: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table.replace(/"/g, '')) !== undefined;

/** Sets every station's counts of piles (直流 / 交流) and connectors by state from the pile table. */
export function recountStations(db: Database.Database): void {
  if (!tableExists(db, STATION_TABLE) || !tableExists(db, PILE_TABLE)) return;
  const guns = (state: number) =>
    `(SELECT COUNT(*) FROM ${PILE_TABLE} p, json_each(p."connectors") c WHERE p."stationId" = s."stationId" AND json_extract(c.value, '$.connectorStatus') = ${state})`;
  db.prepare(
    `UPDATE ${STATION_TABLE} AS s SET
      "pileCount" = (SELECT COUNT(*) FROM ${PILE_TABLE} p WHERE p."stationId" = s."stationId"),
      "dcPileCount" = (SELECT COUNT(*) FROM ${PILE_TABLE} p WHERE p."stationId" = s."stationId" AND p."pileType" = 1),
      "acPileCount" = (SELECT COUNT(*) FROM ${PILE_TABLE} p WHERE p."stationId" = s."stationId" AND p."pileType" = 2),
      "connectorCount" = (SELECT COUNT(*) FROM ${PILE_TABLE} p, json_each(p."connectors") c WHERE p."stationId" = s."stationId"),
      "idleCount" = ${guns(CONNECTOR.idle)}, "chargingCount" = ${guns(CONNECTOR.charging)}, "faultCount" = ${guns(CONNECTOR.fault)},
      "offlineCount" = ${guns(CONNECTOR.offline)}, "occupiedCount" = ${guns(CONNECTOR.occupied)}`,
  ).run();
}

// ---------------------------------------------------------------------------------------------------------------
// Seeds and hooks

const time = (ms: number) => formatSeedTime(ms);
const versionContent = (v: RuleVersion) => ({
  ruleName: v.ruleName,
  effectiveDate: v.effectiveDate,
  periods: v.periods,
  holidayEnabled: v.holidayEnabled,
  holidayPeriods: v.holidayPeriods,
  remark: v.remark,
  version: v.version,
});

function seedStations(kit: SeedKit): number {
  for (const s of CHARGING_STATIONS)
    kit.insert({
      stationId: s.stationId,
      stationName: s.stationName,
      operatorName: s.operatorName,
      address: s.address,
      parkId: s.parkId,
      openHours: s.openHours,
      stationStatus: s.stationStatus,
      contactPhone: s.contactPhone,
      remark: s.stationStatus === 2 ? '电力增容施工中，预计下月投运' : null,
      updateTime: time(kit.now - (40 + s.stationId * 11) * DAY),
    });
  recountStations(kit.db);
  return CHARGING_STATIONS.length;
}

function seedPiles(kit: SeedKit): number {
  const { piles: list } = chargingWorld(kit.now);
  for (const pile of list) kit.insert({ ...pile, pileStatus: pileStatusOf(pile.connectors), updateTime: pile.onlineTime });
  recountStations(kit.db);
  return list.length;
}

function seedRules(kit: SeedKit): number {
  const { rules: list } = chargingWorld(kit.now);
  for (const r of list)
    kit.insert({
      ruleId: r.ruleId,
      stationId: r.stationId,
      ruleStatus: r.ruleStatus,
      ...versionContent(r.versions[r.versions.length - 1]),
      updateUser: r.updateUser,
      updateTime: time(r.updateTime),
    });
  return list.length;
}

function seedRuleVersions(kit: SeedKit): number {
  let n = 0;
  for (const r of chargingWorld(kit.now).rules)
    for (const v of r.versions.slice(0, -1)) {
      kit.insert({
        chargeRuleId: r.ruleId,
        stationId: r.stationId,
        ...versionContent(v),
        replacedTime: time(v.replacedTime!),
        replacedUser: v.replacedUser,
      });
      n++;
    }
  return n;
}

function seedOccupyRules(kit: SeedKit): number {
  const list = chargingWorld(kit.now).occupyRules;
  for (const r of list) kit.insert({ ...r, updateTime: time(r.updateTime) });
  return list.length;
}

function seedOrders(kit: SeedKit): number {
  const list = chargingWorld(kit.now).orders;
  for (const o of list) kit.insert(o);
  return list.length;
}

/** Seeds one list of the records of the orders. */
const seedRecords =
  (pick: (r: ChargeRecords) => Row[]) =>
  (kit: SeedKit): number => {
    const list = pick(chargingWorld(kit.now).records);
    for (const r of list) kit.insert(r);
    return list.length;
  };

function seedFaults(kit: SeedKit): number {
  const list = chargingWorld(kit.now).faults;
  for (const f of list) kit.insert(f);
  return list.length;
}

/** The period tables of a rule as submitted: coverage of the day and prices with at most four decimals. */
export function tariffProblem(values: Row): string | null {
  const tables: [unknown, string][] = [[values.periods, '时段']];
  if (Number(values.holidayEnabled ?? 0) === 1) tables.push([values.holidayPeriods, '节假日时段']);
  for (const [rows, label] of tables) {
    if (rows === undefined) continue;
    const list = Array.isArray(rows) ? (rows as Partial<TariffPeriod>[]) : [];
    const covered = coverageProblem(
      list.map((r) => ({ startTime: String(r.startTime ?? ''), endTime: String(r.endTime ?? '') })),
      label,
    );
    if (covered) return covered;
    for (const [i, r] of list.entries()) {
      const problem = priceProblem(r.elecPrice, '电价', i + 1) ?? priceProblem(r.servicePrice, '服务费', i + 1);
      if (problem) return label === '时段' ? problem : `${label}${problem}`;
    }
  }
  return null;
}

/** The engine extension of the charging platform (listed in services/extensions.ts). */
export const chargingPlatformExtension: EngineExtension = {
  entities: {
    [ENTITY.station]: {
      seed: seedStations,
      fixedRows: true,
      hooks: {
        beforeUpdate(_current, values) {
          for (const k of [
            'pileCount',
            'dcPileCount',
            'acPileCount',
            'connectorCount',
            'idleCount',
            'chargingCount',
            'faultCount',
            'offlineCount',
            'occupiedCount',
          ])
            delete values[k];
        },
        afterWrite: (db) => recountStations(db),
      },
    },
    [ENTITY.pile]: {
      seed: seedPiles,
      fixedRows: true,
      hooks: {
        beforeCreate(values) {
          values.pileStatus = pileStatusOf(Array.isArray(values.connectors) ? (values.connectors as Row[]) : []);
        },
        beforeUpdate(current, values) {
          const connectors = values.connectors ?? current.connectors;
          values.pileStatus = pileStatusOf(Array.isArray(connectors) ? (connectors as Row[]) : []);
        },
        afterWrite: (db) => recountStations(db),
        afterDelete: (db) => recountStations(db),
      },
    },
    [ENTITY.rule]: {
      seed: seedRules,
      fixedRows: true,
      hooks: {
        beforeCreate: (values) => tariffProblem(values) ?? undefined,
        beforeUpdate: (current, values) => tariffProblem({ ...current, ...values }) ?? undefined,
      },
    },
    [ENTITY.ruleVersion]: { seed: seedRuleVersions, fixedRows: true },
    [ENTITY.occupyRule]: { seed: seedOccupyRules, fixedRows: true },
    [ENTITY.order]: { seed: seedOrders, fixedRows: true },
    [ENTITY.fault]: { seed: seedFaults, fixedRows: true },
    [RECORD_ENTITY.pay]: { seed: seedRecords((r) => r.pays), fixedRows: true },
    [RECORD_ENTITY.occupy]: { seed: seedRecords((r) => r.occupancies), fixedRows: true },
    [RECORD_ENTITY.refund]: { seed: seedRecords((r) => r.refunds), fixedRows: true, hooks: refundEntityHooks.charge },
    [RECORD_ENTITY.occupyRefund]: { seed: seedRecords((r) => r.occupyRefunds), fixedRows: true, hooks: refundEntityHooks.occupy },
    ...customerEntities((now) => chargingWorld(now).customers),
    ...cameraEntities((now) => chargingWorld(now).piles),
    ...operationEntities({
      orders: (now) => chargingWorld(now).orders as unknown as OperationOrder[],
      piles: (now) => chargingWorld(now).piles,
    }),
  },
  computations: { chargeRefundPayout, ...customerComputations, ...operationComputations },
};
