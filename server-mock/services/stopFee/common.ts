/** What the hand-written calls of the 停车收费 area (schemas/stopFee.json) share: entities, body reading, checks. */
import { formatChinaTime } from '../../db/time';
import type { Engine } from '../../engine';
import { parseId, type EntityRecord, type EntityStore } from '../../engine/store';
import { failWith, type Envelope } from '../../http/envelope';
import type Database from 'better-sqlite3';
import { badRequest } from '../../engine/requestParts';
import { recordScope } from '../../engine/dataScope';
import type { ApiRequest } from '../types';

/** Entities of schemas/stopFee.json (the `entity` of its generic endpoints). */
export const STOP_FEE_ENTITIES = {
  chargeInfo: 'chargeInfo',
  chargeRefund: 'chargeRefund',
  parkOrder: 'parkOrder',
  parkOrderAppeal: 'parkOrderAppeal',
  parkOrderChange: 'parkOrderChange',
  refundFlow: 'refundFlow',
  chargeCoupon: 'chargeCoupon',
} as const;

export const TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** A trimmed text of a body entry ('' when absent). */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** The store of an entity of this area (the schema declares it; a missing one is a broken schema). */
export function storeOf(engine: Engine, db: Database.Database, entity: string): EntityStore {
  const store = engine.store(db, entity);
  if (!store) throw new Error(`schemas/stopFee.json declares no entity ${entity}`);
  return store;
}

/**
 * The record named by an id value, or the error to answer (`label` names the id in the message); a record outside
 * the caller's data scope (another dealer's, engine/dataScope.ts) is 记录不存在 as well.
 */
export function findRecord(
  store: EntityStore,
  raw: unknown,
  label: string,
  req: ApiRequest,
): { id: number; record: EntityRecord } | Envelope {
  if (raw === undefined || raw === null || raw === '') return badRequest(`${label}不能为空`);
  const id = parseId(raw);
  const record = id === null ? null : store.find(id);
  return id !== null && record && recordScope(store, req).holds(record) ? { id, record } : failWith('recordNotFound');
}

export const isEnvelope = (value: object): value is Envelope => 'code' in value && 'msg' in value;

/** A money amount in yuan with at most 2 decimals, as fen; null when not such a number. */
export function moneyFen(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return null;
  const fen = Math.round(n * 100);
  return Math.abs(n * 100 - fen) < 1e-6 ? fen : null;
}

/** A stored yuan amount as fen (null and missing count as 0). */
export const storedFen = (value: unknown) => (typeof value === 'number' ? Math.round(value * 100) : 0);

export const yuanText = (fen: number) => (fen / 100).toFixed(2);

/** `YYYY-MM-DD HH:mm:ss` (China time) → ms, or undefined. */
export function parseTime(value: unknown): number | undefined {
  if (typeof value !== 'string' || !TIME_PATTERN.test(value)) return undefined;
  const ms = Date.parse(`${value.replace(' ', 'T')}+08:00`);
  return Number.isNaN(ms) ? undefined : ms;
}

export const nowText = (now: () => number) => formatChinaTime(now());

/** A business number: a prefix, the China time as digits and 4 digits of a counter (unique within one second and mock). */
let serial = 0;
export function businessNo(prefix: string, ms: number): string {
  serial = (serial + 1) % 10_000;
  return `${prefix}${formatChinaTime(ms).replace(/\D/g, '')}${String(serial).padStart(4, '0')}`;
}
