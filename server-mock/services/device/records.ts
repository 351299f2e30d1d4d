import { formatChinaTime } from '../../db/time';
import type { SheetColumn } from '../../engine/export/cells';
import { createFileBuilder, EXPORT_FILE_TYPES, type ExportFileType } from '../../engine/export/fileBuilder';
import { failWith, ok } from '../../http/envelope';
import {
  RECORD_KINDS,
  RECORD_PENDING,
  RECORD_TITLES,
  recordsOf,
  storeRecoveries,
  type DeviceRecordRow,
  type RecordKind,
} from './recordsData';
import { exportFileName } from '../exportTasks';
import { storeExportFile } from '../exportTasks/store';
import { parsePaging } from '../../engine/paging';
import { currentUser, type ApiRequest, type RegisterService } from '../types';
import { badRequest, bodyOf, textIdList } from '../../engine/requestParts';
import { parkNameScope } from '../sharedOptions/parks';

const DEVICE = '/api/device/v2/api';
const DATE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;

/** A time bound of a query: '' when absent, null when malformed; a date alone covers its whole day. */
function timeBound(value: string | undefined, end: boolean): string | null {
  const v = (value ?? '').trim();
  if (!v) return '';
  if (!DATE_TIME.test(v)) return null;
  return v.length === 10 ? `${v} ${end ? '23:59:59' : '00:00:00'}` : v;
}

type Filter = (r: DeviceRecordRow) => boolean;

const contains = (value: string | undefined, text: string | null) => {
  const wanted = (value ?? '').trim();
  return !wanted || (text ?? '').toLowerCase().includes(wanted.toLowerCase());
};

const numberParam = (value: string | undefined): number | '' | null => {
  const v = (value ?? '').trim();
  if (!v) return '';
  return /^\d+$/.test(v) ? Number(v) : null;
};

/**
 * The filter of a record list query: alarm time (`startTime` or `bgnTime`, `endTime`), `status`, and parts of
 * `parkName`, `deviceName`, `plateNo`; a message when a parameter is malformed.
 */
function listFilter(query: Record<string, string>): Filter | string {
  const from = timeBound(query.bgnTime || query.startTime, false);
  const to = timeBound(query.endTime, true);
  if (from === null || to === null) return '时间格式不正确';
  const status = numberParam(query.status);
  if (status === null) return '处理状态不正确';
  return (r) =>
    (!from || r.alarmTime >= from) &&
    (!to || r.alarmTime <= to) &&
    (status === '' || r.status === status) &&
    contains(query.parkName, r.parkName) &&
    contains(query.deviceName, r.deviceName) &&
    contains(query.plateNo, r.plateNo);
}

/** The filter of a recovery history query: recovery time, `recoverType`, parts of `deviceName` and `recoverUser`. */
function historyFilter(query: Record<string, string>): Filter | string {
  const from = timeBound(query.recoverStartTime, false);
  const to = timeBound(query.recoverEndTime, true);
  if (from === null || to === null) return '时间格式不正确';
  const type = numberParam(query.recoverType);
  if (type === null) return '恢复方式不正确';
  return (r) =>
    r.recoverTime !== null &&
    (!from || r.recoverTime >= from) &&
    (!to || r.recoverTime <= to) &&
    (type === '' || r.recoverType === type) &&
    contains(query.deviceName, r.deviceName) &&
    contains(query.recoverUser, r.recoverUser);
}

const STATUS_TEXT: Record<number, string> = { 1: '待处理', 2: '已恢复' };
const RECOVER_TEXT: Record<number, string> = { 1: '自动恢复', 2: '手动恢复' };

const column = (title: string, read: (r: DeviceRecordRow) => string): SheetColumn => ({
  title,
  money: false,
  read: (record) => read(record as unknown as DeviceRecordRow),
});

/** Columns of an export file, as the list view shows them (labels instead of codes). */
const EXPORT_COLUMNS: SheetColumn[] = [
  column('记录编号', (r) => r.recordId),
  column('车场名称', (r) => r.parkName),
  column('泊位编号', (r) => r.berthNo),
  column('设备名称', (r) => r.deviceName),
  column('车牌号', (r) => r.plateNo ?? ''),
  column('异常内容', (r) => r.title),
  column('发生时间', (r) => r.alarmTime),
  column('处理状态', (r) => STATUS_TEXT[r.status] ?? ''),
  column('恢复方式', (r) => (r.recoverType === null ? '' : (RECOVER_TEXT[r.recoverType] ?? ''))),
  column('恢复时间', (r) => r.recoverTime ?? ''),
  column('恢复人', (r) => r.recoverUser ?? ''),
];

/**
 * Detection, error and abnormal records (docs/wire-protocol.md "Devices"): for each kind `list`, `recover`
 * (待处理 → 已恢复), `history` (recovered records, newest recovery first) and `export` (CSV or XLSX address).
 */
export const registerDeviceRecords: RegisterService = (router, ctx) => {
  const { db } = ctx;
  const matching = (kind: RecordKind, req: ApiRequest) => {
    const filter = listFilter(req.query);
    const own = parkNameScope(db, req);
    return typeof filter === 'string' ? filter : recordsOf(db, kind, ctx.now()).filter((r) => own(r) && filter(r));
  };

  for (const kind of RECORD_KINDS) {
    const base = `${DEVICE}/${kind}`;

    router.get(`${base}/list`, (req) => {
      const page = parsePaging(req.query);
      if (!page) return badRequest('分页参数不正确');
      const rows = matching(kind, req);
      if (typeof rows === 'string') return badRequest(rows);
      return ok({ results: rows.slice(page.offset, page.offset + page.limit), totalRecord: rows.length });
    });

    router.post(`${base}/recover`, (req) => {
      const ids = textIdList(bodyOf(req).recordIds);
      if (!ids) return badRequest('请选择要恢复的记录');
      const own = parkNameScope(db, req);
      const byId = new Map(
        recordsOf(db, kind, ctx.now())
          .filter(own)
          .map((r) => [r.recordId, r]),
      );
      const records = ids.map((id) => byId.get(id));
      if (records.some((r) => r === undefined)) return failWith('recordNotFound');
      if (records.some((r) => r?.status !== RECORD_PENDING)) return failWith('stateNotAllowed');
      storeRecoveries(db, kind, ids, formatChinaTime(ctx.now()), currentUser(req).name);
      return ok(null);
    });

    router.get(`${base}/history`, (req) => {
      const page = parsePaging(req.query);
      if (!page) return badRequest('分页参数不正确');
      const filter = historyFilter(req.query);
      if (typeof filter === 'string') return badRequest(filter);
      const own = parkNameScope(db, req);
      const rows = recordsOf(db, kind, ctx.now())
        .filter((r) => own(r) && filter(r))
        .sort((a, b) => (b.recoverTime ?? '').localeCompare(a.recoverTime ?? '') || a.recordId.localeCompare(b.recordId));
      return ok({ results: rows.slice(page.offset, page.offset + page.limit), totalRecord: rows.length });
    });

    router.get(`${base}/export`, async (req) => {
      const fileType = ((req.query.fileType ?? '').trim() || 'csv') as ExportFileType;
      if (!EXPORT_FILE_TYPES.includes(fileType)) return badRequest('导出文件类型只能为 csv 或 xlsx');
      const rows = matching(kind, req);
      if (typeof rows === 'string') return badRequest(rows);
      const now = ctx.now();
      const title = RECORD_TITLES[kind];
      const builder = createFileBuilder(fileType, title, EXPORT_COLUMNS, now);
      builder.add(rows as unknown as Record<string, unknown>[]);
      const name = exportFileName(title, fileType, now);
      return ok(
        storeExportFile(db, {
          name,
          type: fileType,
          userId: currentUser(req).user_id,
          bytes: await builder.finish(),
          now: formatChinaTime(now),
        }),
      );
    });
  }
};
