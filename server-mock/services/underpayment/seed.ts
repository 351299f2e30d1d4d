/**
 * Curated values of the generated rows of schemas/underpayment.json (欠费追缴), so that the seed reads like the
 * platform's: an arrears record owes what it was charged less its discount and is paid, with a pay type and time, only
 * when 已补缴; remind results come in batches (CJ + batch time + sequence) and fail with the reason of their channel;
 * a lawyer letter has a send time and a waybill only once sent; plans, templates and rules have real names. Generated
 * values may read the fields generated before them (the entity's column order: list columns, then detail items). No
 * generated time lies after the seed's reference time. The arrears plates keep the curated values of the alarm target
 * seed (services/alarmTargets/seed.ts) and add their reminder state and an unbound phone for some.
 */
import type { Prng } from '../../db/prng';
import { PARK_NAMES } from '../../db/zhData';
import {
  CANCEL_REMARKS,
  CLASS_NAMES,
  ETC_FAIL_REASONS,
  LAW_FIRMS,
  MANUAL_REMARKS,
  PAY_REMARKS,
  PLAN_NAMES,
  RULE_NAMES,
  SMS_FAIL_REASONS,
  SMS_TEMPLATES,
  VERIFY_REMARKS,
} from './vocabulary';
import { ALARM_TARGET_ENTITIES } from '../alarmTargets/seed';
import { formatSeedTime, seedMobile } from '../../engine/seedValues';
import { personName } from '../../engine/seedVocabulary';
import type { EngineExtension, EntityExtension, EntityHooks, SeedKit } from '../../engine/types';
import { MINUTE, HOUR, DAY, DIGITS, parseSeedTime, type Row, type Generated } from '../../engine/seedKit';

/** The table of the 名单优先级 settings (one JSON row), rebuilt with the arrears plates. */
export const LIST_PRIORITY_TABLE = 'underpayment_list_priority';

/** Failure reasons of a remind, by channel (1 短信, 2 语音电话, 3 微信公众号) and cause. */
export const REMIND_FAIL = {
  noPhone: '车主未绑定手机号',
  notFollowing: '车主未关注微信公众号',
  smsTimeout: '短信网关繁忙，发送超时',
  noAnswer: '车主未接听',
} as const;

let reference = Date.now();
const takeReference = (kit: SeedKit) => {
  reference = kit.now;
  return 0;
};

/** A time `min`..`max` ms after a seed time, never after the reference time; null without a base. */
function after(rng: Prng, base: unknown, min: number, max: number): string | null {
  const ms = parseSeedTime(base);
  if (ms === undefined) return null;
  return formatSeedTime(Math.min(reference - MINUTE, ms + Math.floor(rng.int(min, max) / 1000) * 1000));
}

/** A time `minDays`..`maxDays` days before the reference time (whole seconds). */
const daysAgo = (rng: Prng, minDays: number, maxDays: number) =>
  formatSeedTime(reference - Math.floor(rng.int(minDays * DAY, maxDays * DAY) / 1000) * 1000);

const seconds = (from: unknown, to: unknown) => {
  const a = parseSeedTime(from);
  const b = parseSeedTime(to);
  return a === undefined || b === undefined ? null : Math.round((b - a) / 1000);
};

const digitsOf = (time: string) => time.replace(/\D/g, '');

/** The batch number of a remind: CJ, the batch's time as 14 digits, a 3-digit sequence. */
export const batchNumber = (time: string, sequence: number) => `CJ${digitsOf(time)}${String(sequence).padStart(3, '0')}`;

/** The time of a batch number made by batchNumber, as `YYYY-MM-DD HH:mm:ss`. */
export function batchTime(batchNo: unknown): string | null {
  const m = typeof batchNo === 'string' ? /^CJ(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})\d{3}$/.exec(batchNo) : null;
  return m ? `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:${m[6]}` : null;
}

const idOf = (row: Row) => Number(row.id) || 1;
const cycle = <T>(items: readonly T[], row: Row) => items[(idOf(row) - 1) % items.length];

const plateExtension = ALARM_TARGET_ENTITIES.arrearsPlate;
const arrearsPlate: EntityExtension = {
  ...plateExtension,
  tables: [
    {
      name: LIST_PRIORITY_TABLE,
      ddl: `CREATE TABLE IF NOT EXISTS ${LIST_PRIORITY_TABLE} (id INTEGER PRIMARY KEY CHECK (id = 1), settings TEXT NOT NULL)`,
    },
  ],
  seed: (kit) => {
    takeReference(kit);
    return plateExtension.seed?.(kit) ?? 0;
  },
  generated: {
    ...plateExtension.generated,
    phone: (rng) => (rng.chance(0.15) ? null : seedMobile(rng)),
    remindCount: (rng) => rng.pick([0, 0, 1, 1, 2, 3, 4]),
    lastRemindTime: (rng, row) => (row.remindCount === 0 ? null : daysAgo(rng, 1, 20)),
    lastRemindResult: (rng, row) => (row.remindCount === 0 ? 0 : row.phone ? rng.pick([1, 1, 1, 2, 3]) : 2),
    callCount: (rng, row) => (row.phone ? rng.int(0, 3) : 0),
  },
};

const arrearsRecord: Generated = {
  orderNo: (rng) => `TC${rng.chars(DIGITS, 16)}`,
  berthNo: (rng) => `${rng.pick(['A', 'B', 'C', 'D'])}${String(rng.int(1, 320)).padStart(3, '0')}`,
  outTime: (rng, row) => after(rng, row.inTime, 20 * MINUTE, 10 * HOUR),
  parkDuration: (_rng, row) => seconds(row.inTime, row.outTime),
  /** 3 yuan an hour begun, at most 60 yuan. */
  receivableMoney: (_rng, row) => Math.min(6000, Math.max(1, Math.ceil(Number(row.parkDuration ?? 3600) / 3600)) * 300),
  discountMoney: (rng, row) => (rng.chance(0.2) ? Math.min(500, Math.floor(Number(row.receivableMoney) / 200) * 100) : 0),
  oweMoney: (_rng, row) => Number(row.receivableMoney) - Number(row.discountMoney),
  arrearsStatus: (rng) => rng.pick([1, 1, 1, 1, 2, 2, 3]),
  payType: (rng, row) => (row.arrearsStatus === 2 ? rng.int(1, 5) : null),
  payTime: (rng, row) => (row.arrearsStatus === 2 ? after(rng, row.outTime, HOUR, 10 * DAY) : null),
  operator: (rng, row) => (row.arrearsStatus === 1 ? null : personName(rng.pick)),
  paidMoney: (_rng, row) => (row.arrearsStatus === 2 ? row.oweMoney : 0),
  operateTime: (rng, row) => (row.arrearsStatus === 1 ? null : (row.payTime ?? after(rng, row.outTime, HOUR, 5 * DAY))),
  remark: (rng, row) => (row.arrearsStatus === 3 ? rng.pick(CANCEL_REMARKS) : row.arrearsStatus === 2 ? rng.pick(PAY_REMARKS) : null),
};

/** The failure reason of a seeded remind, by channel. */
function remindFailure(row: Row): string {
  if (row.remindChannel !== 3 && !row.phone) return REMIND_FAIL.noPhone;
  return row.remindChannel === 3 ? REMIND_FAIL.notFollowing : row.remindChannel === 1 ? REMIND_FAIL.smsTimeout : REMIND_FAIL.noAnswer;
}

const remindResult: Generated = {
  batchNo: (rng) => batchNumber(formatSeedTime(reference - rng.int(1, 8) * DAY + 9 * HOUR + 30 * MINUTE), 1),
  phone: (rng) => (rng.chance(0.1) ? null : seedMobile(rng)),
  arrearsMoney: (rng) => rng.int(300, 30_000) / 100,
  remindStatus: (rng, row) => (row.remindChannel !== 3 && !row.phone ? 2 : rng.pick([1, 1, 1, 1, 2])),
  failReason: (_rng, row) => (row.remindStatus === 2 ? remindFailure(row) : null),
  retryCount: (rng) => rng.pick([0, 0, 0, 1]),
  remindTime: (rng, row) => after(rng, batchTime(row.batchNo), 0, 3 * MINUTE),
  operator: (rng) => personName(rng.pick),
};

const callRecord: Generated = {
  callDuration: (rng, row) => (row.callResult === 1 ? rng.int(20, 300) : 0),
};

const callDriver: Generated = {
  callPlanName: (rng) => rng.pick(PLAN_NAMES),
  callTime: (rng, row) => (row.callStatus === 1 ? null : daysAgo(rng, 0, 30)),
  callDuration: (rng, row) => (row.callStatus === 2 ? rng.int(20, 300) : row.callStatus === 1 ? null : 0),
};

const lawyerLetter: Generated = {
  letterNo: (rng) => `LS${rng.chars(DIGITS, 12)}`,
  arrearsCount: (rng) => rng.int(8, 40),
  arrearsMoney: (rng, row) => (Number(row.arrearsCount) * rng.int(800, 3500)) / 100,
  lawFirm: (rng) => rng.pick(LAW_FIRMS),
  sendTime: (rng, row) => (row.letterStatus === 1 ? null : daysAgo(rng, 2, 45)),
  expressNo: (rng, row) => (row.letterStatus === 1 ? null : `SF${rng.chars(DIGITS, 13)}`),
  createTime: (rng, row) => (row.sendTime ? formatSeedTime(parseSeedTime(row.sendTime)! - rng.int(1, 3) * DAY) : daysAgo(rng, 0, 10)),
};

const callPlan: Generated = {
  planName: (_rng, row) => cycle(PLAN_NAMES, row),
  windowStart: (rng) => rng.pick(['08:30:00', '09:00:00', '10:00:00']),
  windowEnd: (rng) => rng.pick(['17:30:00', '18:00:00', '20:00:00']),
  maxRetry: (rng) => rng.int(0, 3),
  executedCount: (rng) => rng.pick([0, rng.int(50, 2000)]),
  planStatus: (rng, row) => (row.executedCount === 0 ? 1 : rng.pick([2, 2, 3, 4])),
};

const callEffect: Generated = {
  planName: (rng) => rng.pick(PLAN_NAMES),
  callTimes: (rng) => rng.int(80, 600),
  connectedCount: (rng, row) => Math.round((Number(row.callTimes) * rng.int(40, 80)) / 100),
  connectRate: (_rng, row) => Math.round((Number(row.connectedCount) / Number(row.callTimes)) * 1000) / 10,
  promiseCount: (rng, row) => Math.round((Number(row.connectedCount) * rng.int(10, 40)) / 100),
  repaidCount: (rng, row) => Math.round((Number(row.promiseCount) * rng.int(50, 90)) / 100),
  repaidMoney: (rng, row) => Number(row.repaidCount) * rng.int(500, 4000),
};

const smsPlan: Generated = {
  planName: (_rng, row) => cycle(PLAN_NAMES, row),
  executedCount: (rng, row) => (row.planStatus === 1 ? 0 : rng.int(100, 3000)),
  successCount: (rng, row) => Math.round((Number(row.executedCount) * rng.int(90, 99)) / 100),
};

const smsTemplate: Generated = {
  templateName: (_rng, row) =>
    `${cycle(SMS_TEMPLATES, row).name}${idOf(row) > SMS_TEMPLATES.length ? `（${Math.ceil(idOf(row) / SMS_TEMPLATES.length)}）` : ''}`,
  templateCode: (rng) => `SMS${rng.chars(DIGITS, 8)}`,
  templateType: (_rng, row) => cycle(SMS_TEMPLATES, row).type,
  content: (_rng, row) => cycle(SMS_TEMPLATES, row).content,
  auditStatus: (rng) => rng.pick([2, 2, 2, 1, 3]),
};

const smsResult: Generated = {
  planName: (rng) => rng.pick(PLAN_NAMES),
  sendStatus: (rng) => rng.pick([1, 1, 1, 1, 2, 3]),
  failReason: (rng, row) => (row.sendStatus === 2 ? rng.pick(SMS_FAIL_REASONS) : null),
  feeCount: (rng, row) => (row.sendStatus === 1 ? rng.pick([1, 1, 2]) : 0),
  content: (rng, row) => rng.pick(SMS_TEMPLATES.filter((t) => t.type === row.templateType).concat(SMS_TEMPLATES[0])).content,
};

const manualRemind: Generated = {
  remark: (rng) => rng.pick(MANUAL_REMARKS),
};

const etcRecord: Generated = {
  orderNo: (rng) => `TC${rng.chars(DIGITS, 16)}`,
  etcCardNo: (rng) => `3301${rng.chars(DIGITS, 16)}`,
  deductMoney: (rng) => rng.int(3, 80) * 100,
  failReason: (rng, row) => (row.deductStatus === 2 ? rng.pick(ETC_FAIL_REASONS) : null),
};

const etcRule: Generated = {
  ruleName: (_rng, row) => `${cycle(RULE_NAMES, row)}-${String(idOf(row)).padStart(2, '0')}`,
  minArrearsMoney: (rng) => rng.pick([0, 5, 10, 20, 50]),
  maxDeductMoney: (rng) => rng.pick([100, 200, 500]),
};

const plateClass: Generated = {
  className: (_rng, row) =>
    `${cycle(CLASS_NAMES, row)}${idOf(row) > CLASS_NAMES.length ? `（${Math.ceil(idOf(row) / CLASS_NAMES.length)}）` : ''}`,
  minArrearsMoney: (rng) => rng.pick([0, 50, 100, 200, 500]),
  minArrearsCount: (rng) => rng.pick([1, 2, 3, 5]),
  vehicleCount: (rng) => rng.int(5, 800),
};

const parkRelation: Generated = {
  relatedParkId: (rng, row) => 1001 + ((Number(row.parkId) - 1001 + rng.int(1, PARK_NAMES.length - 1)) % PARK_NAMES.length),
  interceptMoney: (rng) => rng.pick([50, 100, 200, 300]),
};

const suspectedEvasion: Generated = {
  outTime: (rng, row) => after(rng, row.inTime, 20 * MINUTE, 8 * HOUR),
  evasionMoney: (rng) => rng.int(3, 60) * 100,
  operator: (rng, row) => (row.handleStatus === 1 ? null : personName(rng.pick)),
  operateTime: (rng, row) => (row.handleStatus === 1 ? null : after(rng, row.outTime, HOUR, 3 * DAY)),
  remark: (rng, row) => (row.handleStatus === 1 ? null : rng.pick(VERIFY_REMARKS)),
};

const parkControl: Generated = {
  arrearsThreshold: (rng) => rng.pick([50, 100, 200, 500]),
  controlStart: (rng) => rng.pick(['00:00:00', '07:00:00', '22:00:00']),
  controlEnd: (rng) => rng.pick(['23:59:59', '21:00:00', '06:00:00']),
};

const curated = (generated: Generated, hooks?: EntityHooks): EntityExtension => ({ seed: takeReference, generated, hooks });

export const LETTER_SENT = '律师函已发出，不能修改或删除';
let letterSequence = 0;

/** A new letter gets its number (LS, the day, 4 digits); only a letter still 待发送 (1) may be edited or deleted. */
const lawyerLetterHooks: EntityHooks = {
  beforeCreate(values) {
    letterSequence = (letterSequence + 1) % 10_000;
    values.letterNo = `LS${digitsOf(formatSeedTime(Date.now())).slice(0, 8)}${String((Date.now() + letterSequence) % 10_000).padStart(4, '0')}`;
  },
  beforeUpdate(current) {
    if (current.letterStatus !== 1) return LETTER_SENT;
  },
  beforeDelete(records) {
    if (records.some((r) => r.letterStatus !== 1)) return LETTER_SENT;
  },
};

export const UNDERPAYMENT_ENTITIES: Record<string, EntityExtension> = {
  arrearsPlate,
  arrearsRecord: curated(arrearsRecord),
  remindResult: curated(remindResult),
  callRecord: curated(callRecord),
  callDriver: curated(callDriver),
  lawyerLetter: curated(lawyerLetter, lawyerLetterHooks),
  callPlan: curated(callPlan),
  callEffect: curated(callEffect),
  smsPlan: curated(smsPlan),
  smsTemplate: curated(smsTemplate),
  smsResult: curated(smsResult),
  manualRemind: curated(manualRemind),
  etcRecord: curated(etcRecord),
  etcRule: curated(etcRule),
  plateClass: curated(plateClass),
  parkRelation: curated(parkRelation),
  suspectedEvasion: curated(suspectedEvasion),
  parkControl: curated(parkControl),
};

/** The engine extension of the arrears collection area (listed in services/extensions.ts after the alarm targets'). */
export const underpaymentExtension: EngineExtension = { entities: UNDERPAYMENT_ENTITIES };
