import { get } from '../api/http';
import { UPLOAD_MESSAGES } from './messages';
import { randomKey, type RandomSource } from './randomKey';
import { sendToStore } from './sendToStore';
import { step, stringField, type UploadProgressOptions, type UploadResult } from './uploadStep';

export const OSS_PATHS = {
  param: '/basic/v2/api/getOSSParam',
  sign: '/basic/v2/api/getServerSign',
  preSign: '/basic/v2/api/getPreSignUrl',
} as const;

/**
 * Image server type 1, the cloud object store: policy (getOSSParam), its signature (getServerSign), a form POST to
 * the bucket, then a presigned address (getPreSignUrl) because the objects are private.
 */
export async function uploadToOss(file: File, options: UploadProgressOptions = {}, random?: RandomSource): Promise<UploadResult> {
  const { signature: signMessage, cloudStore } = UPLOAD_MESSAGES;
  const param = await step(signMessage, async () => {
    const data = await get<unknown>(OSS_PATHS.param, undefined, { silent: true });
    return {
      host: stringField(data, 'host'),
      dir: stringField(data, 'dir'),
      policy: stringField(data, 'policy'),
      accessKeyId: stringField(data, 'accessKeyId'),
    };
  });
  const signature = await step(signMessage, async () =>
    stringField(await get<unknown>(OSS_PATHS.sign, { policy: param.policy }, { silent: true }), 'signature'),
  );

  const key = randomKey(param.dir, file.name, random);
  const form = new FormData();
  form.append('key', key);
  form.append('policy', param.policy);
  form.append('OSSAccessKeyId', param.accessKeyId);
  form.append('signature', signature);
  form.append('success_action_status', '200');
  form.append('file', file, file.name);
  await step(cloudStore, () =>
    sendToStore({ method: 'POST', url: param.host, body: form, size: file.size, onProgress: options.onProgress }),
  );

  const url = await step(signMessage, async () => stringField(await get<unknown>(OSS_PATHS.preSign, { key }, { silent: true }), 'url'));
  return { url, name: file.name };
}
