/**
 * Times `checkAll` on many area documents: copies of real documents that use templates and expressions (see
 * benchDocuments), renamed to distinct areas, checked together with the shared field library. Used by bench/schemasCheck.ts and by a test with a loose bound.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkAll, type SchemaFile } from './checkAll';
import { schemasDir } from './paths';

export function bulletinCopies(count: number): SchemaFile[] {
  return copiesOf(['sysBulletin'], count);
}

/**
 * The bench's documents: copies of schemas/device.json (written with templates: 15 instances of 3 templates),
 * schemas/specificCar.json (computed values: expressions) and schemas/sysBulletin.json, in turn, renamed to distinct areas.
 */
export function benchDocuments(count: number): SchemaFile[] {
  return copiesOf(['device', 'specificCar', 'sysBulletin'], count);
}

function copiesOf(areas: string[], count: number): SchemaFile[] {
  const docs = areas.map((area) => ({
    area,
    doc: JSON.parse(readFileSync(join(schemasDir, `${area}.json`), 'utf8')) as Record<string, unknown>,
  }));
  return Array.from({ length: count }, (_, i) => {
    const { area: original, doc } = docs[i % docs.length];
    const area = `${original}${i + 1}`;
    return { path: `schemas/${area}.json`, text: `${JSON.stringify(renamed(doc, original, area, `${i + 1}`), null, 2)}\n` };
  });
}

/**
 * A copy of a document as another area. Entity names are unique across areas, so every entity the copy names is its
 * own: the area's own entity (named after the area) follows the area, every other name (`entity`, a versions'
 * `history`, a declaration under `entities`) takes the copy's number. A template placeholder (`${entity}`) is left
 * as it is: the instance's parameter, renamed, fills it.
 */
function renamed(doc: Record<string, unknown>, original: string, area: string, suffix: string): Record<string, unknown> {
  const entityName = (name: string) => (name === original ? area : name.includes('${') ? name : `${name}${suffix}`);
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [
        key,
        (key === 'entity' || key === 'history') && typeof v === 'string' ? entityName(v) : walk(v),
      ]),
    );
  };
  const copy = walk(doc) as Record<string, unknown>;
  const entities = copy.entities as Record<string, unknown> | undefined;
  if (entities) copy.entities = Object.fromEntries(Object.entries(entities).map(([name, decl]) => [entityName(name), decl]));
  return { ...copy, area };
}

export interface CheckTiming {
  documents: number;
  problems: number;
  /** The first run (cold caches and JIT) and the median of the following runs, in milliseconds. */
  firstMs: number;
  medianMs: number;
}

export function timeSchemaCheck(count = 50, runs = 7): CheckTiming {
  const files = benchDocuments(count);
  const times: number[] = [];
  let problems = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    problems = checkAll(files).problems.length;
    times.push(performance.now() - started);
  }
  const rest = times.slice(1).sort((a, b) => a - b);
  return { documents: count, problems, firstMs: times[0], medianMs: rest[Math.floor(rest.length / 2)] ?? times[0] };
}
