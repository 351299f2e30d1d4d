import { formatChinaTime } from '../../db/time';
import { failWith, ok } from '../../http/envelope';
import { CAMERA_KINDS, EXEC_DONE, ISC_SYNCED } from './kinds';
import { currentUser, type RegisterService } from '../types';
import { badRequest, bodyOf, idList } from '../../engine/requestParts';

const DEVICE = '/api/device/v2/api';

/**
 * The state changes of the device area that are not plain writes: `iscSync` of the eight camera kinds (the devices
 * become 已同步 with the time) and `vehicleLotAccess/manualExecute` (待执行 or 执行失败 → 已执行).
 */
export const registerDeviceActions: RegisterService = (router, ctx) => {
  for (const kind of CAMERA_KINDS) {
    router.post(`${DEVICE}/${kind.path}/iscSync`, (req) => {
      const ids = idList(bodyOf(req).ids);
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
    const ids = idList(bodyOf(req).ids);
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
