import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { MockContext } from './context';
import { faultResponse } from './faults';
import { sessionUser } from './security/sessions';

export const WS_PATH = '/websocket';
export const WS_UNAUTHORIZED = { code: 4401, reason: 'unauthorized' } as const;

function onMessage(socket: WebSocket, raw: WebSocket.RawData) {
  let message: unknown;
  try {
    message = JSON.parse(raw.toString());
  } catch {
    return;
  }
  if (typeof message === 'object' && message !== null && (message as { infName?: unknown }).infName === 'heartbeat') {
    socket.send(JSON.stringify({ infName: 'heartbeat', msg: 'pong' }));
  }
}

/**
 * The alarm socket at /websocket?token=…: a bad token is closed with 4401 'unauthorized'; heartbeats
 * are answered; open sockets are kept in ctx.sockets so admin calls can push alarms.
 */
export function createWebSocketEndpoint(ctx: MockContext) {
  const wss = new WebSocketServer({ noServer: true });

  wss.on('connection', (socket: WebSocket, req: IncomingMessage) => {
    const token = new URL(req.url ?? '/', 'http://localhost').searchParams.get('token');
    const user = sessionUser(ctx.db, token, ctx.now());
    if (!user || !token) {
      socket.close(WS_UNAUTHORIZED.code, WS_UNAUTHORIZED.reason);
      return;
    }
    ctx.sockets.add(socket, { userId: user.user_id, account: user.account, token });
    socket.on('message', (raw) => onMessage(socket, raw));
    socket.on('error', () => socket.terminate());
  });

  /** Handles an upgrade of /websocket; returns false for other paths (left to Vite's HMR, for example). */
  async function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<boolean> {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path !== WS_PATH) return false;
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
