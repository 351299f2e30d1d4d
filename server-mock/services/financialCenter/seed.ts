/**
 * Curated values of the generated rows of schemas/financialCenter.json, so that the finance screens read like the
 * platform's: one monthly statement per car park and month (the last month's statements still 待处理, some of the month
 * before 待执行, older ones 已归档), amounts that add up (实收 = 应收 − 优惠; 差异 = 实收 − 退款 − 渠道到账; 结算 =
 * 渠道到账 + 调账, archived differences settled by an adjustment), a handler only once handled; execution tasks named
 * after their statement; split records whose amount is their ratio of the order; split rules of one kind each.
 * Values that depend on the row's place (park, month) are computed from its id, so any field may read them.
 */
import { PARKS } from '../sharedOptions/parks';
import { formatSeedTime } from '../../engine/seedValues';
import { personName } from '../../engine/seedVocabulary';
import type { EngineExtension, EntityExtension, SeedKit } from '../../engine/types';
import { MINUTE, HOUR, DAY, DIGITS, type Row, type Generated } from '../../engine/seedKit';

const CST = 8 * HOUR;

/** 对账状态: 0 待核对, 1 待执行 (handled), 2 已归档; 处理状态: 0 待处理 (0 or 1), 1 已归档. */
export const BILL_STATUS = { unchecked: 0, toExecute: 1, archived: 2 } as const;
export const DEAL_STATUS = { pending: 0, archived: 1 } as const;
/** 核对结果: 1 核对一致, 2 存在差异. */
export const VERIFY_RESULT = { match: 1, differ: 2 } as const;
/** 执行状态: 1 执行中, 2 执行成功, 3 执行失败; 分账状态: 1 分账中, 2 分账成功, 3 分账失败. */
export const TASK_STATUS = { running: 1, done: 2, failed: 3 } as const;
export const SPLIT_STATUS = { running: 1, done: 2, failed: 3 } as const;

let referenceTime = Date.now();
const takeReferenceTime = (kit: SeedKit) => {
  referenceTime = kit.now;
  return 0;
};

const yuan = (fen: number) => Math.round(fen) / 100;
const fen = (value: unknown) => (typeof value === 'number' ? Math.round(value * 100) : 0);
const clamp = (ms: number) => formatSeedTime(Math.min(ms, referenceTime - MINUTE));
const msOf = (time: string) => Date.parse(`${time.replace(' ', 'T')}+08:00`);
const idOf = (row: Row) => (typeof row.id === 'number' ? row.id : 1);

/** The park of a row: the parks in turn. */
const parkOf = (row: Row) => PARKS[(idOf(row) - 1) % PARKS.length];
/** Months before the reference month: 1 for the first round of parks, then 2 … 12, again and again. */
const monthsBack = (row: Row) => (Math.floor((idOf(row) - 1) / PARKS.length) % 12) + 1;

/** Start (ms) of a month `back` months before the reference time's month, China time. */
function monthStart(back: number): number {
  const local = new Date(referenceTime + CST);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - back, 1) - CST;
}
const monthText = (back: number) => formatSeedTime(monthStart(back)).slice(0, 7);

/** The stage of a statement: last month's wait (a third of them handled already), the month before mostly archived. */
function stageOf(row: Row): number {
  const back = monthsBack(row);
  if (back === 1) return idOf(row) % 3 === 0 ? BILL_STATUS.toExecute : BILL_STATUS.unchecked;
  if (back === 2 && idOf(row) % 5 === 0) return BILL_STATUS.toExecute;
  return BILL_STATUS.archived;
}
/** Generated on the 1st of the following month, 02:00 plus a few minutes per park. */
const billCreated = (row: Row) => monthStart(monthsBack(row) - 1) + 2 * HOUR + ((idOf(row) - 1) % PARKS.length) * 3 * MINUTE;
const handled = (row: Row) => stageOf(row) !== BILL_STATUS.unchecked;

const DIFF_REMARKS = ['渠道到账差异系跨月退款结算所致', '部分订单渠道次日到账，已核实', '现金收费未及时上缴，已补录'];

const bills: Generated = {
  billNo: (_rng, row) => `DZ${monthText(monthsBack(row)).replace('-', '')}${parkOf(row).parkId}`,
  billMonth: (_rng, row) => monthText(monthsBack(row)),
  parkId: (_rng, row) => parkOf(row).parkId,
  orderCount: (rng) => rng.int(600, 3200),
  receivableMoney: (rng, row) => yuan(Number(row.orderCount ?? 1000) * rng.int(600, 1800)),
  discountMoney: (rng, row) => yuan((fen(row.receivableMoney) * rng.int(2, 8)) / 100),
  paidMoney: (_rng, row) => yuan(fen(row.receivableMoney) - fen(row.discountMoney)),
  refundMoney: (rng, row) => yuan((fen(row.paidMoney) * rng.int(0, 12)) / 1000),
  channelMoney: (rng, row) => yuan(fen(row.paidMoney) - fen(row.refundMoney) - (rng.chance(0.35) ? rng.int(50, 30_000) : 0)),
  diffMoney: (_rng, row) => yuan(fen(row.paidMoney) - fen(row.refundMoney) - fen(row.channelMoney)),
  adjustMoney: (_rng, row) => (stageOf(row) === BILL_STATUS.archived ? (row.diffMoney ?? 0) : 0),
  settleMoney: (_rng, row) => yuan(fen(row.channelMoney) + fen(row.adjustMoney)),
  dealStatus: (_rng, row) => (stageOf(row) === BILL_STATUS.archived ? DEAL_STATUS.archived : DEAL_STATUS.pending),
  billStatus: (_rng, row) => stageOf(row),
  createTime: (_rng, row) => clamp(billCreated(row)),
  verifyResult: (_rng, row) => (!handled(row) ? null : fen(row.diffMoney) === 0 ? VERIFY_RESULT.match : VERIFY_RESULT.differ),
  dealUser: (rng, row) => (handled(row) ? personName(rng.pick) : null),
  dealTime: (rng, row) => (handled(row) ? clamp(billCreated(row) + rng.int(6, 72) * HOUR) : null),
  dealRemark: (rng, row) => (row.verifyResult === VERIFY_RESULT.differ ? rng.pick(DIFF_REMARKS) : null),
  adjustUser: (rng, row) => (fen(row.adjustMoney) !== 0 ? personName(rng.pick) : null),
  adjustTime: (rng, row) => (fen(row.adjustMoney) !== 0 ? clamp(billCreated(row) + rng.int(80, 100) * HOUR) : null),
  adjustReason: (_rng, row) => (fen(row.adjustMoney) !== 0 ? '按核实后的实收金额调账' : null),
  executeUser: (rng, row) => (stageOf(row) === BILL_STATUS.archived ? personName(rng.pick) : null),
  archiveTime: (rng, row) => (stageOf(row) === BILL_STATUS.archived ? clamp(billCreated(row) + rng.int(5, 9) * DAY) : null),
};

const TASK_KINDS = [1, 1, 1, 2, 3];
const TASK_NAMES: Record<number, string> = { 1: '月度对账', 2: '渠道账单下载', 3: '分账结算' };
const TASK_FAILURES = ['渠道账单尚未生成，请稍后重试', '支付渠道接口超时', '存在未处理的退款订单'];
const taskKind = (row: Row) => TASK_KINDS[(idOf(row) - 1) % TASK_KINDS.length];

const tasks: Generated = {
  taskNo: (rng, row) => `RW${monthText(monthsBack(row)).replace('-', '')}${String(idOf(row)).padStart(5, '0')}${rng.chars(DIGITS, 3)}`,
  taskName: (_rng, row) => `${monthText(monthsBack(row))} ${parkOf(row).parkName} ${TASK_NAMES[taskKind(row)]}`,
  taskType: (_rng, row) => taskKind(row),
  parkId: (_rng, row) => parkOf(row).parkId,
  billMonth: (_rng, row) => monthText(monthsBack(row)),
  taskStatus: (rng) => rng.pick([2, 2, 2, 2, 2, 2, 2, 3]),
  executeType: (rng) => rng.pick([1, 1, 1, 2]),
  startTime: (rng, row) => clamp(billCreated(row) + rng.int(0, 10) * DAY + rng.int(0, 600) * MINUTE),
  endTime: (rng, row) => (typeof row.startTime === 'string' ? clamp(msOf(row.startTime) + rng.int(8, 900) * 1000) : null),
  costSeconds: (_rng, row) =>
    typeof row.startTime === 'string' && typeof row.endTime === 'string' ? (msOf(row.endTime) - msOf(row.startTime)) / 1000 : null,
  operator: (rng, row) => (row.executeType === 2 ? personName(rng.pick) : '系统'),
  resultMsg: (rng, row) =>
    row.taskStatus === TASK_STATUS.failed ? rng.pick(TASK_FAILURES) : `执行完成：共处理订单 ${rng.int(600, 3200)} 笔`,
  billNo: (_rng, row) => (taskKind(row) === 1 ? `DZ${monthText(monthsBack(row)).replace('-', '')}${parkOf(row).parkId}` : null),
};

const RECEIVERS = ['杭州西湖停车管理有限公司', '城西物业服务中心', '滨江商业运营有限公司', '平台技术服务费'];
const SPLIT_FAILURES = ['收款方账户状态异常', '分账接收方未完成实名认证', '渠道分账额度不足'];

const splits: Generated = {
  splitNo: (rng, row) => `FZ${String(idOf(row)).padStart(6, '0')}${rng.chars(DIGITS, 8)}`,
  orderNo: (rng) => `P${rng.chars(DIGITS, 17)}`,
  orderMoney: (rng) => yuan(rng.int(500, 20_000)),
  receiverName: (rng) => rng.pick(RECEIVERS),
  splitRatio: (_rng, row) => (row.receiverName === '平台技术服务费' ? 6 : 30),
  splitMoney: (_rng, row) => yuan((fen(row.orderMoney) * Number(row.splitRatio ?? 30)) / 100),
  splitStatus: (rng) => rng.pick([2, 2, 2, 2, 2, 2, 1, 3, 3]),
  finishTime: (rng, row) =>
    row.splitStatus === SPLIT_STATUS.done && typeof row.splitTime === 'string'
      ? clamp(msOf(row.splitTime) + rng.int(1, 120) * MINUTE)
      : null,
  receiverAccount: (rng) => `6222${rng.chars(DIGITS, 15)}`,
  failReason: (rng, row) => (row.splitStatus === SPLIT_STATUS.failed ? rng.pick(SPLIT_FAILURES) : null),
};

const RULES = ['停车费物业分成规则', '平台技术服务费规则', '业主分润规则', '商场合作分成规则'];
/**
 * The first rules were changed while in force: each has version 2 and its version 1 in 变更记录 (entity
 * splitAccountRuleVersion), with the ratio it had before and who replaced it when. Their names, parks and receivers
 * follow the row number so that the history agrees with them.
 */
const CHANGED_RULES = [
  { ratio: 20, before: 25, reason: '物业合同续签，分成比例下调' },
  { ratio: 30, before: 20, reason: '合作车场扩容，分成比例上调' },
  { ratio: 10, before: 8, reason: '技术服务费按新年度协议调整' },
  { ratio: 25, before: 30, reason: '业主委员会重新核定分润比例' },
  { ratio: 15, before: 10, reason: '商场合作条款变更' },
  { ratio: 5, before: 6, reason: '平台费率下调' },
];
const changed = (row: Row) => idOf(row) <= CHANGED_RULES.length;
const ruleNameOf = (id: number) => RULES[(id - 1) % RULES.length];
const receiverOf = (id: number) => RECEIVERS[(id - 1) % RECEIVERS.length];
const accountOf = (id: number) => `6222${String(100_000_000_000_000 + id * 7_919_317).slice(-15)}`;
const ruleParkOf = (id: number) => PARKS[(id - 1) % PARKS.length].parkId;
const rules: Generated = {
  ruleName: (_rng, row) => ruleNameOf(idOf(row)),
  parkId: (_rng, row) => ruleParkOf(idOf(row)),
  receiverName: (_rng, row) => receiverOf(idOf(row)),
  receiverAccount: (_rng, row) => accountOf(idOf(row)),
  splitType: (rng, row) => (changed(row) ? 1 : rng.pick([1, 1, 1, 2])),
  splitRatio: (rng, row) =>
    changed(row) ? CHANGED_RULES[idOf(row) - 1].ratio : row.splitType === 1 ? rng.pick([5, 10, 20, 30, 40]) : null,
  splitAmount: (rng, row) => (row.splitType === 2 ? rng.pick([0.5, 1, 2]) : null),
  // One rule in force per park and receiver (the first twenty rows); the later ones are stopped earlier agreements.
  ruleStatus: (_rng, row) => (idOf(row) <= 20 ? 1 : 0),
  version: (_rng, row) => (changed(row) ? 2 : 1),
  effectiveTime: (rng, row) => clamp(referenceTime - (changed(row) ? idOf(row) * 3 : rng.int(60, 400)) * DAY),
  changeReason: (_rng, row) => (changed(row) ? CHANGED_RULES[idOf(row) - 1].reason : null),
};

/** Version 1 of each changed rule, as 变更 kept it. */
function seedRuleVersions(kit: SeedKit): number {
  CHANGED_RULES.forEach((rule, i) => {
    const id = i + 1;
    kit.insert({
      ruleId: id,
      version: 1,
      ruleName: ruleNameOf(id),
      parkId: ruleParkOf(id),
      receiverName: receiverOf(id),
      receiverAccount: accountOf(id),
      splitType: 1,
      splitRatio: rule.before,
      splitAmount: null,
      effectiveTime: formatSeedTime(kit.now - (400 + id * 20) * DAY),
      changeReason: null,
      replacedUser: personName(kit.rng.pick),
      replacedTime: formatSeedTime(kit.now - (id * 3 + 2) * DAY),
    });
  });
  return CHANGED_RULES.length;
}

export const FINANCE_ENTITIES: Record<string, EntityExtension> = {
  financeBill: { seed: takeReferenceTime, generated: bills },
  financeTask: { seed: takeReferenceTime, generated: tasks },
  splitAccount: { seed: takeReferenceTime, generated: splits },
  splitAccountRule: { seed: takeReferenceTime, generated: rules },
  splitAccountRuleVersion: { fixedRows: true, seed: seedRuleVersions },
};

/** The engine extension of the finance center (listed in services/extensions.ts). */
export const financialCenterExtension: EngineExtension = { entities: FINANCE_ENTITIES };
