import type Database from 'better-sqlite3';

/** Version of the tables below; bump it (and add a step) when the schema changes. */
export const SCHEMA_VERSION = 5;

export const TABLES = [
  'users',
  'sessions',
  'challenges',
  'pic_codes',
  'sms_codes',
  'reset_keys',
  'tickets',
  'dealers',
  'dealer_parks',
  'backlogs',
  'regist_applications',
  'enterprise_applications',
  'error_reports',
] as const;

const CREATE_V1 = `
CREATE TABLE IF NOT EXISTS users (
  user_id TEXT PRIMARY KEY,
  account TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  avatar TEXT NOT NULL DEFAULT '',
  introduction TEXT NOT NULL DEFAULT '',
  salt TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  user_type INTEGER NOT NULL,
  platform_type INTEGER NOT NULL,
  platform_name TEXT NOT NULL,
  dealer_id TEXT NOT NULL DEFAULT '',
  dealer_name TEXT NOT NULL DEFAULT '',
  park_id TEXT NOT NULL DEFAULT '',
  plat_biz_type INTEGER NOT NULL DEFAULT 1,
  enterprise_status INTEGER NOT NULL DEFAULT 1,
  modified INTEGER NOT NULL DEFAULT 0,
  is_verify INTEGER NOT NULL DEFAULT 1,
  phone TEXT NOT NULL DEFAULT '',
  manager TEXT NOT NULL DEFAULT '',
  register_addr TEXT NOT NULL DEFAULT '',
  audit_remark TEXT NOT NULL DEFAULT '',
  auth_status INTEGER NOT NULL DEFAULT 1,
  is_regist INTEGER NOT NULL DEFAULT 1,
  about_user_info INTEGER NOT NULL DEFAULT 0,
  menu_profile TEXT NOT NULL DEFAULT 'full',
  failed_logins INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS sessions (
  token TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_user ON sessions(user_id);
CREATE TABLE IF NOT EXISTS challenges (
  code_key TEXT PRIMARY KEY,
  account TEXT NOT NULL,
  code_value TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS pic_codes (
  verify_code_id TEXT PRIMARY KEY,
  code TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sms_codes (
  account TEXT PRIMARY KEY,
  code TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS reset_keys (
  reset_key TEXT PRIMARY KEY,
  account TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS tickets (
  ticket TEXT PRIMARY KEY,
  account TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS dealers (
  dealer_id TEXT PRIMARY KEY,
  dealer_name TEXT NOT NULL,
  owner_user_id TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS backlogs (
  backlog_id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  backlog_type INTEGER NOT NULL,
  deal_status INTEGER NOT NULL,
  create_time TEXT NOT NULL,
  content TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS backlogs_time ON backlogs(create_time DESC);
CREATE TABLE IF NOT EXISTS regist_applications (
  apply_id TEXT PRIMARY KEY,
  dealer_name TEXT NOT NULL,
  manager TEXT NOT NULL,
  phone TEXT NOT NULL,
  account TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 2,
  create_time TEXT NOT NULL
);
`;

/** Version 2: enterprise certification applications (portal/apply) and fault reports (platformErrorReports). */
const CREATE_V2 = `
CREATE TABLE IF NOT EXISTS enterprise_applications (
  apply_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  dealer_name TEXT NOT NULL,
  register_addr TEXT NOT NULL,
  manager TEXT NOT NULL,
  phone TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 2,
  audit_remark TEXT NOT NULL DEFAULT '',
  create_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS enterprise_applications_user ON enterprise_applications(user_id, create_time DESC);
CREATE TABLE IF NOT EXISTS error_reports (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL DEFAULT '',
  error_title TEXT NOT NULL,
  error_content TEXT NOT NULL,
  pic_urls TEXT NOT NULL DEFAULT '[]',
  create_time TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS error_reports_time ON error_reports(create_time DESC);
`;

/** Columns of a table, by name. */
const columnsOf = (db: Database.Database, table: string) =>
  new Set((db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name));

/** Version 3: how a to-do item was dealt with (backlogs/deal): the time and the remark. Adds only missing columns. */
const ALTER_V3 = (db: Database.Database) => {
  const have = columnsOf(db, 'backlogs');
  if (!have.has('deal_time')) db.exec('ALTER TABLE backlogs ADD COLUMN deal_time TEXT');
  if (!have.has('deal_remark')) db.exec('ALTER TABLE backlogs ADD COLUMN deal_remark TEXT');
};

/** Version 4: the parks each dealer owns (the data scope of the multi-dealer platform, db/dealers.ts). */
const CREATE_V4 = `
CREATE TABLE IF NOT EXISTS dealer_parks (
  park_id INTEGER PRIMARY KEY,
  dealer_id TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS dealer_parks_dealer ON dealer_parks(dealer_id);
`;

/** Version 5: when a session was last used (安全设置's idle timeout ends a session unused for longer). */
const ALTER_V5 = (db: Database.Database) => {
  if (!columnsOf(db, 'sessions').has('last_seen_at')) {
    db.exec('ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER NOT NULL DEFAULT 0');
    db.exec('UPDATE sessions SET last_seen_at = created_at');
  }
};

/** The steps of the schema, in order: step i brings the database to version i + 1 (SQL, or a function for ALTERs). */
const STEPS: (string | ((db: Database.Database) => void))[] = [CREATE_V1, CREATE_V2, ALTER_V3, CREATE_V4, ALTER_V5];

/**
 * Creates or upgrades the tables (`PRAGMA user_version` records the applied version) and returns the version the
 * database had before, so that callers can fill tables that an upgrade has just added.
 */
export function migrate(db: Database.Database): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current >= SCHEMA_VERSION) return current;
  db.transaction(() => {
    for (let version = current; version < SCHEMA_VERSION; version++) {
      const step = STEPS[version];
      if (typeof step === 'string') db.exec(step);
      else step(db);
    }
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  })();
  return current;
}

/** Drops every table of the mock (used by reset before migrating and seeding again). */
export function dropAll(db: Database.Database): void {
  db.pragma('foreign_keys = OFF');
  for (const table of TABLES) db.exec(`DROP TABLE IF EXISTS ${table}`);
  db.pragma('user_version = 0');
  db.pragma('foreign_keys = ON');
}
