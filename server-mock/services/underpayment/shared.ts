import type { MockContext } from '../../context';
import { parseId, type EntityRecord, type EntityStore } from '../../engine/store';
import { failWith, type Envelope } from '../../http/envelope';
import type { ApiRequest } from '../types';
import { badRequest, bodyOf } from '../../engine/requestParts';
import { recordScope } from '../../engine/dataScope';

/** Base path of the charge service's arrears calls (schemas/underpayment.json). */
export const CHARGE = '/api/charge/v2/api';

/** Entities of schemas/underpayment.json that hand-written calls read and write. */
export const ENTITY = {
  plate: 'arrearsPlate',
  record: 'arrearsRecord',
  remindResult: 'remindResult',
  callRecord: 'callRecord',
  evasion: 'suspectedEvasion',
} as const;

/** The record named by `body.id`, or the error to answer (`missing`: the message when no id is given). */
export function target(store: EntityStore, req: ApiRequest, missing: string): { id: number; record: EntityRecord } | Envelope {
  const raw = bodyOf(req).id;
  if (raw === undefined || raw === null || raw === '') return badRequest(missing);
  const id = parseId(raw);
  const record = id === null ? null : store.find(id);
  // Another dealer's record is 记录不存在 too (engine/dataScope.ts).
  return id !== null && record && recordScope(store, req).holds(record) ? { id, record } : failWith('recordNotFound');
}

export const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && 'code' in value && 'msg' in value;

/** The stores of the entities, or null when the loaded schemas do not declare them all (tests with other schemas). */
export function storesOf(ctx: MockContext): Record<keyof typeof ENTITY, EntityStore> | null {
  const out: Partial<Record<keyof typeof ENTITY, EntityStore>> = {};
  for (const [key, entity] of Object.entries(ENTITY) as [keyof typeof ENTITY, string][]) {
    const store = ctx.engine.store(ctx.db, entity);
    if (!store) return null;
    out[key] = store;
  }
  return out as Record<keyof typeof ENTITY, EntityStore>;
}

/** Yuan with 2 decimals, never below 0. */
export const yuan = (value: number) => Math.max(0, Math.round(value * 100) / 100);
