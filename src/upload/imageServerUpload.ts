import { get } from '../api/http';
import { uploadToFileServer } from './fileServerUpload';
import { UPLOAD_MESSAGES } from './messages';
import { uploadToOss } from './ossUpload';
import { uploadToS3 } from './s3Upload';
import { step, type UploadProgressOptions, type UploadResult } from './uploadStep';

export const IMAGE_SERVER_TYPE_PATH = '/basic/v2/api/getImageServerType';
export const IMAGE_SERVER_OSS = 1;
export const IMAGE_SERVER_FILE_SERVER = 5;

/** GET getImageServerType: a number (a numeric string is accepted). */
export async function getImageServerType(): Promise<number> {
  return step(UPLOAD_MESSAGES.serverType, async () => {
    const data = await get<unknown>(IMAGE_SERVER_TYPE_PATH, undefined, { silent: true });
    const type = typeof data === 'string' && data.trim() !== '' ? Number(data) : data;
    if (typeof type !== 'number' || !Number.isFinite(type)) throw new Error('图片服务器类型不是数字');
    return type;
  });
}

/**
 * The business areas' upload (business-areas §4, §7): the image server type chooses the flow — 1 the cloud object
 * store, 5 the platform's file server, anything else S3-style storage with a SHA-256 token. Rejects with one of
 * UPLOAD_MESSAGES; `onProgress` gets 0–100 for files over 1 MB.
 */
export async function uploadToImageServer(file: File, options: UploadProgressOptions = {}): Promise<UploadResult> {
  const type = await getImageServerType();
  if (type === IMAGE_SERVER_OSS) return uploadToOss(file, options);
  if (type === IMAGE_SERVER_FILE_SERVER) return uploadToFileServer(file, options);
  return uploadToS3(file, options);
}
