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
const closed = (ws: WebSocket) =>
  new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
/** Closes and waits until the server has let go of the socket too. */
async function closeAndWait(ws: WebSocket) {
  const done = closed(ws);
  ws.close();
  await done;
  await new Promise((r) => setTimeout(r, 20));
}
const nextMessage = (ws: WebSocket) =>
  new Promise<unknown>((resolve) => ws.once('message', (data) => resolve(JSON.parse(data.toString()))));

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
    expect((await t.get('/__mock/sockets?account=admin')).body).toEqual({ open: 1 });
    expect((await t.get('/__mock/sockets?account=operator')).body).toEqual({ open: 0 });
    const message = nextMessage(ws);
    const alarm = { msgType: 1, plateNo: '浙A·12345', parkName: '西湖文化广场停车场', alarmTime: '2026-01-15 08:00:00' };
    const res = await t.post('/__mock/alarm', { account: 'admin', message: alarm });
    expect(res.body).toEqual({ delivered: 1, message: alarm });
    expect(await message).toEqual(alarm);
    expect((await t.post('/__mock/alarm', { account: 'operator', message: alarm })).body).toEqual({ delivered: 0, message: alarm });
    await closeAndWait(ws);
  });

  it.each([
    [1, ['plateNo', 'parkName', 'location', 'alarmTime']],
    [2, ['deviceName', 'devCode', 'deviceTypeText', 'parkName', 'address', 'alarmTime']],
    [3, ['plateNo', 'parkName', 'syncType', 'context', 'alarmTime']],
    [4, ['devName', 'devCode', 'address', 'alarmTime']],
    [5, ['devNum', 'devNames', 'address', 'alarmTime']],
    [6, ['plateNo', 'parkName', 'location', 'orderId', 'alarmTime']],
    [7, ['deviceName', 'deviceTypeName', 'address', 'addressType', 'alarmName', 'alarmTypeText', 'context', 'alarmTime']],
    [8, ['devNum', 'devNames', 'parkNames', 'alarmTime']],
    [9, ['parkName', 'certCode', 'alarmTime']],
    [10, ['parkNum', 'parkNames', 'alarmTime']],
  ])('generates and delivers a realistic alarm of msgType %i with its fields', async (msgType, fields) => {
    const ws = await open(await t.login('admin'));
    const received = nextMessage(ws);
    const res = await t.post('/__mock/alarm', { account: 'admin', msgType });
    const body = res.body as unknown as { delivered: number; message: Record<string, unknown> };
    expect(body.delivered).toBe(1);
    expect(body.message.msgType).toBe(msgType);
    for (const field of fields) expect(String(body.message[field] ?? '')).not.toBe('');
    expect(String(body.message.alarmTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await received).toEqual(body.message);
    await closeAndWait(ws);
  });

  it('pushes alarms on the alarmIntervalMs timer once it is set, and stops when it is 0', async () => {
    const ws = await open(await t.login('admin'));
    const received = nextMessage(ws);
    await t.post('/__mock/settings', { alarmIntervalMs: 30 });
    const frame = (await received) as { msgType: number; alarmTime: string };
    await t.post('/__mock/settings', { alarmIntervalMs: 0 });
    expect(frame.msgType).toBeGreaterThanOrEqual(1);
    expect(frame.msgType).toBeLessThanOrEqual(10);
    expect(frame.alarmTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await closeAndWait(ws);
  });

  it('refuses an unknown msgType', async () => {
    const res = await t.post('/__mock/alarm', { msgType: 99 });
    expect(res.status).toBe(400);
  });

  it('goes down and comes back through the socketsAccepting setting', async () => {
    const token = await t.login('admin');
    const ws = await open(token);
    const done = closed(ws);
    expect((await t.post('/__mock/settings', { socketsAccepting: false })).status).toBe(200);
    expect((await done).code).toBe(1006);
    const refused = new WebSocket(wsUrl(token));
    refused.on('error', () => {});
    const status = await new Promise<number>((resolve) => refused.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
    expect(status).toBe(503);
    await t.post('/__mock/settings', { socketsAccepting: true });
    const again = await open(token);
    expect(again.readyState).toBe(WebSocket.OPEN);
    again.close();
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

  it("sends a live topic's frames only to the sockets subscribed to it, until they subscribe to nothing", async () => {
    const watching = await open(await t.login('admin'));
    const other = await open(await t.login('operator'));
    const otherFrames: unknown[] = [];
    other.on('message', (data) => otherFrames.push(JSON.parse(data.toString())));
    watching.send(JSON.stringify({ infName: 'subscribe', topics: ['chargingConnectors'] }));
    // The subscription is in place once a heartbeat sent after it is answered.
    const pong = nextMessage(watching);
    watching.send(JSON.stringify({ infName: 'heartbeat' }));
    await pong;
    const board = (
      await t.get<{ results: { connectorId: number; connectorStatus: number }[] }>(
        '/api/charging/v2/api/monitor/connectors',
        await t.login('admin'),
      )
    ).body.data;
    const idle = board.results.find((r) => r.connectorStatus === 1)!;
    const frame = nextMessage(watching);
    await t.post('/__mock/charging/connector', { connectorId: idle.connectorId, event: 'start', plateNo: '浙AD20001' });
    expect(await frame).toMatchObject({
      infName: 'chargingConnectors',
      rows: [{ connectorId: idle.connectorId, connectorStatus: 2, plateNo: '浙AD20001' }],
    });

    watching.send(JSON.stringify({ infName: 'subscribe', topics: [] }));
    const pong2 = nextMessage(watching);
    watching.send(JSON.stringify({ infName: 'heartbeat' }));
    await pong2;
    const later: unknown[] = [];
    watching.on('message', (data) => later.push(JSON.parse(data.toString())));
    await t.post('/__mock/charging/connector', { connectorId: idle.connectorId, event: 'stop' });
    await new Promise((r) => setTimeout(r, 300));
    expect(later).toEqual([]);
    expect(otherFrames).toEqual([]);
    await closeAndWait(watching);
    await closeAndWait(other);
  });
});
