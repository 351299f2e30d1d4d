import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_SECURITY_HEADERS, CONTENT_SECURITY_POLICY } from './securityHeaders';
import { createHttpServer, listenOn } from './server';
import { CACHE_IMMUTABLE, registerStaticConsole } from './staticFiles';

let dir: string;
let server: FastifyInstance;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mock-static-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>控制台</title>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  writeFileSync(path.join(os.tmpdir(), 'outside-secret.txt'), 'secret');
  server = createHttpServer();
  await registerStaticConsole(server, dir);
  base = `http://127.0.0.1:${await listenOn(server, 0, '127.0.0.1')}`;
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('static console', () => {
  it('serves index.html with no-cache at / and for client routes', async () => {
    for (const p of ['/', '/stopFee/chargeRecord/list', '/index']) {
      const res = await fetch(base + p);
      expect([p, res.status, res.headers.get('cache-control')]).toEqual([p, 200, 'no-cache']);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('控制台');
    }
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await fetch(`${base}/assets/index-abc123.js`);
    expect([res.status, res.headers.get('cache-control')]).toEqual([200, CACHE_IMMUTABLE]);
    expect(res.headers.get('content-type')).toContain('javascript');
  });

  it('answers 404 for a missing file with an extension, and never serves outside the folder', async () => {
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    const res = await fetch(`${base}/..%2foutside-secret.txt`);
    expect(res.status).not.toBe(200);
    expect(await res.text()).not.toContain('secret');
  });

  it.each([
    ['index.html', '/', 'GET', 200],
    ['a client route (SPA fallback)', '/sysBulletin/detail?id=1', 'GET', 200],
    ['a hashed asset', '/assets/index-abc123.js', 'GET', 200],
    ['a public file', '/favicon.svg', 'GET', 200],
    ['a HEAD request', '/', 'HEAD', 200],
    ['a missing asset (404)', '/assets/missing.js', 'GET', 404],
    ['a path outside the folder', '/..%2foutside-secret.txt', 'GET', 404],
    ['another method (405)', '/', 'POST', 405],
  ])('sends the security headers with %s', async (_name, p, method, status) => {
    const res = await fetch(base + p, { method });
    expect(res.status).toBe(status);
    const sent = Object.fromEntries(Object.keys(CONSOLE_SECURITY_HEADERS).map((h) => [h, res.headers.get(h)]));
    expect(sent).toEqual(CONSOLE_SECURITY_HEADERS);
  });

  it('sends a CSP without unsafe-eval or inline script, with the locking directives', async () => {
    const csp = (await fetch(base + '/')).headers.get('content-security-policy') ?? '';
    expect(csp).toBe(CONTENT_SECURITY_POLICY);
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(csp).not.toContain('unsafe-eval');
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
  });
});
