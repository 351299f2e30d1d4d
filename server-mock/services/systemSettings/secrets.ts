/**
 * Secrets of 系统设置 (schemas/systemSettings.json): merchant keys of 支付配置, the AppSecret of 开放接口 and the keys
 * of 充电互联互通. Hand-written because the schema language has no write-only field: a secret is checked for its
 * format, kept whole in a table of its own that no call answers, and its record keeps only the mask
 * (`****************3F9A`), so lists, details and exports can never show it. An edit that sends the mask back (or
 * nothing) keeps the stored secret.
 */
import type Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new AppSecret: 32 random letters and digits. */
export const newSecret = () => [...randomBytes(32)].map((b) => ALNUM[b % ALNUM.length]).join('');

/** Sixteen stars and the last four characters: what every answer shows of a secret. */
export function maskSecret(secret: string): string {
  const plain = secret.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
  return `${'*'.repeat(16)}${plain.slice(-4)}`;
}

/** The table that keeps the secrets of one entity (one row per record and field; `previous` is the one a rotation replaced). */
export const secretTableDdl = (table: string) =>
  `CREATE TABLE IF NOT EXISTS ${table} (record_id INTEGER NOT NULL, field TEXT NOT NULL, secret TEXT NOT NULL, previous TEXT,
   issued_at INTEGER NOT NULL, revealed_at INTEGER, PRIMARY KEY (record_id, field))`;

export interface SecretRow {
  record_id: number;
  field: string;
  secret: string;
  previous: string | null;
  issued_at: number;
  revealed_at: number | null;
}

export function readSecret(db: Database.Database, table: string, id: number, field: string): SecretRow | undefined {
  return db.prepare(`SELECT * FROM ${table} WHERE record_id = ? AND field = ?`).get(id, field) as SecretRow | undefined;
}

/** Stores a secret; `rotate` keeps the replaced one as `previous` (so a call signed with it can be told apart). */
export function writeSecret(db: Database.Database, table: string, id: number, field: string, secret: string, at: number, rotate = false) {
  const old = readSecret(db, table, id, field);
  db.prepare(
    `INSERT INTO ${table} (record_id, field, secret, previous, issued_at, revealed_at) VALUES (?, ?, ?, ?, ?, NULL)
     ON CONFLICT (record_id, field) DO UPDATE SET secret = excluded.secret, previous = excluded.previous,
     issued_at = excluded.issued_at, revealed_at = NULL`,
  ).run(id, field, secret, rotate ? (old?.secret ?? null) : null, at);
}

/**
 * Secrets checked by a `before…` hook and waiting for the record's id: the hook and `afterWrite` run in the same
 * synchronous write, so the pending values of one write never meet another's.
 */
export class PendingSecrets {
  private values: Record<string, string> = {};
  reset() {
    this.values = {};
  }
  set(field: string, secret: string) {
    this.values[field] = secret;
  }
  take(): Record<string, string> {
    const out = this.values;
    this.values = {};
    return out;
  }
}

/**
 * One secret field of a write: blank or the stored mask keeps the stored secret (`keep`); otherwise `check` gives the
 * refusal of a wrong format, or the secret is accepted and its mask written in its place.
 */
export function takeSecret(
  values: Record<string, unknown>,
  current: Record<string, unknown> | null,
  field: string,
  check: (secret: string) => string | undefined,
  pending: PendingSecrets,
  missing?: string,
): string | undefined {
  const raw = values[field];
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (current && (text === '' || text === current[field])) {
    values[field] = current[field];
    return undefined;
  }
  if (text === '') {
    if (missing) return missing;
    values[field] = null;
    return undefined;
  }
  if (text.startsWith('****')) return missing ?? '密钥格式不正确，请重新输入完整的密钥';
  const refused = check(text);
  if (refused) return refused;
  pending.set(field, text);
  values[field] = maskSecret(text);
  return undefined;
}

const BASE64_BODY = /^[A-Za-z0-9+/]+={0,2}$/;

/** A PKCS#8 private key in Base64, with or without its BEGIN / END lines. */
export function privateKeyProblem(text: string): string | undefined {
  const body = text.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
  return body.length >= 200 && BASE64_BODY.test(body) ? undefined : '私钥格式不正确，应为 PKCS#8 格式的 Base64 文本';
}

/** 组织机构代码 (GB 11714): eight digits or capitals and a check character. */
export function organizationCodeProblem(code: string): string | undefined {
  if (!/^[0-9A-Z]{8}[0-9X]$/.test(code)) return '运营商ID应为9位组织机构代码（8位数字或大写字母加1位校验码）';
  return code[8] === organizationCheck(code.slice(0, 8)) ? undefined : '运营商ID校验码不正确，请核对组织机构代码';
}

/** The check character of the first eight characters of a 组织机构代码. */
export function organizationCheck(first8: string): string {
  const weights = [3, 7, 9, 10, 5, 8, 4, 2];
  const value = (c: string) => (/\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55);
  const sum = [...first8].reduce((s, c, i) => s + value(c) * weights[i], 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 'X' : check === 11 ? '0' : String(check);
}

/** 纳税人识别号: 15 (old tax registration), 18 (unified social credit code) or 20 characters, digits and capitals. */
export function taxNoProblem(taxNo: string): string | undefined {
  return /^[0-9A-Z]+$/.test(taxNo) && [15, 18, 20].includes(taxNo.length) ? undefined : '税号应为15位、18位或20位数字或大写字母';
}
