/**
 * Balance flows (/special/v2/api/flow: 充值流水, 余额退款流水 and the failure of a balance refund), the driver's balance
 * refund sent again (POST /driver/v2/api/refund), whether an issued coupon can be refunded (chargeCoupon/ifRefund) and
 * the coupon type dictionary (chargeCoupon/couponTypes, spec §9).
 */
import { ok } from '../../http/envelope';
import { refundFailure, REFUND } from './charge';
import { couponTypes, isPlatBizType } from './coupons';
import { businessNo, findRecord, isEnvelope, nowText, STOP_FEE_ENTITIES, storeOf, textOf } from './common';
import { currentUser, type RegisterService } from '../types';
import { badRequest, bodyOf, stateNotAllowed } from '../../engine/requestParts';

/** 余额退款流水 状态: 4 = the failed refund was sent again (a new flow). */
export const FLOW_RESENT = 4;
/** 使用状态 of an issued coupon. */
export const COUPON = { unused: 1, used: 2, expired: 3, refunded: 4 } as const;

export const FLOW_MSG = {
  flowIdRequired: '流水编号',
  onlyFailed: '仅退款失败的流水可以重新发起退款',
  couponIdRequired: '优惠券记录编号',
  balanceMode: '余额模式只能为 0 或 1',
  platBizType: '平台业务类型只能为 1、2 或 3',
} as const;

export const COUPON_TIPS = {
  refundable: '未使用且在有效期内，可以退款',
  used: '优惠券已使用，不可退款',
  expired: '优惠券已过期，不可退款',
  refunded: '优惠券已退款，不能重复退款',
} as const;

export const registerStopFeeFlows: RegisterService = (router, ctx) => {
  const flows = storeOf(ctx.engine, ctx.db, STOP_FEE_ENTITIES.refundFlow);
  const coupons = storeOf(ctx.engine, ctx.db, STOP_FEE_ENTITIES.chargeCoupon);

  router.get('/api/special/v2/api/flow/refund/errorMsg', (req) =>
    refundFailure(flows, req.query.id, FLOW_MSG.flowIdRequired, 'flowNo', req),
  );

  // What the 重新发起余额退款 form accepts (schemas/stopFee.json), refused with its messages.
  const refundInput = ctx.engine.inputCheck('stopFee', 'driverRefund');
  router.post('/api/driver/v2/api/refund', (req) => {
    const body = bodyOf(req);
    const found = findRecord(flows, body.id, FLOW_MSG.flowIdRequired, req);
    if (isEnvelope(found)) return found;
    const { id, record } = found;
    if (record.refundStatus !== REFUND.failed) return stateNotAllowed(FLOW_MSG.onlyFailed);
    const refused = refundInput(body);
    if (refused) return badRequest(refused);
    const time = nowText(ctx.now);
    const newId = ctx.db.transaction(() => {
      flows.patch(id, { refundStatus: FLOW_RESENT });
      return flows.insert({
        flowNo: businessNo('TK', ctx.now()),
        phone: record.phone,
        balanceBefore: record.balanceBefore,
        refundMoney: record.refundMoney,
        refundChannel: record.refundChannel,
        refundStatus: REFUND.done,
        refundReason: textOf(body.refundReason),
        applyTime: time,
        finishTime: time,
      });
    })();
    return ok(flows.find(newId));
  });

  router.get('/api/charge/v2/api/chargeCoupon/ifRefund', (req) => {
    const found = findRecord(coupons, req.query.id, FLOW_MSG.couponIdRequired, req);
    if (isEnvelope(found)) return found;
    const { id, record } = found;
    const status = Number(record.useStatus);
    const expired = typeof record.expireTime === 'string' && record.expireTime < nowText(ctx.now);
    const tip =
      status === COUPON.used
        ? COUPON_TIPS.used
        : status === COUPON.refunded
          ? COUPON_TIPS.refunded
          : status === COUPON.expired || expired
            ? COUPON_TIPS.expired
            : COUPON_TIPS.refundable;
    return ok({
      id,
      couponNo: record.couponNo,
      couponName: record.couponName,
      useStatus: record.useStatus,
      ifRefund: tip === COUPON_TIPS.refundable ? 1 : 0,
      refundTip: tip,
    });
  });

  router.get('/api/charge/v2/api/chargeCoupon/couponTypes', (req) => {
    const mode = textOf(req.query.balanceMode) || '1';
    if (mode !== '0' && mode !== '1') return badRequest(FLOW_MSG.balanceMode);
    const given = textOf(req.query.platBizType);
    const type = given ? Number(given) : Number(currentUser(req).plat_biz_type ?? 1);
    if (!isPlatBizType(type)) return badRequest(FLOW_MSG.platBizType);
    return ok(couponTypes(type, mode === '1', textOf(req.query.plateTypeCoupon) === '1'));
  });
};
