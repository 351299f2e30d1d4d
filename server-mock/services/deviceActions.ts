import { formatChinaTime } from '../db/time';
import { parseId } from '../engine/store';
import { ERR, fail, failWith, ok } from '../http/envelope';
import { CAMERA_KINDS, EXEC_DONE, ISC_SYNCED } from './deviceKinds';
import { currentUser, type RegisterService } from './types';

const DEVICE = '/api/device/v2/api';
const badRequest = (msg: string) => fail(ERR.badRequest[0], msg);

/** The ids of a body entry: an array, one value or `a,b`; null when none or any is not an id. */
function idsOf(body: unknown, name: string): number[] | null {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value === undefined || value === null ? [] : [value];
  const ids = list.map(parseId);
  return ids.length > 0 && ids.every((id): id is number => id !== null) ? [...new Set(ids)] : null;
}

/**
 * The state changes of the device area that are not plain writes: `iscSync` of the eight camera kinds (the devices
 * become 已同步 with the time) and `vehicleLotAccess/manualExecute` (待执行 or 执行失败 → 已执行).
 */
export const registerDeviceActions: RegisterService = (router, ctx) => {
  for (const kind of CAMERA_KINDS) {
    router.post(`${DEVICE}/${kind.path}/iscSync`, (req) => {
      const ids = idsOf(req.body, 'ids');
      if (!ids) return badRequest('请选择要同步的设备');
      const store = ctx.engine.store(ctx.db, kind.entity);
      if (!store) return failWith('notImplemented');
      if (ids.some((id) => store.find(id) === null)) return failWith('recordNotFound');
      const now = formatChinaTime(ctx.now());
      ctx.db.transaction(() => {
        for (const id of ids) store.patch(id, { iscSyncStatus: ISC_SYNCED, iscSyncTime: now, updateTime: now });
      })();
      return ok({ syncCount: ids.length });
    });
  }

  router.post(`${DEVICE}/vehicleLotAccess/manualExecute`, (req) => {
    const ids = idsOf(req.body, 'ids');
    if (!ids) return badRequest('请选择要执行的记录');
    const store = ctx.engine.store(ctx.db, 'deviceVehicleLotAccess');
    if (!store) return failWith('notImplemented');
    const records = ids.map((id) => store.find(id));
    if (records.some((r) => r === null)) return failWith('recordNotFound');
    if (records.some((r) => r?.execStatus === EXEC_DONE)) return failWith('stateNotAllowed');
    const now = formatChinaTime(ctx.now());
    const user = currentUser(req).name;
    ctx.db.transaction(() => {
      for (const id of ids) store.patch(id, { execStatus: EXEC_DONE, execTime: now, execUser: user, failReason: null });
    })();
    return ok(null);
  });
};
