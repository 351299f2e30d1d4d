import { get } from '../api/http';
import { UPLOAD_MESSAGES } from './messages';
import { sendToStore } from './sendToStore';
import { sha256File } from './sha256File';
import { step, stringField, type UploadProgressOptions, type UploadResult } from './uploadStep';

export const S3_TOKEN_PATH = '/basic/v2/api/getS3UploadToken';
export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

function stringHeaders(value: unknown): Record<string, string> {
  const headers = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).headers : undefined;
  if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) throw new Error('答复缺少字段 headers');
  const entries = Object.entries(headers);
  if (!entries.every(([, v]) => typeof v === 'string')) throw new Error('headers 的值须为字符串');
  return Object.fromEntries(entries) as Record<string, string>;
}

/**
 * Other image server types, S3-style storage: the file's SHA-256 buys an upload token (getS3UploadToken), then the
 * file is PUT to the returned address with exactly the returned headers; the address kept is fileUrl.
 */
export async function uploadToS3(file: File, options: UploadProgressOptions = {}): Promise<UploadResult> {
  const token = await step(UPLOAD_MESSAGES.signature, async () => {
    const sha256 = await sha256File(file);
    const params = { sha256, fileName: file.name, size: file.size, contentType: file.type || DEFAULT_CONTENT_TYPE };
    const data = await get<unknown>(S3_TOKEN_PATH, params, { silent: true });
    const method = (data as { method?: unknown } | null)?.method === 'POST' ? ('POST' as const) : ('PUT' as const);
    return { url: stringField(data, 'url'), fileUrl: stringField(data, 'fileUrl'), method, headers: stringHeaders(data) };
  });
  await step(UPLOAD_MESSAGES.storage, () =>
    sendToStore({
      method: token.method,
      url: token.url,
      headers: token.headers,
      body: file,
      size: file.size,
      onProgress: options.onProgress,
    }),
  );
  return { url: token.fileUrl, name: file.name };
}
