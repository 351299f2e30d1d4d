import { formatChinaTime } from '../db/time';
import { REFUND_AUDIT } from '../engine/checkManageSeed';
import { ERR, fail, failWith, ok, type Envelope } from '../http/envelope';
import { checkReason, idList } from './checkManageInput';
import { currentUser, type ApiRequest, type RegisterService } from './types';

const BASE = '/api/charge/v2/api';

/** The three refund audits of schemas/checkManage.json: path segment and engine entity. */
export const REFUND_AUDITS = [
  { path: `${BASE}/generalRefundAudits`, entity: 'generalRefundAudit' },
  { path: `${BASE}/chargeRefundAudits`, entity: 'chargeRefundAudit' },
  { path: `${BASE}/employeeRefundAudits`, entity: 'employeeRefundAudit' },
] as const;

export const NOTHING_SELECTED = '请选择要审核的退款申请';
export const REJECT_REASON_TITLE = '驳回原因';

const badRequest = (msg: string) => fail(ERR.badRequest[0], msg);
const bodyOf = (req: ApiRequest) => (typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {});

/**
 * Refund audits (退款审核): 通过 and 驳回 of the three kinds of refund applications. Both take `{ids}` (one row, or the
 * selected rows of 批量通过) and change all of them or none: every id must exist (else 记录不存在) and be 待审核 (else
 * 当前状态不允许该操作). 驳回 also takes `rejectReason`. The lists, details and exports are the engine's.
 */
export const registerCheckManage: RegisterService = (router, ctx) => {
  const now = () => formatChinaTime(ctx.now());
  for (const kind of REFUND_AUDITS) {
    const store = ctx.engine.store(ctx.db, kind.entity);
    if (!store) continue;

    /** Decides every application named by `ids`, or answers why none was. */
    const decide = (req: ApiRequest, patch: Record<string, unknown>): Envelope => {
      const ids = idList(bodyOf(req).ids ?? bodyOf(req).id);
      if (!ids) return badRequest(NOTHING_SELECTED);
      const records = ids.map((id) => store.find(id));
      if (records.some((r) => r === null)) return failWith('recordNotFound');
      if (records.some((r) => r!.auditStatus !== REFUND_AUDIT.pending)) return fail(ERR.stateNotAllowed[0], ERR.stateNotAllowed[1]);
      const values = { ...patch, auditUser: currentUser(req).name, auditTime: now() };
      ctx.db.transaction(() => ids.forEach((id) => store.patch(id, values)))();
      return ok(null);
    };

    router.post(`${kind.path}/approve`, (req) => decide(req, { auditStatus: REFUND_AUDIT.approved }));
    router.post(`${kind.path}/reject`, (req) => {
      const reason = checkReason(bodyOf(req).rejectReason, REJECT_REASON_TITLE, true);
      if (!reason.ok) return badRequest(reason.msg);
      return decide(req, { auditStatus: REFUND_AUDIT.rejected, rejectReason: reason.text });
    });
  }
};
