import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { seedDealers } from './dealers';
import { migrate } from './schema';
import { DEFAULT_SEED, isSeeded, seed, type SeedOptions } from './seed';
import { seedErrorReports } from './seedErrorReports';
import { startOfChinaDay } from './time';

export const DEFAULT_DB_FILE = '.data/mock.sqlite';

export interface OpenedDatabase {
  db: Database.Database;
  /** True when the database was empty and has just been seeded. */
  seeded: boolean;
}

/** Opens (creating the folder and file if needed) the mock database, migrates it and seeds it when empty. */
export function openDatabase(file: string = DEFAULT_DB_FILE, seedOptions: SeedOptions = {}): OpenedDatabase {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  if (file !== ':memory:') {
    db.pragma('journal_mode = WAL');
    // In WAL mode NORMAL syncs at checkpoints instead of at every commit: a power cut may lose the last writes of a
    // simulated platform, never the file.
    db.pragma('synchronous = NORMAL');
  }
  db.pragma('foreign_keys = ON');
  const previousVersion = migrate(db);
  let seeded = false;
  if (!isSeeded(db)) {
    seed(db, seedOptions);
    seeded = true;
  } else {
    // A version-1 database has just received the fault-report table: give it the seeded reports too.
    if (previousVersion === 1) seedErrorReports(db, seedOptions.seed ?? DEFAULT_SEED, seedOptions.now ?? startOfChinaDay(Date.now()));
    // Before version 4 no dealer owned a park: give the seeded dealers their parks.
    if (previousVersion < 4) seedDealers(db);
  }
  return { db, seeded };
}
