import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The licence file the platform issues (授权文件, `.lic`): UTF-8 JSON text, one object —
 *
 *   {"format": "YPLIC/1", "licenseNo": "LIC20261122001", "dealerName": "杭州云泊停车管理有限公司", "authType": 3,
 *    "laneNum": 20, "berthNum": 300, "beginDate": "2026-11-22", "endDate": "2027-11-21", "signature": "<64 hex>"}
 *
 * `signature` is the lowercase hex HMAC-SHA256, keyed with LICENSE_SIGNING_KEY, of the canonical text
 * `YPLIC/1|licenseNo|dealerName|authType|laneNum|berthNum|beginDate|endDate`. A file whose signature does not match
 * its fields was changed after issue (tampered) and is refused.
 */
export const LICENSE_FORMAT = 'YPLIC/1';
/** The mock's issuing key (a real platform keeps its own secret). */
export const LICENSE_SIGNING_KEY = 'yunpark-license-issuer-2026';
/** Largest licence file accepted. */
export const LICENSE_MAX_BYTES = 64 * 1024;

export interface LicenseFields {
  licenseNo: string;
  dealerName: string;
  /** 1 封闭车场授权, 2 路内泊位授权, 3 综合授权. */
  authType: number;
  laneNum: number;
  berthNum: number;
  /** YYYY-MM-DD. */
  beginDate: string;
  /** YYYY-MM-DD, the last valid day. */
  endDate: string;
}

export interface LicenseFile extends LicenseFields {
  format: string;
  signature: string;
}

/** Messages of a refused licence file (answered with code 0x10d7500400, the tampered one with LICENSE_TAMPERED_CODE). */
export const LICENSE_MESSAGES = {
  tooLarge: '授权文件不能超过64KB',
  malformed: '授权文件格式错误，请导入平台签发的授权文件（.lic）',
  tampered: '授权文件校验失败，文件可能已被篡改',
  dates: '授权文件日期不正确：到期日期早于生效日期',
} as const;
export const LICENSE_TAMPERED_CODE = '0x10d7500031';

/** Chinese names of the fields, for 授权文件内容不完整：<name>缺失或格式不正确. */
const FIELD_NAMES: Record<keyof LicenseFields | 'signature', string> = {
  licenseNo: '授权编号',
  dealerName: '运营商名称',
  authType: '授权类型',
  laneNum: '车道数',
  berthNum: '泊位数',
  beginDate: '生效日期',
  endDate: '到期日期',
  signature: '签名',
};

export const incompleteMessage = (field: keyof typeof FIELD_NAMES) => `授权文件内容不完整：${FIELD_NAMES[field]}缺失或格式不正确`;

const canonical = (f: LicenseFields) =>
  [LICENSE_FORMAT, f.licenseNo, f.dealerName, f.authType, f.laneNum, f.berthNum, f.beginDate, f.endDate].join('|');

export const signLicense = (fields: LicenseFields) =>
  createHmac('sha256', LICENSE_SIGNING_KEY).update(canonical(fields), 'utf8').digest('hex');

/** The text of a signed licence file for these fields (what the platform would issue). */
export function licenseFileText(fields: LicenseFields): string {
  const file: LicenseFile = { format: LICENSE_FORMAT, ...fields, signature: signLicense(fields) };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** The first 16 hex digits of the SHA-256 of the file, shown as 文件摘要. */
export const fileDigest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

const isDate = (value: unknown): value is string => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
};
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100000;

export type LicenseCheck = { ok: true; license: LicenseFields } | { ok: false; code: string; msg: string };

const refuse = (msg: string, code = '0x10d7500400'): LicenseCheck => ({ ok: false, code, msg });

/** Parses and verifies a licence file: format, every field, dates, then the signature. */
export function checkLicenseFile(bytes: Buffer): LicenseCheck {
  if (bytes.length > LICENSE_MAX_BYTES) return refuse(LICENSE_MESSAGES.tooLarge);
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    return refuse(LICENSE_MESSAGES.malformed);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return refuse(LICENSE_MESSAGES.malformed);
  const raw = parsed as Record<string, unknown>;
  if (raw.format !== LICENSE_FORMAT) return refuse(LICENSE_MESSAGES.malformed);
  if (typeof raw.licenseNo !== 'string' || !/^[A-Z0-9]{6,32}$/.test(raw.licenseNo)) return refuse(incompleteMessage('licenseNo'));
  if (typeof raw.dealerName !== 'string' || raw.dealerName.trim() === '' || [...raw.dealerName].length > 64)
    return refuse(incompleteMessage('dealerName'));
  if (raw.authType !== 1 && raw.authType !== 2 && raw.authType !== 3) return refuse(incompleteMessage('authType'));
  if (!isCount(raw.laneNum)) return refuse(incompleteMessage('laneNum'));
  if (!isCount(raw.berthNum)) return refuse(incompleteMessage('berthNum'));
  if (!isDate(raw.beginDate)) return refuse(incompleteMessage('beginDate'));
  if (!isDate(raw.endDate)) return refuse(incompleteMessage('endDate'));
  if (typeof raw.signature !== 'string' || !/^[0-9a-f]{64}$/.test(raw.signature)) return refuse(incompleteMessage('signature'));
  const license: LicenseFields = {
    licenseNo: raw.licenseNo,
    dealerName: raw.dealerName,
    authType: raw.authType,
    laneNum: raw.laneNum,
    berthNum: raw.berthNum,
    beginDate: raw.beginDate,
    endDate: raw.endDate,
  };
  const expected = Buffer.from(signLicense(license), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(raw.signature, 'hex'))) return refuse(LICENSE_MESSAGES.tampered, LICENSE_TAMPERED_CODE);
  if (license.endDate < license.beginDate) return refuse(LICENSE_MESSAGES.dates);
  return { ok: true, license };
}
