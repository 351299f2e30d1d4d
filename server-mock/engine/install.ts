import type Database from 'better-sqlite3';
import { createPrng } from '../db/prng';
import { DEFAULT_SEED } from '../db/seed';
import { startOfChinaDay } from '../db/time';
import { buildRollup, dropRollup, ensureRollup, type RollupPlan } from './aggregate/rollup';
import { rowMaker } from './seedValues';
import { EntityStore } from './store';
import { encode, quote, SQL_TYPE } from './storage';
import type { EntityExtension, EntityModel, OptionRows } from './types';

/** Rows per entity when nothing else is asked for. */
export const DEFAULT_ENTITY_ROWS = 60;
const META = 'engine_entities';

export interface EngineSeedOptions {
  seed?: string;
  /** Reference time (ms); default 00:00 China time of today. */
  now?: number;
  /** Rows of every entity (curated rows included); default the SEED_ROWS environment variable, else per entity. */
  rows?: number;
  /** Rows of some entities by name, over `rows` (a benchmark seeds one million parking orders and leaves the rest small). */
  rowsByEntity?: Record<string, number>;
}

/** SEED_ROWS from the environment (a positive integer), else undefined. */
export function seedRowsFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const text = env.SEED_ROWS?.trim();
  if (!text) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < 1) throw new Error(`SEED_ROWS must be a positive integer, got "${text}"`);
  return Number(text);
}

export interface InstallContext {
  models: Map<string, EntityModel>;
  extensions: Map<string, EntityExtension>;
  options: OptionRows;
  /** Columns worth an index, per entity (sort and exact or range filters). */
  indexed: Map<string, Set<string>>;
  /** Per entity, the columns of one covering index for its aggregate endpoints (aggregate/indexes.ts). */
  covering?: Map<string, string[]>;
  /** Per entity, its daily rollup for the aggregate endpoints (aggregate/rollup.ts), built with the entity. */
  rollups?: Map<string, RollupPlan>;
}

const tableExists = (db: Database.Database, name: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;

function dropEntity(db: Database.Database, model: EntityModel, extension?: EntityExtension) {
  for (const table of extension?.tables ?? []) db.exec(`DROP TABLE IF EXISTS ${quote(table.name)}`);
  db.exec(`DROP TABLE IF EXISTS ${quote(model.table)}`);
}

/**
 * Empties one entity's tables (its records and its extension's) and drops its rollup, keeping columns and indexes: a
 * reset of an entity this process built costs its rows, not a schema change (each CREATE and DROP re-reads the schema
 * of a hundred tables). Counters of AUTOINCREMENT keys restart, as in a new table.
 */
function emptyEntity(db: Database.Database, model: EntityModel, extension: EntityExtension | undefined, rollup: RollupPlan | undefined) {
  if (rollup) dropRollup(db, rollup);
  const tables = [...(extension?.tables ?? []).map((t) => t.name), model.table];
  for (const table of tables) db.exec(`DELETE FROM ${quote(table)}`);
  if (tableExists(db, 'sqlite_sequence'))
    db.prepare(`DELETE FROM sqlite_sequence WHERE name IN (${tables.map(() => '?').join(', ')})`).run(...tables);
}

function createEntity(db: Database.Database, model: EntityModel, extension?: EntityExtension) {
  const columns = model.fields.map((f) => `${quote(f.name)} ${SQL_TYPE[f.storage]}`.trim());
  db.exec(`CREATE TABLE ${quote(model.table)} (${columns.join(', ')})`);
  for (const table of extension?.tables ?? []) db.exec(table.ddl);
}

/** Seeds one entity: curated rows of its extension first, then generated rows up to the row count. Returns the count. */
export function seedEntity(db: Database.Database, model: EntityModel, install: InstallContext, options: EngineSeedOptions = {}): number {
  const extension = install.extensions.get(model.entity);
  const rng = createPrng(`${options.seed ?? DEFAULT_SEED}:${model.entity}`);
  const now = options.now ?? startOfChinaDay(Date.now());
  const store = new EntityStore(db, model);
  const curated = extension?.seed?.({ db, model, rng, now, insert: (record) => store.insert(record) }) ?? 0;
  const target = extension?.fixedRows
    ? curated
    : (options.rowsByEntity?.[model.entity] ?? options.rows ?? seedRowsFromEnv() ?? extension?.defaultRows ?? DEFAULT_ENTITY_ROWS);
  const make = rowMaker(model, rng, now, install.options, extension?.generated);
  const insert = db.prepare(
    `INSERT INTO ${quote(model.table)} (${model.fields.map((f) => quote(f.name)).join(', ')}) VALUES (${model.fields.map(() => '?').join(', ')})`,
  );
  const max = (db.prepare(`SELECT COALESCE(MAX(${quote(model.rowKey)}), 0) AS n FROM ${quote(model.table)}`).get() as { n: number }).n;
  for (const values of generatedRows(install, model, { seed: options.seed ?? DEFAULT_SEED, now, curated, target, max }, make))
    insert.run(values);
  return Math.max(curated, target);
}

/** Generated rows kept per install and seed input: a reset of the same seed inserts them again instead of drawing them. */
const generatedCache = new WeakMap<InstallContext, Map<string, unknown[][]>>();
/** From CACHED_FROM to CACHED_TO generated rows are drawn once per process; fewer are cheap, more would hold too much memory. */
const CACHED_FROM = 500;
const CACHED_TO = 50_000;

function generatedRows(
  install: InstallContext,
  model: EntityModel,
  at: { seed: string; now: number; curated: number; target: number; max: number },
  make: (id: number) => Record<string, unknown>,
): unknown[][] {
  const draw = () => {
    const rows: unknown[][] = [];
    for (let i = at.curated, id = at.max + 1; i < at.target; i++, id++) {
      const row = make(id);
      rows.push(model.fields.map((f) => encode(f, row[f.name])));
    }
    return rows;
  };
  const count = at.target - at.curated;
  if (count < CACHED_FROM || count > CACHED_TO) return draw();
  let cache = generatedCache.get(install);
  if (!cache) generatedCache.set(install, (cache = new Map()));
  const key = [model.entity, model.signature, at.seed, at.now, at.curated, at.target, at.max].join('|');
  let rows = cache.get(key);
  if (!rows) cache.set(key, (rows = draw()));
  return rows;
}

function indexEntity(db: Database.Database, model: EntityModel, columns: Set<string> | undefined, covering?: string[]) {
  for (const name of columns ?? []) {
    if (!model.byName.has(name) || name === model.rowKey) continue;
    db.exec(`CREATE INDEX IF NOT EXISTS ${quote(`${model.table}__${name.replace(/\./g, '_')}`)} ON ${quote(model.table)} (${quote(name)})`);
  }
  const known = (covering ?? []).filter((name) => model.byName.has(name));
  if (known.length > 1)
    db.exec(`CREATE INDEX IF NOT EXISTS ${quote(`${model.table}__aggregate`)} ON ${quote(model.table)} (${known.map(quote).join(', ')})`);
}

/** Per database, the signature of each entity whose tables this process created (a reset may only empty those). */
const builtHere = new WeakMap<Database.Database, Map<string, string>>();

/** Seeds one entity's empty tables, then gives it its indexes (when missing) and builds its rollup. Returns the row count. */
function fillEntity(db: Database.Database, model: EntityModel, install: InstallContext, options: EngineSeedOptions): number {
  const rows = seedEntity(db, model, install, options);
  indexEntity(db, model, install.indexed.get(model.entity), install.covering?.get(model.entity));
  const rollup = install.rollups?.get(model.entity);
  if (rollup) buildRollup(db, model, rollup);
  return rows;
}

/** Drops, creates, seeds and indexes one entity in one transaction, and records its signature. */
export function rebuildEntity(db: Database.Database, model: EntityModel, install: InstallContext, options: EngineSeedOptions = {}): number {
  let rows = 0;
  db.transaction(() => {
    const extension = install.extensions.get(model.entity);
    dropEntity(db, model, extension);
    createEntity(db, model, extension);
    rows = fillEntity(db, model, install, options);
    db.prepare(`INSERT OR REPLACE INTO ${META} (entity, signature) VALUES (?, ?)`).run(model.entity, model.signature);
  })();
  let built = builtHere.get(db);
  if (!built) builtHere.set(db, (built = new Map()));
  built.set(model.entity, model.signature);
  return rows;
}

/**
 * Creates the table of every entity that has none yet, or whose columns changed since it was made (that one is
 * rebuilt and seeded again); tables that are up to date keep their data. Returns the entities (re)built.
 */
export function installEntities(db: Database.Database, install: InstallContext, options: EngineSeedOptions = {}): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS ${META} (entity TEXT PRIMARY KEY, signature TEXT NOT NULL)`);
  const built: string[] = [];
  for (const model of install.models.values()) {
    const meta = db.prepare(`SELECT signature FROM ${META} WHERE entity = ?`).get(model.entity) as { signature: string } | undefined;
    if (meta?.signature === model.signature && tableExists(db, model.table)) {
      // A database made before an index was declared gets it now (IF NOT EXISTS: nothing to do otherwise).
      indexEntity(db, model, install.indexed.get(model.entity), install.covering?.get(model.entity));
      const rollup = install.rollups?.get(model.entity);
      if (rollup) ensureRollup(db, model, rollup);
      continue;
    }
    rebuildEntity(db, model, install, options);
    built.push(model.entity);
  }
  return built;
}

/**
 * Seeds every entity again from scratch. The tables this process created with the same columns are emptied and
 * refilled; any other table the database knows of (made by an older version, or by another process) is dropped and
 * made again, so a reset also mends a database file left by an earlier build. Every entity is emptied or dropped
 * before the first is seeded, so a seed that reads another entity finds it empty, whichever way it was reset.
 */
export function resetEntities(db: Database.Database, install: InstallContext, options: EngineSeedOptions = {}): void {
  db.exec(`CREATE TABLE IF NOT EXISTS ${META} (entity TEXT PRIMARY KEY, signature TEXT NOT NULL)`);
  const known = db.prepare(`SELECT entity, signature FROM ${META}`).all() as { entity: string; signature: string }[];
  const built = builtHere.get(db);
  const models = [...install.models.values()];
  const refill = new Set(
    models
      .filter((m) => built?.get(m.entity) === m.signature && known.some((k) => k.entity === m.entity && k.signature === m.signature))
      .map((m) => m.entity),
  );
  // One transaction (the entities' own become savepoints): one commit instead of one per entity.
  db.transaction(() => {
    for (const { entity } of known) if (!refill.has(entity)) db.exec(`DROP TABLE IF EXISTS ${quote(`ent_${entity}`)}`);
    for (const model of models) {
      const extension = install.extensions.get(model.entity);
      if (refill.has(model.entity)) emptyEntity(db, model, extension, install.rollups?.get(model.entity));
      else dropEntity(db, model, extension);
    }
    db.prepare(`DELETE FROM ${META} WHERE entity NOT IN (SELECT value FROM json_each(?))`).run(JSON.stringify([...refill]));
    for (const model of models) {
      if (refill.has(model.entity)) fillEntity(db, model, install, options);
      else rebuildEntity(db, model, install, options);
    }
  })();
}
