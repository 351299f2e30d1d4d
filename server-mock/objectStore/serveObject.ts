import type { FastifyReply } from 'fastify';
import path from 'node:path';
import { attachmentDisposition } from '../http/contentDisposition';
import { CORS_HEADERS } from './cors';
import { IMAGE_EXTENSIONS } from './sniff';

/**
 * Sends a stored object: the content type of its extension, never sniffed, and sandboxed, so an uploaded SVG or HTML
 * cannot run script on the serving origin; only raster images (png, jpg, gif, bmp, webp) are shown in place, every
 * other object is a download (`Content-Disposition: attachment`, named after the last part of its key). HEAD gets the
 * headers only.
 */
export function sendObject(reply: FastifyReply, object: { bytes: Buffer; contentType: string }, cacheControl: string, key: string) {
  const name = path.posix.basename(key);
  const inline = Object.hasOwn(IMAGE_EXTENSIONS, path.extname(name).toLowerCase());
  return reply
    .code(200)
    .headers({
      ...CORS_HEADERS,
      'Content-Type': object.contentType,
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': 'sandbox',
      ...(inline ? {} : { 'Content-Disposition': attachmentDisposition(name) }),
    })
    .send(object.bytes);
}
