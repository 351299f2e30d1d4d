import type { FastifyReply } from 'fastify';
import type { Envelope } from './envelope';

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

export function sendFile(reply: FastifyReply, file: FileReply): FastifyReply {
  return reply
    .code(file.status)
    .headers({ 'Content-Type': file.contentType, ...file.headers })
    .send(file.bytes);
}

export function sendJson(reply: FastifyReply, status: number, body: unknown, headers: Record<string, string> = {}): FastifyReply {
  return reply
    .code(status)
    .headers({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers })
    .send(JSON.stringify(body));
}

export function sendText(reply: FastifyReply, status: number, text: string, contentType = 'text/plain; charset=utf-8'): FastifyReply {
  return reply.code(status).headers({ 'Content-Type': contentType, 'Cache-Control': 'no-store' }).send(text);
}
