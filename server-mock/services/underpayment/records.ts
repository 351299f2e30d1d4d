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
import { charLength } from '../../../schemas/meta/lib/fieldRules';
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
  payRemarkTooLong: '补缴说明不能超过200个字符',
  cancelReason: '请填写撤销原因',
  cancelReasonTooLong: '撤销原因不能超过200个字符',
  plateInvalid: '请输入正确的车牌号',
  plateColor: '请选择车牌颜色',
  samePlate: '新车牌与原车牌相同',
  verifyResult: '请选择核实结果',
  verifyRemark: '请填写核实说明',
  verifyRemarkTooLong: '核实说明不能超过200个字符',
} as const;

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
const SPECIALS = '使领警学港澳挂试超临应急';
/** The console's plate rule (up to 9 digits, letters, provinces and special characters), without search wildcards. */
const PLATE = new RegExp(`^[0-9A-Za-z${PROVINCES}${SPECIALS}]{1,9}$`, 'u');
const REMARK_MAX = 200;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export function registerArrearsRecords(router: ApiRouter, ctx: MockContext): void {
  const stores = storesOf(ctx);
  if (!stores) return;
  const { record: records, plate: plates, evasion: evasions } = stores;
  const now = () => formatChinaTime(ctx.now());
  const base = `${CHARGE}/arrearsRecords`;

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
    const payType = Number(body.payType);
    if (!PAY_TYPES.some((p) => p.payType === payType)) return badRequest(MSG.payType);
    const remark = text(body.remark);
    if (charLength(remark) > REMARK_MAX) return badRequest(MSG.payRemarkTooLong);
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
    const reason = text(bodyOf(req).cancelReason);
    if (!reason) return badRequest(MSG.cancelReason);
    if (charLength(reason) > REMARK_MAX) return badRequest(MSG.cancelReasonTooLong);
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
    const plateNo = text(body.plateNo).toUpperCase();
    if (!PLATE.test(plateNo)) return badRequest(MSG.plateInvalid);
    const plateColor = Number(body.plateColor);
    if (![1, 2, 3, 4, 5, 6].includes(plateColor)) return badRequest(MSG.plateColor);
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
    const handleStatus = Number(body.handleStatus);
    if (handleStatus !== 2 && handleStatus !== 3) return badRequest(MSG.verifyResult);
    const remark = text(body.remark);
    if (!remark) return badRequest(MSG.verifyRemark);
    if (charLength(remark) > REMARK_MAX) return badRequest(MSG.verifyRemarkTooLong);
    evasions.patch(found.id, { handleStatus, remark, operator: currentUser(req).name, operateTime: now() });
    return ok(evasions.find(found.id));
  });
}
