import { crossFieldRefusal } from './validateBodyCrossField';
import { settleComputed, type OptionLookup } from './computedValues';
import type { FormField, FormSchema } from '../../schemas/meta/generated/area';
import { CALENDAR_CHECKS, charLength } from '../../schemas/meta/lib/fieldRules';
import { rangeProblem, valueRuleRefusal } from './validateBodyRules';
import { unlistedOption, type ListedOption } from './validateBodyOptions';
import { fieldState, sameValue } from './conditions';
import type { EntityField, EntityModel } from './types';
import { isBlankValue as isBlank } from '../../schemas/meta/lib/crossFieldRules';

export type Validated = { ok: true; values: Record<string, unknown> } | { ok: false; msg: string };

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** True when some object in the value has an own key `__proto__`, `constructor` or `prototype`. */
export function hasUnsafeKey(value: unknown, depth = 0): boolean {
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((v) => hasUnsafeKey(v, depth + 1));
  return Object.keys(value).some((k) => UNSAFE_KEYS.has(k)) || Object.values(value).some((v) => hasUnsafeKey(v, depth + 1));
}

export const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Date value types hold real calendar values (2026-02-30, 25:61:61 and 2026-13-45 do not fit). */
const FORMATS: Partial<Record<string, (text: string) => boolean>> = CALENDAR_CHECKS;
const STRING_TYPES = new Set(['text', 'textarea', 'richText', 'plate', 'phone', 'link', 'date', 'dateTime', 'time']);
const NUMBER_TYPES = new Set(['number', 'money', 'percent', 'duration', 'integer']);
const OPTION_TYPES = new Set(['select', 'radio', 'status', 'tag']);

const BAD = Symbol('bad');
type Coerced = unknown | typeof BAD;

function toNumber(v: unknown): number | typeof BAD {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isFinite(n) ? n : BAD;
}

function option(field: EntityField, v: unknown): Coerced {
  if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return BAD;
  const items = field.dictionary?.def.options;
  if (!items) return typeof v === 'boolean' ? BAD : v;
  const item = items.find((i) => sameValue(i.value, v));
  return item ? item.value : BAD;
}

/** The stored form of a submitted value, or BAD when it does not fit the value type. */
function coerce(field: EntityField, v: unknown): Coerced {
  const type = field.valueType;
  if (STRING_TYPES.has(type)) {
    if (typeof v !== 'string') return BAD;
    const format = FORMATS[type];
    return format && !format(v) ? BAD : v;
  }
  if (NUMBER_TYPES.has(type)) {
    const n = toNumber(v);
    return n !== BAD && type === 'integer' && !Number.isInteger(n) ? BAD : n;
  }
  if (type === 'switch') {
    if (typeof v === 'boolean') return v ? 1 : 0;
    if (field.dictionary?.def.options) return option(field, v);
    const n = toNumber(v);
    return n === 0 || n === 1 ? n : BAD;
  }
  if (OPTION_TYPES.has(type)) return option(field, v);
  if (type === 'multiSelect' || type === 'checkbox') {
    if (!Array.isArray(v)) return BAD;
    const out = v.map((x) => option(field, x));
    return out.includes(BAD) ? BAD : out;
  }
  if (type === 'cascader') return Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number') ? v : BAD;
  if (type === 'dateRange' || type === 'dateTimeRange') {
    const format = FORMATS[type === 'dateRange' ? 'date' : 'dateTime']!;
    return Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'string' && format(x)) ? v : BAD;
  }
  if (type === 'image' || type === 'upload') {
    if (typeof v === 'string') return v;
    return Array.isArray(v) && v.every((x) => typeof x === 'string') ? v : BAD;
  }
  // Tree keys (a node's value, checked keys of a tree); which nodes exist is the owning module's business.
  const isKey = (x: unknown) => typeof x === 'string' || (typeof x === 'number' && Number.isFinite(x));
  if (type === 'tree') return Array.isArray(v) && v.every(isKey) ? v : BAD;
  if (type === 'treeSelect') return isKey(v) || (Array.isArray(v) && v.every(isKey)) ? v : BAD;
  // A registered component's own value is its business (any JSON, stored as JSON text); the fields it writes are checked as themselves.
  if (type === 'component') return v;
  return BAD;
}

function limits(def: Pick<FormField, 'maxLength' | 'minLength' | 'maximum' | 'minimum'>, title: string, value: unknown): string | null {
  if (typeof value === 'string') {
    if (def.maxLength !== undefined && charLength(value) > def.maxLength) return `${title}长度不能超过${def.maxLength}个字符`;
    if (def.minLength !== undefined && charLength(value) < def.minLength) return `${title}长度不能少于${def.minLength}个字符`;
  }
  const outside = typeof value === 'number' ? rangeProblem(def, value) : undefined;
  return outside ? `${title}${outside}` : null;
}

type Checked = { ok: true; value: unknown } | { ok: false; msg: string };

/**
 * A table value: an array of row objects, at most `maxItems` / at least `minItems` rows; each row keeps only the
 * table's columns, a required cell must be filled (`<列标题>不能为空（第N行）`), cells are typed and limited like form
 * fields (`<列标题>格式不正确（第N行）` …). Blank optional cells are left out of the stored row.
 */
function checkTable(field: EntityField, def: FormField, title: string, value: unknown): Checked {
  if (!Array.isArray(value) || !value.every(isPlainObject)) return { ok: false, msg: `${title}格式不正确` };
  if (def.maxItems !== undefined && value.length > def.maxItems) return { ok: false, msg: `${title}最多${def.maxItems}行` };
  if (def.minItems !== undefined && value.length < def.minItems) return { ok: false, msg: `${title}至少${def.minItems}行` };
  const rows: Record<string, unknown>[] = [];
  for (const [index, row] of value.entries()) {
    const stored: Record<string, unknown> = {};
    const where = `（第${index + 1}行）`;
    for (const { field: cell, def: column } of field.columns ?? []) {
      const cellTitle = column.title ?? cell.title;
      const cellValue = row[cell.name];
      if (isBlank(cellValue)) {
        if (column.required) return { ok: false, msg: `${cellTitle}不能为空${where}` };
        continue;
      }
      const coerced = coerce(cell, cellValue);
      if (coerced === BAD) return { ok: false, msg: `${cellTitle}格式不正确${where}` };
      const problem = limits(column, cellTitle, coerced) ?? valueRuleRefusal(column, cell.valueType, cellTitle, coerced);
      if (problem) return { ok: false, msg: `${problem}${where}` };
      stored[cell.name] = coerced;
    }
    rows.push(stored);
  }
  return { ok: true, value: rows };
}

/**
 * Checks a create / update body against the form that submits it: required fields (after the form's declarative
 * reactions) → `<title>不能为空`, wrong types and impossible dates → `<title>格式不正确`, length and range limits,
 * the field's named validators and the rule its value type implies (validateBodyRules.ts, the form's own messages),
 * a value outside a loaded dictionary (`listed`, validateBodyOptions.ts) → `<title>格式不正确`, the rows of tables
 * (checkTable), then the form's cross-field validators (validateBodyCrossField.ts; on update against the stored
 * record `current`). Only the form's fields are returned (unknown keys are dropped; fields hidden by a reaction are null); on create an absent field takes its
 * `default`, on update an absent field is left unchanged.
 */
export function validateWrite(
  model: EntityModel,
  form: FormSchema | null,
  body: unknown,
  mode: 'create' | 'update',
  option?: OptionLookup,
  current?: Record<string, unknown> | null,
  listed?: ListedOption,
): Validated {
  if (!isPlainObject(body)) return { ok: false, msg: '请求参数错误' };
  if (hasUnsafeKey(body)) return { ok: false, msg: '请求参数不合法' };
  const properties: [string, FormField][] = form
    ? Object.entries(form.properties)
    : model.fields.filter((f) => f.storage !== 'key').map((f) => [f.name, { title: f.title, valueType: f.valueType }]);
  const values: Record<string, unknown> = {};
  const hidden = new Set<string>();
  for (const [name, def] of properties) {
    const field = model.byName.get(name);
    if (!field || field.storage === 'key') continue;
    const state = settleComputed(def, fieldState(def, body), body, option);
    const title = state.title ?? def.title ?? field.title;
    if (state.visible === false) {
      // A field the form hides does not apply: it is cleared (Formily does not submit hidden fields).
      values[name] = null;
      hidden.add(name);
      continue;
    }
    let value = state.value !== undefined ? state.value : body[name];
    if (value === undefined && mode === 'create') value = def.default;
    if (isBlank(value)) {
      if (state.required) return { ok: false, msg: `${title}不能为空` };
      if (value !== undefined) values[name] = null;
      else if (mode === 'create') values[name] = null;
      continue;
    }
    if (field.valueType === 'table') {
      const table = checkTable(field, def, title, value);
      if (!table.ok) return table;
      values[name] = table.value;
      continue;
    }
    const coerced = coerce(field, value);
    if (coerced === BAD) return { ok: false, msg: `${title}格式不正确` };
    const problem =
      limits(def, title, coerced) ??
      valueRuleRefusal(def, field.valueType, title, coerced) ??
      (listed && unlistedOption(field, coerced, current?.[name], listed) ? `${title}格式不正确` : null);
    if (problem) return { ok: false, msg: problem };
    values[name] = coerced;
  }
  const refusal = form ? crossFieldRefusal(model, form, values, current, hidden) : null;
  if (refusal) return { ok: false, msg: refusal };
  return { ok: true, values };
}
