import { request } from '../api/http';

/** Extensions sent as type 1 (image) on the generic upload call; everything else is type 2. Spec §7. */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp', 'psd', 'svg', 'tiff'];

export function uploadTypeOf(fileName: string): 1 | 2 {
  const ext = fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';
  return IMAGE_EXTENSIONS.includes(ext) ? 1 : 2;
}

/**
 * The generic upload: POST /basic/v2/api/hikyun/upload, multipart with `file` and `type`; the
 * response data is returned as the stored file's address.
 */
export async function uploadFile(file: File, _purpose: 'image' | 'file'): Promise<{ url: string; name?: string }> {
  const form = new FormData();
  form.append('file', file);
  form.append('type', String(uploadTypeOf(file.name)));
  const data = await request<unknown>({ method: 'POST', url: '/basic/v2/api/hikyun/upload', data: form });
  const url = typeof data === 'string' ? data : (data as { url?: unknown } | null)?.url;
  if (typeof url !== 'string' || !url) throw new Error('上传失败,请重新上传!');
  return { url, name: file.name };
}
