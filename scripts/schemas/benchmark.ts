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
  const texts = areas.map((area) => ({ area, text: readFileSync(join(schemasDir, `${area}.json`), 'utf8') }));
  return Array.from({ length: count }, (_, i) => {
    const { area: original, text } = texts[i % texts.length];
    const area = `${original}${i + 1}`;
    // The area's own entity is named after the area (endpoints without `entity`): its declaration follows the rename.
    // Entity names are unique across areas, so each copy's named entities (`"entity": "blackList"`) are its own too.
    const renamed = text
      .replace(`"area": "${original}"`, `"area": "${area}"`)
      .replace(new RegExp(`("entities":\\s*\\{\\s*)"${original}"`), `$1"${area}"`)
      .replace(/("entity":\s*")([a-z][A-Za-z0-9]*)"/g, `$1$2${i + 1}"`);
    return { path: `schemas/${area}.json`, text: renamed };
  });
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
