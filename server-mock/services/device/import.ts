import { formatChinaTime } from '../../db/time';
import type { EntityStore } from '../../engine/store';
import { ERR, fail, failWith, ok } from '../../http/envelope';
import { PARKS } from '../sharedOptions/parks';
import { CAMERA_KINDS, DEVICE_OFFLINE, ISC_NOT_SYNCED, VENDORS } from './kinds';
import { readImportFile, sheetRows } from '../imports/importFile';
import { field, type RegisterService } from '../types';
import { badRequest } from '../../engine/requestParts';
import { FIELD_RULES, titledMessage } from '../../../schemas/meta/lib/fieldRules';
import { refuseDuplicate } from '../../engine/uniqueness';

const DEVICE = '/api/device/v2/api';

/** The columns of an import sheet (its first row), in the order of the template. */
export const IMPORT_COLUMNS = [
  '设备名称',
  '设备编号',
  'IP地址',
  '端口',
  '所属车场',
  '所属区域',
  '泊位编号',
  '厂商',
  '安装位置',
  '经度',
  '纬度',
  '备注',
] as const;
type Column = (typeof IMPORT_COLUMNS)[number];
const REQUIRED_COLUMNS: Column[] = ['设备名称', '设备编号', 'IP地址', '端口', '所属车场'];
export const MAX_IMPORT_ROWS = 1000;

export interface ImportFailure {
  rowNo: number;
  reason: string;
}
export interface ImportReport {
  total: number;
  successCount: number;
  failCount: number;
  failures: ImportFailure[];
}

const tooLong = (title: string, max: number) => `${title}长度不能超过${max}个字符`;

/** A coordinate cell (the form's `longitude` / `latitude` rule): null when blank, the number, or the message. */
function coordinate(title: string, text: string, rule: 'longitude' | 'latitude'): number | null | string {
  if (!text) return null;
  const problem = FIELD_RULES[rule](text);
  return problem ? titledMessage(title, problem) : Number(text);
}

/** The stored values of one sheet row, or the reason it is refused. */
export function checkRow(cell: (c: Column) => string): Record<string, unknown> | string {
  const name = cell('设备名称');
  if (!name) return '设备名称不能为空';
  if (name.length > 32) return tooLong('设备名称', 32);
  const badName = FIELD_RULES.name(name);
  if (badName) return titledMessage('设备名称', badName);
  const serialNo = cell('设备编号');
  if (!serialNo) return '设备编号不能为空';
  const badSerial = FIELD_RULES.lettersDigits(serialNo);
  if (badSerial) return titledMessage('设备编号', badSerial);
  if (serialNo.length > 32) return tooLong('设备编号', 32);
  const ip = cell('IP地址');
  if (!ip) return 'IP地址不能为空';
  const badIp = FIELD_RULES.ip(ip);
  if (badIp) return titledMessage('IP地址', badIp);
  const portText = cell('端口');
  if (!portText) return '端口不能为空';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) return '端口应为1-65535之间的整数';
  const parkText = cell('所属车场');
  if (!parkText) return '所属车场不能为空';
  const park = PARKS.find((p) => p.parkName === parkText || String(p.parkId) === parkText);
  if (!park) return `所属车场「${parkText}」不存在`;
  const vendorText = cell('厂商');
  const vendor = vendorText ? VENDORS.find((v) => v.label === vendorText) : VENDORS[VENDORS.length - 1];
  if (!vendor) return `厂商「${vendorText}」不存在`;
  const limits: [Column, number][] = [
    ['所属区域', 32],
    ['泊位编号', 16],
    ['安装位置', 64],
    ['备注', 200],
  ];
  for (const [title, max] of limits) if (cell(title).length > max) return tooLong(title, max);
  const longitude = coordinate('经度', cell('经度'), 'longitude');
  if (typeof longitude === 'string') return longitude;
  const latitude = coordinate('纬度', cell('纬度'), 'latitude');
  if (typeof latitude === 'string') return latitude;
  const optional = (c: Column) => cell(c) || null;
  return {
    deviceName: name,
    serialNo,
    ipAddress: ip,
    port,
    parkId: park.parkId,
    areaName: optional('所属区域'),
    berthNo: optional('泊位编号'),
    vendor: vendor.value,
    installLocation: optional('安装位置'),
    longitude,
    latitude,
    remark: optional('备注'),
  };
}

/**
 * Checks every row and stores the good ones in one transaction; a row clashing with a stored device or an earlier
 * row (the unique constraints schemas/device.json declares: 设备编号 PC0001 已存在) is refused with its row number.
 */
export function importRows(store: EntityStore, rows: string[][], fixed: Record<string, unknown>): ImportReport | string {
  const header = (rows[0] ?? []).map((h) => h.trim().replace(/^\*/, ''));
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) return `导入文件缺少表头：${missing.join('、')}`;
  const body = rows
    .map((cells, i) => ({ cells, rowNo: i + 1 }))
    .slice(1)
    .filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  if (body.length === 0) return '导入文件没有数据';
  if (body.length > MAX_IMPORT_ROWS) return `单次最多导入${MAX_IMPORT_ROWS}条`;
  const failures: ImportFailure[] = [];
  const good: { rowNo: number; values: Record<string, unknown> }[] = [];
  for (const { cells, rowNo } of body) {
    const cell = (c: Column) => {
      const at = header.indexOf(c);
      return at < 0 ? '' : (cells[at] ?? '').trim();
    };
    const checked = checkRow(cell);
    if (typeof checked === 'string') failures.push({ rowNo, reason: checked });
    else good.push({ rowNo, values: { ...checked, ...fixed } });
  }
  let stored = 0;
  store.db.transaction(() => {
    for (const { rowNo, values } of good) {
      const clash = refuseDuplicate(store, values);
      if (clash) failures.push({ rowNo, reason: clash });
      else {
        store.insert(values);
        stored += 1;
      }
    }
  })();
  failures.sort((a, b) => a.rowNo - b.rowNo);
  return { total: body.length, successCount: stored, failCount: failures.length, failures };
}

/** `第3行：IP地址：请输入正确的IP地址；第5行：…` — the first reasons, for the message. */
const reasonsText = (failures: ImportFailure[]) =>
  failures
    .slice(0, 3)
    .map((f) => `第${f.rowNo}行：${f.reason}`)
    .join('；') + (failures.length > 3 ? '…' : '');

/**
 * `POST <kind>/batchImport {file}` of the eight camera kinds: reads the uploaded CSV / XLSX, adds the good rows and
 * reports the refused ones with their reasons.
 */
export const registerDeviceImport: RegisterService = (router, ctx) => {
  for (const kind of CAMERA_KINDS) {
    router.post(`${DEVICE}/${kind.path}/batchImport`, async (req) => {
      const address = field(req.body, 'file');
      if (!address) return badRequest('请上传导入文件');
      const store = ctx.engine.store(ctx.db, kind.entity);
      if (!store) return failWith('notImplemented');
      const file = await readImportFile(ctx.db, address);
      if (typeof file === 'string') return badRequest(file);
      const rows = await sheetRows(file);
      if (typeof rows === 'string') return badRequest(rows);
      const now = formatChinaTime(ctx.now());
      const report = importRows(store, rows, {
        deviceType: kind.deviceType,
        onlineStatus: DEVICE_OFFLINE,
        iscSyncStatus: ISC_NOT_SYNCED,
        createTime: now,
        updateTime: now,
      });
      if (typeof report === 'string') return badRequest(report);
      if (report.failCount === 0) return ok(report, `导入成功，共${report.successCount}条`);
      return fail(
        ERR.badRequest[0],
        `导入完成：成功${report.successCount}条，失败${report.failCount}条。${reasonsText(report.failures)}`,
        report,
      );
    });
  }
};
