import type Database from 'better-sqlite3';
import { setPath } from './resultPaths';
import { decode, encode, quote } from './storage';
import type { EntityModel } from './types';

export type EntityRecord = Record<string, unknown>;

/** A record id from a path segment, a query text or a JSON value: a positive integer, else null. */
export function parseId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value.trim())) {
    const n = Number(value.trim());
    return n > 0 ? n : null;
  }
  return null;
}

/** Reads and writes the table of one entity; records are keyed by field name (dotted names become nested objects). */
export class EntityStore {
  readonly table: string;
  private readonly statements = new Map<string, Database.Statement>();

  constructor(
    readonly db: Database.Database,
    readonly model: EntityModel,
  ) {
    this.table = quote(model.table);
  }

  /** The quoted column of a field. */
  col(name: string): string {
    if (!this.model.byName.has(name)) throw new Error(`${this.model.entity} has no field ${name}`);
    return quote(name);
  }

  prepare(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  toRecord(row: Record<string, unknown>): EntityRecord {
    const record: EntityRecord = {};
    for (const field of this.model.fields) {
      const value = decode(field, row[field.name]);
      if (field.name.includes('.')) setPath(record, field.name, value);
      else record[field.name] = value;
    }
    return record;
  }

  find(id: number): EntityRecord | null {
    const row = this.prepare(`SELECT * FROM ${this.table} WHERE ${quote(this.model.rowKey)} = ?`).get(id) as
      Record<string, unknown> | undefined;
    return row ? this.toRecord(row) : null;
  }

  /** Records of a WHERE clause (may be empty), with an ORDER BY / LIMIT tail. */
  select(where: string, args: unknown[], tail = ''): EntityRecord[] {
    const rows = this.prepare(`SELECT * FROM ${this.table} ${where} ${tail}`).all(...args) as Record<string, unknown>[];
    return rows.map((r) => this.toRecord(r));
  }

  count(where: string, args: unknown[]): number {
    return (this.prepare(`SELECT COUNT(*) AS n FROM ${this.table} ${where}`).get(...args) as { n: number }).n;
  }

  /** Inserts the given fields (others NULL); returns the id (given or generated). */
  insert(values: EntityRecord): number {
    const fields = this.model.fields.filter((f) => values[f.name] !== undefined);
    const sql = `INSERT INTO ${this.table} (${fields.map((f) => quote(f.name)).join(', ')}) VALUES (${fields.map(() => '?').join(', ')})`;
    const info = fields.length
      ? this.prepare(sql).run(...fields.map((f) => encode(f, values[f.name])))
      : this.prepare(`INSERT INTO ${this.table} DEFAULT VALUES`).run();
    return Number(info.lastInsertRowid);
  }

  /** Writes the given fields of one record (the row key is never changed). */
  patch(id: number, values: EntityRecord): void {
    const fields = this.model.fields.filter((f) => f.storage !== 'key' && values[f.name] !== undefined);
    if (fields.length === 0) return;
    const sets = fields.map((f) => `${quote(f.name)} = ?`).join(', ');
    this.prepare(`UPDATE ${this.table} SET ${sets} WHERE ${quote(this.model.rowKey)} = ?`).run(
      ...fields.map((f) => encode(f, values[f.name])),
      id,
    );
  }

  remove(ids: number[]): number {
    if (ids.length === 0) return 0;
    const marks = ids.map(() => '?').join(', ');
    return this.db.prepare(`DELETE FROM ${this.table} WHERE ${quote(this.model.rowKey)} IN (${marks})`).run(...ids).changes;
  }
}
