/**
 * The data scope of the multi-dealer platform (platformType 2): a dealer account sees and changes only the records
 * of its dealers, and the dealer its selector has chosen (the `DealerId` header) narrows that further. Which field
 * says whom a record belongs to is data: `entities.<entity>.scope` of the owning document (`by` park / dealer /
 * platform and the `field`), by default the entity's `parkId` field when it has one (docs/schema-language.md
 * "Data scope"). Every generic endpoint kind reads it through `recordScope`; hand-written calls through `callerScope`.
 */
import type Database from 'better-sqlite3';
import type { IncomingHttpHeaders } from 'node:http';
import type { EntityScope } from '../../schemas/meta/generated/area';
import { assignPark, dealersOfAccount, parkNamesOf, parksOfDealers } from '../db/dealers';
import type { UserRow } from '../db/users';
import type { ExtraConditions } from './filters';
import type { EntityRecord, EntityStore } from './store';
import { quote } from './storage';
import type { EntityField, EntityModel, LoadedArea } from './types';
import { DEFAULT_SCOPE_FIELD } from '../../schemas/meta/lib/scopeFields';

/** How an entity's records are divided among dealers: by the park (its number or its name) or the dealer a field names. */
export interface ScopeRule {
  by: 'park' | 'parkName' | 'dealer';
  field: string;
}

/** The header that carries the dealer chosen in the console's dealer selector. */
export const DEALER_HEADER = 'dealerid';

/** The scope rule of every entity: the declared `scope` (of the area that declares it), else by its parkId field. */
export function scopeRules(areas: LoadedArea[], models: Map<string, EntityModel>): Map<string, ScopeRule> {
  const declared = new Map<string, EntityScope>();
  for (const { doc } of areas)
    for (const [entity, decl] of Object.entries(doc.entities ?? {}))
      if (decl.scope && !declared.has(entity)) declared.set(entity, decl.scope);
  const rules = new Map<string, ScopeRule>();
  for (const [entity, model] of models) {
    const scope = declared.get(entity);
    if (scope?.by === 'platform') continue;
    const rule: ScopeRule | null = scope
      ? { by: scope.by, field: scope.field ?? DEFAULT_SCOPE_FIELD[scope.by] }
      : model.byName.has(DEFAULT_SCOPE_FIELD.park)
        ? { by: 'park', field: DEFAULT_SCOPE_FIELD.park }
        : null;
    if (rule && model.byName.has(rule.field)) rules.set(entity, rule);
  }
  return rules;
}

/** What one caller may reach: null sets reach everything (the operator side with no dealer chosen). */
export interface CallerScope {
  parks: ReadonlySet<number> | null;
  /** The names of those parks, for records that name their park only by its name. */
  parkNames: ReadonlySet<string> | null;
  dealers: ReadonlySet<string> | null;
  /** The dealer a park the caller creates belongs to: the chosen one, else its first, else its own company. */
  home: string;
}

const UNSCOPED: CallerScope = { parks: null, parkNames: null, dealers: null, home: '' };

/** The dealer chosen in the selector, from the request's `DealerId` header ('' when none). */
export function chosenDealer(headers: IncomingHttpHeaders | undefined): string {
  const raw = headers?.[DEALER_HEADER];
  return (Array.isArray(raw) ? raw[0] : (raw ?? '')).trim();
}

/**
 * The caller's scope: a multi-dealer account reaches its dealers' parks, the chosen dealer only when one is chosen
 * (a dealer it does not hold: nothing); an operator-side account reaches everything, or the chosen dealer's parks.
 */
export function callerScope(db: Database.Database, user: UserRow | null, headers?: IncomingHttpHeaders): CallerScope {
  if (!user) return UNSCOPED;
  const chosen = chosenDealer(headers);
  const held = user.platform_type === 2 ? dealersOfAccount(db, user.user_id) : null;
  if (!chosen && !held) return { ...UNSCOPED, home: user.dealer_id };
  const dealers = chosen ? (held && !held.includes(chosen) ? [] : [chosen]) : held!;
  const parks = parksOfDealers(db, dealers);
  return {
    parks: new Set(parks),
    parkNames: new Set(parkNamesOf(parks)),
    dealers: new Set(dealers),
    home: chosen || held?.[0] || user.dealer_id,
  };
}

/** Whether the caller reaches one park (a hand-written call that names a park: 排班, 加入授权池 …). */
export const holdsPark = (scope: CallerScope, parkId: number): boolean => scope.parks === null || scope.parks.has(parkId);

/** The parks of a park list the caller reaches (option lists, counters of hand-written calls). */
export function parksInScope<P extends { parkId: number | string }>(scope: CallerScope, parks: readonly P[]): P[] {
  return scope.parks ? parks.filter((p) => scope.parks!.has(Number(p.parkId))) : [...parks];
}

/** The values a rule admits for one caller, or null for every value. */
function admitted(rule: ScopeRule, scope: CallerScope): string[] | null {
  const set = rule.by === 'park' ? scope.parks : rule.by === 'parkName' ? scope.parkNames : scope.dealers;
  return set ? [...set].map(String) : null;
}

/** The stored forms of the admitted values in a column (numbers, texts or both). */
function storedForms(field: EntityField, values: string[]): unknown[] {
  if (field.storage === 'number' || field.storage === 'key') return values.map(Number).filter(Number.isFinite);
  if (field.storage === 'text') return values;
  return values.flatMap((v) => (/^\d+$/.test(v) ? [v, Number(v)] : [v]));
}

/** The SQL condition that keeps a caller's records (undefined: every record). */
export function scopeConditions(model: EntityModel, rule: ScopeRule | undefined, scope: CallerScope): ExtraConditions | undefined {
  const values = rule ? admitted(rule, scope) : null;
  if (!rule || !values) return undefined;
  const field = model.byName.get(rule.field)!;
  const forms = storedForms(field, values);
  if (forms.length === 0) return { sql: ['0'], args: [] };
  const marks = forms.map(() => '?').join(', ');
  const column = quote(field.name);
  const sql =
    field.storage === 'json'
      ? `EXISTS (SELECT 1 FROM json_each(${column}) WHERE json_each.value IN (${marks}))`
      : `${column} IN (${marks})`;
  return { sql: [sql], args: forms };
}

/** Whether a record (or the values of a write) lies in the caller's scope: one of its park or dealer values is admitted. */
function admits(rule: ScopeRule | undefined, scope: CallerScope, record: EntityRecord): boolean {
  const values = rule ? admitted(rule, scope) : null;
  if (!rule || !values) return true;
  const raw = record[rule.field];
  const given = (Array.isArray(raw) ? raw : [raw]).filter((v) => v !== null && v !== undefined && v !== '');
  return given.some((v) => values.includes(String(v)));
}

/** One caller's scope over one entity, as the generic handlers use it. */
export interface RecordScope {
  /** The conditions a read adds (undefined: every record). */
  where: ExtraConditions | undefined;
  /** The field and the values of it the caller reaches (null: every value), e.g. for the capacity of its parks. */
  admitted: { field: string; values: string[] } | null;
  /** Whether a stored record is the caller's: another dealer's answers 记录不存在. */
  holds(record: EntityRecord): boolean;
  /** Whether the values of a create or update may be written: a park or dealer outside the scope answers 记录不存在. */
  accepts(values: EntityRecord): boolean;
  /** After a create: a record that is itself a park (the rule's field is the row key) becomes the caller's dealer's. */
  claim(id: number): void;
}

/** The scope of a request on an entity store (the store's model carries the entity's rule). */
export function recordScope(store: EntityStore, req: { user: UserRow | null; headers?: IncomingHttpHeaders }): RecordScope {
  const rule = store.model.scope;
  const scope = rule ? callerScope(store.db, req.user, req.headers) : UNSCOPED;
  const ownKey = rule?.by === 'park' && rule.field === store.model.rowKey;
  return {
    where: scopeConditions(store.model, rule, scope),
    admitted: rule && admitted(rule, scope) ? { field: rule.field, values: admitted(rule, scope)! } : null,
    holds: (record) => admits(rule, scope, record),
    accepts: (values) => ownKey || !rule || values[rule.field] === undefined || admits(rule, scope, values),
    claim(id) {
      if (ownKey && scope.home) assignPark(store.db, id, scope.home);
    },
  };
}
