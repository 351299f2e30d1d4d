/**
 * Uniqueness as data (docs/schema-language.md §3.12): an entity declares `unique: [{fields, overlap?, when?, message?}]`
 * and every write of its records — the generic create and update, and hand-written imports — refuses a candidate
 * that clashes with a stored record (on update the record itself is left out):
 * - the key `fields` are all equal (a candidate with a blank key field is not checked: an optional code);
 * - with `overlap`, the two validity periods intersect (both ends included; a blank start has no beginning, a blank
 *   end is 长期有效; a date's end day is valid all day, so periods that only touch — one ends the day before the other
 *   begins — do not clash);
 * - with `when`, both records satisfy it (only entries in force clash).
 * The refusal names the clash (uniquenessMessage.ts). Callers run the check and the insert in one synchronous
 * SQLite transaction, so two identical requests arriving together store one record.
 */
import type { AreaDocument, Condition, EntityUnique } from '../../schemas/meta/generated/area';
import type { OptionLookup } from './computedValues';
import { holds } from './conditions';
import type { EntityRecord, EntityStore } from './store';
import { encode, quote } from './storage';
import type { EntityField, EntityModel, LoadedArea } from './types';
import { clashMessage, type Period } from './uniquenessMessage';
import { isBlankValue as isBlank } from '../../schemas/meta/lib/crossFieldRules';

/** One declared constraint with its fields resolved to the entity's columns. */
export interface UniqueRule {
  fields: EntityField[];
  overlap?: { range: EntityField } | { start: EntityField; end: EntityField };
  when?: Condition;
  message?: string;
}

/** A stored record the candidate clashes with, and the rule it breaks. */
export interface Clash {
  rule: UniqueRule;
  record: EntityRecord;
}

function resolveRule(model: EntityModel, decl: EntityUnique, problems: string[]): UniqueRule | undefined {
  const field = (name: string) => {
    const found = model.byName.get(name);
    if (!found) problems.push(`entity "${model.entity}" has no field "${name}" for its unique constraint`);
    return found;
  };
  const fields = decl.fields.map(field);
  const o = decl.overlap;
  const overlap = o && ('range' in o ? { range: field(o.range) } : { start: field(o.start), end: field(o.end) });
  if (fields.some((f) => !f) || (overlap && Object.values(overlap).some((f) => !f))) return undefined;
  return { fields: fields as EntityField[], overlap: overlap as UniqueRule['overlap'], when: decl.when, message: decl.message };
}

/**
 * Attaches the declared constraints (`entities.<entity>.unique` of the document owning the entity) to the models.
 * A name that is no column of the entity is reported in `warnings` and its constraint left out (the schema check
 * reports it first, at its position: unknownUniqueField).
 */
export function attachUniqueRules(areas: LoadedArea[], models: Map<string, EntityModel>, warnings: string[] = []): void {
  for (const { doc } of areas) {
    for (const [entity, decl] of Object.entries((doc as AreaDocument).entities ?? {})) {
      const model = models.get(entity);
      if (!decl.unique || decl.sharedFrom || !model) continue;
      const problems: string[] = [];
      const rules = decl.unique.map((u) => resolveRule(model, u, problems)).filter((r): r is UniqueRule => r !== undefined);
      warnings.push(...problems.map((p) => `${doc.area}: ${p}, left out`));
      if (rules.length) model.unique = [...(model.unique ?? []), ...rules];
    }
  }
}

/** The value and, for a number or a numeric text, its other spelling: a column without affinity may hold either. */
function spellings(field: EntityField, value: unknown): unknown[] {
  const stored = encode(field, value);
  if (typeof stored === 'number') return [stored, String(stored)];
  if (typeof stored === 'string' && /^-?\d{1,15}$/.test(stored.trim())) return [stored, Number(stored)];
  return [stored];
}

const DAY_START = ' 00:00:00';
const DAY_END = ' 23:59:59';
const NO_START = '';
const NO_END = '9999-12-31 23:59:59';
const asText = (v: unknown) => (isBlank(v) ? undefined : String(v).trim());

/** A record's period as written ([start, end], either may be blank). */
export function periodOf(rule: UniqueRule, record: EntityRecord): Period {
  const o = rule.overlap;
  if (!o) return [undefined, undefined];
  if ('range' in o) {
    const range = record[o.range.name];
    return Array.isArray(range) ? [asText(range[0]), asText(range[1])] : [undefined, undefined];
  }
  return [asText(record[o.start.name]), asText(record[o.end.name])];
}

/** Comparable bounds: a date starts at 00:00:00 and ends at 23:59:59 of its day; blank bounds are open. */
const bounds = ([start, end]: Period): [string, string] => [
  start === undefined ? NO_START : start.length === 10 ? start + DAY_START : start,
  end === undefined ? NO_END : end.length === 10 ? end + DAY_END : end,
];

/** True when two periods share a moment (both ends included). */
export function periodsIntersect(a: Period, b: Period): boolean {
  const [s1, e1] = bounds(a);
  const [s2, e2] = bounds(b);
  return s1 <= e2 && s2 <= e1;
}

/** The first stored record the candidate clashes with (ownId: the record being updated, left out), or null. */
export function findClash(store: EntityStore, candidate: EntityRecord, ownId: number | null = null): Clash | null {
  for (const rule of store.model.unique ?? []) {
    if (rule.fields.some((f) => isBlank(candidate[f.name]))) continue;
    if (rule.when && !holds(rule.when, candidate)) continue;
    const where: string[] = [];
    const args: unknown[] = [];
    for (const f of rule.fields) {
      const values = spellings(f, candidate[f.name]);
      where.push(`${quote(f.name)} IN (${values.map(() => '?').join(', ')})`);
      args.push(...values);
    }
    if (ownId !== null) {
      where.push(`${quote(store.model.rowKey)} <> ?`);
      args.push(ownId);
    }
    const period = periodOf(rule, candidate);
    const record = store
      .select(`WHERE ${where.join(' AND ')}`, args, `ORDER BY ${quote(store.model.rowKey)}`)
      .find((r) => (!rule.when || holds(rule.when, r)) && (!rule.overlap || periodsIntersect(period, periodOf(rule, r))));
    if (record) return { rule, record };
  }
  return null;
}

/** Thrown inside a transaction to roll back a write that met a clash; its message is the refusal. */
export class DuplicateRefused extends Error {}

/** The refusal of a candidate that clashes with a stored record (its message names that record), else undefined. */
export function refuseDuplicate(
  store: EntityStore,
  candidate: EntityRecord,
  ownId: number | null = null,
  option?: OptionLookup,
): string | undefined {
  const clash = findClash(store, candidate, ownId);
  return clash ? clashMessage(clash.rule, clash.record, periodOf(clash.rule, clash.record), store.model.byName, option) : undefined;
}
