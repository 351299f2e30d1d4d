/**
 * How a sheet of an import (operation `import`) maps to the body of its create endpoint: one column per field the
 * create form lets the user type or pick (not the computed, read-only or hidden ones), headed by the field's title (a
 * leading * marks one the sheet must fill: required, without a default); a cell's text becomes the value the form would have sent — a
 * dictionary's label its value, a number a number, 元 the fen of a money field kept in fen, `a ~ b` a range, `a、b` a
 * list.
 */
import type { FormField, FormSchema } from '../../../schemas/meta/generated/area';
import type { EntityField, EntityModel } from '../../engine/types';

/** The options a dictionary field offers for the row's values so far (engine.options: a dependent one by its park …). */
export type FieldOptions = (field: EntityField) => Record<string, unknown>[];

export interface SheetColumn {
  name: string;
  title: string;
  /** The sheet must have this column and fill it (required in the form, without a default). */
  required: boolean;
  field: EntityField;
}

const NUMBER_TYPES = new Set(['digit', 'integer', 'money', 'percent', 'rate', 'second']);
const RANGE_TYPES = new Set(['dateRange', 'dateTimeRange', 'timeRange']);
const LIST_TYPES = new Set(['multiSelect', 'checkbox']);

/** The fields of a create form a sheet fills, in the form's order. */
export function sheetColumns(form: FormSchema | null, model: EntityModel): SheetColumn[] {
  if (!form) return [];
  return Object.entries(form.properties as Record<string, FormField>).flatMap(([name, def]) => {
    const field = model.byName.get(name);
    if (!field || field.storage === 'key' || field.valueType === 'table' || field.valueType === 'image' || field.valueType === 'upload')
      return [];
    if (def['x-read-pretty'] || def['x-hidden'] || def['x-disabled']) return [];
    // A required field with a default may be left blank: the default fills it.
    return [{ name, title: def.title ?? field.title, required: def.required === true && def.default === undefined, field }];
  });
}

/** The template's header row: the titles, required ones marked with *. */
export const templateHeader = (columns: SheetColumn[]) => columns.map((c) => (c.required ? `*${c.title}` : c.title));

/** A dictionary's value of a label (or of the value itself, typed as the dictionary's values are). */
function optionValue(field: EntityField, text: string, options: FieldOptions): unknown {
  const dict = field.dictionary;
  if (!dict) return undefined;
  const labelKey = dict.def.labelKey ?? 'label';
  const valueKey = dict.def.valueKey ?? 'value';
  const rows: Record<string, unknown>[] = (dict.def.options as Record<string, unknown>[] | undefined) ?? options(field);
  const found = rows.find((r) => String(r[labelKey] ?? r.label) === text) ?? rows.find((r) => String(r[valueKey] ?? r.value) === text);
  if (found) return found[valueKey] ?? found.value;
  return undefined;
}

/** The body value of a cell ('' → undefined: the form's default or 不能为空 applies). */
export function cellValue(column: SheetColumn, text: string, options: FieldOptions): unknown {
  const value = text.trim();
  if (value === '') return undefined;
  const { field } = column;
  if (LIST_TYPES.has(field.valueType))
    return value
      .split(/[、,，]/)
      .map((v) => v.trim())
      .filter(Boolean)
      .map((v) => optionValue(field, v, options) ?? v);
  if (RANGE_TYPES.has(field.valueType)) {
    const parts = value.split(/\s*[~～至]\s*/);
    return parts.length === 2 ? parts : value;
  }
  if (field.dictionary) {
    const picked = optionValue(field, value, options);
    if (picked !== undefined) return picked;
    return /^-?\d+$/.test(value) ? Number(value) : value;
  }
  if (field.valueType === 'switch')
    return ['是', '启用', '开启', '1', 'true'].includes(value) ? 1 : ['否', '停用', '关闭', '0', 'false'].includes(value) ? 0 : value;
  if (NUMBER_TYPES.has(field.valueType) && /^-?\d+(\.\d+)?$/.test(value)) {
    const n = Number(value);
    return field.valueType === 'money' && field.unit === 'fen' ? Math.round(n * 100) : n;
  }
  return value;
}

/** The header's column of each sheet column (its title with or without *), or the titles missing from it. */
export function locateColumns(header: string[], columns: SheetColumn[]): Map<string, number> | string[] {
  const titles = header.map((h) => h.trim().replace(/^\*/, ''));
  const at = new Map<string, number>();
  const missing: string[] = [];
  for (const c of columns) {
    const i = titles.indexOf(c.title);
    if (i >= 0) at.set(c.name, i);
    else if (c.required) missing.push(c.title);
  }
  return missing.length ? missing : at;
}
