import { formatChinaTime } from '../../db/time';
import type { EntityRecord } from '../../engine/store';
import { ok } from '../../http/envelope';
import { AUTH_STATUS, AUTH_TYPES, CHANGE_TYPE, EXPIRING_DAYS, IMPORT_TYPE, LICENSE_ENTITIES, MACHINE_CODE, NOTICE_CONFIG } from './data';
import { LICENSE_FORMAT } from './file';
import { addDays } from './pool';
import { parsePaging } from '../../engine/paging';
import { usersHoldingResource } from '../sharedOptions';
import { profileRefOf } from '../../catalogue/roleGrants';
import { currentUser, type RegisterService } from '../types';
import { badRequest } from '../../engine/requestParts';

const BASE = '/api/license/v2/api';
/** The menu resource of 授权管理: its holders receive the licence notices. */
export const LICENSE_RESOURCE_ID = '2001';

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

/** The overall status of a pool: -2 without entries, -1 when all expired, else the most telling of the live ones. */
export function overallStatus(statuses: number[]): number {
  if (statuses.length === 0) return AUTH_STATUS.neverImported;
  const live = statuses.filter((s) => s !== AUTH_STATUS.expired);
  if (live.length === 0) return AUTH_STATUS.expired;
  for (const s of [AUTH_STATUS.inUse, AUTH_STATUS.changed, AUTH_STATUS.expiring]) if (live.includes(s)) return s;
  return AUTH_STATUS.unused;
}

/** The notice an entry gives at login (授权即将到期 1, 授权已过期 2, 车道/泊位已变更 3), or null. */
export function noticeOf(
  entry: EntityRecord,
  now: string,
  changedAt: (licenseNo: string) => string | undefined = () => undefined,
): EntityRecord | null {
  const licenseNo = String(entry.licenseNo);
  const endDate = String(entry.endDate);
  const base = { id: entry.id, licenseNo };
  switch (entry.authStatus) {
    case AUTH_STATUS.expiring: {
      const since = `${addDays(endDate, -EXPIRING_DAYS)} 09:00:00`;
      return {
        ...base,
        noticeType: 1,
        noticeTitle: '授权即将到期',
        noticeContent: `授权 ${licenseNo} 将于 ${endDate} 到期，请及时续期，以免影响车场正常使用。`,
        noticeTime: since < now ? since : now,
      };
    }
    case AUTH_STATUS.expired:
      return {
        ...base,
        noticeType: 2,
        noticeTitle: '授权已过期',
        noticeContent: `授权 ${licenseNo} 已于 ${endDate} 到期，相关车道与泊位已停止授权，请尽快续期。`,
        noticeTime: `${addDays(endDate, 1)} 00:00:00`,
      };
    case AUTH_STATUS.changed:
      return {
        ...base,
        noticeType: 3,
        noticeTitle: '车道/泊位已变更',
        noticeContent: `授权 ${licenseNo} 的车道或泊位已调整，当前授权车道 ${num(entry.laneNum)} 条、泊位 ${num(entry.berthNum)} 个。`,
        noticeTime: changedAt(licenseNo) ?? String(entry.importTime ?? now),
      };
    default:
      return null;
  }
}

/** 授权信息, 本地授权, 登录提示, 提示配置 and the licence types of a dealer: read-only views of the licence pool. */
export const registerLicenseInfo: RegisterService = (router, ctx) => {
  const pool = ctx.engine.store(ctx.db, LICENSE_ENTITIES.pool);
  const changes = ctx.engine.store(ctx.db, LICENSE_ENTITIES.change);
  if (!pool || !changes) return;
  const now = () => formatChinaTime(ctx.now());
  /** When the lanes or berths of a licence were last adjusted. */
  const adjustedAt = (licenseNo: string) => {
    const [latest] = changes.select(
      `WHERE ${changes.col('licenseNo')} = ? AND ${changes.col('changeType')} = ?`,
      [licenseNo, CHANGE_TYPE.adjustment],
      `ORDER BY ${changes.col('changeTime')} DESC LIMIT 1`,
    );
    return latest ? String(latest.changeTime) : undefined;
  };

  router.get(`${BASE}/listAuthTypeByDealerId`, () => ok(AUTH_TYPES));

  router.get(`${BASE}/getAuthInfo`, (req) => {
    const entries = pool.select('', []);
    const live = entries.filter((e) => e.authStatus !== AUTH_STATUS.expired);
    const sum = (name: string) => live.reduce((total, e) => total + num(e[name]), 0);
    const laneNum = sum('laneNum');
    const usedLaneNum = sum('usedLaneNum');
    const berthNum = sum('berthNum');
    const usedBerthNum = sum('usedBerthNum');
    const ends = live.map((e) => String(e.endDate)).sort();
    return ok({
      authStatus: overallStatus(entries.map((e) => num(e.authStatus))),
      licenseCount: live.length,
      laneNum,
      usedLaneNum,
      remainLaneNum: laneNum - usedLaneNum,
      berthNum,
      usedBerthNum,
      remainBerthNum: berthNum - usedBerthNum,
      nearestEndDate: ends[0] ?? null,
      dealerName: currentUser(req).dealer_name || null,
      machineCode: MACHINE_CODE,
    });
  });

  router.get(`${BASE}/queryLocalLicense`, () => {
    const [latest] = pool.select(
      `WHERE ${pool.col('importType')} = ?`,
      [IMPORT_TYPE.file],
      `ORDER BY ${pool.col('importTime')} DESC, ${pool.col(pool.model.rowKey)} DESC LIMIT 1`,
    );
    const base = { machineCode: MACHINE_CODE, formatVersion: LICENSE_FORMAT };
    if (!latest) return ok({ ...base, authStatus: AUTH_STATUS.neverImported, licenseNo: null });
    const { licenseNo, authType, authStatus, importTime, laneNum, berthNum, beginDate, endDate, fileDigest } = latest;
    return ok({ ...base, licenseNo, authType, authStatus, importTime, laneNum, berthNum, beginDate, endDate, fileDigest });
  });

  router.get(`${BASE}/login/notices`, (req) => {
    const page = parsePaging(req.query);
    if (!page) return badRequest('分页参数不正确');
    const type = (req.query.noticeType ?? '').trim();
    if (type !== '' && !/^[123]$/.test(type)) return badRequest('提示类型格式不正确');
    const time = now();
    const notices = pool
      .select('', [])
      .map((entry) => noticeOf(entry, time, adjustedAt))
      .filter((n): n is EntityRecord => n !== null && (type === '' || n.noticeType === Number(type)))
      .sort((a, b) => String(b.noticeTime).localeCompare(String(a.noticeTime)));
    return ok({ results: notices.slice(page.offset, page.offset + page.limit), totalRecord: notices.length });
  });

  router.get(`${BASE}/noticeConfig`, (req) => {
    const key = (req.query.configKey ?? NOTICE_CONFIG.configKey).trim();
    if (key !== NOTICE_CONFIG.configKey) return badRequest('配置项不存在');
    const remindUsers = usersHoldingResource(ctx.db, LICENSE_RESOURCE_ID, (p) => profileRefOf(ctx, p)).map((u) => u.userId);
    return ok({ ...NOTICE_CONFIG, remindUsers, updateTime: `${addDays(now().slice(0, 10), -20)} 10:30:00` });
  });
};
