import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { MockContext } from '../context';
import { urlOf } from '../http/fastifyRoutes';
import { sendPreflight } from './cors';
import { handleFileServerDownload, handleFileServerUpload, sendFileServerError } from './fileServer';
import { STORE_MAX_BYTES } from './limits';
import { handleOssDownload, handleOssUpload } from './ossBucket';
import { handleS3Download, handleS3Upload } from './s3Bucket';
import { ensureObjectStoreTables } from './tables';
import { FILE_SERVER_FILES_PATH, FILE_SERVER_UPLOAD_PATH, keyOfPath, OSS_BUCKET_PATH, S3_BUCKET_PATH } from './urls';
import { sendXmlError } from './xmlError';

const OBJECT_STORE_PREFIX = '/objectStore';
const FILE_SERVER_PREFIX = '/fileServer';
const WRITES = ['POST', 'PUT', 'DELETE', 'PATCH'] as const;
type Write = (typeof WRITES)[number];
const otherWrites = (...allowed: Write[]) => WRITES.filter((m) => !allowed.includes(m));

const notAllowed = (_request: unknown, reply: FastifyReply) => sendXmlError(reply, 405, 'MethodNotAllowed', '不支持该请求方法');
const noSuchKey = (reply: FastifyReply) => sendXmlError(reply, 404, 'NoSuchKey', '存储空间或文件不存在');
const within = (path: string, prefix: string) => path.slice(prefix.length);

/**
 * The OSS bucket `/objectStore/oss/parking-console` (form POST, presigned GET) and the S3 bucket
 * `/objectStore/s3/parking-files` (signed PUT of raw bytes, public GET), answering CORS preflights and the OSS / S3 XML
 * errors (405 for another method, 404 NoSuchKey for another path).
 */
async function bucketRoutes(scope: FastifyInstance, ctx: MockContext) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  await scope.register(multipart);
  scope.setErrorHandler((err: { code?: string }, _request, reply) =>
    err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
      ? sendXmlError(reply, 400, 'EntityTooLarge', '文件大小不能超过10M')
      : sendXmlError(reply, 400, 'InvalidContent', '上传内容格式错误'),
  );
  scope.setNotFoundHandler((_request, reply) => noSuchKey(reply));
  scope.options('/*', (_request, reply) => sendPreflight(reply));

  const oss = within(OSS_BUCKET_PATH, OBJECT_STORE_PREFIX);
  scope.post(oss, (request, reply) => handleOssUpload(ctx, request, reply));
  scope.route({
    method: ['GET', ...otherWrites('POST')],
    url: oss,
    handler: notAllowed,
  });
  scope.route({
    method: ['GET', 'HEAD'],
    url: `${oss}/*`,
    handler: (request, reply) => {
      const url = urlOf(request);
      const key = keyOfPath(url.pathname, `${OSS_BUCKET_PATH}/`);
      return key === null ? noSuchKey(reply) : handleOssDownload(ctx, reply, url, key);
    },
  });
  scope.route({ method: [...WRITES], url: `${oss}/*`, handler: notAllowed });

  const s3 = within(S3_BUCKET_PATH, OBJECT_STORE_PREFIX);
  scope.route({
    method: ['GET', 'HEAD'],
    url: `${s3}/*`,
    handler: (request, reply) => {
      const key = keyOfPath(urlOf(request).pathname, `${S3_BUCKET_PATH}/`);
      return key === null ? noSuchKey(reply) : handleS3Download(ctx, reply, key);
    },
  });
  scope.put(`${s3}/*`, { bodyLimit: STORE_MAX_BYTES }, (request, reply) => {
    const url = urlOf(request);
    const key = keyOfPath(url.pathname, `${S3_BUCKET_PATH}/`);
    return key === null ? noSuchKey(reply) : handleS3Upload(ctx, request, reply, url, key);
  });
  scope.route({
    method: otherWrites('PUT'),
    url: `${s3}/*`,
    handler: notAllowed,
  });
}

/** The file server: `POST /fileServer/upload` (token, multipart) and `GET /fileServer/files/<id>`, its errors in the envelope. */
async function fileServerRoutes(scope: FastifyInstance, ctx: MockContext) {
  await scope.register(multipart);
  scope.setNotFoundHandler((_request, reply) => sendFileServerError(reply, 404, '接口不存在'));
  scope.options('/*', (_request, reply) => sendPreflight(reply));

  const upload = within(FILE_SERVER_UPLOAD_PATH, FILE_SERVER_PREFIX);
  scope.post(upload, (request, reply) => handleFileServerUpload(ctx, request, reply));
  scope.route({
    method: ['GET', ...otherWrites('POST')],
    url: upload,
    handler: notAllowed,
  });
  const files = within(FILE_SERVER_FILES_PATH, FILE_SERVER_PREFIX);
  scope.route({
    method: ['GET', 'HEAD'],
    url: `${files}/*`,
    handler: (request, reply) => {
      const id = keyOfPath(urlOf(request).pathname, `${FILE_SERVER_FILES_PATH}/`);
      return id === null ? sendFileServerError(reply, 404, '文件不存在') : handleFileServerDownload(ctx, reply, id);
    },
  });
  scope.route({ method: [...WRITES], url: `${files}/*`, handler: notAllowed });
}

/**
 * Serves the simulated storage hosts on the mock's own origin: `/objectStore/oss/parking-console` (OSS form POST,
 * presigned GET), `/objectStore/s3/parking-files` (signed PUT, public GET) and `/fileServer/` (token upload, public
 * GET), each answering CORS; multipart bodies are read with @fastify/multipart. Files live under
 * `<data dir>/objects/<store>/`, metadata in SQLite.
 */
export async function registerObjectStore(app: FastifyInstance, ctx: MockContext): Promise<void> {
  ensureObjectStoreTables(ctx.db);
  await app.register((scope) => bucketRoutes(scope, ctx), {
    prefix: OBJECT_STORE_PREFIX,
  });
  await app.register((scope) => fileServerRoutes(scope, ctx), {
    prefix: FILE_SERVER_PREFIX,
  });
}
