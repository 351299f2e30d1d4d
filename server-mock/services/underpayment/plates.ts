/**
 * Arrears plates beyond the generic list and detail: 外呼 (call: one call record, the plate's 外呼次数), 解绑车主电话
 * (platePhoneUnbind), 名单优先级 (queryListPriority / saveListPriority), the 催缴名单 it orders (remindListQuery) and
 * the check before 一键催缴 over that list (checkRemindAll).
 */
import type { MockContext } from '../../context';
import { formatChinaTime } from '../../db/time';
import { allConditions, likePattern } from '../../engine/filters';
import { ok } from '../../http/envelope';
import { parsePaging } from '../../engine/paging';
import { listPriorityOf, readListPriority, remindable, remindAllCheck, writeListPriority } from './priority';
import { CHARGE, isEnvelope, storesOf, target } from './shared';
import { currentUser, type ApiRouter } from '../types';
import { badRequest, bodyOf, stateNotAllowed } from '../../engine/requestParts';
import { recordScope } from '../../engine/dataScope';

export const NO_PHONE_TO_CALL = '该车辆未绑定车主电话，无法外呼';
export const NO_PHONE_BOUND = '该车辆未绑定车主电话';
const NO_PLATE = '请选择欠费车辆';

/** 外呼结果 of a call: from the plate's earlier calls and the phone's last digit (1 已接通, 2 无人接听, 3 拒接). */
export function callOutcome(phone: string, earlierCalls: number): { callResult: number; callDuration: number } {
  const last = Number(phone.slice(-1)) || 0;
  const callResult = [1, 1, 2, 3][(earlierCalls + last) % 4];
  return { callResult, callDuration: callResult === 1 ? 30 + ((last * 17 + earlierCalls * 11) % 150) : 0 };
}

export function registerPlateCalls(router: ApiRouter, ctx: MockContext): void {
  const stores = storesOf(ctx);
  if (!stores) return;
  const { plate: plates, callRecord: calls } = stores;
  const base = `${CHARGE}/arrearsPlates`;

  router.post(`${base}/call`, (req) => {
    const found = target(plates, req, NO_PLATE);
    if (isEnvelope(found)) return found;
    const phone = found.record.phone;
    if (typeof phone !== 'string' || phone === '') return stateNotAllowed(NO_PHONE_TO_CALL);
    const earlier = Number(found.record.callCount) || 0;
    let id = 0;
    ctx.db.transaction(() => {
      id = calls.insert({
        plateNo: found.record.plateNo,
        plateColor: found.record.plateColor,
        phone,
        callTime: formatChinaTime(ctx.now()),
        ...callOutcome(phone, earlier),
        operator: currentUser(req).name,
      });
      plates.patch(found.id, { callCount: earlier + 1 });
    })();
    return ok(calls.find(id));
  });

  router.post(`${base}/platePhoneUnbind`, (req) => {
    const found = target(plates, req, NO_PLATE);
    if (isEnvelope(found)) return found;
    if (typeof found.record.phone !== 'string' || found.record.phone === '') return stateNotAllowed(NO_PHONE_BOUND);
    plates.patch(found.id, { phone: null });
    return ok(plates.find(found.id));
  });

  router.get(`${base}/queryListPriority`, () => ok(readListPriority(ctx.db)));

  router.get(`${base}/checkRemindAll`, (req) =>
    ok(remindAllCheck(plates, readListPriority(ctx.db), ctx.now(), recordScope(plates, req).where)),
  );

  // What the 名单优先级 form accepts (schemas/underpayment.json), refused with its messages.
  const priorityInput = ctx.engine.inputCheck('underpayment', 'saveListPriority');
  router.post(`${base}/saveListPriority`, (req) => {
    const body = bodyOf(req);
    const refused = priorityInput(body);
    if (refused) return badRequest(refused);
    const settings = listPriorityOf(body);
    writeListPriority(ctx.db, settings);
    return ok(settings);
  });

  router.get(`${base}/remindListQuery`, (req) => {
    const page = parsePaging(req.query);
    if (!page) return badRequest('分页参数不正确');
    const sql: string[] = [];
    const args: unknown[] = [];
    const plateNo = (req.query.plateNo ?? '').trim();
    if (plateNo) {
      sql.push(`${plates.col('plateNo')} LIKE ? ESCAPE '\\'`);
      args.push(likePattern(plateNo));
    }
    const isParking = (req.query.isParking ?? '').trim();
    if (isParking) {
      if (isParking !== '0' && isParking !== '1') return badRequest('在场状态格式不正确');
      sql.push(`${plates.col('isParking')} = ?`);
      args.push(Number(isParking));
    }
    // A dealer account's list holds the plates of its own parks only (engine/dataScope.ts).
    const list = remindable(plates, readListPriority(ctx.db), ctx.now(), allConditions({ sql, args }, recordScope(plates, req).where));
    const rows = list.rows(page.limit, page.offset).map((row, i) => ({ ...row, priority: page.offset + i + 1 }));
    return ok({ results: rows, totalRecord: list.count() });
  });
}
