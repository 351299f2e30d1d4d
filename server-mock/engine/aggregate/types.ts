import type { AggregateMeasure, AggregateSpec } from '../../../schemas/meta/generated/area';
import type { EntityField, FilterSpec, ListBinding } from '../types';
import type { RollupPlan } from './rollup';

/** The capacity of the records' key (e.g. a park's berths), by the key's value. */
export interface CapacityTable {
  /** The entity field holding the key (the field whose dictionary lists the capacities, e.g. parkId). */
  key: EntityField;
  byValue: Map<string, number>;
}

/** A bound measure: its name in the result rows, its definition and the fields it reads. */
export interface BoundMeasure {
  name: string;
  def: AggregateMeasure;
  field?: EntityField;
  end?: EntityField;
  /** Another time field the measure is counted on (`at`: exits by outTime), for its period and time buckets. */
  at?: EntityField;
}

/** What an `aggregate` endpoint needs at run time. */
export interface AggregateBinding {
  operation: 'aggregate';
  spec: AggregateSpec;
  /** The time field: buckets, the period (its range filter), comparison, per-day and presence measures. */
  time: EntityField;
  group?: { field: EntityField; bucket?: NonNullable<AggregateSpec['groupBy']>['bucket']; pivot?: EntityField };
  measures: BoundMeasure[];
  /** Search conditions: the filters of the area's dashboards (same parameter names as the lists). */
  filters: FilterSpec[];
  /** The range filter of the time field, when a dashboard offers one (the period). */
  period?: FilterSpec;
  capacity?: CapacityTable;
  page: ListBinding['page'];
  /** The entity's daily rollup (set by the engine once every aggregate is bound). */
  rollup?: RollupPlan;
}
