import type { FastifyReply } from 'fastify';
import { CORS_HEADERS } from './cors';

/**
 * Sends a stored object: the content type of its extension, never sniffed, and sandboxed, so an uploaded SVG or HTML
 * cannot run script on the serving origin. HEAD gets the headers only.
 */
export function sendObject(reply: FastifyReply, object: { bytes: Buffer; contentType: string }, cacheControl: string) {
  return reply
    .code(200)
    .headers({
      ...CORS_HEADERS,
      'Content-Type': object.contentType,
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': 'sandbox',
    })
    .send(object.bytes);
}
