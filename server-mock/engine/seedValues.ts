import type { DictionaryItem } from '../../schemas/meta/generated/area';
import type { Prng } from '../db/prng';
import { formatChinaTime } from '../db/time';
import { ADDRESSES, COMPANIES, FAULT_PHOTOS, PARK_NAMES, PLATE_LETTERS, PROVINCES } from '../db/zhData';
import { personName, REMARKS, TITLE_WORDS } from './seedVocabulary';
import type { EntityField, EntityModel, OptionRows } from './types';

const DAY = 86_400_000;
/** Generated times lie within this many days before the seed's reference time. */
export const SEED_DAYS = 60;
const PLATE_TAIL = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A plate like 浙A12345: province, letter, five characters, no separator (the plate validator refuses 浙A·12345). */
export const seedPlate = (rng: Prng) =>
  `${rng.pick(PROVINCES)}${rng.pick([...PLATE_LETTERS])}${rng.chars('0123456789', 2)}${rng.chars(PLATE_TAIL, 3)}`;
export const seedMobile = (rng: Prng) => `1${rng.pick(['3', '5', '7', '8', '9'])}${rng.chars('0123456789', 9)}`;

/** Per row: the time the record came into being; creation-like fields take it, later events follow it. */
interface RowTime {
  start: number;
  now: number;
}

type FieldGenerator = (rng: Prng, row: Record<string, unknown>, time: RowTime, id: number) => unknown;

const flatItems = (items: DictionaryItem[]): DictionaryItem[] => items.filter((i) => !i.disabled);

/** The values a dictionary field may take: static items, else the rows a hand-written call answers. */
export function optionValues(field: EntityField, options: OptionRows): unknown[] {
  const dict = field.dictionary;
  if (!dict) return [];
  if (dict.def.options) return flatItems(dict.def.options).map((i) => i.value);
  const endpoint = dict.endpoint;
  if (!endpoint) return [];
  const rows = options.get(`${endpoint.method} ${endpoint.path}`) ?? [];
  const key = dict.def.valueKey ?? 'value';
  // A row marked `seedDraw: false` is a value only the platform itself writes (储值卡 as a pay type).
  return rows
    .filter((r) => r.seedDraw !== false)
    .map((r) => r[key])
    .filter((v) => v !== undefined && v !== null);
}

function cascaderPath(rng: Prng, items: DictionaryItem[] | undefined): unknown[] {
  const path: unknown[] = [];
  let level = items;
  while (level && level.length > 0) {
    const item = rng.pick(level);
    path.push(item.value);
    level = item.children;
  }
  return path;
}

function timeGenerator(name: string, format: (ms: number) => string): FieldGenerator {
  const lower = name.toLowerCase();
  if (/^(create|begin|start|in|apply|submit)/.test(lower)) return (_r, _row, t) => format(t.start);
  if (/^(update|modify)/.test(lower)) return (rng, _row, t) => format(t.start + Math.floor(rng.next() * (t.now - t.start)));
  return (rng, _row, t) => format(Math.min(t.now, t.start + rng.int(0, 3 * DAY)));
}

const CST_OFFSET = 8 * 3_600_000;
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
const dayTexts = new Map<number, string>();

/** formatChinaTime for whole seconds, several times faster (the seed formats two times per row, a million rows at scale). */
export function formatSeedTime(ms: number): string {
  const local = ms + CST_OFFSET;
  const day = Math.floor(local / DAY);
  let date = dayTexts.get(day);
  if (date === undefined) {
    date = formatChinaTime(day * DAY - CST_OFFSET).slice(0, 10);
    dayTexts.set(day, date);
  }
  const seconds = Math.floor((local - day * DAY) / 1000);
  return `${date} ${TWO_DIGITS[Math.floor(seconds / 3600)]}:${TWO_DIGITS[Math.floor(seconds / 60) % 60]}:${TWO_DIGITS[seconds % 60]}`;
}
const formatDate = (ms: number) => formatSeedTime(ms).slice(0, 10);
const formatTime = (ms: number) => formatSeedTime(ms).slice(11);

function textGenerator(field: EntityField): FieldGenerator {
  const name = field.name.toLowerCase();
  if (/parkname/.test(name)) return (rng) => rng.pick(PARK_NAMES);
  if (/dealername|company|enterprise/.test(name)) return (rng) => rng.pick(COMPANIES);
  if (/addr/.test(name)) return (rng) => rng.pick(ADDRESSES);
  if (/title/.test(name)) return (rng) => `${rng.pick(TITLE_WORDS)}通知`;
  if (/remark|reason|desc|content|memo/.test(name)) return (rng) => rng.pick(REMARKS);
  if (/(user|operator|manager|person|name)$/.test(name)) return (rng) => personName(rng.pick);
  if (/(no|code|sn|num)$/.test(name)) return (rng) => `${rng.chars('ABCDEFGHJKLMNPQRSTUVWXYZ', 2)}${rng.chars('0123456789', 14)}`;
  return (_rng, _row, _t, id) => `${field.title}${id}`;
}

function moneyGenerator(field: EntityField): FieldGenerator {
  return field.unit === 'yuan' ? (rng) => rng.int(100, 50_000) / 100 : (rng) => rng.int(100, 50_000);
}

function durationGenerator(field: EntityField): FieldGenerator {
  const seconds = (rng: Prng) => rng.int(5 * 60, 10 * 3600);
  switch (field.unit) {
    case 'millisecond':
      return (rng) => seconds(rng) * 1000;
    case 'minute':
      return (rng) => Math.round(seconds(rng) / 60);
    case 'hour':
      return (rng) => rng.int(1, 24);
    default:
      return seconds;
  }
}

/** The value generator of one field, from its value type, unit, dictionary and name. */
export function fieldGenerator(field: EntityField, options: OptionRows): FieldGenerator {
  const values = optionValues(field, options);
  const pickOption: FieldGenerator = (rng) => (values.length ? rng.pick(values) : rng.int(1, 5));
  switch (field.valueType) {
    case 'plate':
      return seedPlate;
    case 'phone':
      return seedMobile;
    case 'money':
      return moneyGenerator(field);
    case 'duration':
      return durationGenerator(field);
    case 'number':
      return (rng) => rng.int(0, 1000);
    case 'integer':
      return (rng) => rng.int(1, 100);
    case 'percent':
      return (rng) => rng.int(0, 1000) / 10;
    case 'date':
      return timeGenerator(field.name, formatDate);
    case 'dateTime':
      return timeGenerator(field.name, formatSeedTime);
    case 'time':
      return timeGenerator(field.name, formatTime);
    case 'dateRange':
    case 'dateTimeRange': {
      const format = field.valueType === 'dateRange' ? formatDate : formatSeedTime;
      return (rng, _row, t) => [format(t.start), format(t.start + rng.int(1, 90) * DAY)];
    }
    case 'switch':
      return values.length ? pickOption : (rng) => rng.int(0, 1);
    case 'select':
    case 'radio':
    case 'status':
    case 'tag':
      return pickOption;
    case 'multiSelect':
    case 'checkbox':
      return (rng) =>
        values.length ? [...new Set(Array.from({ length: rng.int(1, Math.min(3, values.length)) }, () => rng.pick(values)))] : [];
    case 'cascader':
      return (rng) => cascaderPath(rng, field.dictionary?.def.options);
    case 'image':
      return (rng) => [rng.pick(FAULT_PHOTOS)];
    case 'upload':
      return () => [];
    case 'link':
      return (_rng, _row, _t, id) => `https://example.com/files/${id}`;
    case 'richText':
      return (rng) => `<p>${rng.pick(REMARKS)}</p>`;
    case 'textarea':
      return (rng) => rng.pick(REMARKS);
    case 'table':
      return tableGenerator(field, options);
    case 'timeline':
      return () => []; // an audit trail starts empty; transitions append to it (engine/transitionRun.ts)
    case 'component':
      return () => null; // a registered component's own value has no generic sample (GeoPoint reads the record's coordinates)
    default:
      return textGenerator(field);
  }
}

/** Rows of a table field: 0 to 2 of them, each cell generated like a field of its column's type. */
function tableGenerator(field: EntityField, options: OptionRows): FieldGenerator {
  const cells = (field.columns ?? []).map(({ field: cell }): [string, FieldGenerator] => [cell.name, fieldGenerator(cell, options)]);
  return (rng, row, time, id) =>
    Array.from({ length: cells.length ? rng.int(0, 2) : 0 }, (_, i) => {
      const out: Record<string, unknown> = {};
      for (const [name, generate] of cells) out[name] = generate(rng, row, time, id * 10 + i + 1);
      return out;
    });
}

export type Overrides = Record<string, (rng: Prng, row: Record<string, unknown>) => unknown>;

/** Makes rows of one entity: `row(id)` gives the record (field name → value) of the row with that id. */
export function rowMaker(model: EntityModel, rng: Prng, now: number, options: OptionRows, overrides: Overrides = {}) {
  const generators = model.fields
    .filter((f) => f.storage !== 'key')
    .map((f): [string, FieldGenerator] => {
      const override = overrides[f.name];
      return [f.name, override ? (r, row) => override(r, row) : fieldGenerator(f, options)];
    });
  return (id: number): Record<string, unknown> => {
    const time: RowTime = { start: now - Math.floor((rng.next() * SEED_DAYS * DAY) / 1000) * 1000, now };
    const row: Record<string, unknown> = { [model.rowKey]: id };
    for (const [name, generate] of generators) row[name] = generate(rng, row, time, id);
    return row;
  };
}
