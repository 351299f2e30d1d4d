/**
 * Arrears records (欠费记录) beyond the generic list and detail: 补缴 (pay), 撤销 (cancel), 修改车牌 (modifyPlate) —
 * each only for a record 待补缴 — and the count-and-money summary over the list's own filters; paying or cancelling
 * also takes the record off the arrears plate of the same plate number. And 核实 of a suspected evasion (待核实 only).
 */
import type { MockContext } from '../../context';
import { formatChinaTime } from '../../db/time';
import { buildWhere, queryValues } from '../../engine/filters';
import type { EntityRecord } from '../../engine/store';
import type { ListBinding } from '../../engine/types';
import { PAY_TYPES } from '../../engine/seedVocabulary';
import { ok } from '../../http/envelope';
import { CHARGE, isEnvelope, storesOf, target, yuan } from './shared';
import { currentUser, type ApiRouter } from '../types';
import { badRequest, bodyOf, stateNotAllowed } from '../../engine/requestParts';
import { recordScope } from '../../engine/dataScope';

/** 欠费状态: 1 待补缴, 2 已补缴, 3 已撤销. */
export const ARREARS_STATUS = { pending: 1, repaid: 2, cancelled: 3 } as const;
/** 核实状态: 1 待核实, 2 确认逃费, 3 已排除. */
const EVASION_PENDING = 1;

export const MSG = {
  noRecord: '欠费记录编号不能为空',
  payType: '请选择支付方式',
  samePlate: '新车牌与原车牌相同',
} as const;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export function registerArrearsRecords(router: ApiRouter, ctx: MockContext): void {
  const stores = storesOf(ctx);
  if (!stores) return;
  const { record: records, plate: plates, evasion: evasions } = stores;
  const now = () => formatChinaTime(ctx.now());
  const base = `${CHARGE}/arrearsRecords`;
  // What the 补缴, 撤销, 修改车牌 and 核实 forms accept (schemas/underpayment.json), refused with their messages.
  const payInput = ctx.engine.inputCheck('underpayment', 'arrearsRecordPay');
  const cancelInput = ctx.engine.inputCheck('underpayment', 'arrearsRecordCancel');
  const modifyPlateInput = ctx.engine.inputCheck('underpayment', 'arrearsRecordModifyPlate');
  const verifyInput = ctx.engine.inputCheck('underpayment', 'suspectedEvasionVerify');

  /** A pending record named by the body, or the error to answer. */
  function pending(body: Parameters<typeof target>[1]) {
    const found = target(records, body, MSG.noRecord);
    if (isEnvelope(found)) return found;
    return found.record.arrearsStatus === ARREARS_STATUS.pending ? found : stateNotAllowed();
  }

  /** Takes a settled record off the arrears plate of its plate number (counts and money never below 0). */
  function settlePlate(record: EntityRecord) {
    const [plate] = plates.select(`WHERE ${plates.col('plateNo')} = ?`, [record.plateNo], 'LIMIT 1');
    if (!plate) return;
    plates.patch(Number(plate.id), {
      arrearsCount: Math.max(0, (Number(plate.arrearsCount) || 0) - 1),
      arrearsMoney: yuan((Number(plate.arrearsMoney) || 0) - (Number(record.oweMoney) || 0) / 100),
    });
  }

  router.post(`${base}/pay`, (req) => {
    const found = pending(req);
    if (isEnvelope(found)) return found;
    const body = bodyOf(req);
    const refused = payInput(body);
    if (refused) return badRequest(refused);
    // 支付方式 is a loaded dictionary: the platform's own list of pay types.
    const payType = Number(body.payType);
    if (!PAY_TYPES.some((p) => p.payType === payType)) return badRequest(MSG.payType);
    const remark = text(body.remark);
    const time = now();
    ctx.db.transaction(() => {
      records.patch(found.id, {
        arrearsStatus: ARREARS_STATUS.repaid,
        payType,
        payTime: time,
        paidMoney: found.record.oweMoney,
        operator: currentUser(req).name,
        operateTime: time,
        remark: remark || null,
      });
      settlePlate(found.record);
    })();
    return ok(records.find(found.id));
  });

  router.post(`${base}/cancel`, (req) => {
    const found = pending(req);
    if (isEnvelope(found)) return found;
    const body = bodyOf(req);
    const refused = cancelInput(body);
    if (refused) return badRequest(refused);
    const reason = text(body.cancelReason);
    ctx.db.transaction(() => {
      records.patch(found.id, {
        arrearsStatus: ARREARS_STATUS.cancelled,
        operator: currentUser(req).name,
        operateTime: now(),
        remark: reason,
      });
      settlePlate(found.record);
    })();
    return ok(records.find(found.id));
  });

  router.post(`${base}/modifyPlate`, (req) => {
    const found = pending(req);
    if (isEnvelope(found)) return found;
    const body = bodyOf(req);
    const refused = modifyPlateInput(body);
    if (refused) return badRequest(refused);
    const plateNo = text(body.plateNo).toUpperCase();
    const plateColor = Number(body.plateColor);
    if (plateNo === found.record.plateNo && plateColor === found.record.plateColor) return badRequest(MSG.samePlate);
    records.patch(found.id, { plateNo, plateColor, operator: currentUser(req).name, operateTime: now() });
    return ok(records.find(found.id));
  });

  const list = ctx.engine.generic.find((g) => g.area === 'underpayment' && g.name === 'arrearsRecordList');
  router.get(`${base}/countAndMoney`, (req) => {
    const filters = list?.binding.operation === 'list' ? (list.binding as ListBinding).filters : [];
    const where = buildWhere(records.model, filters, queryValues(req.query, req.queryAll), { extra: recordScope(records, req).where });
    if (!where.ok) return badRequest(where.msg);
    const status = records.col('arrearsStatus');
    const rows = ctx.db
      .prepare(
        `SELECT ${status} AS s, COUNT(*) AS n, COALESCE(SUM(${records.col('oweMoney')}), 0) AS m FROM ${records.table} ${where.sql} GROUP BY ${status}`,
      )
      .all(...where.args) as { s: number; n: number; m: number }[];
    const of = (s: number) => rows.find((r) => r.s === s) ?? { n: 0, m: 0 };
    return ok({
      allCount: rows.reduce((sum, r) => sum + r.n, 0),
      allMoney: rows.reduce((sum, r) => sum + r.m, 0),
      pendingCount: of(ARREARS_STATUS.pending).n,
      pendingMoney: of(ARREARS_STATUS.pending).m,
      repaidCount: of(ARREARS_STATUS.repaid).n,
      repaidMoney: of(ARREARS_STATUS.repaid).m,
      cancelledCount: of(ARREARS_STATUS.cancelled).n,
      cancelledMoney: of(ARREARS_STATUS.cancelled).m,
    });
  });

  router.put(`${CHARGE}/suspectedEvasions`, (req) => {
    const found = target(evasions, req, '记录编号不能为空');
    if (isEnvelope(found)) return found;
    if (found.record.handleStatus !== EVASION_PENDING) return stateNotAllowed();
    const body = bodyOf(req);
    const refused = verifyInput(body);
    if (refused) return badRequest(refused);
    const handleStatus = Number(body.handleStatus);
    const remark = text(body.remark);
    evasions.patch(found.id, { handleStatus, remark, operator: currentUser(req).name, operateTime: now() });
    return ok(evasions.find(found.id));
  });
}
