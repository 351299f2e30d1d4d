import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from './testing/harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const wsUrl = (token: string) => `${t.url.replace(/^http/, 'ws')}/websocket?token=${token}&reqId=test`;

function open(token: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl(token));
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}
const closed = (ws: WebSocket) => new Promise<{ code: number; reason: string }>((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
const nextMessage = (ws: WebSocket) => new Promise<unknown>((resolve) => ws.once('message', (data) => resolve(JSON.parse(data.toString()))));

describe('/websocket', () => {
  it('closes a bad token with 4401 unauthorized', async () => {
    const ws = new WebSocket(wsUrl('bad-token'));
    expect(await closed(ws)).toEqual({ code: 4401, reason: 'unauthorized' });
  });

  it('answers heartbeats with pong', async () => {
    const ws = await open(await t.login('admin'));
    const reply = nextMessage(ws);
    ws.send(JSON.stringify({ infName: 'heartbeat' }));
    expect(await reply).toEqual({ infName: 'heartbeat', msg: 'pong' });
    ws.close();
  });

  it('delivers alarms pushed by /__mock/alarm to the account', async () => {
    const ws = await open(await t.login('admin'));
    const message = nextMessage(ws);
    const alarm = { msgType: 1, plateNo: '浙A·12345', parkName: '西湖文化广场停车场', alarmTime: '2026-01-15 08:00:00' };
    const res = await t.post('/__mock/alarm', { account: 'admin', message: alarm });
    expect(res.body).toEqual({ delivered: 1 });
    expect(await message).toEqual(alarm);
    expect((await t.post('/__mock/alarm', { account: 'operator', message: alarm })).body).toEqual({ delivered: 0 });
    ws.close();
  });

  it('closes the sockets of a token at logout', async () => {
    const token = await t.login('admin');
    const ws = await open(token);
    const done = closed(ws);
    await t.get('/api/auth/v2/api/user/logout', token);
    expect(await done).toEqual({ code: 4401, reason: 'unauthorized' });
  });

  it('drops sockets abruptly through /__mock/dropSockets', async () => {
    const ws = await open(await t.login('dealer'));
    const done = closed(ws);
    expect((await t.post('/__mock/dropSockets', { account: 'dealer' })).body).toEqual({ dropped: 1 });
    expect((await done).code).toBe(1006);
  });

  it('refuses the upgrade with an injected fault status', async () => {
    await t.post('/__mock/faults', { path: '/websocket', status: 502 });
    const ws = new WebSocket(wsUrl(await t.login('admin')));
    ws.on('error', () => {});
    const status = await new Promise<number>((resolve) =>
      ws.once('unexpected-response', (req, res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      }),
    );
    expect(status).toBe(502);
  });
});
