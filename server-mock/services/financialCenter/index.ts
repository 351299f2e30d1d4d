import { formatChinaTime } from '../../db/time';
import { BILL_STATUS, DEAL_STATUS, SPLIT_STATUS, TASK_STATUS } from './seed';
import { parseId, type EntityRecord } from '../../engine/store';
import { failWith, ok, type Envelope } from '../../http/envelope';
import { PARKS } from '../sharedOptions/parks';
import { currentUser, field, type ApiRequest, type RegisterService } from '../types';
import { badRequest, bodyOf, idList, stateNotAllowed } from '../../engine/requestParts';
import { recordScope } from '../../engine/dataScope';
import { allConditions, whereClause } from '../../engine/filters';
import { registerSplitFigures } from './splitFigures';

const BASE = '/api/finance/v2/api';
export const BILL_ENTITY = 'financeBill';
export const TASK_ENTITY = 'financeTask';
export const SPLIT_ENTITY = 'splitAccount';

const fen = (value: unknown) => (typeof value === 'number' ? Math.round(value * 100) : 0);

/**
 * Finance center (财务中心): the monthly statement's state machine — 处理 (`verify/deal`: 0 待核对 → 1 待执行 with a
 * 核对结果), 执行对账 (`verify/execute/{id}`: 1 待执行 → 2 已归档, 处理状态 1, and a 执行任务结果 row), 调账
 * (`adjustedBill/{id}` while 0 or 1: 调账金额 and 调账原因, 结算金额 = 渠道到账金额 + 调账金额) — the corner mark
 * (`verify/cornerMark`: statements 待处理) and 重新分账 of failed split records; 分账账户余额 and 线上分账明细 are
 * computed in splitFigures.ts. Lists, details and exports are the engine's.
 */
export const registerFinancialCenter: RegisterService = (router, ctx) => {
  const bills = ctx.engine.store(ctx.db, BILL_ENTITY);
  const tasks = ctx.engine.store(ctx.db, TASK_ENTITY);
  const splits = ctx.engine.store(ctx.db, SPLIT_ENTITY);
  const now = () => formatChinaTime(ctx.now());
  // What the 处理 and 调账 forms accept (schemas/financialCenter.json), refused here with their messages.
  const dealInput = ctx.engine.inputCheck('financialCenter', 'deal');
  const adjustInput = ctx.engine.inputCheck('financialCenter', 'adjust');
  registerSplitFigures(router, ctx);

  if (bills) {
    /** The bill an id names; another dealer's bill is 记录不存在 too (engine/dataScope.ts). */
    const bill = (raw: unknown, req: ApiRequest): { id: number; record: EntityRecord } | Envelope => {
      if (raw === undefined || raw === null || raw === '') return badRequest('对账单编号不能为空');
      const id = parseId(raw);
      const record = id === null ? null : bills.find(id);
      return id !== null && record && recordScope(bills, req).holds(record) ? { id, record } : failWith('recordNotFound');
    };

    router.get(`${BASE}/verify/cornerMark`, (req) => {
      const wanted = (req.query.dealStatus ?? '').trim() || String(DEAL_STATUS.pending);
      if (wanted !== '0' && wanted !== '1') return badRequest('处理状态只能为待处理或已处理');
      const where = allConditions({ sql: [`${bills.col('dealStatus')} = ?`], args: [Number(wanted)] }, recordScope(bills, req).where);
      return ok({ totalRecord: bills.count(whereClause(where), where.args) });
    });

    router.post(`${BASE}/verify/deal`, (req) => {
      const body = bodyOf(req);
      const refused = dealInput(body);
      if (refused) return badRequest(refused);
      const found = bill(body.id, req);
      if (!('id' in found)) return found;
      if (found.record.billStatus !== BILL_STATUS.unchecked) return stateNotAllowed();
      bills.patch(found.id, {
        billStatus: BILL_STATUS.toExecute,
        verifyResult: Number(body.verifyResult),
        dealRemark: field(body, 'dealRemark') || null,
        dealUser: currentUser(req).name,
        dealTime: now(),
      });
      return ok(bills.find(found.id));
    });

    router.post(`${BASE}/verify/execute/{id}`, (req) => {
      const found = bill(req.params.id, req);
      if (!('id' in found)) return found;
      const { id, record } = found;
      if (record.billStatus !== BILL_STATUS.toExecute) return stateNotAllowed();
      const user = currentUser(req).name;
      const time = now();
      ctx.db.transaction(() => {
        bills.patch(id, { billStatus: BILL_STATUS.archived, dealStatus: DEAL_STATUS.archived, executeUser: user, archiveTime: time });
        tasks?.insert({
          taskNo: `RW${time.replace(/\D/g, '').slice(0, 8)}${String(id).padStart(5, '0')}`,
          taskName: `${record.billMonth ?? ''} ${PARKS.find((p) => p.parkId === record.parkId)?.parkName ?? ''} 月度对账`,
          taskType: 1,
          parkId: record.parkId,
          billMonth: record.billMonth,
          billNo: record.billNo,
          taskStatus: TASK_STATUS.done,
          executeType: 2,
          startTime: time,
          endTime: time,
          costSeconds: 0,
          operator: user,
          resultMsg: `执行完成：共处理订单 ${record.orderCount ?? 0} 笔，结算金额 ${(fen(record.settleMoney) / 100).toFixed(2)} 元`,
        });
      })();
      return ok(bills.find(id));
    });

    router.put(`${BASE}/adjustedBill/{id}`, (req) => {
      const body = bodyOf(req);
      const refused = adjustInput(body);
      if (refused) return badRequest(refused);
      const amount = Number(body.adjustMoney);
      const found = bill(req.params.id, req);
      if (!('id' in found)) return found;
      if (found.record.dealStatus !== DEAL_STATUS.pending) return stateNotAllowed();
      bills.patch(found.id, {
        adjustMoney: amount,
        settleMoney: (fen(found.record.channelMoney) + Math.round(amount * 100)) / 100,
        adjustReason: field(body, 'adjustReason'),
        adjustUser: currentUser(req).name,
        adjustTime: now(),
      });
      return ok(bills.find(found.id));
    });
  }

  if (splits) {
    router.post(`${BASE}/splitAccounts/retry`, (req) => {
      const ids = idList(bodyOf(req).ids ?? bodyOf(req).id);
      if (!ids) return badRequest('请选择要重新分账的记录');
      const records = ids.map((id) => splits.find(id));
      if (records.some((r) => r === null)) return failWith('recordNotFound');
      if (records.some((r) => r!.splitStatus !== SPLIT_STATUS.failed)) return stateNotAllowed();
      const time = now();
      ctx.db.transaction(() =>
        ids.forEach((id) => splits.patch(id, { splitStatus: SPLIT_STATUS.done, failReason: null, finishTime: time })),
      )();
      return ok(null);
    });
  }
};
