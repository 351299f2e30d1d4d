// Prints the closing lines of the whole suite from vitest's JSON reports: each failed test by file, name, time and first message line, then
// "tests: N passed, N failed", then the time the test files of each layer took (summed over files, which run in parallel, so a sum can exceed the step's time).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const layers = new Map();
/** The first line of a failed test's first message: enough to tell a timeout from a wrong value. */
const firstLine = (messages) =>
  String(messages?.[0] ?? '')
    .split('\n')[0]
    .slice(0, 300);
/** A file's layer: its first folder, or the first two under tests/ (tests/schemas, tests/e2e…). */
const layerOf = (file) => {
  const parts = relative(process.cwd(), file).split('/');
  return parts[0] === 'tests' ? parts.slice(0, 2).join('/') : parts[0];
};
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    failed += 1;
    console.log(`(missing report ${file})`);
    continue;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests ?? 0;
  // A file that failed to load has no failed test of its own: count it once.
  failed += r.numFailedTests || r.numFailedTestSuites || 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  for (const t of r.testResults ?? []) {
    const file = relative(process.cwd(), t.name);
    for (const a of t.assertionResults ?? [])
      if (a.status === 'failed') failures.push(`${file} › ${a.fullName} (${a.duration ?? '?'} ms): ${firstLine(a.failureMessages)}`);
    if (t.status === 'failed' && !(t.assertionResults ?? []).some((a) => a.status === 'failed'))
      failures.push(`${file} (${t.message || 'did not load'})`);
    const layer = layerOf(t.name);
    const entry = layers.get(layer) ?? { files: 0, ms: 0 };
    entry.files += 1;
    entry.ms += Math.max(0, (t.endTime ?? 0) - (t.startTime ?? 0));
    layers.set(layer, entry);
  }
}
for (const f of failures) console.log(`failed: ${f}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
const byTime = [...layers].sort((a, b) => b[1].ms - a[1].ms);
console.log(
  `time per layer (test files): ${byTime.map(([layer, e]) => `${layer} ${Math.round(e.ms / 1000)}s in ${e.files} files`).join(', ')}`,
);
