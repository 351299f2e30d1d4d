import { createHash } from 'node:crypto';
import { payloadHeaders } from './payload';

/** Small files for the tests of the upload flows: real image headers and the things that must not pass as images. */
const hex = (text: string) => Buffer.from(text, 'hex');

export const SAMPLE = {
  png: hex('89504e470d0a1a0a0000000d4948445200000001000000010806000000'),
  jpeg: hex('ffd8ffe000104a46494600010100000100010000ffd9'),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  bmp: Buffer.concat([Buffer.from('BM', 'latin1'), hex('3a000000000000003600000028000000010000000100000001001800')]),
  webp: Buffer.concat([Buffer.from('RIFF', 'latin1'), hex('1a000000'), Buffer.from('WEBPVP8L', 'latin1'), hex('0d0000002f000000')]),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>'),
  exe: hex('4d5a90000300000004000000ffff0000b800000000000000'),
  html: Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'),
  zip: hex('504b03041400000008000000000000000000'),
} as const;

/** `size` bytes starting with a JPEG header (for the size limits). */
export function jpegOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  SAMPLE.jpeg.copy(bytes, 0, 0, 4);
  return bytes;
}

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A multipart form with the fields in order and `file` last. */
export function formOf(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type?: string }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}

/** The code and message of a store's XML error body. */
export function parseXmlError(text: string): { code: string; message: string } | null {
  const m = /^<\?xml version="1\.0" encoding="UTF-8"\?><Error><Code>([A-Za-z]+)<\/Code><Message>([^<]*)<\/Message><\/Error>$/.exec(text);
  return m ? { code: m[1], message: m[2] } : null;
}

/** Uploads a file through the generic upload (hikyun/upload), as the console's import button does first; answers its address. */
export async function uploadFile(baseUrl: string, token: string, name: string, bytes: Buffer | string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes)]), name);
  form.append('type', '2');
  const res = await fetch(`${baseUrl}/api/basic/v2/api/hikyun/upload`, {
    method: 'POST',
    headers: { Authorization: token, ...payloadHeaders() },
    body: form,
  });
  const body = (await res.json()) as { code: string; data: string };
  if (body.code !== '200') throw new Error(`upload of ${name} refused: ${JSON.stringify(body)}`);
  return body.data;
}
