import type Database from 'better-sqlite3';

/**
 * The storage hosts' own tables. They are not part of the seeded schema, so `/__mock/reset` keeps them (and the
 * files they describe), as a real bucket outlives a platform database rebuild.
 */
const CREATE_TABLES = `
CREATE TABLE IF NOT EXISTS object_store_objects (
  store TEXT NOT NULL,
  key TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  create_time TEXT NOT NULL,
  PRIMARY KEY (store, key)
);
CREATE TABLE IF NOT EXISTS object_store_grants (
  kind TEXT NOT NULL,
  value TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (kind, value)
)`;

export const ensureObjectStoreTables = (db: Database.Database) => db.exec(CREATE_TABLES);
