import type Database from 'better-sqlite3';
import { dropAll, migrate } from './db/schema';
import { seed, type SeedOptions } from './db/seed';
import { FaultStore } from './faults';
import { SocketRegistry } from './sockets';

export interface Logger {
  info(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

/** What every service and admin call works with. */
export interface MockContext {
  db: Database.Database;
  now(): number;
  faults: FaultStore;
  sockets: SocketRegistry;
  log: Logger;
  /** Rebuilds the database from the seed, clears faults and closes every socket. */
  reset(): void;
}

export function createContext(db: Database.Database, options: { seed?: SeedOptions; quiet?: boolean } = {}): MockContext {
  const log: Logger = options.quiet
    ? { info: () => {}, error: () => {} }
    : { info: (...a) => console.log('[mock]', ...a), error: (...a) => console.error('[mock]', ...a) };
  const ctx: MockContext = {
    db,
    now: () => Date.now(),
    faults: new FaultStore(),
    sockets: new SocketRegistry(),
    log,
    reset() {
      dropAll(db);
      migrate(db);
      seed(db, options.seed);
      ctx.faults.clear();
      ctx.sockets.closeAll(4401, 'unauthorized');
    },
  };
  return ctx;
}
