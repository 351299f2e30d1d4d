import type Database from 'better-sqlite3';
import { dropAll, migrate } from './db/schema';
import { seed, type SeedOptions } from './db/seed';
import { createEngine, type Engine, type EngineSeedOptions } from './engine';
import { ENGINE_EXTENSIONS } from './engine/extensions';
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
  /** The schema-driven engine: entity tables, generic handlers, stores for hand-written services. */
  engine: Engine;
  /** Rebuilds the database from the seed, clears faults and closes every socket. */
  reset(): void;
}

/** The seed options of the entity tables, from the seed options of the database. */
export const engineSeedOf = (options: SeedOptions = {}): EngineSeedOptions => ({ seed: options.seed, now: options.now, rows: options.entityRows });

export function createContext(db: Database.Database, options: { seed?: SeedOptions; quiet?: boolean; engine?: Engine } = {}): MockContext {
  const log: Logger = options.quiet
    ? { info: () => {}, error: () => {} }
    : { info: (...a) => console.log('[mock]', ...a), error: (...a) => console.error('[mock]', ...a) };
  const ctx: MockContext = {
    db,
    now: () => Date.now(),
    faults: new FaultStore(),
    sockets: new SocketRegistry(),
    log,
    engine: options.engine ?? createEngine({ extensions: ENGINE_EXTENSIONS }),
    reset() {
      dropAll(db);
      migrate(db);
      seed(db, options.seed);
      ctx.engine.reset(db, engineSeedOf(options.seed));
      ctx.faults.clear();
      ctx.sockets.closeAll(4401, 'unauthorized');
    },
  };
  return ctx;
}
