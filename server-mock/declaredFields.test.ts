import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/harness';

/** Fields no form declares: a body carrying them must not get them stored. */
const INJECTED = { isAdmin: 1, createdBy: 'intruder', role: 'admin', userId: 'u-0001' };

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.login('admin');
});
afterAll(() => t.close());

const undeclared = (record: Record<string, unknown>) => Object.keys(INJECTED).filter((k) => k in record);

describe('only the declared fields are written', () => {
  it('bulletin create (schema engine + workflow): extra fields and a forced state are dropped', async () => {
    const res = await t.post(
      '/api/publicity/v2/api/bulletinInfos',
      { title: '字段白名单测试', category: 1, forceRead: 0, content: '<p>正文</p>', bulletinStatus: 3, ...INJECTED },
      token,
    );
    expect(res.body.code).toBe('200');
    const list = await t.get(
      `/api/publicity/v2/api/bulletinInfos?pageNo=1&pageSize=100&title=${encodeURIComponent('字段白名单测试')}`,
      token,
    );
    const row = (list.body.data.results as Record<string, unknown>[]).find((r) => r.title === '字段白名单测试')!;
    const detail = (await t.get(`/api/publicity/v2/api/bulletinInfos/${String(row.bulletinId)}`, token)).body.data as Record<
      string,
      unknown
    >;
    expect(detail.bulletinStatus).toBe(0);
    expect(undeclared(detail)).toEqual([]);
    expect(undeclared(row)).toEqual([]);
  });

  it('blacklist create (generic create): extra fields are dropped', async () => {
    const park = ((await t.get('/api/dealer/v2/api/parkInfos/chosen', token)).body.data as { parkId: unknown }[])[0].parkId;
    const res = await t.post(
      '/api/special/v2/api/blackLists',
      { plateNo: '浙A9Z876', plateColor: 1, parkId: park, blackReason: 1, ...INJECTED },
      token,
    );
    expect(res.body.code).toBe('200');
    const rows = (await t.get(`/api/special/v2/api/blackLists?pageNo=1&pageSize=10&plateNo=${encodeURIComponent('浙A9Z876')}`, token)).body
      .data.results as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(undeclared(row)).toEqual([]);
    const detail = (await t.get(`/api/special/v2/api/blackLists/${String(rows[0].id ?? rows[0].blackId)}`, token)).body.data as Record<
      string,
      unknown
    >;
    expect(undeclared(detail)).toEqual([]);
  });

  it('fault report save (hand-written): extra fields and a forced status are dropped', async () => {
    const res = await t.post(
      '/api/device/v2/api/platformErrorReports/save',
      { errorTitle: '白名单测试', errorContent: '内容', picUrls: [], status: 1, ...INJECTED },
      token,
    );
    expect(res.body.code).toBe('200');
    const first = (await t.get('/api/device/v2/api/platformErrorReports/list?pageNo=1&pageSize=1', token)).body.data.results[0] as Record<
      string,
      unknown
    >;
    expect(first).toMatchObject({ errorTitle: '白名单测试', status: 0 });
    expect(undeclared(first)).toEqual([]);
  });
});
