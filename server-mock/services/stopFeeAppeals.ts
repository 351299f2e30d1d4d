/**
 * Appeals against parking orders (订单申诉): 待处理 1 → lock → 处理中 2 (locked by one handler) → platformCheck (stays 2,
 * records 核查结果) → handle → 已办结 4, or → post → 待上级处理 3 → leaderHandle → 已办结 4; calculateFee recomputes the
 * order's fee (optionally with corrected times). An upheld appeal with a changed amount is written to 订单变更记录.
 */
import type { EntityRecord } from '../engine/store';
import { ok, type Envelope } from '../http/envelope';
import { parkingFee } from './stopFeeFee';
import {
  badRequest,
  bodyOf,
  checkReason,
  findRecord,
  isEnvelope,
  moneyFen,
  nowText,
  parseTime,
  stateNotAllowed,
  STOP_FEE_ENTITIES,
  storedFen,
  storeOf,
  textOf,
} from './stopFeeCommon';
import { CHANGE } from './stopFeeOrders';
import { currentUser, type ApiRequest, type RegisterService } from './types';

const BASE = '/api/charge/v2/api/parkOrderAppeals';

/** 申诉状态 */
export const APPEAL = { open: 1, handling: 2, posted: 3, closed: 4 } as const;
/** 处理结果 */
export const RESULT = { upheld: 1, rejected: 2 } as const;

export const APPEAL_MSG = {
  idRequired: '申诉编号',
  notOpen: '该申诉已被锁定或已处理',
  notHandling: '请先锁定该申诉再处理',
  notPosted: '该申诉未提交上级处理',
  checkResult: '请选择核查结果',
  handleResult: '请选择处理结果',
  adjustInvalid: '请输入正确的调整后应收金额',
  timeFormat: '时间格式不正确',
  timeOrder: '出场时间不能早于入场时间',
} as const;

/** 该申诉已被张伟锁定，不能处理 */
export const lockedByOther = (name: string) => `该申诉已被${name}锁定，不能处理`;
/** 调整后应收不能大于订单实收12.00元 */
export const adjustTooHigh = (fen: number) => `调整后应收不能大于订单实收${(fen / 100).toFixed(2)}元`;

export const registerStopFeeAppeals: RegisterService = (router, ctx) => {
  const appeals = storeOf(ctx.engine, ctx.db, STOP_FEE_ENTITIES.parkOrderAppeal);
  const changes = storeOf(ctx.engine, ctx.db, STOP_FEE_ENTITIES.parkOrderChange);
  const { db } = ctx;

  /** The appeal of the body in one of the given states, handled by the caller when it is 处理中. */
  function target(req: ApiRequest, states: number[], wrongState: string): { id: number; record: EntityRecord } | Envelope {
    const found = findRecord(appeals, bodyOf(req).id, APPEAL_MSG.idRequired);
    if (isEnvelope(found)) return found;
    const status = Number(found.record.appealStatus);
    if (!states.includes(status)) return stateNotAllowed(wrongState);
    const locker = typeof found.record.lockUser === 'string' ? found.record.lockUser : '';
    if (status === APPEAL.handling && locker && locker !== currentUser(req).name) return stateNotAllowed(lockedByOther(locker));
    return found;
  }

  router.post(`${BASE}/lock`, (req) => {
    const found = target(req, [APPEAL.open], APPEAL_MSG.notOpen);
    if (isEnvelope(found)) return found;
    appeals.patch(found.id, { appealStatus: APPEAL.handling, lockUser: currentUser(req).name, lockTime: nowText(ctx.now) });
    return ok(appeals.find(found.id));
  });

  router.post(`${BASE}/platformCheck`, (req) => {
    const found = target(req, [APPEAL.handling], APPEAL_MSG.notHandling);
    if (isEnvelope(found)) return found;
    const body = bodyOf(req);
    const result = Number(body.checkResult);
    if (result !== 1 && result !== 2) return badRequest(APPEAL_MSG.checkResult);
    const remark = checkReason(body.checkRemark, '核查说明');
    if ('msg' in remark) return badRequest(remark.msg);
    appeals.patch(found.id, { checkResult: result, checkRemark: remark.text });
    return ok(appeals.find(found.id));
  });

  router.post(`${BASE}/post`, (req) => {
    const found = target(req, [APPEAL.handling], APPEAL_MSG.notHandling);
    if (isEnvelope(found)) return found;
    const remark = checkReason(bodyOf(req).postRemark, '上报说明');
    if ('msg' in remark) return badRequest(remark.msg);
    appeals.patch(found.id, { appealStatus: APPEAL.posted, postRemark: remark.text });
    return ok(appeals.find(found.id));
  });

  /** 处理 / 上级处理: the result, the amount when upheld (default 0: all paid back) and the opinion. */
  function close(req: ApiRequest, found: { id: number; record: EntityRecord }): Envelope {
    const body = bodyOf(req);
    const result = Number(body.handleResult);
    if (result !== RESULT.upheld && result !== RESULT.rejected) return badRequest(APPEAL_MSG.handleResult);
    let adjust: number | null = null;
    if (result === RESULT.upheld) {
      const given = body.adjustMoney === undefined || body.adjustMoney === null || body.adjustMoney === '' ? 0 : moneyFen(body.adjustMoney);
      if (given === null || given < 0) return badRequest(APPEAL_MSG.adjustInvalid);
      const paid = storedFen(found.record.orderMoney);
      if (given > paid) return badRequest(adjustTooHigh(paid));
      adjust = given;
    }
    const remark = checkReason(body.handleRemark, '处理意见');
    if ('msg' in remark) return badRequest(remark.msg);
    const user = currentUser(req).name;
    const time = nowText(ctx.now);
    db.transaction(() => {
      appeals.patch(found.id, {
        appealStatus: APPEAL.closed,
        handleResult: result,
        adjustMoney: adjust === null ? null : adjust / 100,
        handleRemark: remark.text,
        handleUser: user,
        handleTime: time,
      });
      if (adjust !== null) {
        const r = found.record;
        changes.insert({
          orderNo: r.orderNo,
          plateNo: r.plateNo,
          plateColor: r.plateColor,
          parkId: r.parkId,
          changeType: CHANGE.appeal,
          beforeValue: `${(storedFen(r.orderMoney) / 100).toFixed(2)}元`,
          afterValue: `${(adjust / 100).toFixed(2)}元`,
          operator: user,
          changeTime: time,
          remark: `申诉${String(r.appealNo ?? '')}成立：${remark.text}`,
        });
      }
    })();
    return ok(appeals.find(found.id));
  }

  router.post(`${BASE}/handle`, (req) => {
    const found = target(req, [APPEAL.handling], APPEAL_MSG.notHandling);
    return isEnvelope(found) ? found : close(req, found);
  });

  router.post(`${BASE}/leaderHandle`, (req) => {
    const found = target(req, [APPEAL.posted], APPEAL_MSG.notPosted);
    return isEnvelope(found) ? found : close(req, found);
  });

  router.get(`${BASE}/calculateFee`, (req) => {
    const found = findRecord(appeals, req.query.id, APPEAL_MSG.idRequired);
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
