import type { FastifyReply } from 'fastify';
import { CORS_HEADERS } from './cors';

/** Error codes of the simulated buckets (the OSS / S3 vocabulary). */
export type StoreErrorCode =
  | 'SignatureDoesNotMatch'
  | 'PolicyExpired'
  | 'RequestExpired'
  | 'AccessDenied'
  | 'EntityTooLarge'
  | 'InvalidContent'
  | 'InvalidKey'
  | 'BadDigest'
  | 'NoSuchKey'
  | 'MethodNotAllowed';

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** `<?xml …?><Error><Code>…</Code><Message>…</Message></Error>` */
export const xmlError = (code: StoreErrorCode, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`;

export function sendXmlError(reply: FastifyReply, status: number, code: StoreErrorCode, message: string) {
  return reply
    .code(status)
    .headers({ ...CORS_HEADERS, 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-store' })
    .send(xmlError(code, message));
}
