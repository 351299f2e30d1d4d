import type { DictionaryItem } from '../../../schemas/meta/generated/area';
import { evaluateExpression } from '../../../schemas/meta/lib/expressions';
import type { EntityRecord } from '../store';
import type { EntityField, ExportColumn, OptionRows } from '../types';

/** A cell of an export file: a text, or a number (money columns hold yuan, shown with 2 decimals). */
export type Cell = string | number;

/** How one column of an export file is filled. */
export interface SheetColumn {
  title: string;
  /** Numbers of this column are money: 2 decimals. */
  money: boolean;
  read(record: EntityRecord): Cell;
}

const SECONDS_PER_UNIT: Record<string, number> = { millisecond: 0.001, second: 1, minute: 60, hour: 3600 };

/** 2小时15分 — as the console reads a duration (`unit` of the value, default second). */
export function durationText(value: number, unit = 'second'): string {
  const total = Math.round(Math.abs(value) * (SECONDS_PER_UNIT[unit] ?? 1));
  const parts = [
    [Math.floor(total / 86400), '天'],
    [Math.floor((total % 86400) / 3600), '小时'],
    [Math.floor((total % 3600) / 60), '分'],
    [total % 60, '秒'],
  ]
    .filter(([n]) => n !== 0)
    .map(([n, label]) => `${n}${label}`)
    .join('');
  const text = parts || (unit === 'minute' ? '0分' : unit === 'hour' ? '0小时' : '0秒');
  return value < 0 ? `-${text}` : text;
}

/** Visible text of an HTML fragment (bulletin content): tags dropped, common entities decoded, spaces collapsed. */
export function htmlText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
  return html
    .replace(/<(br|\/p|\/li|\/div|\/h[1-6])\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => entities[name])
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** value → label of a dictionary: static items (with their children), else the rows its endpoint answers. */
export function dictionaryLabels(field: EntityField, options: OptionRows): Map<string, string> {
  const labels = new Map<string, string>();
  const dict = field.dictionary;
  if (!dict) return labels;
  const walkItems = (items: DictionaryItem[]) => {
    for (const item of items) {
      labels.set(String(item.value), item.label);
      if (item.children) walkItems(item.children);
    }
  };
  if (dict.def.options) {
    walkItems(dict.def.options);
    return labels;
  }
  const endpoint = dict.endpoint;
  const rows = endpoint ? (options.get(`${endpoint.method} ${endpoint.path}`) ?? []) : [];
  const valueKey = dict.def.valueKey ?? 'value';
  const labelKey = dict.def.labelKey ?? 'label';
  const childrenKey = dict.def.childrenKey ?? 'children';
  const walkRows = (list: Record<string, unknown>[]) => {
    for (const row of list) {
      const label = (dict.def.label && evaluateExpression(dict.def.label, { values: row })) ?? row[labelKey] ?? row[valueKey];
      if (row[valueKey] !== undefined && row[valueKey] !== null) labels.set(String(row[valueKey]), String(label));
      const children = row[childrenKey];
      if (Array.isArray(children)) walkRows(children as Record<string, unknown>[]);
    }
  };
  walkRows(rows);
  return labels;
}

const toList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : typeof value === 'string' && value.includes(',') ? value.split(',') : [value];
const isOn = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';
const finite = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
};
const plain = (value: unknown): string => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));

/** The text of a file, picture or table cell value. */
function itemText(item: unknown): string {
  if (typeof item !== 'object' || item === null) return String(item);
  const record = item as Record<string, unknown>;
  if (typeof record.url === 'string') return record.url;
  return Object.values(record)
    .filter((v) => v !== null && v !== undefined && v !== '')
    .map(plain)
    .join(' ');
}

/** The cell of one value as the console reads it: labels for codes, money in yuan, durations, times as text. */
export function cellOf(field: EntityField, value: unknown, labels: Map<string, string>): Cell {
  if (value === null || value === undefined || value === '') return '';
  const label = (v: unknown) => labels.get(String(v)) ?? plain(v);
  const n = finite(value);
  switch (field.valueType) {
    case 'money':
      return n === undefined ? plain(value) : Math.round((field.unit === 'yuan' ? n : n / 100) * 100) / 100;
    case 'number':
    case 'integer':
      return n ?? plain(value);
    case 'percent':
      return n === undefined ? plain(value) : `${n}%`;
    case 'duration':
      return n === undefined ? plain(value) : durationText(n, field.unit);
    case 'select':
    case 'radio':
    case 'status':
    case 'tag':
      return label(value);
    case 'multiSelect':
    case 'checkbox':
      return toList(value).map(label).join('、');
    case 'cascader':
      return toList(value).map(label).join(' / ');
    case 'switch':
      return field.dictionary ? label(value) : isOn(value) ? '是' : '否';
    case 'dateRange':
    case 'dateTimeRange':
      return toList(value).map(plain).join(' ~ ');
    case 'image':
    case 'upload':
      return toList(value).map(itemText).join('\n');
    case 'table':
      return toList(value).map(itemText).join('；');
    case 'richText':
      return htmlText(plain(value));
    default:
      return plain(value);
  }
}

/** The value at a dotted name of a record (`park.parkName` is stored as a nested object). */
function valueAt(record: EntityRecord, name: string): unknown {
  let current: unknown = record;
  for (const key of name.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The columns of a file, each reading its cell from a record. */
export function sheetColumns(columns: ExportColumn[], options: OptionRows): SheetColumn[] {
  return columns.map(({ title, field }) => {
    const labels = dictionaryLabels(field, options);
    return { title, money: field.valueType === 'money', read: (record) => cellOf(field, valueAt(record, field.name), labels) };
  });
}
