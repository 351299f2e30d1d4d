import dayjs from 'dayjs';
import type { Column, FieldProps, SearchSpec, ValueType } from '../../schemas/meta/generated/area';
import type { ResolvedArea } from '../core/viewProps';
import { dictionaryParents } from '../fields/dictionaryItems';

/** The search controls a list offers. */
export type SearchControl =
  'text' | 'plate' | 'select' | 'multiSelect' | 'cascader' | 'digit' | 'date' | 'dateTime' | 'time' | 'dateRange' | 'dateTimeRange';

export interface SearchField {
  /** Key of the value in ProTable's search form. */
  key: string;
  title: string;
  control: SearchControl;
  /** Parameter of a single value (default the column's dataIndex). */
  param: string;
  /** Start and end parameters of a range. */
  params: [string, string];
  dictionary?: string;
  defaultValue?: unknown;
  placeholder?: string;
  fieldProps?: FieldProps;
  /**
   * The search fields this one's dictionary takes parameters from ({"search": "parkId"}): it loads lazily,
   * with their current values, and clears when they change.
   */
  parents?: SearchField[];
}

const RANGE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

function controlOf(valueType: ValueType | undefined, spec: SearchSpec): SearchControl {
  const ranged = spec.params !== undefined;
  switch (valueType) {
    case 'plate':
      return 'plate';
    case 'select':
    case 'status':
    case 'tag':
    case 'radio':
    case 'switch':
      return 'select';
    case 'multiSelect':
    case 'checkbox':
      return 'multiSelect';
    case 'cascader':
      return 'cascader';
    case 'number':
    case 'integer':
    case 'money':
    case 'percent':
    case 'duration':
      return 'digit';
    case 'date':
      return ranged ? 'dateRange' : 'date';
    case 'dateTime':
      return ranged ? 'dateTimeRange' : 'dateTime';
    case 'time':
      return 'time';
    case 'dateRange':
    case 'dateTimeRange':
      return valueType;
    default:
      return 'text';
  }
}

/** The searchable columns (`search` true or an object, resolved over the vocabulary), in `order`. */
export function buildSearchFields(columns: Column[]): SearchField[] {
  const fields = columns.flatMap((column, index) => {
    if (!column.search) return [];
    const spec: SearchSpec = column.search === true ? {} : column.search;
    const dataIndex = column.dataIndex ?? `column${index}`;
    const field: SearchField & { order: number; index: number } = {
      key: `search_${index}`,
      title: spec.title ?? column.title ?? dataIndex,
      control: controlOf(spec.valueType ?? column.valueType, spec),
      param: spec.param ?? dataIndex,
      params: spec.params ?? [`${dataIndex}Start`, `${dataIndex}End`],
      dictionary: spec.dictionary ?? column.dictionary,
      defaultValue: spec.defaultValue,
      placeholder: spec.placeholder,
      fieldProps: spec.fieldProps,
      order: spec.order ?? 0,
      index,
    };
    return [field];
  });
  return fields.sort((a, b) => a.order - b.order || a.index - b.index).map(({ order: _o, index: _i, ...field }) => field);
}

/**
 * Links each search field whose dictionary reads other search fields ({"search": "parkId"}) to those fields,
 * found by their parameter name. A parent that names no search field is left out (the check reports it).
 */
export function linkSearchParents(fields: SearchField[], area: ResolvedArea): SearchField[] {
  return fields.map((field) => {
    const names = dictionaryParents(area, field.dictionary)
      .filter((p) => p.kind === 'search')
      .map((p) => p.name);
    if (names.length === 0) return field;
    const parents = names.flatMap((name) => fields.filter((f) => f.param === name || f.params.includes(name)));
    return { ...field, parents };
  });
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function formatDate(value: unknown, format: string, edge?: 'start' | 'end'): string | undefined {
  if (isBlank(value)) return undefined;
  const date = dayjs(value as string);
  if (!date.isValid()) return undefined;
  return (edge === 'start' ? date.startOf('day') : edge === 'end' ? date.endOf('day') : date).format(format);
}

/** Search form values → request parameters under the documents' names; empty values are not sent. */
export function toSearchParams(fields: SearchField[], values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (isBlank(value)) continue;
    switch (field.control) {
      case 'dateRange':
      case 'dateTimeRange': {
        if (!Array.isArray(value)) break;
        const dateOnly = field.control === 'dateRange';
        const start = formatDate(value[0], RANGE_FORMAT, dateOnly ? 'start' : undefined);
        const end = formatDate(value[1], RANGE_FORMAT, dateOnly ? 'end' : undefined);
        if (start) out[field.params[0]] = start;
        if (end) out[field.params[1]] = end;
        break;
      }
      case 'date':
        out[field.param] = formatDate(value, 'YYYY-MM-DD');
        break;
      case 'dateTime':
        out[field.param] = formatDate(value, RANGE_FORMAT);
        break;
      case 'text':
        out[field.param] = String(value).trim();
        break;
      case 'plate':
        out[field.param] = String(value).trim().toUpperCase();
        break;
      case 'multiSelect':
        out[field.param] = Array.isArray(value) ? value.join(',') : value;
        break;
      case 'cascader':
        out[field.param] = Array.isArray(value) ? value[value.length - 1] : value;
        break;
      default:
        out[field.param] = value;
    }
  }
  return out;
}

/** A view parameter as the value of a select: the dictionary's own value when one matches, a number for digits. */
function selectValue(raw: string, items: { value: unknown }[] | undefined): unknown {
  const match = items?.find((i) => String(i.value) === raw);
  if (match) return match.value;
  return /^-?\d{1,15}$/.test(raw) ? Number(raw) : raw;
}

/**
 * The search fields with the view parameters of the same name as their starting values: a list opened at
 * `…/list?plateNo=浙A·12345` (an alarm's link, a link action) starts filtered by that plate. Ranges take
 * their two parameters; parameters naming no search field are left alone.
 */
export function seedSearchFields(
  fields: SearchField[],
  params: Record<string, string>,
  dictionaryItems: (name: string) => { value: unknown }[] | undefined,
): SearchField[] {
  return fields.map((field) => {
    const isRange = field.control === 'dateRange' || field.control === 'dateTimeRange';
    if (isRange) {
      const [start, end] = field.params.map((p) => params[p]);
      if (!start && !end) return field;
      return { ...field, defaultValue: [start ? dayjs(start) : undefined, end ? dayjs(end) : undefined] };
    }
    const raw = params[field.param];
    if (raw === undefined || raw === '') return field;
    switch (field.control) {
      case 'select':
        return { ...field, defaultValue: selectValue(raw, field.dictionary ? dictionaryItems(field.dictionary) : undefined) };
      case 'multiSelect':
        return {
          ...field,
          defaultValue: raw.split(',').map((v) => selectValue(v, field.dictionary ? dictionaryItems(field.dictionary) : undefined)),
        };
      case 'digit':
        return Number.isFinite(Number(raw)) ? { ...field, defaultValue: Number(raw) } : field;
      case 'date':
      case 'dateTime':
        return dayjs(raw).isValid() ? { ...field, defaultValue: dayjs(raw) } : field;
      default:
        return { ...field, defaultValue: raw };
    }
  });
}

/** A key that changes when the seeded starting values change (the table then starts again with them). */
export const seedKey = (fields: SearchField[]) =>
  JSON.stringify(
    fields.map((f) =>
      dayjs.isDayjs(f.defaultValue)
        ? f.defaultValue.valueOf()
        : Array.isArray(f.defaultValue)
          ? f.defaultValue.map(String)
          : f.defaultValue,
    ),
  );
