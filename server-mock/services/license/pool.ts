import { formatChinaTime } from '../../db/time';
import { parseId, type EntityRecord, type EntityStore } from '../../engine/store';
import { fail, failWith, ok, type Envelope } from '../../http/envelope';
import { PARKS } from '../sharedOptions/parks';
import { callerScope, holdsPark } from '../../engine/dataScope';
import {
  ACTIVATION_CODES,
  ACTIVATION_MESSAGES,
  activationLicenseNo,
  AUTH_STATUS,
  CHANGE_TYPE,
  EXPIRING_DAYS,
  formatActivationCode,
  IMPORT_TYPE,
  LICENSE_ENTITIES,
  normaliseActivationCode,
} from './data';
import { checkLicenseFile, fileDigest, type LicenseFields } from './file';
import { readUploadedFile } from './upload';
import { PARK_PLACES } from '../sharedOptions/data';
import { currentUser, field, type RegisterService } from '../types';
import { badRequest, bodyOf, stateNotAllowed } from '../../engine/requestParts';

const BASE = '/api/license/v2/api';
const DAY = 86_400_000;

/** YYYY-MM-DD of a day `days` after the given one. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The status of a fresh pool entry on `today`: 即将到期 when it ends within EXPIRING_DAYS, else 未使用. */
export const freshStatus = (endDate: string, today: string) =>
  endDate <= addDays(today, EXPIRING_DAYS) ? AUTH_STATUS.expiring : AUTH_STATUS.unused;

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

interface Stores {
  pool: EntityStore;
  history: EntityStore;
  change: EntityStore;
  park: EntityStore;
}

/**
 * The licence pool's writes: importing a licence file, online activation, adjusting an entry's lanes and berths,
 * and giving a park part of an entry. Each write records a row of the pool change log (授权池变更). The lists are
 * the engine's (entities licensePool, licenseHistory, licenseTrade, licensePoolChange, licensePark).
 */
export const registerLicensePool: RegisterService = (router, ctx) => {
  const pool = ctx.engine.store(ctx.db, LICENSE_ENTITIES.pool);
  const history = ctx.engine.store(ctx.db, LICENSE_ENTITIES.history);
  const change = ctx.engine.store(ctx.db, LICENSE_ENTITIES.change);
  const park = ctx.engine.store(ctx.db, LICENSE_ENTITIES.park);
  if (!pool || !history || !change || !park) return;
  const stores: Stores = { pool, history, change, park };
  const now = () => formatChinaTime(ctx.now());
  const today = () => now().slice(0, 10);

  const known = (column: string, value: string) =>
    stores.pool.count(`WHERE ${stores.pool.col(column)} = ?`, [value]) > 0 ||
    (stores.history.model.byName.has(column) && stores.history.count(`WHERE ${stores.history.col(column)} = ?`, [value]) > 0);

  const logChange = (values: EntityRecord) => stores.change.insert({ changeTime: now(), ...values });

  /** Adds a pool entry and its change row; answers the stored entry. */
  function addEntry(license: LicenseFields, extra: EntityRecord, changeType: number, operator: string): Envelope {
    const id = ctx.db.transaction(() => {
      const entryId = stores.pool.insert({
        ...license,
        ...extra,
        usedLaneNum: 0,
        usedBerthNum: 0,
        authStatus: freshStatus(license.endDate, today()),
        importTime: now(),
        operator,
      });
      logChange({
        licenseNo: license.licenseNo,
        changeType,
        laneChange: license.laneNum,
        berthChange: license.berthNum,
        operator,
        remark: changeType === CHANGE_TYPE.importFile ? '导入授权文件' : '在线激活',
      });
      return entryId;
    })();
    return ok(stores.pool.find(id));
  }

  router.post(`${BASE}/importLicenseInfo`, async (req) => {
    const address = field(req.body, 'file');
    if (!address) return badRequest('请上传授权文件');
    const bytes = await readUploadedFile(ctx.db, address);
    if (!bytes) return badRequest('授权文件不存在，请重新上传');
    const checked = checkLicenseFile(bytes);
    if (!checked.ok) return fail(checked.code, checked.msg);
    const license = checked.license;
    if (license.endDate < today()) return badRequest('授权文件已过期，无法导入');
    if (known('licenseNo', license.licenseNo)) return badRequest('该授权文件已导入，请勿重复导入');
    return addEntry(
      license,
      { importType: IMPORT_TYPE.file, fileDigest: fileDigest(bytes) },
      CHANGE_TYPE.importFile,
      currentUser(req).name,
    );
  });

  // What the 在线激活, 调整授权 and 加入车场 forms accept (schemas/systemManage.json), refused with their messages.
  const activationInput = ctx.engine.inputCheck('systemManage', 'onlineActivation');
  const adjustInput = ctx.engine.inputCheck('systemManage', 'adjustLicense');
  const newParkInput = ctx.engine.inputCheck('systemManage', 'saveNewPark');
  router.post(`${BASE}/onlineActivation`, (req) => {
    const refused = activationInput(bodyOf(req));
    if (refused) return badRequest(refused);
    const raw = field(req.body, 'activationCode');
    const code = normaliseActivationCode(raw);
    if (!code) return badRequest(ACTIVATION_MESSAGES.malformed);
    const grant = Object.hasOwn(ACTIVATION_CODES, code) ? ACTIVATION_CODES[code] : undefined;
    if (!grant) return badRequest(ACTIVATION_MESSAGES.unknown);
    const formatted = formatActivationCode(code);
    if (known('activationCode', formatted) || known('licenseNo', activationLicenseNo(code))) return badRequest(ACTIVATION_MESSAGES.used);
    const user = currentUser(req);
    const license: LicenseFields = {
      licenseNo: activationLicenseNo(code),
      dealerName: user.dealer_name,
      authType: grant.authType,
      laneNum: grant.laneNum,
      berthNum: grant.berthNum,
      beginDate: today(),
      endDate: addDays(today(), grant.days - 1),
    };
    return addEntry(license, { importType: IMPORT_TYPE.activation, activationCode: formatted }, CHANGE_TYPE.activation, user.name);
  });

  /** The pool entry named by a body entry, or the error to answer. */
  function entryOf(body: Record<string, unknown>, name: string, missing: string): { id: number; entry: EntityRecord } | Envelope {
    const raw = body[name];
    if (raw === undefined || raw === null || raw === '') return badRequest(missing);
    const id = parseId(raw);
    const entry = id === null ? null : stores.pool.find(id);
    return id !== null && entry ? { id, entry } : failWith('recordNotFound');
  }

  router.post(`${BASE}/updateLicenseAdjustment`, (req) => {
    const body = bodyOf(req);
    const found = entryOf(body, 'id', '请选择要调整的授权');
    if (!('id' in found)) return found;
    const { id, entry } = found;
    if (entry.authStatus === AUTH_STATUS.expired) return stateNotAllowed('授权已过期，不能调整');
    const refused = adjustInput(body);
    if (refused) return badRequest(refused);
    const laneNum = Number(body.laneNum);
    const berthNum = Number(body.berthNum);
    const reason = textOf(body.adjustReason);
    const usedLanes = Number(entry.usedLaneNum ?? 0);
    const usedBerths = Number(entry.usedBerthNum ?? 0);
    if (laneNum < usedLanes) return badRequest(`车道数不能少于已使用的${usedLanes}条`);
    if (berthNum < usedBerths) return badRequest(`泊位数不能少于已使用的${usedBerths}个`);
    const oldLanes = Number(entry.laneNum ?? 0);
    const oldBerths = Number(entry.berthNum ?? 0);
    if (laneNum === oldLanes && berthNum === oldBerths) return badRequest('车道数与泊位数均未变化');
    const operator = currentUser(req).name;
    ctx.db.transaction(() => {
      stores.pool.patch(id, { laneNum, berthNum, authStatus: AUTH_STATUS.changed, adjustReason: reason });
      logChange({
        licenseNo: entry.licenseNo,
        changeType: CHANGE_TYPE.adjustment,
        laneChange: laneNum - oldLanes,
        berthChange: berthNum - oldBerths,
        operator,
        remark: reason,
      });
    })();
    return ok(stores.pool.find(id));
  });

  router.post(`${BASE}/saveNewParkForPool`, (req) => {
    const body = bodyOf(req);
    const found = entryOf(body, 'poolId', '请选择授权');
    if (!('id' in found)) return found;
    const { id, entry } = found;
    if (entry.authStatus === AUTH_STATUS.expired) return stateNotAllowed('授权已过期，不能加入车场');
    const refused = newParkInput(body);
    if (refused) return badRequest(refused);
    const parkInfo = PARKS.find((p) => p.parkId === Number(body.parkId));
    if (!parkInfo) return badRequest('请选择车场');
    // A dealer account adds only its own parks: another dealer's park is 记录不存在 (engine/dataScope.ts).
    if (!holdsPark(callerScope(ctx.db, req.user, req.headers), parkInfo.parkId)) return failWith('recordNotFound');
    const laneNum = Number(body.laneNum);
    const berthNum = Number(body.berthNum);
    if (laneNum === 0 && berthNum === 0) return badRequest('占用车道数与占用泊位数不能同时为0');
    const remark = textOf(body.remark);
    const licenseNo = String(entry.licenseNo);
    if (
      stores.park.count(`WHERE ${stores.park.col('licenseNo')} = ? AND ${stores.park.col('parkId')} = ?`, [licenseNo, parkInfo.parkId]) > 0
    ) {
      return badRequest('该车场已在此授权中');
    }
    const usedLanes = Number(entry.usedLaneNum ?? 0);
    const usedBerths = Number(entry.usedBerthNum ?? 0);
    const laneLeft = Number(entry.laneNum ?? 0) - usedLanes;
    const berthLeft = Number(entry.berthNum ?? 0) - usedBerths;
    if (laneNum > laneLeft) return badRequest(`授权车道数不足，剩余${laneLeft}条`);
    if (berthNum > berthLeft) return badRequest(`授权泊位数不足，剩余${berthLeft}个`);
    const operator = currentUser(req).name;
    const place = PARK_PLACES[parkInfo.parkId];
    ctx.db.transaction(() => {
      stores.park.insert({
        licenseNo,
        parkId: parkInfo.parkId,
        areaId: place?.areaPath,
        cityCode: place?.cityPath,
        laneNum,
        berthNum,
        joinTime: now(),
        operator,
      });
      stores.pool.patch(id, {
        usedLaneNum: usedLanes + laneNum,
        usedBerthNum: usedBerths + berthNum,
        authStatus: entry.authStatus === AUTH_STATUS.unused ? AUTH_STATUS.inUse : entry.authStatus,
      });
      logChange({
        licenseNo,
        changeType: CHANGE_TYPE.joinPark,
        laneChange: -laneNum,
        berthChange: -berthNum,
        operator,
        remark: remark || `${parkInfo.parkName}加入授权池，占用车道${laneNum}条、泊位${berthNum}个`,
      });
    })();
    return ok(stores.pool.find(id));
  });
};
