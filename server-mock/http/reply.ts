import type { ServerResponse } from 'node:http';
import type { Envelope } from './envelope';
import { DATA_SECURITY_HEADERS } from './securityHeaders';

/** What a handler may return: a bare envelope (HTTP 200) or an envelope with another status. */
export interface Reply {
  status: number;
  body: Envelope;
  headers?: Record<string, string>;
}

export function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}

/** A handler's answer that is not the envelope: the bytes of a stored file (uploads, notice pages). */
export interface FileReply {
  status: number;
  bytes: Buffer;
  contentType: string;
  headers?: Record<string, string>;
}

export function isFileReply(value: unknown): value is FileReply {
  return typeof value === 'object' && value !== null && 'bytes' in value && Buffer.isBuffer((value as FileReply).bytes);
}

export function sendFile(res: ServerResponse, reply: FileReply) {
  res.writeHead(reply.status, { ...DATA_SECURITY_HEADERS, 'Content-Type': reply.contentType, 'Content-Length': reply.bytes.length, ...reply.headers });
  res.end(reply.bytes);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...DATA_SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export function sendText(res: ServerResponse, status: number, text: string, contentType = 'text/plain; charset=utf-8') {
  res.writeHead(status, { ...DATA_SECURITY_HEADERS, 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' });
  res.end(text);
}
