import { get } from '../api/http';
import { UPLOAD_MESSAGES } from './messages';
import { sendToStore } from './sendToStore';
import { step, stringField, type UploadProgressOptions, type UploadResult } from './uploadStep';

export const FILE_SERVER_PARAM_PATH = '/basic/v2/api/getFileServerParam';
export const UPLOAD_TOKEN_HEADER = 'X-Upload-Token';

/** The file server's answer: the platform envelope with code "200" and data.url. */
function storedUrl(text: string): string {
  const body = JSON.parse(text) as { code?: unknown; data?: unknown };
  if (String(body?.code) !== '200') throw new Error(`文件服务器答复 ${String(body?.code)}`);
  return stringField(body.data, 'url');
}

/** Image server type 5, the platform's own file server: a one-time token, then a multipart POST carrying it. */
export async function uploadToFileServer(file: File, options: UploadProgressOptions = {}): Promise<UploadResult> {
  const param = await step(UPLOAD_MESSAGES.signature, async () => {
    const data = await get<unknown>(FILE_SERVER_PARAM_PATH, undefined, { silent: true });
    return { uploadUrl: stringField(data, 'uploadUrl'), token: stringField(data, 'token') };
  });
  const form = new FormData();
  form.append('file', file, file.name);
  const url = await step(UPLOAD_MESSAGES.storage, async () =>
    storedUrl(
      await sendToStore({
        method: 'POST',
        url: param.uploadUrl,
        headers: { [UPLOAD_TOKEN_HEADER]: param.token },
        body: form,
        size: file.size,
        onProgress: options.onProgress,
      }),
    ),
  );
  return { url, name: file.name };
}
