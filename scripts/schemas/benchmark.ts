/**
 * Times `checkAll` on many area documents: copies of schemas/sysBulletin.json renamed to distinct areas, checked
 * together with the shared field library. Used by bench/schemasCheck.ts and by a test with a loose bound.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkAll, type SchemaFile } from './checkAll';
import { schemasDir } from './paths';

export function bulletinCopies(count: number): SchemaFile[] {
  const text = readFileSync(join(schemasDir, 'sysBulletin.json'), 'utf8');
  return Array.from({ length: count }, (_, i) => {
    const area = `sysBulletin${i + 1}`;
    return { path: `schemas/${area}.json`, text: text.replace('"area": "sysBulletin"', `"area": "${area}"`) };
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
  const files = bulletinCopies(count);
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
