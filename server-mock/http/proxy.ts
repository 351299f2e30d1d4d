import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { Duplex } from 'node:stream';

/** Hop-by-hop headers that a proxy must not forward. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

function forwardHeaders(req: IncomingMessage, target: URL, keepUpgrade: boolean): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = { ...req.headers };
  if (!keepUpgrade) for (const h of HOP_BY_HOP) delete headers[h];
  headers.host = target.host;
  const remote = req.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${String(req.headers['x-forwarded-for'])}, ${remote}` : remote;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  return headers;
}

function requestOptions(req: IncomingMessage, target: URL, keepUpgrade: boolean): http.RequestOptions {
  const basePath = target.pathname.replace(/\/$/, '');
  return {
    protocol: target.protocol,
    hostname: target.hostname,
    port: target.port || (target.protocol === 'https:' ? 443 : 80),
    method: req.method,
    path: basePath + (req.url ?? '/'),
    headers: forwardHeaders(req, target, keepUpgrade),
  };
}

const clientFor = (target: URL) => (target.protocol === 'https:' ? https : http);

/** Forwards plain HTTP requests to `target` (for example http://10.0.0.5:8080), streaming both ways. */
export function createHttpProxy(targetUrl: string) {
  const target = new URL(targetUrl);
  return function proxyRequest(req: IncomingMessage, res: ServerResponse) {
    const upstream = clientFor(target).request(requestOptions(req, target, false), (upRes) => {
      const headers = { ...upRes.headers };
      for (const h of HOP_BY_HOP) delete headers[h];
      res.writeHead(upRes.statusCode ?? 502, headers);
      upRes.pipe(res);
    });
    upstream.on('error', (err) => {
      if (res.headersSent) {
        res.destroy(err);
        return;
      }
      const body = JSON.stringify({ code: '502', msg: `无法连接平台服务：${err.message}`, data: null });
      res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(body);
    });
    req.pipe(upstream);
  };
}

/** Forwards a WebSocket upgrade (the `upgrade` event of an http.Server) to `target`. */
export function createUpgradeProxy(targetUrl: string) {
  const target = new URL(targetUrl);
  return function proxyUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const upstream = clientFor(target).request(requestOptions(req, target, true));
    upstream.on('upgrade', (upRes, upSocket, upHead) => {
      const lines = [`HTTP/1.1 ${upRes.statusCode ?? 101} ${upRes.statusMessage ?? 'Switching Protocols'}`];
      for (let i = 0; i < upRes.rawHeaders.length; i += 2) lines.push(`${upRes.rawHeaders[i]}: ${upRes.rawHeaders[i + 1]}`);
      socket.write(lines.join('\r\n') + '\r\n\r\n');
      if (upHead.length) socket.write(upHead);
      if (head.length) upSocket.write(head);
      upSocket.pipe(socket).pipe(upSocket);
      upSocket.on('error', () => socket.destroy());
      socket.on('error', () => upSocket.destroy());
    });
    upstream.on('response', (upRes) => {
      // The platform refused the upgrade: pass its answer on and hang up.
      socket.write(`HTTP/1.1 ${upRes.statusCode ?? 502} ${upRes.statusMessage ?? ''}\r\nConnection: close\r\n\r\n`);
      socket.destroy();
    });
    upstream.on('error', () => socket.destroy());
    upstream.end();
  };
}
