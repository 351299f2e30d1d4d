import type { FastifyReply } from 'fastify';

/** The storage hosts are other origins in production: they answer every origin (no credentials are involved). */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, PUT, GET, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, x-amz-content-sha256, X-Upload-Token',
};

/** Answers a CORS preflight (OPTIONS). */
export const sendPreflight = (reply: FastifyReply) =>
  reply
    .code(204)
    .headers({ ...CORS_HEADERS, 'Access-Control-Max-Age': '600' })
    .send();

/** The success answer of an upload to a bucket: HTTP 200 with an empty body. */
export const sendEmptyOk = (reply: FastifyReply) =>
  reply
    .code(200)
    .headers({ ...CORS_HEADERS, 'Cache-Control': 'no-store' })
    .send();
