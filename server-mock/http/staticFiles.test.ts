import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../net/freePort';
import { CACHE_IMMUTABLE, createStaticHandler } from './staticFiles';

let dir: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mock-static-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>控制台</title>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  writeFileSync(path.join(os.tmpdir(), 'outside-secret.txt'), 'secret');
  const handle = createStaticHandler(dir);
  server = http.createServer((req, res) => void handle(req, res));
  base = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
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
});
