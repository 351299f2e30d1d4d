import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatformGateway } from '../gateway';
import { listen } from '../net/freePort';
import { MOCK_ASSETS_PREFIX } from './mockAssets';
import { startTestServer, type TestServer } from '../testing/harness';
import { payloadHeaders } from '../testing/payload';
import {
  CONSOLE_SECURITY_HEADERS,
  CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  DATA_SECURITY_HEADERS,
  storeOrigin,
} from './securityHeaders';

const headersOf = (res: Response, names: Record<string, string>) =>
  Object.fromEntries(Object.keys(names).map((h) => [h, res.headers.get(h)]));

describe('the policy', () => {
  it('is the documented CSP, directive by directive', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; " +
        "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'; form-action 'self'",
    );
    expect(CONSOLE_SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
    expect(CONSOLE_SECURITY_HEADERS['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it("adds a real platform's storage hosts to img-src and connect-src only", () => {
    const csp = contentSecurityPolicy([
      'https://bucket.oss-cn-hangzhou.aliyuncs.com/',
      'https://files.example.com:8443/x',
      'https://bucket.oss-cn-hangzhou.aliyuncs.com',
    ]);
    const byName = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d]));
    expect(byName['img-src']).toBe("img-src 'self' data: blob: https://bucket.oss-cn-hangzhou.aliyuncs.com https://files.example.com:8443");
    expect(byName['connect-src']).toBe("connect-src 'self' https://bucket.oss-cn-hangzhou.aliyuncs.com https://files.example.com:8443");
    expect(byName['script-src']).toBe("script-src 'self'");
    expect(byName['default-src']).toBe("default-src 'self'");
  });

  it.each(['*', 'javascript:alert(1)', "https://a.example; script-src 'unsafe-inline'", 'data:', 'bucket.example.com'])(
    'refuses %j as a storage origin',
    (bad) => {
      expect(() => storeOrigin(bad)).toThrow();
    },
  );
});

describe('data answers of the mock (the security-header hook of each part)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it.each([
    ['an API answer', '/api/auth/v2/api/user/loginInfo', 401],
    ['an unknown API call', '/api/nothing/here', 401],
    ['an admin answer', '/__mock/settings', 200],
    ['a mock asset', `${MOCK_ASSETS_PREFIX}avatar.svg`, 200],
    ['a missing mock asset', `${MOCK_ASSETS_PREFIX}missing.svg`, 404],
    ['a path nobody serves', '/nothing.js', 404],
  ])('%s (%s) carries nosniff and the referrer policy', async (_what, p, status) => {
    const res = await fetch(t.url + p, { headers: { ...payloadHeaders(), ...t.adminHeaders } });
    expect(res.status).toBe(status);
    expect(headersOf(res, DATA_SECURITY_HEADERS)).toEqual(DATA_SECURITY_HEADERS);
  });
});

describe('the platform gateway (npm run serve with PLATFORM_API)', () => {
  let platform: http.Server;
  let gateway: Awaited<ReturnType<typeof startPlatformGateway>>;
  let dir: string;
  beforeAll(async () => {
    // A platform that sends no security headers of its own.
    platform = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"code":"200","data":null}');
    });
    const platformPort = await listen(platform, 0, '127.0.0.1');
    dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-headers-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>built console</title>');
    gateway = await startPlatformGateway({
      platformApi: `http://127.0.0.1:${platformPort}`,
      staticDir: dir,
      port: 0,
      storeOrigins: ['https://bucket.example.com'],
    });
  });
  afterAll(async () => {
    await gateway.close();
    await new Promise<void>((r) => platform.close(() => r()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('adds nosniff and the referrer policy to the platform answers', async () => {
    const res = await fetch(`${gateway.url}/api/basic/v2/api/getVersion`);
    expect(res.status).toBe(200);
    expect(headersOf(res, DATA_SECURITY_HEADERS)).toEqual(DATA_SECURITY_HEADERS);
  });

  it('serves the console with the full console set, the storage host allowed for images and uploads', async () => {
    const res = await fetch(`${gateway.url}/index`);
    const expected = { ...CONSOLE_SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(['https://bucket.example.com']) };
    expect(headersOf(res, CONSOLE_SECURITY_HEADERS)).toEqual(expected);
    expect(expected['Content-Security-Policy']).toContain("img-src 'self' data: blob: https://bucket.example.com;");
  });
});
