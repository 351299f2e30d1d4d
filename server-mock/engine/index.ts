import type Database from 'better-sqlite3';
import type { Endpoint } from '../../schemas/meta/generated/area';
import type { Logger } from '../context';
import type { UserRow } from '../db/users';
import { fail, ERR, type Envelope } from '../http/envelope';
import type { Method, Router } from '../http/router';
import { bindEndpoints } from './bindings';
import { buildEntityModels } from './entityModel';
import { scopeRules } from './dataScope';
import { coveringColumns } from './aggregate/indexes';
import { rollupPlans } from './aggregate/rollup';
import { genericHandler } from './handlers';
import { installEntities, resetEntities, type EngineSeedOptions, type InstallContext } from './install';
import { customInputCheck } from './customInput';
import { loadAreas, type LoadAreasOptions } from './loadAreas';
import { EntityStore } from './store';
import { treeHooks, treeListBinding, treeListHandler, treeSpecs } from './treeEntities';
import { historyEntities } from './versions';
import { servedOptions, type ServedRows } from './servedOptions';
import { attachUniqueRules } from './uniqueness';
import type { StepComputations } from './stepComputations';
import type { CustomEndpoint, EngineExtension, EntityExtension, GenericEndpoint, LoadedArea } from './types';

export type { EngineSeedOptions } from './install';
export type { LoadAreasOptions } from './loadAreas';

export interface EngineOptions extends LoadAreasOptions {
  /** Hand-written additions (curated seed rows, option lists, hooks); see services/extensions.ts. */
  extensions?: EngineExtension[];
}

/** What `register` did with each endpoint of the schemas. */
export interface RegistrationReport {
  /** "METHOD /path" of the generic endpoints the engine serves. */
  generic: string[];
  /** Generic endpoints a hand-written module serves instead. */
  overridden: string[];
  /** Custom endpoints a hand-written module serves. */
  custom: string[];
  /** Custom endpoints no module serves: they answer 接口未实现. */
  unimplemented: string[];
}

export interface Engine {
  areas: LoadedArea[];
  install: InstallContext;
  generic: GenericEndpoint[];
  custom: CustomEndpoint[];
  warnings: string[];
  /** Creates missing or outdated entity tables and seeds them. */
  installInto(db: Database.Database, seed?: EngineSeedOptions): string[];
  /** Drops and rebuilds every entity table. */
  reset(db: Database.Database, seed?: EngineSeedOptions): void;
  /** The store of an entity on a database, or null when no schema declares the entity. */
  store(db: Database.Database, entity: string): EntityStore | null;
  /**
   * The input check of a custom endpoint from the forms that send to it (customInput.ts): a hand-written handler
   * refuses a body with the returned message. Throws for an unknown area or endpoint, or one no form sends to.
   */
  inputCheck(area: string, endpoint: string): (body: Record<string, unknown>) => string | null;
  /**
   * Runs a generic endpoint (`area`.`endpoint`) from the mock's own code — a gate's camera, a timer, a row of an import —
   * instead of an HTTP request: the same checks, hooks, uniqueness, workflow states, linked writes and audit trail as the
   * HTTP call, with `actor` as 操作人: a name (the platform itself, seeing every record) or a user (within their data
   * scope). Answers the call's envelope.
   */
  call(
    db: Database.Database,
    now: number,
    call: {
      area: string;
      endpoint: string;
      actor: string | UserRow;
      body?: unknown;
      params?: Record<string, string>;
      query?: Record<string, string>;
    },
  ): Envelope;
  /**
   * The options a dictionary's endpoint serves for some form values (the chosen park's 月卡规则): the rows of its generic
   * list endpoint, else the option list a hand-written module declares; undefined when neither answers it.
   */
  options(db: Database.Database, endpoint: Endpoint, values: Record<string, unknown>): Record<string, unknown>[] | undefined;
  /** Adds the generic handlers and the 接口未实现 answers to a router that already holds the hand-written services. */
  register(router: Router<UserRow>, deps: { db: Database.Database; now(): number; log: Logger }): RegistrationReport;
}

const API_PREFIX = '/api';
const key = (method: string, path: string) => `${method} ${path}`;
/** A concrete path for a pattern, to ask the router whether something serves it already. */
const probePath = (path: string) => API_PREFIX + path.replace(/\{[A-Za-z_][A-Za-z0-9_]*\}/g, '0');

function mergeExtensions(extensions: EngineExtension[]) {
  const options = new Map<string, Record<string, unknown>[]>();
  const entities = new Map<string, EntityExtension>();
  const computations: StepComputations = new Map();
  for (const ext of extensions) {
    for (const [k, rows] of Object.entries(ext.options ?? {})) options.set(k, rows);
    for (const [name, compute] of Object.entries(ext.computations ?? {})) computations.set(name, compute);
    for (const [entity, e] of Object.entries(ext.entities ?? {})) {
      // Several modules may add to one entity: their generated values and hooks are merged, not replaced.
      const before = entities.get(entity);
      const generated = before?.generated || e.generated ? { ...before?.generated, ...e.generated } : undefined;
      const hooks = before?.hooks || e.hooks ? { ...before?.hooks, ...e.hooks } : undefined;
      entities.set(entity, { ...before, ...e, generated, hooks });
    }
  }
  return { options, entities, computations };
}

function indexedColumns(generic: GenericEndpoint[]) {
  const indexed = new Map<string, Set<string>>();
  for (const g of generic) {
    if (g.binding.operation === 'aggregate') {
      // The period's range filter and the group read through an index on the time field and the group field.
      const set = indexed.get(g.model.entity) ?? new Set<string>();
      set.add(g.binding.time.name);
      if (g.binding.group && !g.binding.group.bucket) set.add(g.binding.group.field.name);
      indexed.set(g.model.entity, set);
      continue;
    }
    if (g.binding.operation !== 'list') continue;
    const set = indexed.get(g.model.entity) ?? new Set<string>();
    for (const name of g.binding.sortable) set.add(name);
    set.add(g.binding.defaultSort.field);
    for (const f of g.binding.filters) if (f.match !== 'like') set.add(f.field.name);
    indexed.set(g.model.entity, set);
  }
  return indexed;
}

/** Reads and resolves the schemas, derives one entity per generic endpoint family and binds every endpoint. */
export function createEngine(options: EngineOptions = {}): Engine {
  const warnings: string[] = [];
  const areas = loadAreas(options);
  const models = buildEntityModels(areas, warnings);
  for (const [entity, rule] of scopeRules(areas, models)) models.get(entity)!.scope = rule;
  attachUniqueRules(areas, models, warnings);
  const merged = mergeExtensions(options.extensions ?? []);
  // A history of versions starts empty (or at its curated rows): generated versions of nothing would not be real.
  for (const entity of historyEntities(areas.map((a) => a.doc)))
    merged.entities.set(entity, { ...merged.entities.get(entity), fixedRows: true });
  const { generic, custom } = bindEndpoints(areas, models, warnings, merged.options);
  const rollups = rollupPlans(generic);
  for (const g of generic) if (g.binding.operation === 'aggregate') g.binding.rollup = rollups.get(g.model.entity);
  // Tree entities (a list view with `tree`): the parent field filters every list call of the entity.
  const trees = treeSpecs(areas, models);
  for (const g of generic) {
    const spec = trees.get(g.model.entity);
    if (spec && g.binding.operation === 'list') g.binding = treeListBinding(g.binding, g.model, spec);
  }
  const install: InstallContext = {
    models,
    extensions: merged.entities,
    options: merged.options,
    indexed: indexedColumns(generic),
    covering: coveringColumns(generic),
    rollups,
  };
  const stores = new WeakMap<Database.Database, Map<string, EntityStore>>();
  const servedByDb = new WeakMap<Database.Database, ServedRows>();
  /** The options the generic list endpoints serve on a database (dictionaries of forms run outside HTTP). */
  const servedOn = (db: Database.Database) => {
    let served = servedByDb.get(db);
    if (!served) servedByDb.set(db, (served = servedOptions(generic, (entity) => store(db, entity))));
    return served;
  };

  const store = (db: Database.Database, entity: string) => {
    const model = models.get(entity);
    if (!model) return null;
    let byEntity = stores.get(db);
    if (!byEntity) stores.set(db, (byEntity = new Map()));
    let s = byEntity.get(entity);
    if (!s) byEntity.set(entity, (s = new EntityStore(db, model)));
    return s;
  };

  return {
    areas,
    install,
    generic,
    custom,
    warnings,
    installInto: (db, seed) => installEntities(db, install, seed),
    reset: (db, seed) => resetEntities(db, install, seed),
    store,
    options: (db, endpoint, values) => servedOn(db)(endpoint, values) ?? merged.options.get(`${endpoint.method} ${endpoint.path}`),
    call(db, now, call) {
      const g = generic.find((e) => e.area === call.area && e.name === call.endpoint);
      if (!g) throw new Error(`${call.area}.${call.endpoint} is no generic endpoint`);
      const served = servedOn(db);
      const handler = genericHandler(
        g,
        store(db, g.model.entity)!,
        () => now,
        merged.entities.get(g.model.entity)?.hooks,
        merged.options,
        merged.computations,
        served,
      );
      const answer = handler({
        method: g.endpoint.method,
        path: g.endpoint.path,
        params: call.params ?? {},
        query: call.query ?? {},
        body: call.body ?? {},
        headers: {},
        token: null,
        user: typeof call.actor === 'string' ? ({ name: call.actor, user_id: 'platform' } as UserRow) : call.actor,
      });
      if (answer instanceof Promise) throw new Error(`${call.area}.${call.endpoint} answers asynchronously`);
      return answer;
    },
    inputCheck(area, endpoint) {
      const loaded = areas.find((a) => a.doc.area === area);
      if (!loaded) throw new Error(`no area "${area}"`);
      return customInputCheck(loaded.doc, endpoint);
    },
    register(router, deps) {
      const report: RegistrationReport = { generic: [], overridden: [], custom: [], unimplemented: [] };
      // Decide what the hand-written services serve before adding anything, so added routes do not answer the probes.
      const handWritten = new Set(
        [...generic, ...custom]
          .filter((e) => router.match(e.endpoint.method, probePath(e.endpoint.path)))
          .map((e) => key(e.endpoint.method, e.endpoint.path)),
      );
      const seen = new Set<string>();
      const served = servedOptions(
        generic.filter((g) => !handWritten.has(key(g.endpoint.method, g.endpoint.path))),
        (entity) => store(deps.db, entity),
      );
      for (const g of generic) {
        const k = key(g.endpoint.method, g.endpoint.path);
        if (seen.has(k)) continue;
        seen.add(k);
        if (handWritten.has(k)) {
          report.overridden.push(k);
          continue;
        }
        const entityStore = store(deps.db, g.model.entity)!;
        const own = merged.entities.get(g.model.entity)?.hooks;
        const tree = trees.get(g.model.entity);
        const hooks = tree ? treeHooks(entityStore, tree, own) : own;
        const handler =
          tree && g.binding.operation === 'list'
            ? treeListHandler(entityStore, g.binding, tree)
            : genericHandler(g, entityStore, deps.now, hooks, merged.options, merged.computations, served);
        router.add(g.endpoint.method as Method, API_PREFIX + g.endpoint.path, handler);
        report.generic.push(k);
      }
      for (const c of custom) {
        const k = key(c.endpoint.method, c.endpoint.path);
        if (seen.has(k)) continue;
        seen.add(k);
        if (handWritten.has(k)) {
          report.custom.push(k);
          continue;
        }
        const msg = `${ERR.notImplemented[1]}: ${k}`;
        router.add(c.endpoint.method as Method, API_PREFIX + c.endpoint.path, () => fail(ERR.notImplemented[0], msg));
        report.unimplemented.push(`${k} (${c.area}.${c.name})`);
      }
      deps.log.info(
        `schema 接口：通用 ${report.generic.length} 个，手写覆盖 ${report.overridden.length} 个，手写 custom ${report.custom.length} 个，未实现 ${report.unimplemented.length} 个`,
      );
      if (report.unimplemented.length) deps.log.info(`未实现的 custom 接口（答复“接口未实现”）：\n  ${report.unimplemented.join('\n  ')}`);
      for (const w of warnings) deps.log.info(`schema 提示：${w}`);
      return report;
    },
  };
}
