import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { MockContext } from './context';
import { faultResponse } from './faults';
import { redactSecrets } from './security/redact';
import { sessionUser } from './security/sessions';
import { isSameOrigin } from './security/wsOrigin';

export const WS_PATH = '/websocket';
export const WS_UNAUTHORIZED = { code: 4401, reason: 'unauthorized' } as const;
/** The largest frame a client may send (ws closes a larger one with 1009 Message Too Big). */
export const WS_MAX_FRAME_BYTES = 4096;
/** A client that sends this many frames that are not a heartbeat is closed with 1008 (policy violation). */
export const WS_MAX_BAD_FRAMES = 5;
export const WS_BINARY_REFUSED = { code: 1003, reason: 'unsupported data' } as const;
export const WS_TOO_MANY_BAD_FRAMES = { code: 1008, reason: 'unexpected frames' } as const;

/** The only message a client sends: exactly `{"infName":"heartbeat"}` (spec §7). */
export function isHeartbeat(text: string): boolean {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return false;
  }
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return false;
  const keys = Object.keys(message);
  return keys.length === 1 && keys[0] === 'infName' && (message as { infName: unknown }).infName === 'heartbeat';
}

/**
 * Answers heartbeats with pong. Anything else is never echoed: a binary frame closes the socket (1003); other text
 * frames (not JSON, unknown messages) are ignored, and the WS_MAX_BAD_FRAMES-th of them closes it (1008).
 */
function handleFrames(socket: WebSocket) {
  let bad = 0;
  socket.on('message', (raw, isBinary) => {
    if (isBinary) {
      socket.close(WS_BINARY_REFUSED.code, WS_BINARY_REFUSED.reason);
      return;
    }
    if (isHeartbeat(raw.toString())) {
      socket.send(JSON.stringify({ infName: 'heartbeat', msg: 'pong' }));
      return;
    }
    bad += 1;
    if (bad >= WS_MAX_BAD_FRAMES) socket.close(WS_TOO_MANY_BAD_FRAMES.code, WS_TOO_MANY_BAD_FRAMES.reason);
  });
}

/**
 * The alarm socket at /websocket?token=… (the platform's API puts the token in the query; it is never logged
 * whole): an upgrade from another origin is refused with HTTP 403; a bad token is closed with 4401
 * 'unauthorized'; frames are capped at 4 KB; heartbeats are answered; open sockets are kept in ctx.sockets so
 * admin calls can push alarms.
 */
export function createWebSocketEndpoint(ctx: MockContext) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_FRAME_BYTES });

  wss.on('connection', (socket: WebSocket, req: IncomingMessage) => {
    const token = new URL(req.url ?? '/', 'http://localhost').searchParams.get('token');
    const user = sessionUser(ctx.db, token, ctx.now());
    if (!user || !token) {
      ctx.log.info(`告警连接被拒绝（令牌无效）：${redactSecrets(req.url ?? '')}`);
      socket.close(WS_UNAUTHORIZED.code, WS_UNAUTHORIZED.reason);
      return;
    }
    ctx.sockets.add(socket, { userId: user.user_id, account: user.account, token });
    handleFrames(socket);
    socket.on('error', () => socket.terminate());
  });

  /** Handles an upgrade of /websocket; returns false for other paths (left to Vite's HMR, for example). */
  async function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<boolean> {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path !== WS_PATH) return false;
    if (!isSameOrigin(req.headers)) {
      ctx.log.info(`告警连接被拒绝（来源不符 ${String(req.headers.origin).slice(0, 200)}）：${redactSecrets(req.url ?? '')}`);
      socket.end('HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n来源不被允许');
      return true;
    }
    if (!ctx.settings.socketsAccepting) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n告警服务暂不可用');
      return true;
    }
    const fault = ctx.faults.take(path);
    if (fault) {
      if (fault.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
      if (fault.malformed) {
        socket.destroy();
        return true;
      }
      const answer = faultResponse(fault);
      if (answer) {
        socket.end(`HTTP/1.1 ${answer.status} Fault\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${answer.text}`);
        return true;
      }
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    return true;
  }

  function close(): Promise<void> {
    for (const client of wss.clients) client.terminate();
    return new Promise((resolve) => wss.close(() => resolve()));
  }

  return { handleUpgrade, close };
}
