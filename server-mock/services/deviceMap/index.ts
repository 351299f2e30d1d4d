import { recordScope } from '../../engine/dataScope';
import { allConditions, whereClause } from '../../engine/filters';
import { ok } from '../../http/envelope';
import { PARKS } from '../sharedOptions/parks';
import { DEVICE_KINDS, DEVICE_OFFLINE } from '../device/kinds';
import type { RegisterService } from '../types';

/** Map status of a device: 1 在线, 0 离线, 2 故障. */
export const MAP_STATUS = { online: 1, offline: 0, fault: 2 } as const;
/** Below this battery level (%) an online geomagnetic detector counts as 故障 (电量过低). */
export const LOW_BATTERY = 20;

const intOf = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * 设备地图 (schemas/deviceMap.json `points`): every device of every kind of schemas/device.json that has coordinates,
 * as `{deviceId, deviceName, deviceType, parkId, parkName, longitude, latitude, status, statusText}`, filtered by
 * `deviceType` and `parkId`. Code, because it reads eleven entities at once. Status: 离线 when `onlineStatus` is 0;
 * 故障 when an online geomagnetic detector's battery is below 20% (电量过低); 在线 otherwise.
 */
export const registerDeviceMap: RegisterService = (router, ctx) => {
  router.get('/api/device/v2/api/deviceMap/points', (req) => {
    const deviceType = intOf(req.query.deviceType);
    const parkId = intOf(req.query.parkId);
    const results = [];
    for (const kind of DEVICE_KINDS) {
      if (deviceType !== undefined && kind.deviceType !== deviceType) continue;
      const store = ctx.engine.store(ctx.db, kind.entity);
      if (!store) continue;
      // A dealer account sees the devices of its own parks only (engine/dataScope.ts).
      const chosenPark = parkId === undefined ? undefined : { sql: [`${store.col('parkId')} = ?`], args: [parkId] };
      const where = allConditions(chosenPark, recordScope(store, req).where);
      for (const record of store.select(whereClause(where), where.args)) {
        const longitude = Number(record.longitude);
        const latitude = Number(record.latitude);
        if (record.longitude === null || record.latitude === null || !Number.isFinite(longitude) || !Number.isFinite(latitude)) continue;
        const lowBattery = typeof record.batteryLevel === 'number' && record.batteryLevel < LOW_BATTERY;
        const status = record.onlineStatus === DEVICE_OFFLINE ? MAP_STATUS.offline : lowBattery ? MAP_STATUS.fault : MAP_STATUS.online;
        results.push({
          deviceId: record.id,
          deviceName: record.deviceName,
          deviceType: kind.deviceType,
          parkId: record.parkId,
          parkName: PARKS.find((p) => p.parkId === Number(record.parkId))?.parkName ?? null,
          longitude,
          latitude,
          status,
          statusText: status === MAP_STATUS.fault ? `电量过低（${record.batteryLevel}%）` : status === MAP_STATUS.offline ? '离线' : '在线',
        });
      }
    }
    return ok({ results, totalRecord: results.length });
  });
};
