import { isApiError, request } from '../api/http';
import { UPLOAD_FAILED } from './messages';
import { PROGRESS_MIN_BYTES } from './sendToStore';
import { uploadTypeOf } from './uploadType';
import type { UploadProgressOptions } from './uploadStep';

export { IMAGE_EXTENSIONS, uploadTypeOf } from './uploadType';

export const GENERIC_UPLOAD_PATH = '/basic/v2/api/hikyun/upload';

/** The server's msg when it refused the file, else 上传失败,请重新上传!. */
function failure(error: unknown): Error {
  const msg = isApiError(error) && error.kind === 'business' ? error.body?.msg : undefined;
  return new Error(typeof msg === 'string' && msg ? msg : UPLOAD_FAILED, { cause: error });
}

/**
 * The generic upload (shell §7): POST /basic/v2/api/hikyun/upload, multipart with `file` and `type`; the response
 * data is the stored file's address. Silent (the caller shows 上传失败,请重新上传!); files over 1 MB go through
 * XMLHttpRequest so that `onProgress` gets 0–100.
 */
export async function uploadFile(
  file: File,
  _purpose: 'image' | 'file',
  options: UploadProgressOptions = {},
): Promise<{ url: string; name?: string }> {
  const form = new FormData();
  form.append('file', file);
  form.append('type', String(uploadTypeOf(file.name)));
  const onUploadProgress = options.onProgress && file.size > PROGRESS_MIN_BYTES ? options.onProgress : undefined;
  let data: unknown;
  try {
    data = await request<unknown>({ method: 'POST', url: GENERIC_UPLOAD_PATH, data: form, silent: true, onUploadProgress });
  } catch (error) {
    throw failure(error);
  }
  const url = typeof data === 'string' ? data : (data as { url?: unknown } | null)?.url;
  if (typeof url !== 'string' || !url) throw new Error(UPLOAD_FAILED);
  return { url, name: file.name };
}
