import { formatChinaTime } from '../../db/time';
import { SHIFT_ENTITY } from './seed';
import type { EntityStore } from '../../engine/store';
import { failWith, ok } from '../../http/envelope';
import { cellsElsewhere, cellsOfPark, countUses, writeCell } from './cells';
import { parkName, staffById, staffOfPark } from './data';
import { refusal, type ShiftRecord } from './rules';
import type { ApiRequest, RegisterService } from '../types';
import { callerScope, holdsPark, recordScope } from '../../engine/dataScope';
import { badRequest, bodyOf, idList, stateNotAllowed } from '../../engine/requestParts';

const BASE = '/api/schedule/v2/api';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** At most this many days per calendar call, and cells per save. */
const MAX_DAYS = 62;
const MAX_CHANGES = 2000;

const intOf = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value)
    ? value
    : typeof value === 'string' && /^\d+$/.test(value)
      ? Number(value)
      : undefined;

function toShift(record: Record<string, unknown>): ShiftRecord {
  return {
    shiftId: Number(record.shiftId),
    shiftName: String(record.shiftName ?? ''),
    startTime: String(record.startTime ?? '00:00'),
    endTime: String(record.endTime ?? '00:00'),
    shiftStatus: Number(record.shiftStatus),
    parkIds: Array.isArray(record.parkIds) ? record.parkIds.map(Number) : [],
  };
}

/**
 * 排班管理 (schemas/schedule.json), hand-written because a calendar is not one entity's list:
 * - `GET shifts/chosen?parkId=` — the enabled shifts for a park (all enabled ones without parkId), the `shift` dictionary;
 * - `GET schedules?parkId&startDate&endDate` — `{rows: staff of the park, cells: [{staffId, date, shiftId}]}`;
 * - `POST schedules/save {parkId, changes: [{staffId, date, shiftId | null}]}` — saves every acceptable cell and
 *   answers `{saved, refused: [{staffId, date, shiftId, reason}]}` (code 200 even with refusals: the accepted cells are
 *   saved; the reasons are in services/schedule/rules.ts);
 * - `DELETE shifts` — the generic delete, refused for a shift scheduled today or later.
 */
export const registerSchedule: RegisterService = (router, ctx) => {
  const shifts = ctx.engine.store(ctx.db, SHIFT_ENTITY);
  if (!shifts) return;
  const today = () => formatChinaTime(ctx.now()).slice(0, 10);
  const allShifts = (store: EntityStore) => store.select('', [], 'ORDER BY "shiftId"').map(toShift);

  /** Whether the caller reaches the park a call names: another dealer's park is 记录不存在 (engine/dataScope.ts). */
  const reaches = (req: ApiRequest, parkId: number) => holdsPark(callerScope(ctx.db, req.user, req.headers), parkId);

  router.get(`${BASE}/shifts/chosen`, (req) => {
    const parkId = intOf(req.query.parkId);
    const own = recordScope(shifts, req);
    const list = shifts
      .select('', [], 'ORDER BY "shiftId"')
      .filter(own.holds)
      .map(toShift)
      .filter((s) => s.shiftStatus === 1 && (parkId === undefined || s.parkIds.includes(parkId)));
    return ok(
      list.map(({ shiftId, shiftName, startTime, endTime }) => ({
        shiftId,
        shiftName,
        startTime,
        endTime,
        color: shifts.find(shiftId)?.color ?? null,
      })),
    );
  });

  router.get(`${BASE}/schedules`, (req) => {
    const parkId = intOf(req.query.parkId);
    const { startDate, endDate } = req.query;
    if (parkId === undefined) return badRequest('请选择车场');
    if (!reaches(req, parkId)) return failWith('recordNotFound');
    if (typeof startDate !== 'string' || typeof endDate !== 'string' || !DATE.test(startDate) || !DATE.test(endDate) || endDate < startDate)
      return badRequest('请给出正确的开始与结束日期（YYYY-MM-DD）');
    if ((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 >= MAX_DAYS) return badRequest(`一次最多查询 ${MAX_DAYS} 天`);
    const rows = staffOfPark(parkId).map(({ staffId, staffName, roleName }) => ({ staffId, staffName, roleName }));
    const cells = cellsOfPark(ctx.db, parkId, startDate, endDate).map(({ staffId, date, shiftId }) => ({ staffId, date, shiftId }));
    return ok({ rows, cells });
  });

  router.post(`${BASE}/schedules/save`, (req) => {
    const body = bodyOf(req);
    const parkId = intOf(body.parkId);
    if (parkId === undefined) return badRequest('请选择车场');
    if (!reaches(req, parkId)) return failWith('recordNotFound');
    const changes = body.changes;
    if (!Array.isArray(changes) || changes.length === 0) return badRequest('没有需要保存的排班');
    if (changes.length > MAX_CHANGES) return badRequest(`一次最多保存 ${MAX_CHANGES} 个排班`);
    const parsed = changes.map((raw) => {
      const c = (raw ?? {}) as Record<string, unknown>;
      return { staffId: intOf(c.staffId), date: c.date, shiftId: c.shiftId === null ? null : intOf(c.shiftId) };
    });
    if (parsed.some((c) => c.staffId === undefined || typeof c.date !== 'string' || !DATE.test(c.date) || c.shiftId === undefined)) {
      return badRequest('排班格式错误：每项需要 staffId、date（YYYY-MM-DD）与 shiftId（清除时为 null）');
    }
    const byId = new Map(allShifts(shifts).map((s) => [s.shiftId, s]));
    const refused: { staffId: number; date: string; shiftId: number | null; reason: string }[] = [];
    const time = formatChinaTime(ctx.now());
    let saved = 0;
    ctx.db.transaction(() => {
      for (const change of parsed as { staffId: number; date: string; shiftId: number | null }[]) {
        const staff = staffById(change.staffId);
        const elsewhere = cellsElsewhere(ctx.db, change.staffId, parkId, change.date).flatMap((cell) => {
          const shift = byId.get(cell.shiftId);
          return shift ? [{ parkName: parkName(cell.parkId), shift }] : [];
        });
        const reason = refusal({
          date: change.date,
          today: today(),
          parkId,
          onStaff: staff !== undefined && staff.parkIds.includes(parkId),
          shift: change.shiftId === null ? null : byId.get(change.shiftId),
          elsewhere,
        });
        if (reason) refused.push({ ...change, reason });
        else {
          writeCell(ctx.db, { staffId: change.staffId, parkId, date: change.date, shiftId: change.shiftId }, time);
          saved++;
        }
      }
    })();
    return ok({ saved, refused }, refused.length === 0 ? '保存成功' : `${refused.length} 个排班未保存`);
  });

  router.delete(`${BASE}/shifts`, (req) => {
    const raw = bodyOf(req).ids ?? req.query.ids;
    const ids = idList(raw);
    if (!ids) return badRequest('请选择要删除的班次');
    const own = recordScope(shifts, req);
    const records = ids.map((id) => shifts.find(id));
    if (records.some((r) => r === null || !own.holds(r))) return failWith('recordNotFound');
    if (countUses(ctx.db, ids, today()) > 0) return stateNotAllowed('该班次已有排班，不能删除，可改为停用');
    shifts.remove(ids);
    return ok(null);
  });
};
