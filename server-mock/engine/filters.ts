import { quote } from './storage';
import type { EntityField, EntityModel, FilterSpec } from './types';

/** The non-empty values of a query parameter (repeated keys and `name[]` are accepted). */
export type QueryValues = (name: string) => string[];

export type Where = { ok: true; sql: string; args: unknown[] } | { ok: false; msg: string };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/** Escapes LIKE wildcards so that a search text matches literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

class BadValue extends Error {}

/** The values a stored cell may hold for one query text: numbers for numeric columns, both forms for untyped ones. */
function forms(field: EntityField, text: string): unknown[] {
  if (field.storage === 'number' || field.storage === 'key') {
    if (!NUMBER_TEXT.test(text)) throw new BadValue(`${field.title}格式不正确`);
    return [Number(text)];
  }
  if (field.storage === 'any' || field.storage === 'json') return NUMBER_TEXT.test(text) ? [text, Number(text)] : [text];
  return [text];
}

function membership(field: EntityField, values: unknown[], out: unknown[]): string {
  const column = quote(field.name);
  out.push(...values);
  const marks = values.map(() => '?').join(', ');
  return field.storage === 'json'
    ? `EXISTS (SELECT 1 FROM json_each(${column}) WHERE json_each.value IN (${marks}))`
    : `${column} IN (${marks})`;
}

function bound(field: EntityField, text: string, end: boolean): unknown {
  if (field.storage === 'number' || field.storage === 'key') return forms(field, text)[0];
  // A date-only end includes that whole day when the column holds date-times.
  if (end && DATE_ONLY.test(text) && field.valueType !== 'date') return `${text} 23:59:59`;
  return text;
}

function clause(filter: FilterSpec, values: QueryValues, args: unknown[]): string[] {
  const { field, match, params } = filter;
  const column = quote(field.name);
  const first = values(params[0]);
  switch (match) {
    case 'like': {
      if (first.length === 0) return [];
      args.push(likePattern(first[0]));
      return [`${column} LIKE ? ESCAPE '\\'`];
    }
    case 'eq':
      return first.length === 0 ? [] : [membership(field, forms(field, first[0]), args)];
    case 'in': {
      const list = splitList(first);
      return list.length === 0
        ? []
        : [
            membership(
              field,
              list.flatMap((v) => forms(field, v)),
              args,
            ),
          ];
    }
    case 'gte':
    case 'lte': {
      if (first.length === 0) return [];
      args.push(bound(field, first[0], match === 'lte'));
      return [`${column} ${match === 'gte' ? '>=' : '<='} ?`];
    }
    case 'range': {
      const [start, end] = params.length > 1 ? [values(params[0])[0], values(params[1])[0]] : splitList(first);
      const out: string[] = [];
      if (start !== undefined) {
        args.push(bound(field, start, false));
        out.push(`${column} >= ?`);
      }
      if (end !== undefined) {
        args.push(bound(field, end, true));
        out.push(`${column} <= ?`);
      }
      return out;
    }
  }
}

/** Conditions a hand-written call adds to the search conditions (SQL over the entity table, with its arguments). */
export interface ExtraConditions {
  sql: string[];
  args: unknown[];
}

/** Every condition of some parts (a call's own and the data scope's, engine/dataScope.ts); an absent part adds none. */
export const allConditions = (...parts: (ExtraConditions | undefined)[]): ExtraConditions => ({
  sql: parts.flatMap((p) => p?.sql ?? []),
  args: parts.flatMap((p) => p?.args ?? []),
});

/** `WHERE a AND b` of some conditions, or '' when there are none. */
export const whereClause = (conditions: ExtraConditions): string => (conditions.sql.length ? `WHERE ${conditions.sql.join(' AND ')}` : '');

export interface WhereOptions {
  /** A list endpoint no list view uses: any parameter naming a field filters by equality. */
  equalityFallback?: boolean;
  /** Parameters that are never filters (paging, sort). */
  skip?: string[];
  extra?: ExtraConditions;
}

/** The WHERE clause of a list call: one condition per filled search parameter, plus the extra conditions. */
export function buildWhere(model: EntityModel, filters: FilterSpec[], values: QueryValues, options: WhereOptions = {}): Where {
  const args: unknown[] = [...(options.extra?.args ?? [])];
  const parts: string[] = [...(options.extra?.sql ?? [])];
  try {
    for (const filter of filters) parts.push(...clause(filter, values, args));
    if (options.equalityFallback) {
      for (const field of model.fields) {
        if (options.skip?.includes(field.name) || filters.some((f) => f.params.includes(field.name))) continue;
        const given = values(field.name);
        if (given.length > 0)
          parts.push(
            membership(
              field,
              given.flatMap((v) => forms(field, v)),
              args,
            ),
          );
      }
    }
  } catch (err) {
    if (err instanceof BadValue) return { ok: false, msg: err.message };
    throw err;
  }
  return { ok: true, sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', args };
}

/** Reads query values from the parsed query, or from every occurrence of the key (and of `name[]`) when given. */
export function queryValues(query: Record<string, string>, all?: Record<string, string[]>): QueryValues {
  return (name) => {
    const raw = all
      ? [...(all[name] ?? []), ...(all[`${name}[]`] ?? [])]
      : [query[name], query[`${name}[]`]].filter((v): v is string => v !== undefined);
    return raw.map((v) => v.trim()).filter((v) => v !== '');
  };
}

/** A list parameter: repeated values, a JSON array or a comma-separated text. */
function splitList(values: string[]): string[] {
  return values
    .flatMap((v) => (v.startsWith('[') ? parseList(v) : v.split(',')))
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

function parseList(text: string): string[] {
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? parsed.map(String) : [text];
  } catch {
    return [text];
  }
}
