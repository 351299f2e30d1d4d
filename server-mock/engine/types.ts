import type Database from 'better-sqlite3';
import type { AreaDocument, Dictionary, Endpoint, FormSchema, TableColumn, Unit, ValueType } from '../../schemas/meta/generated/area';
import type { Prng } from '../db/prng';
import type { AggregateBinding } from './aggregate/types';
import type { ScopeRule } from './dataScope';
import type { EntityStore } from './store';
import type { SummaryBinding } from './summary';
import type { TransitionBinding } from './transitionHandler';
import type { TransitionPlan } from './transitions';
import type { StepComputation, TargetSelection } from './stepComputations';
import type { VersionPlan } from './versions';
import type { UniqueRule } from './uniqueness';

/** An area document after `use` resolution (schemas/meta/lib/resolveArea.ts), with the file it came from. */
export interface LoadedArea {
  file: string;
  doc: AreaDocument;
}

/**
 * How a field's value lives in its SQLite column:
 * `key` the row key (INTEGER PRIMARY KEY), `number` NUMERIC, `text` TEXT, `json` JSON text (arrays, objects),
 * `any` no affinity (values of loaded dictionaries, which may be numbers or strings).
 */
export type Storage = 'key' | 'number' | 'text' | 'json' | 'any';

/** A field of an entity: one column of its table. */
export interface EntityField {
  /** The dataIndex, also the column name. */
  name: string;
  title: string;
  valueType: ValueType;
  storage: Storage;
  unit?: Unit;
  /** The dictionary, resolved in the area that declared the field. */
  dictionary?: { name: string; def: Dictionary; endpoint?: Endpoint };
  /** A table field (valueType table): its columns, each a field of the rows with its definition (required, limits). */
  columns?: TableColumnField[];
}

/** One column of a table field: how its cells are typed, generated and checked. */
export interface TableColumnField {
  field: EntityField;
  def: TableColumn;
}

/** One SQLite table per entity; its columns are the fields the entity's views use. */
export interface EntityModel {
  entity: string;
  /** Table name, unquoted (`ent_<entity>`). */
  table: string;
  rowKey: string;
  fields: EntityField[];
  byName: Map<string, EntityField>;
  /** The areas whose endpoints name this entity. */
  areas: string[];
  /** Changes when the column set changes (the table is then rebuilt and seeded again). */
  signature: string;
  /** Which field divides the records among dealers (engine/dataScope.ts); absent: records of the whole platform. */
  scope?: ScopeRule;
  /** The declared unique constraints (entities.<entity>.unique; engine/uniqueness.ts), checked by every write. */
  unique?: UniqueRule[];
}

export type MatchMode = 'eq' | 'like' | 'in' | 'range' | 'gte' | 'lte';

/** One search condition of a list endpoint (from a searchable column of a list view). */
export interface FilterSpec {
  field: EntityField;
  match: MatchMode;
  /** One parameter name, or the start and end names of a range. */
  params: string[];
}

export interface ListBinding {
  operation: 'list';
  filters: FilterSpec[];
  /** Fields a caller may sort by (columns with `sorter`). */
  sortable: Set<string>;
  sort?: Endpoint['sort'];
  page: { no: string; size: string };
  result: { list: string; total?: string };
  defaultSort: { field: string; descending: boolean };
  /** No list view uses the endpoint: any query parameter naming a field filters by equality. */
  equalityFallback: boolean;
}
export interface DetailBinding {
  operation: 'detail';
  idFrom: IdLocation;
  result: { record: string };
}
export interface WriteBinding {
  operation: 'create' | 'update';
  /** The form whose submit this endpoint is (null: every field optional). */
  form: FormSchema | null;
  idFrom: IdLocation;
  /** The state rule an action's `transition` adds (engine/transitionHandler.ts guardUpdate). */
  transition?: TransitionPlan;
  /** The entity's declared versions (engine/versions.ts): version 1 on create, the old version kept on update. */
  versions?: VersionPlan;
}
export interface DeleteBinding {
  operation: 'delete';
  idFrom: IdLocation;
  /** The state rule an action's `transition` adds (engine/transitionHandler.ts guardDelete). */
  transition?: TransitionPlan;
  /** The entity's declared versions: a deleted record's history goes with it. */
  versions?: VersionPlan;
}

/** Where a request carries the record id(s). */
export interface IdLocation {
  in: 'path' | 'body' | 'query';
  name: string;
}

/** One column of an export file: a column of the list view of the exported list endpoint. */
export interface ExportColumn {
  /** The header text: the column's title. */
  title: string;
  field: EntityField;
}
export interface ExportBinding {
  operation: 'export';
  /** The list endpoint it exports (its name, and its filters, sort and default order). */
  listName: string;
  list: ListBinding;
  columns: ExportColumn[];
  /** Start of the file name: the list endpoint's title, else the list view's, else the area's. */
  fileTitle: string;
}

export type Binding =
  ListBinding | DetailBinding | WriteBinding | DeleteBinding | ExportBinding | AggregateBinding | TransitionBinding | SummaryBinding;

/** A generic endpoint: its descriptor, its entity and what its handler needs. */
export interface GenericEndpoint {
  area: string;
  name: string;
  endpoint: Endpoint;
  model: EntityModel;
  binding: Binding;
}

/** A `custom` (or operation-less) endpoint: served by a hand-written module, or answered 接口未实现. */
export interface CustomEndpoint {
  area: string;
  name: string;
  endpoint: Endpoint;
}

/** Hand-written rules an extension adds to the generic create / update / delete of one entity. */
export interface EntityHooks {
  /** May change `values`; a returned text refuses the write with that message. `store` reads the entity (e.g. a code already used). */
  beforeCreate?(values: Record<string, unknown>, store: EntityStore): string | void;
  beforeUpdate?(current: Record<string, unknown>, values: Record<string, unknown>, store: EntityStore): string | void;
  /** After a create or update, in its transaction: keeps figures derived from this entity up to date (e.g. a park's lane count). */
  afterWrite?(db: Database.Database, record: Record<string, unknown>): void;
  /** A returned text refuses the delete; `store` reads the entity's database (e.g. records elsewhere that still need it). */
  beforeDelete?(records: Record<string, unknown>[], store: EntityStore): string | void;
  afterDelete?(db: Database.Database, ids: number[]): void;
  /**
   * Before any generic call reads or steps the entity (list, detail, export, workflow step, write): brings stored
   * states that follow the clock up to date at `now` (a ban whose period has ended becomes 已到期), so a search by
   * state finds them.
   */
  beforeRead?(store: EntityStore, now: number): void;
}

/** What the seed of one entity gets. */
export interface SeedKit {
  db: Database.Database;
  model: EntityModel;
  rng: Prng;
  /** Reference time (ms): generated times lie in the 60 days before it. */
  now: number;
  /** Inserts one record (missing fields are NULL); returns its id. */
  insert(record: Record<string, unknown>): number;
}

/** Hand-written additions to one entity: extra tables, curated seed rows, overrides of generated values, hooks. */
export interface EntityExtension {
  /** Tables that belong to the entity (dropped and rebuilt with it): name and CREATE statement. */
  tables?: { name: string; ddl: string }[];
  /** Curated rows, inserted first; returns how many. */
  seed?(kit: SeedKit): number;
  /** Rows of the entity when no row count is asked for (default 60). */
  defaultRows?: number;
  /** The curated rows are the whole entity, whatever row count is asked for (parks and lanes: a vocabulary every area shares). */
  fixedRows?: boolean;
  /** Values of generated rows for some fields: (generator, the row so far) → value. */
  generated?: Record<string, (rng: Prng, row: Record<string, unknown>) => unknown>;
  hooks?: EntityHooks;
}

/** What hand-written modules tell the engine. */
export interface EngineExtension {
  /** Option lists that hand-written calls answer, by "METHOD /path": the seed draws dictionary values from them. */
  options?: Record<string, Record<string, unknown>[]>;
  entities?: Record<string, EntityExtension>;
  /** Step computations and target selections by name (a transition's `{"compute": name}`, engine/stepComputations.ts). */
  computations?: Record<string, StepComputation | TargetSelection>;
}

export type OptionRows = Map<string, Record<string, unknown>[]>;
