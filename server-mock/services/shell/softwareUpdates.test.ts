import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflateRawSync } from 'node:zlib';
import { startTestServer, type TestServer } from '../../testing/harness';
import { LATEST_NGS_UPDATE } from './softwareUpdates';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.login('admin');
});
afterAll(() => t.close());

describe('software updates and dealer calls of the shell', () => {
  it('getLastNgsUpdateFile names the newest client package, which downloads as a real zip without a token', async () => {
    const res = await t.get<{ fileName: string; fileUrl: string; fileSize: number; version: string }>(
      '/api/backlog/v2/api/getLastNgsUpdateFile',
      token,
    );
    expect(res.body.data).toMatchObject({ fileName: LATEST_NGS_UPDATE.fileName, version: 'V3.2.0' });
    const file = await fetch(t.url + res.body.data.fileUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(file.headers.get('content-disposition')).toContain(LATEST_NGS_UPDATE.fileName);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.length).toBe(res.body.data.fileSize);
    expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
    // The one entry: 安装说明.txt, deflated.
    const nameLength = bytes.readUInt16LE(26);
    const extraLength = bytes.readUInt16LE(28);
    const compressed = bytes.readUInt32LE(18);
    expect(bytes.subarray(30, 30 + nameLength).toString('utf8')).toBe('安装说明.txt');
    const start = 30 + nameLength + extraLength;
    expect(inflateRawSync(bytes.subarray(start, start + compressed)).toString('utf8')).toContain('车场客户端 V3.2.0');
    expect((await fetch(`${t.url}/api/backlog/v2/api/ngsUpdateFiles/other.zip`)).status).toBe(404);
  });

  it('enterprise/platBizType answers the caller’s business type', async () => {
    expect((await t.get('/api/dealer/v2/api/enterprise/platBizType', token)).body.data).toEqual({ platBizType: 1 });
  });

  it('dealerInfos/{id}: the caller’s own dealer or one it manages; another id is 记录不存在', async () => {
    const me = (await t.get<{ dealerId: string; dealerName: string; platformName: string }>('/api/auth/v2/api/user/loginInfo', token)).body
      .data;
    const own = await t.get(`/api/dealer/v2/api/dealerInfos/${me.dealerId}`, token);
    expect(own.body.data).toMatchObject({ dealerId: me.dealerId, dealerName: me.dealerName, platName: me.platformName });
    const dealerToken = await t.login('dealer');
    const [managed] = (await t.get<{ dealerId: string; dealerName: string }[]>('/api/dealer/v2/api/dealerInfos/chosen', dealerToken)).body
      .data;
    expect((await t.get(`/api/dealer/v2/api/dealerInfos/${managed.dealerId}`, dealerToken)).body.data).toMatchObject({
      dealerId: managed.dealerId,
      platName: `${managed.dealerName}停车服务平台`,
    });
    expect((await t.get('/api/dealer/v2/api/dealerInfos/NOPE', token)).body.code).toBe('0x10d7500014');
    // The literal routes still win over {id}.
    expect((await t.get('/api/dealer/v2/api/dealerInfos/about', token)).body.data).toHaveProperty('version');
  });
});
