/** The command itself: one line per problem, a summary line, exit code 1 on problems and 0 without. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const run = (...files: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/schemas/check.ts', ...files], { encoding: 'utf8', timeout: 60_000 });

describe('npm run schemas:check', () => {
  it('prints file:line:column, the pointer and both messages, then a summary, and fails', () => {
    const r = run('tests/schemas/fixtures/unknownDictionary.json');
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toBe(
      'tests/schemas/fixtures/unknownDictionary.json:65:25 /views/list/columns/1/dictionary 未知的字典 "recordStaus"（是否想写 "recordStatus"？） (unknown dictionary "recordStaus" (did you mean "recordStatus"?))',
    );
    expect(lines[1]).toMatch(/^schema 校验发现 1 个问题：2 个文档，用时 \d+ ms \(1 problem\(s\) in 2 documents, \d+ ms\)$/);
    expect(lines).toHaveLength(2);
    expect(r.status).toBe(1);
  }, 60_000);

  it('passes on the repository schemas', () => {
    const r = run();
    expect(r.stdout).toMatch(/^schema 校验通过：\d+ 个文档，没有问题，用时 \d+ ms \(schemas OK: \d+ documents, no problems, \d+ ms\)\n$/);
    expect(r.status).toBe(0);
  }, 60_000);
});
