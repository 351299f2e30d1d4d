/**
 * Charge records (收费记录): refund, refundAgain, the refund page of a record and its entry / exit images, and the
 * failure reason of a refund record (退款记录). A refund is paid back at once (退款成功): the charge record's
 * 已退金额 grows and its 退款状态 becomes 部分退款 or 已全额退款, and the refund appears in 退款记录.
 */
import { ok, type Envelope } from '../../http/envelope';
import type { EntityRecord, EntityStore } from '../../engine/store';
import { quote } from '../../engine/storage';
import { passImageUrl } from './images';
import { businessNo, findRecord, isEnvelope, moneyFen, nowText, STOP_FEE_ENTITIES, storedFen, storeOf, textOf, yuanText } from './common';
import { currentUser, type ApiRequest, type RegisterService } from '../types';
import { badRequest, bodyOf, stateNotAllowed } from '../../engine/requestParts';

const BASE = '/api/charge/v2/api';

/** 退款状态 of a charge record. */
export const CHARGE_REFUND = { none: 0, pending: 1, partly: 2, fully: 3, failed: 4 } as const;
/** 退款状态 of a refund record. */
export const REFUND = { pending: 1, done: 2, failed: 3 } as const;

export const MSG = {
  idRequired: '收费记录编号',
  moneyInvalid: '请输入正确的退款金额',
  pending: '该收费记录有退款正在处理中，请稍后再试',
  fully: '该收费记录已全额退款',
  failedUseAgain: '该收费记录上次退款失败，请使用重新退款',
  againOnlyFailed: '仅退款失败的收费记录可以重新退款',
  nothingPaid: '该收费记录无实收金额，无需退款',
} as const;

/** 退款金额不能大于可退金额12.50元 */
export const overRefundable = (fen: number) => `退款金额不能大于可退金额${yuanText(fen)}元`;

const refundable = (record: EntityRecord) => Math.max(0, storedFen(record.paidMoney) - storedFen(record.refundedMoney));

export const registerStopFeeCharge: RegisterService = (router, ctx) => {
  const charges = storeOf(ctx.engine, ctx.db, STOP_FEE_ENTITIES.chargeInfo);
  const refunds = storeOf(ctx.engine, ctx.db, STOP_FEE_ENTITIES.chargeRefund);

  function refundsOf(id: number) {
    return refunds.select(`WHERE ${quote('chargeInfoId')} = ?`, [id], `ORDER BY ${quote('applyTime')} DESC, ${quote('id')} DESC`);
  }

  const refundInput = ctx.engine.inputCheck('stopFee', 'chargeRefund');
  const refundAgainInput = ctx.engine.inputCheck('stopFee', 'chargeRefundAgain');

  /** Pays back part of a charge record: checks, then the refund record and the charge record's new state. */
  function payBack(req: ApiRequest, again: boolean): Envelope {
    const body = bodyOf(req);
    const found = findRecord(charges, body.id, MSG.idRequired, req);
    if (isEnvelope(found)) return found;
    const { id, record } = found;
    const status = Number(record.refundStatus ?? 0);
    if (again && status !== CHARGE_REFUND.failed) return stateNotAllowed(MSG.againOnlyFailed);
    if (!again) {
      if (status === CHARGE_REFUND.pending) return stateNotAllowed(MSG.pending);
      if (status === CHARGE_REFUND.fully) return stateNotAllowed(MSG.fully);
      if (status === CHARGE_REFUND.failed) return stateNotAllowed(MSG.failedUseAgain);
    }
    const fen = moneyFen(body.refundMoney);
    if (fen === null || fen <= 0) return badRequest(MSG.moneyInvalid);
    const left = refundable(record);
    if (left <= 0) return stateNotAllowed(storedFen(record.paidMoney) <= 0 ? MSG.nothingPaid : MSG.fully);
    if (fen > left) return badRequest(overRefundable(left));
    // What the 退款 / 重新退款 form accepts (schemas/stopFee.json), refused with its messages.
    const refused = (again ? refundAgainInput : refundInput)(body);
    if (refused) return badRequest(refused);

    const time = nowText(ctx.now);
    const refunded = storedFen(record.refundedMoney) + fen;
    const refund: EntityRecord = {
      refundNo: businessNo('RF', ctx.now()),
      chargeInfoId: id,
      orderNo: record.orderNo,
      plateNo: record.plateNo,
      plateColor: record.plateColor,
      parkId: record.parkId,
      payType: record.payType,
      paidMoney: record.paidMoney,
      refundMoney: fen / 100,
      refundReason: textOf(body.refundReason),
      refundStatus: REFUND.done,
      applyUser: currentUser(req).name,
      applyTime: time,
      finishTime: time,
    };
    const refundId = ctx.db.transaction(() => {
      const newId = refunds.insert(refund);
      charges.patch(id, {
        refundedMoney: refunded / 100,
        refundStatus: refunded >= storedFen(record.paidMoney) ? CHARGE_REFUND.fully : CHARGE_REFUND.partly,
      });
      return newId;
    })();
    return ok(refunds.find(refundId));
  }

  router.post(`${BASE}/chargeInfos/refund`, (req) => payBack(req, false));
  router.post(`${BASE}/chargeInfos/refundAgain`, (req) => payBack(req, true));

  router.get(`${BASE}/chargeInfos/refundPage`, (req) => {
    const found = findRecord(charges, req.query.id, MSG.idRequired, req);
    if (isEnvelope(found)) return found;
    const { id, record } = found;
    return ok({
      id,
      orderNo: record.orderNo,
      plateNo: record.plateNo,
      plateColor: record.plateColor,
      payType: record.payType,
      paidMoney: record.paidMoney,
      refundedMoney: storedFen(record.refundedMoney) / 100,
      refundableMoney: refundable(record) / 100,
      refundStatus: record.refundStatus,
      refunds: refundsOf(id).map((r) => ({
        refundNo: r.refundNo,
        refundMoney: r.refundMoney,
        refundStatus: r.refundStatus,
        applyUser: r.applyUser,
        applyTime: r.applyTime,
      })),
    });
  });

  router.get(`${BASE}/chargeInfos/{id}/images`, (req) => {
    const found = findRecord(charges, req.params.id, MSG.idRequired, req);
    if (isEnvelope(found)) return found;
    const { id, record } = found;
    return ok({
      id,
      plateNo: record.plateNo,
      plateColor: record.plateColor,
      parkId: record.parkId,
      inTime: record.inTime,
      outTime: record.outTime,
      inImages: [passImageUrl('charge', id, 'in')],
      outImages: record.outTime ? [passImageUrl('charge', id, 'out')] : [],
    });
  });

  router.get(`${BASE}/chargeRefunds/errorMsg`, (req) => refundFailure(refunds, req.query.id, '退款记录编号', 'refundNo', req));
};

/** The failure of a refund (record or balance flow): code, reason and time; all null when it did not fail. */
export function refundFailure(store: EntityStore, rawId: unknown, label: string, numberField: string, req: ApiRequest): Envelope {
  const found = findRecord(store, rawId, label, req);
  if (isEnvelope(found)) return found;
  const { id, record } = found;
  const failed = record.refundStatus === REFUND.failed;
  return ok({
    id,
    [numberField]: record[numberField],
    refundStatus: record.refundStatus,
    errorCode: failed ? (record.errorCode ?? null) : null,
    errorMsg: failed ? (record.errorMsg ?? null) : null,
    failTime: failed ? (record.failTime ?? record.finishTime ?? null) : null,
  });
}
