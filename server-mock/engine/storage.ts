import type { Dictionary, ValueType } from '../../schemas/meta/generated/area';
import type { EntityField, Storage } from './types';

const NUMERIC: ReadonlySet<ValueType> = new Set(['number', 'integer', 'money', 'percent', 'duration', 'switch']);
const JSON_TYPES: ReadonlySet<ValueType> = new Set([
  'multiSelect',
  'checkbox',
  'cascader',
  'dateRange',
  'dateTimeRange',
  'image',
  'upload',
  'table',
  'tree',
  'component',
  'timeline',
]);
const OPTION_TYPES: ReadonlySet<ValueType> = new Set(['select', 'radio', 'status', 'tag']);
/** Value types whose values are free text (searched with `like` by default). */
export const TEXT_TYPES: ReadonlySet<ValueType> = new Set(['text', 'textarea', 'richText', 'plate', 'phone', 'link']);

/** The column storage of a value type: options follow their static items (numbers or strings); loaded options may be either. */
export function storageOf(valueType: ValueType, dictionary?: Dictionary, multiple = false): Storage {
  if (NUMERIC.has(valueType)) return 'number';
  // A tree select holds one node's key (like a select over its tree), or several as JSON with tree.multiple.
  if (valueType === 'treeSelect') return multiple ? 'json' : storageOf('select', dictionary);
  if (JSON_TYPES.has(valueType)) return 'json';
  if (OPTION_TYPES.has(valueType)) {
    const items = dictionary?.options;
    if (!items) return 'any';
    if (items.every((i) => typeof i.value === 'number' || typeof i.value === 'boolean')) return 'number';
    if (items.every((i) => typeof i.value === 'string')) return 'text';
    return 'any';
  }
  return 'text';
}

export const SQL_TYPE: Record<Storage, string> = { key: 'INTEGER PRIMARY KEY', number: 'NUMERIC', text: 'TEXT', json: 'TEXT', any: '' };

/** Names usable as column names (a dataIndex such as `park.parkName` is kept whole). */
export const COLUMN_NAME = /^[A-Za-z_][A-Za-z0-9_.]*$/;

/** A quoted SQL identifier (names are checked against COLUMN_NAME first, so they hold no quote). */
export const quote = (name: string) => {
  if (!COLUMN_NAME.test(name)) throw new Error(`not a column name: ${name}`);
  return `"${name}"`;
};

/** A JavaScript value as stored in its column. */
export function encode(field: Pick<EntityField, 'storage'>, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  switch (field.storage) {
    case 'json':
      return JSON.stringify(value);
    case 'number':
    case 'key':
      return typeof value === 'boolean' ? (value ? 1 : 0) : value;
    default:
      return typeof value === 'boolean' ? (value ? 1 : 0) : value;
  }
}

/** A column value as answered to the console. */
export function decode(field: Pick<EntityField, 'storage'>, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field.storage === 'json' && typeof value === 'string') {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}
