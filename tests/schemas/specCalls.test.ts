/**
 * Coverage of spec business-areas.md §7: every call it names (tests/schemas/specCalls.json, with the paths we chose
 * where the spec shows none) is bound to a screen — a schema endpoint with that method and path, or, for the
 * shell's own calls, a module of src/ — and served by the mock (neither 接口不存在 nor 接口未实现).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../server-mock/testing/harness';
import { expandTemplates } from '../../schemas/meta/lib/templates';

const library = JSON.parse(readFileSync('schemas/common/fields.json', 'utf8'));

interface SpecCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  area: string;
  title: string;
}

const calls = (JSON.parse(readFileSync('tests/schemas/specCalls.json', 'utf8')) as { calls: SpecCall[] }).calls;

/** "METHOD /path" of every endpoint of schemas/*.json and of the shared library. */
function schemaEndpoints(): Set<string> {
  const files = [
    'schemas/common/fields.json',
    ...readdirSync('schemas')
      .filter((f) => f.endsWith('.json'))
      .map((f) => `schemas/${f}`),
  ];
  const out = new Set<string>();
  for (const file of files) {
    const doc = expandTemplates(
      JSON.parse(readFileSync(file, 'utf8')) as { endpoints?: Record<string, { method: string; path: string }> },
      library,
    ).doc;
    for (const e of Object.values(doc.endpoints ?? {})) out.add(`${e.method} ${e.path}`);
  }
  return out;
}

function sourceText(dir: string): string {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .map((file) =>
      statSync(file).isDirectory()
        ? sourceText(file)
        : /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file)
          ? readFileSync(file, 'utf8')
          : '',
    )
    .join('\n');
}

const key = (c: SpecCall) => `${c.method} ${c.path}`;

describe('every call of spec §7 is bound to a screen', () => {
  const endpoints = schemaEndpoints();
  const shell = sourceText('src');

  it('lists each call once', () => {
    expect(new Set(calls.map(key)).size).toBe(calls.length);
  });

  it.each(calls.filter((c) => c.area !== 'shell').map((c) => [key(c), c.area, c] as const))(
    '%s (%s) is a schema endpoint',
    (_k, _area, call) => {
      expect(endpoints.has(key(call))).toBe(true);
    },
  );

  it.each(calls.filter((c) => c.area === 'shell').map((c) => [key(c), c] as const))('%s is called by the shell', (_k, call) => {
    // A path parameter is filled in a template literal: `/dealer/v2/api/dealerInfos/${…}`.
    const withParam = /\{[^}]+\}$/.test(call.path);
    const quoted = withParam ? [`\`${call.path.replace(/\{[^}]+\}$/, '')}\${`] : [`'${call.path}'`, `\`${call.path}\``];
    expect(
      quoted.some((q) => shell.includes(q)),
      quoted.join(' or '),
    ).toBe(true);
  });
});

describe('every call of spec §7 is served by the mock', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.login('admin');
  });
  afterAll(() => t.close());

  it.each(calls.map((c) => [key(c), c] as const))('%s', async (_k, call) => {
    const path = `/api${call.path.replace(/\{[^}]+\}/g, '1')}`;
    const res = await (call.method === 'GET'
      ? t.get(path, token)
      : call.method === 'DELETE'
        ? t.del(path, {}, token)
        : call.method === 'PUT'
          ? t.put(path, {}, token)
          : t.post(path, {}, token));
    expect(res.status, res.text).not.toBe(404);
    expect(res.body?.code, res.text).not.toBe('0x10d7500501');
    expect(res.body?.code, res.text).not.toBe('0x10d7500404');
  });
});
