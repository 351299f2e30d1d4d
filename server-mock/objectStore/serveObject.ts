import type { IncomingMessage, ServerResponse } from 'node:http';
import { CORS_HEADERS } from './cors';

/**
 * Sends a stored object: the content type of its extension, never sniffed, and sandboxed, so an uploaded SVG or HTML
 * cannot run script on the serving origin. HEAD gets the headers only.
 */
export function sendObject(req: IncomingMessage, res: ServerResponse, object: { bytes: Buffer; contentType: string }, cacheControl: string): void {
  res.writeHead(200, {
    ...CORS_HEADERS,
    'Content-Type': object.contentType,
    'Content-Length': object.bytes.length,
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': 'sandbox',
  });
  res.end(req.method === 'HEAD' ? undefined : object.bytes);
}
