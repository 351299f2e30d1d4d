/**
 * The money of order appeals (订单申诉), the part of the appeal flow a document cannot say. The flow itself — 锁定,
 * 平台核查, 提交上级, 处理, 上级处理, their states, the lock of one handler and the audit trail — is data in
 * schemas/stopFee.json (docs/schema-language.md §3.9). What stays here is computation:
 * - 重新计费 (`GET calculateFee`): the parking fee rule (fee.ts) over the order's times or corrected ones;
 * - the step computation `appealSettlement` of an upheld appeal: the adjusted amount must not exceed what the order was
 *   paid (the message names that amount in yuan with two decimals), and the 订单变更记录 written with it holds money
 *   texts (`12.00元`) and a remark joining the appeal number and the opinion — formatting and a comparison between the
 *   input and the record that conditions and expressions do not cover.
 */
import type { StepComputation } from '../../engine/stepComputations';
import type { EngineExtension } from '../../engine/types';
import { ok } from '../../http/envelope';
import { parkingFee } from './fee';
import { findRecord, isEnvelope, moneyFen, parseTime, STOP_FEE_ENTITIES, storedFen, storeOf, textOf } from './common';
import { CHANGE } from './orders';
import type { RegisterService } from '../types';
import { badRequest } from '../../engine/requestParts';

const BASE = '/api/charge/v2/api/parkOrderAppeals';

/** 申诉状态 */
export const APPEAL = { open: 1, handling: 2, posted: 3, closed: 4 } as const;
/** 处理结果 */
export const RESULT = { upheld: 1, rejected: 2 } as const;

export const APPEAL_MSG = {
  idRequired: '申诉编号',
  adjustInvalid: '请输入正确的调整后应收金额',
  timeFormat: '时间格式不正确',
  timeOrder: '出场时间不能早于入场时间',
} as const;

/** 调整后应收不能大于订单实收12.00元 */
export const adjustTooHigh = (fen: number) => `调整后应收不能大于订单实收${(fen / 100).toFixed(2)}元`;

/** An upheld appeal: the adjusted amount (blank: 0, all paid back) within what was paid, and its 订单变更记录. */
export const appealSettlement: StepComputation = ({ record, input, actor, values }) => {
  const raw = input.adjustMoney;
  const given = raw === undefined || raw === null || raw === '' ? 0 : moneyFen(raw);
  if (given === null || given < 0) return { ok: false, msg: APPEAL_MSG.adjustInvalid };
  const paid = storedFen(record.orderMoney);
  if (given > paid) return { ok: false, msg: adjustTooHigh(paid) };
  const change = {
    orderNo: record.orderNo,
    plateNo: record.plateNo,
    plateColor: record.plateColor,
    parkId: record.parkId,
    changeType: CHANGE.appeal,
    beforeValue: `${(paid / 100).toFixed(2)}元`,
    afterValue: `${(given / 100).toFixed(2)}元`,
    operator: actor.user?.name ?? '',
    changeTime: actor.time,
    remark: `申诉${String(record.appealNo ?? '')}成立：${String(values.handleRemark ?? '')}`,
  };
  return { ok: true, values: { adjustMoney: given / 100 }, creates: [{ entity: STOP_FEE_ENTITIES.parkOrderChange, values: change }] };
};

export const stopFeeAppealExtension: EngineExtension = { computations: { appealSettlement } };

/** GET calculateFee: the appealed order's fee again, optionally with corrected entry and exit times. */
export const registerStopFeeAppealFee: RegisterService = (router, ctx) => {
  const appeals = storeOf(ctx.engine, ctx.db, STOP_FEE_ENTITIES.parkOrderAppeal);
  router.get(`${BASE}/calculateFee`, (req) => {
    const found = findRecord(appeals, req.query.id, APPEAL_MSG.idRequired, req);
    if (isEnvelope(found)) return found;
    const { id, record } = found;
    const inText = textOf(req.query.inTime) || record.inTime;
    const outText = textOf(req.query.outTime) || record.outTime;
    const inMs = parseTime(inText);
    const outMs = parseTime(outText);
    if (inMs === undefined || outMs === undefined) return badRequest(APPEAL_MSG.timeFormat);
    if (outMs < inMs) return badRequest(APPEAL_MSG.timeOrder);
    const fee = parkingFee((outMs - inMs) / 1000);
    const original = storedFen(record.orderMoney);
    const renewed = Math.round(fee.receivableMoney * 100);
    return ok({
      id,
      orderNo: record.orderNo,
      ruleName: fee.ruleName,
      inTime: inText,
      outTime: outText,
      parkDuration: fee.parkDuration,
      originalMoney: original / 100,
      newMoney: renewed / 100,
      diffMoney: (renewed - original) / 100,
    });
  });
};
