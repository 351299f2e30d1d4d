import type { ServerResponse } from 'node:http';

/** The storage hosts are other origins in production: they answer every origin (no credentials are involved). */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, PUT, GET, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, x-amz-content-sha256, X-Upload-Token',
};

/** Answers a CORS preflight (OPTIONS). */
export function sendPreflight(res: ServerResponse): void {
  res.writeHead(204, { ...CORS_HEADERS, 'Access-Control-Max-Age': '600', 'Content-Length': 0 });
  res.end();
}

/** The success answer of an upload to a bucket: HTTP 200 with an empty body. */
export function sendEmptyOk(res: ServerResponse): void {
  res.writeHead(200, { ...CORS_HEADERS, 'Content-Length': 0, 'Cache-Control': 'no-store' });
  res.end();
}
