import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';
import { parseXmlError } from '../testing/uploadFiles';
import { FILE_SERVER_UPLOAD_PATH, OSS_BUCKET_PATH, S3_BUCKET_PATH } from './urls';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('the storage hosts', () => {
  it.each([
    ['/objectStore/oss/parking-console/a.png', 403, 'application/xml'],
    ['/objectStore/other/a.png', 404, 'application/xml'],
    ['/fileServer/other', 404, 'application/json'],
    ['/objectStorex', 404, 'text/plain'],
  ])('GET %s is answered by the right host (%i, %s)', async (path, status, type) => {
    const res = await fetch(t.url + path);
    expect([res.status, res.headers.get('content-type')?.split(';')[0]]).toEqual([status, type]);
  });

  it.each([
    ['the OSS bucket', OSS_BUCKET_PATH, 'POST'],
    ['an S3 object', `${S3_BUCKET_PATH}/console/20260101/a.png`, 'PUT'],
    ['the file server', FILE_SERVER_UPLOAD_PATH, 'POST'],
  ])('answer the CORS preflight of %s', async (_label, path, method) => {
    const res = await fetch(t.url + path, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://console.example',
        'Access-Control-Request-Method': method,
        'Access-Control-Request-Headers': 'content-type, x-amz-content-sha256, x-upload-token',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('POST, PUT, GET, OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toBe('Content-Type, x-amz-content-sha256, X-Upload-Token');
  });

  it.each([
    ['GET of the OSS bucket itself', 'GET', OSS_BUCKET_PATH, 405, 'MethodNotAllowed'],
    ['PUT into the OSS bucket', 'PUT', `${OSS_BUCKET_PATH}/console/a.png`, 405, 'MethodNotAllowed'],
    ['DELETE of an S3 object', 'DELETE', `${S3_BUCKET_PATH}/console/a.png`, 405, 'MethodNotAllowed'],
    ['an unknown bucket', 'GET', '/objectStore/oss/other-bucket/a.png', 404, 'NoSuchKey'],
  ])('refuse %s', async (_label, method, path, status, code) => {
    const res = await fetch(t.url + path, { method });
    expect(res.status).toBe(status);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(parseXmlError(await res.text())?.code).toBe(code);
  });

  it('answer GET of the file server upload path with 405', async () => {
    expect((await fetch(t.url + FILE_SERVER_UPLOAD_PATH)).status).toBe(405);
  });
});
