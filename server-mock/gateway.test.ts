import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startPlatformGateway } from './gateway';
import { startTestServer, type TestServer } from './testing/harness';
import { payloadHeaders } from './testing/payload';

let platform: TestServer;
let gateway: Awaited<ReturnType<typeof startPlatformGateway>>;
let dir: string;

beforeAll(async () => {
  platform = await startTestServer();
  dir = mkdtempSync(path.join(os.tmpdir(), 'mock-dist-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>built console</title>');
  gateway = await startPlatformGateway({ platformApi: platform.url, staticDir: dir, port: 0 });
});
afterAll(async () => {
  await gateway.close();
  await platform.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('platform gateway (npm run serve with PLATFORM_API)', () => {
  it('serves the build and forwards /api with status, headers and body', async () => {
    const page = await fetch(`${gateway.url}/stopFee/chargeRecord/list`);
    expect(await page.text()).toContain('built console');
    const anon = await fetch(`${gateway.url}/api/auth/v2/api/user/loginInfo`, { headers: payloadHeaders() });
    expect(anon.status).toBe(401);
    const token = await platform.login('admin');
    const info = await fetch(`${gateway.url}/api/auth/v2/api/user/loginInfo`, { headers: { Authorization: token, ...payloadHeaders() } });
    expect((await info.json()).data.account).toBe('admin');
    const challenge = await fetch(`${gateway.url}/api/auth/v2/api/user/getChallengeCode`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...payloadHeaders() },
      body: JSON.stringify({ account: 'admin' }),
    });
    expect((await challenge.json()).data.codeKey).toBeTruthy();
  });

  it('forwards WebSocket upgrades', async () => {
    const token = await platform.login('admin');
    const ws = new WebSocket(`${gateway.url.replace(/^http/, 'ws')}/websocket?token=${token}`);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    const reply = new Promise((resolve) => ws.once('message', (d) => resolve(JSON.parse(d.toString()))));
    ws.send(JSON.stringify({ infName: 'heartbeat' }));
    expect(await reply).toEqual({ infName: 'heartbeat', msg: 'pong' });
    ws.close();
  });

  it('answers 502 in the envelope when the platform is unreachable', async () => {
    const dead = await startPlatformGateway({ platformApi: 'http://127.0.0.1:1', staticDir: dir, port: 0 });
    const res = await fetch(`${dead.url}/api/basic/v2/api/getVersion`);
    expect(res.status).toBe(502);
    expect((await res.json()).code).toBe('502');
    await dead.close();
  });
});
