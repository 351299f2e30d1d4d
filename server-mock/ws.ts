import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { MockContext } from './context';
import { faultResponse } from './faults';
import { redactSecrets } from './security/redact';
import { idleMsOf, sessionUser } from './security/sessions';
import { isSameOrigin } from './security/sameOrigin';

export const WS_PATH = '/websocket';
export const WS_UNAUTHORIZED = { code: 4401, reason: 'unauthorized' } as const;
/** The largest frame a client may send (ws closes a larger one with 1009 Message Too Big). */
export const WS_MAX_FRAME_BYTES = 4096;
/** A client that sends this many frames that are not a heartbeat is closed with 1008 (policy violation). */
export const WS_MAX_BAD_FRAMES = 5;
export const WS_BINARY_REFUSED = { code: 1003, reason: 'unsupported data' } as const;
export const WS_TOO_MANY_BAD_FRAMES = { code: 1008, reason: 'unexpected frames' } as const;

/** Live topics a client may subscribe to, and the most it may name in one frame. */
export const WS_TOPICS: ReadonlySet<string> = new Set(['chargingConnectors']);
const WS_MAX_TOPICS = 8;

export type ClientFrame = { infName: 'heartbeat' } | { infName: 'subscribe'; topics: string[] };

/**
 * The two messages a client sends: exactly `{"infName":"heartbeat"}` (spec §7), and `{"infName":"subscribe","topics":[…]}`
 * naming the whole set of live topics it wants now (known topics only; `[]` stops them). Anything else is null.
 */
export function clientFrame(text: string): ClientFrame | null {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return null;
  const keys = Object.keys(message).sort().join(',');
  const { infName, topics } = message as { infName?: unknown; topics?: unknown };
  if (keys === 'infName' && infName === 'heartbeat') return { infName };
  if (keys !== 'infName,topics' || infName !== 'subscribe' || !Array.isArray(topics) || topics.length > WS_MAX_TOPICS) return null;
  if (!topics.every((t) => typeof t === 'string' && WS_TOPICS.has(t))) return null;
  return { infName, topics: [...new Set(topics as string[])] };
}

export const isHeartbeat = (text: string): boolean => clientFrame(text)?.infName === 'heartbeat';

/**
 * Answers heartbeats with pong and records subscriptions. Anything else is never echoed: a binary frame closes the socket
 * (1003); other text frames (not JSON, unknown messages or topics) are ignored, and the WS_MAX_BAD_FRAMES-th of them
 * closes it (1008).
 */
function handleFrames(socket: WebSocket, ctx: MockContext) {
  let bad = 0;
  socket.on('message', (raw, isBinary) => {
    if (isBinary) {
      socket.close(WS_BINARY_REFUSED.code, WS_BINARY_REFUSED.reason);
      return;
    }
    const frame = clientFrame(raw.toString());
    if (frame?.infName === 'heartbeat') {
      socket.send(JSON.stringify({ infName: 'heartbeat', msg: 'pong' }));
      return;
    }
    if (frame?.infName === 'subscribe') {
      ctx.sockets.subscribe(socket, frame.topics);
      return;
    }
    bad += 1;
    if (bad >= WS_MAX_BAD_FRAMES) socket.close(WS_TOO_MANY_BAD_FRAMES.code, WS_TOO_MANY_BAD_FRAMES.reason);
  });
}

const refuseUpgrade = (reply: FastifyReply, status: number, text: string, contentType = 'text/plain; charset=utf-8') =>
  reply.code(status).headers({ 'Content-Type': contentType, Connection: 'close' }).send(text);

/**
 * The alarm socket at /websocket?token=… on @fastify/websocket (the platform's API puts the token in the query; it is
 * never logged whole). Before the upgrade (`onRequest`): another origin is refused with HTTP 403, a switched-off socket
 * service with 503, injected faults answer. Then a bad token is closed with 4401 'unauthorized'; frames are capped at
 * 4 KB (ws closes a larger one with 1009); heartbeats are answered; open sockets are kept in ctx.sockets so admin calls
 * can push alarms.
 */
export async function registerAlarmSocket(app: FastifyInstance, ctx: MockContext, options: { trustProxy?: boolean } = {}): Promise<void> {
  await app.register(websocket, { options: { maxPayload: WS_MAX_FRAME_BYTES } });

  async function beforeUpgrade(request: FastifyRequest, reply: FastifyReply) {
    if (!request.ws) return;
    if (!isSameOrigin(request.headers, options)) {
      ctx.log.info(`告警连接被拒绝（来源不符 ${String(request.headers.origin).slice(0, 200)}）：${redactSecrets(request.url)}`);
      return refuseUpgrade(reply, 403, '来源不被允许');
    }
    if (!ctx.settings.socketsAccepting) return refuseUpgrade(reply, 503, '告警服务暂不可用');
    const fault = ctx.faults.take(WS_PATH);
    if (!fault) return;
    if (fault.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
    if (fault.malformed) {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    const answer = faultResponse(fault);
    if (answer) return refuseUpgrade(reply, answer.status, answer.text, 'application/json');
  }

  app.get(WS_PATH, { websocket: true, onRequest: beforeUpgrade }, (socket: WebSocket, request: FastifyRequest) => {
    const token = new URL(request.url, 'http://localhost').searchParams.get('token');
    const user = sessionUser(ctx.db, token, ctx.now(), idleMsOf(ctx.securityPolicy()));
    if (!user || !token) {
      ctx.log.info(`告警连接被拒绝（令牌无效）：${redactSecrets(request.url)}`);
      socket.close(WS_UNAUTHORIZED.code, WS_UNAUTHORIZED.reason);
      return;
    }
    ctx.sockets.add(socket, { userId: user.user_id, account: user.account, token });
    handleFrames(socket, ctx);
    socket.on('error', () => socket.terminate());
  });
}
