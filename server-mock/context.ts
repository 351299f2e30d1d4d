import type Database from 'better-sqlite3';
import { dropAll, migrate } from './db/schema';
import { seed, type SeedOptions } from './db/seed';
import { createEngine, type Engine, type EngineSeedOptions } from './engine';
import { ENGINE_EXTENSIONS } from './services/extensions';
import { FaultStore } from './faults';
import { LoginFailures } from './security/loginFailures';
import { policyIn, type SecurityPolicy } from './security/policy';
import { redactLogArgs } from './security/redact';
import { SocketRegistry } from './sockets';

export interface Logger {
  info(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

/** Switches of the simulated platform that tests flip through `POST /__mock/settings`; `reset` restores them. */
export interface MockSettings {
  /** getImageServerType: 1 OSS, 5 the platform's file server, other S3-style storage. */
  imageServerType: number;
  /** asynExportThreshold: exports of more rows become background download tasks. */
  asynExportThreshold: number;
  /** Alarms pushed on a timer every N ms to every open socket; 0 = off (tests push through /__mock/alarm). */
  alarmIntervalMs: number;
  /** false: /websocket refuses upgrades (HTTP 503), as a socket server that is down would. */
  socketsAccepting: boolean;
  /** The next N export download tasks fail (status 3, 导出失败，请稍后重试); each failure counts one down. */
  exportFailNext: number;
  /** Passages of the traffic simulation per minute (traffic/simulator.ts); 0 = off (tests run passages through /__mock/traffic). */
  trafficPerMinute: number;
  /** Reports of the piles per second (services/chargingPlatform/sessions.ts); 0 = off (tests drive it through /__mock/charging). */
  chargingUpdatesPerSecond: number;
  /** A remote command to a pile that does not answer fails after this many ms (充电平台 实时监控). */
  chargingCommandTimeoutMs: number;
}

export const DEFAULT_SETTINGS: MockSettings = {
  imageServerType: 1,
  asynExportThreshold: 10000,
  alarmIntervalMs: 0,
  socketsAccepting: true,
  exportFailNext: 0,
  trafficPerMinute: 0,
  chargingUpdatesPerSecond: 0,
  chargingCommandTimeoutMs: 10_000,
};

/** What every service and admin call works with. */
export interface MockContext {
  db: Database.Database;
  now(): number;
  faults: FaultStore;
  sockets: SocketRegistry;
  settings: MockSettings;
  log: Logger;
  /** Failed logins per account name (picture code, lock). */
  loginFailures: LoginFailures;
  /** The security policy in force (安全设置; the defaults until one is saved). */
  securityPolicy(): SecurityPolicy;
  /** The schema-driven engine: entity tables, generic handlers, stores for hand-written services. */
  engine: Engine;
  /** Called after `POST /__mock/settings` changed some switches (the alarm timer restarts, for example). */
  onSettingsChanged?(patch: Partial<MockSettings>): void;
  /** Called after `reset` rebuilt the database (what keeps state about its records forgets it). */
  onReset?(): void;
  /** Rebuilds the database from the seed, clears faults and closes every socket. */
  reset(): void;
}

/** The seed options of the entity tables, from the seed options of the database. */
export const engineSeedOf = (options: SeedOptions = {}): EngineSeedOptions => ({
  seed: options.seed,
  now: options.now,
  rows: options.entityRows,
});

export function createContext(
  db: Database.Database,
  options: { seed?: SeedOptions; quiet?: boolean; engine?: Engine; settings?: Partial<MockSettings> } = {},
): MockContext {
  const initialSettings: MockSettings = { ...DEFAULT_SETTINGS, ...options.settings };
  const log: Logger = options.quiet
    ? { info: () => {}, error: () => {} }
    : { info: (...a) => console.log('[mock]', ...redactLogArgs(a)), error: (...a) => console.error('[mock]', ...redactLogArgs(a)) };
  const ctx: MockContext = {
    db,
    now: () => Date.now(),
    faults: new FaultStore(),
    sockets: new SocketRegistry(),
    settings: { ...initialSettings },
    log,
    loginFailures: new LoginFailures(() => ctx.securityPolicy()),
    securityPolicy: () => policyIn(db),
    engine: options.engine ?? createEngine({ extensions: ENGINE_EXTENSIONS }),
    reset() {
      dropAll(db);
      migrate(db);
      seed(db, options.seed);
      ctx.engine.reset(db, engineSeedOf(options.seed));
      ctx.faults.clear();
      ctx.loginFailures.clearAll();
      ctx.settings = { ...initialSettings };
      ctx.sockets.closeAll(4401, 'unauthorized');
      ctx.onReset?.();
      ctx.onSettingsChanged?.(ctx.settings);
    },
  };
  return ctx;
}
