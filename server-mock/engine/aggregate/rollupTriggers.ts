/**
 * The triggers that keep a daily rollup in step with its records: AFTER INSERT adds the new record to its row
 * (day + keys), AFTER DELETE takes the old one out, AFTER UPDATE of a rolled column does both. A row is found with
 * `IS` (keys may be NULL), made with zeros when missing and removed when its count falls to 0. A minimum or maximum
 * that an old value may have been is read again from the records of that row (the covering index's time range).
 */
import { quote } from '../storage';
import type { EntityModel } from '../types';
import type { RollupPlan } from './rollup';

const dayOf = (rec: 'NEW' | 'OLD', plan: RollupPlan) => `substr(${rec}.${quote(plan.time.name)}, 1, 10)`;

function rowMatch(rec: 'NEW' | 'OLD', plan: RollupPlan): string {
  return [`"day" IS ${dayOf(rec, plan)}`, ...plan.keys.map((k) => `${quote(k.name)} IS ${rec}.${quote(k.name)}`)].join(' AND ');
}

/**
 * Records of the old record's rollup row, for re-reading a minimum or maximum. The keys are compared as expressions
 * (`+"parkId"`), so that SQLite reads the day's range of the time index instead of a key's own index: without
 * statistics it would take, say, 车辆类型 = 1 — a third of a million records — for the narrower choice.
 */
export function recordsOfRow(model: EntityModel, plan: RollupPlan): string {
  const time = quote(plan.time.name);
  const day = dayOf('OLD', plan);
  const keys = plan.keys.map((k) => ` AND +${quote(k.name)} IS OLD.${quote(k.name)}`).join('');
  return `FROM ${quote(model.table)} WHERE ${time} >= ${day} AND ${time} < ${day} || '~'${keys}`;
}

function addStatements(plan: RollupPlan): string[] {
  const t = quote(plan.table);
  const zeros = plan.values.flatMap(() => ['0', '0', 'NULL', 'NULL']);
  const valueColumns = plan.values.flatMap((v) => ['sum_', 'n_', 'min_', 'max_'].map((p) => quote(`${p}${v.name}`)));
  const columns = ['"day"', ...plan.keys.map((k) => quote(k.name)), '"cnt"', ...valueColumns];
  const make = `INSERT INTO ${t} (${columns.join(', ')}) SELECT ${[dayOf('NEW', plan), ...plan.keys.map((k) => `NEW.${quote(k.name)}`), '0', ...zeros].join(', ')} WHERE NOT EXISTS (SELECT 1 FROM ${t} WHERE ${rowMatch('NEW', plan)});`;
  const sets = ['"cnt" = "cnt" + 1'];
  for (const v of plan.values) {
    const x = `NEW.${quote(v.name)}`;
    const [sum, n, min, max] = ['sum_', 'n_', 'min_', 'max_'].map((p) => quote(`${p}${v.name}`));
    sets.push(`${sum} = ${sum} + COALESCE(${x}, 0)`, `${n} = ${n} + (${x} IS NOT NULL)`);
    sets.push(`${min} = CASE WHEN ${x} IS NOT NULL AND (${min} IS NULL OR ${x} < ${min}) THEN ${x} ELSE ${min} END`);
    sets.push(`${max} = CASE WHEN ${x} IS NOT NULL AND (${max} IS NULL OR ${x} > ${max}) THEN ${x} ELSE ${max} END`);
  }
  return [make, `UPDATE ${t} SET ${sets.join(', ')} WHERE ${rowMatch('NEW', plan)};`];
}

function removeStatements(model: EntityModel, plan: RollupPlan): string[] {
  const t = quote(plan.table);
  const sets = ['"cnt" = "cnt" - 1'];
  const records = recordsOfRow(model, plan);
  for (const v of plan.values) {
    const c = quote(v.name);
    const x = `OLD.${c}`;
    const [sum, n, min, max] = ['sum_', 'n_', 'min_', 'max_'].map((p) => quote(`${p}${v.name}`));
    sets.push(`${sum} = ${sum} - COALESCE(${x}, 0)`, `${n} = ${n} - (${x} IS NOT NULL)`);
    sets.push(`${min} = CASE WHEN ${x} IS NOT NULL AND ${x} <= ${min} THEN (SELECT MIN(${c}) ${records}) ELSE ${min} END`);
    sets.push(`${max} = CASE WHEN ${x} IS NOT NULL AND ${x} >= ${max} THEN (SELECT MAX(${c}) ${records}) ELSE ${max} END`);
  }
  return [
    `UPDATE ${t} SET ${sets.join(', ')} WHERE ${rowMatch('OLD', plan)};`,
    `DELETE FROM ${t} WHERE ${rowMatch('OLD', plan)} AND "cnt" <= 0;`,
  ];
}

/** The names of the three triggers of a rollup. */
export const triggerNames = (plan: RollupPlan) => ['insert', 'update', 'delete'].map((op) => `${plan.table}__${op}`);

/** CREATE TRIGGER statements for the rollup of `model` (the table must exist). */
export function rollupTriggerSql(model: EntityModel, plan: RollupPlan): string[] {
  const [onInsert, onUpdate, onDelete] = triggerNames(plan).map(quote);
  const table = quote(model.table);
  const rolled = [plan.time, ...plan.keys, ...plan.values].map((f) => quote(f.name)).join(', ');
  const add = addStatements(plan).join(' ');
  const remove = removeStatements(model, plan).join(' ');
  return [
    `CREATE TRIGGER ${onInsert} AFTER INSERT ON ${table} BEGIN ${add} END`,
    `CREATE TRIGGER ${onUpdate} AFTER UPDATE OF ${rolled} ON ${table} BEGIN ${remove} ${add} END`,
    `CREATE TRIGGER ${onDelete} AFTER DELETE ON ${table} BEGIN ${remove} END`,
  ];
}
