import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from './testing/harness';
import { WS_MAX_BAD_FRAMES, WS_MAX_FRAME_BYTES, clientFrame, isHeartbeat } from './ws';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.login('admin');
});
afterAll(() => t.close());

const wsUrl = () => `${t.url.replace(/^http/, 'ws')}/websocket?token=${token}&reqId=test`;

/** Opens a socket; resolves with it, or with the HTTP status of a refused upgrade. */
function connect(origin?: string): Promise<WebSocket | number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl(), origin === undefined ? {} : { origin });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
    });
    ws.once('error', reject);
  });
}
async function open(): Promise<WebSocket> {
  const ws = await connect();
  if (typeof ws === 'number') throw new Error(`refused: ${ws}`);
  return ws;
}
const closed = (ws: WebSocket) => new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
/** Every frame the socket receives. */
const received = (ws: WebSocket) => {
  const frames: string[] = [];
  ws.on('message', (data) => frames.push(data.toString()));
  return frames;
};
const heartbeat = JSON.stringify({ infName: 'heartbeat' });
const pong = JSON.stringify({ infName: 'heartbeat', msg: 'pong' });
const untilPong = (ws: WebSocket) => new Promise<void>((resolve) => ws.on('message', (d) => d.toString() === pong && resolve()));

describe('/websocket defences', () => {
  it.each([
    ['another site', 'https://evil.example', 403],
    ['another port of the host', 'http://127.0.0.1:1', 403],
    ['a null origin (sandboxed frame)', 'null', 403],
    ['the same origin', 'SELF', 'open'],
    ['no Origin (not a browser)', undefined, 'open'],
  ] as const)('an upgrade from %s → %s', async (_what, origin, expected) => {
    const result = await connect(origin === 'SELF' ? t.url : origin);
    if (expected === 'open') {
      expect(result).toBeInstanceOf(WebSocket);
      (result as WebSocket).close();
    } else expect(result).toBe(expected);
  });

  it.each([
    ['a frame over 4 KB', 1009, (ws: WebSocket) => ws.send(JSON.stringify({ infName: 'heartbeat', pad: 'x'.repeat(WS_MAX_FRAME_BYTES) }))],
    ['a binary frame', 1003, (ws: WebSocket) => ws.send(Buffer.from(heartbeat))],
    [
      `${WS_MAX_BAD_FRAMES} frames that are not a heartbeat`,
      1008,
      (ws: WebSocket) => ['garbage', '{', '[]', '{"infName":"alarm"}', '{"infName":"heartbeat","x":1}'].forEach((f) => ws.send(f)),
    ],
  ] as const)('closes the socket on %s (code %s), never echoing it', async (_what, code, send) => {
    const ws = await open();
    const frames = received(ws);
    const done = closed(ws);
    send(ws);
    expect(await done).toBe(code);
    expect(frames).toEqual([]);
  });

  it('ignores a few garbage frames without answering them, and still answers the heartbeat', async () => {
    const ws = await open();
    const frames = received(ws);
    for (const garbage of ['<script>alert(1)</script>', '{"__proto__":{"x":1}}', 'null']) ws.send(garbage);
    const ponged = untilPong(ws);
    ws.send(heartbeat);
    await ponged;
    expect(frames).toEqual([pong]);
    ws.close();
  });

  it('keeps serving after all that: a new socket gets its pong, the API answers', async () => {
    const ws = await open();
    const ponged = untilPong(ws);
    ws.send(heartbeat);
    await ponged;
    ws.close();
    expect((await t.get('/api/auth/v2/api/user/loginInfo', token)).status).toBe(200);
  });

  it.each(['/other', '/api/auth/v2/api/user/loginInfo', '/websocketx'])(
    'does not upgrade %s (only /websocket; Vite takes the others in dev)',
    async (path) => {
      const ws = new WebSocket(`${t.url.replace(/^http/, 'ws')}${path}?token=${token}`);
      const outcome = await new Promise<string>((resolve) => {
        ws.once('open', () => resolve('open'));
        ws.once('unexpected-response', () => resolve('refused'));
        ws.once('error', () => resolve('refused'));
      });
      expect(outcome).toBe('refused');
      expect((await t.get('/api/auth/v2/api/user/loginInfo', token)).status).toBe(200);
    },
  );

  it.each([
    [heartbeat, true],
    ['{"infName":"heartbeat","msg":"pong"}', false],
    ['{"infName":"Heartbeat"}', false],
    ['"heartbeat"', false],
    ['', false],
  ])('accepts only the heartbeat message: %s → %s', (text, ok) => {
    expect(isHeartbeat(text)).toBe(ok);
  });

  it.each([
    ['{"infName":"subscribe","topics":["chargingConnectors"]}', { infName: 'subscribe', topics: ['chargingConnectors'] }],
    [
      '{"topics":["chargingConnectors","chargingConnectors"],"infName":"subscribe"}',
      { infName: 'subscribe', topics: ['chargingConnectors'] },
    ],
    ['{"infName":"subscribe","topics":[]}', { infName: 'subscribe', topics: [] }],
    ['{"infName":"subscribe","topics":["parkOrders"]}', null],
    ['{"infName":"subscribe","topics":"chargingConnectors"}', null],
    ['{"infName":"subscribe","topics":[1]}', null],
    ['{"infName":"subscribe","topics":[],"all":true}', null],
    [`{"infName":"subscribe","topics":${JSON.stringify(Array(9).fill('chargingConnectors'))}}`, null],
  ])('accepts a subscription to known live topics only: %s', (text, frame) => {
    expect(clientFrame(text)).toEqual(frame);
  });
});
