import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

const LIST = '/api/device/v2/api/platformErrorReports/list';
const SAVE = '/api/device/v2/api/platformErrorReports/save';
const BAD_REQUEST = '0x10d7500400';

interface Report {
  id: string;
  errorTitle: string;
  errorContent: string;
  picUrls: string[];
  createTime: string;
  status: number;
}
interface Page {
  results: Report[];
  totalRecord: number;
}

let t: TestServer;
let token: string;
const list = async (query: string) => (await t.get<Page>(`${LIST}?${query}`, token)).body;
const save = async (body: unknown) => (await t.post<{ id: string } | null>(SAVE, body, token)).body;
const total = async () => (await list('pageNo=1&pageSize=1')).data.totalRecord;

const GOOD = {
  errorTitle: '入口道闸无法落杆',
  errorContent: '车辆通过后道闸一直处于抬起状态，已断电重启无效。',
  picUrls: ['/upload/a.jpg'],
};

beforeAll(async () => {
  t = await startTestServer();
  token = await t.login('admin');
});
afterAll(() => t.close());

describe('platformErrorReports/list', () => {
  it('pages the 12 seeded Chinese reports in SQL, newest first', async () => {
    const all = await list('pageNo=1&pageSize=100');
    expect(all.code).toBe('200');
    expect(all.data.totalRecord).toBe(12);
    expect(all.data.results).toHaveLength(12);
    const times = all.data.results.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    for (const r of all.data.results) {
      expect(Object.keys(r).sort()).toEqual(['createTime', 'errorContent', 'errorTitle', 'id', 'picUrls', 'status']);
      expect(r.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(r.createTime < '2026-01-15 00:00:00').toBe(true);
      expect(r.errorTitle).toMatch(/[\u4e00-\u9fa5]/);
      expect(r.errorContent).toMatch(/[\u4e00-\u9fa5]/);
      expect([0, 1]).toContain(r.status);
      expect(Array.isArray(r.picUrls)).toBe(true);
      expect(r.picUrls.length).toBeLessThanOrEqual(4);
    }
    const titles = all.data.results.map((r) => r.errorTitle);
    expect(titles).toEqual(expect.arrayContaining(['道闸无法抬杆', '摄像机识别率低']));
    expect(new Set(all.data.results.map((r) => r.status))).toEqual(new Set([0, 1]));

    const page2 = await list('pageNo=2&pageSize=5');
    expect(page2.data.totalRecord).toBe(12);
    expect(page2.data.results.map((r) => r.id)).toEqual(all.data.results.slice(5, 10).map((r) => r.id));
    const page3 = await list('pageNo=3&pageSize=5');
    expect(page3.data.results.map((r) => r.id)).toEqual(all.data.results.slice(10).map((r) => r.id));
    expect((await list('pageNo=4&pageSize=5')).data.results).toEqual([]);
  });

  it('defaults to the first page of 10', async () => {
    const res = await list('');
    expect(res.data.results).toHaveLength(10);
  });

  it.each(['pageNo=abc', 'pageNo=0', 'pageSize=-1', 'pageSize=1.5'])('refuses malformed paging %s', async (query) => {
    const res = await list(query);
    expect([res.code, res.msg]).toEqual([BAD_REQUEST, '请求参数错误']);
  });

  it('needs a live token', async () => {
    expect((await t.get(`${LIST}?pageNo=1&pageSize=10`)).status).toBe(401);
    expect((await t.post(SAVE, GOOD)).status).toBe(401);
  });

  it('serves the seeded pictures', async () => {
    const urls = (await list('pageSize=100')).data.results.flatMap((r) => r.picUrls);
    expect(urls.length).toBeGreaterThan(0);
    const res = await fetch(t.url + urls[0]);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
  });
});

describe('platformErrorReports/save', () => {
  it('stores a pending report that heads the list', async () => {
    const before = await total();
    const res = await save({ ...GOOD, errorTitle: `  ${GOOD.errorTitle}  ` });
    expect(res.code).toBe('200');
    expect(res.data).toEqual({ id: expect.stringMatching(/^ER/) });
    const first = (await list('pageNo=1&pageSize=1')).data;
    expect(first.totalRecord).toBe(before + 1);
    expect(first.results[0]).toEqual({
      ...GOOD,
      id: res.data?.id,
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      status: 0,
    });
  });

  it('accepts a report without pictures, 64-character titles, 200-character descriptions and 4 pictures', async () => {
    const before = await total();
    expect((await save({ errorTitle: '无图故障', errorContent: '描述' })).code).toBe('200');
    const full = {
      errorTitle: '障'.repeat(64),
      errorContent: '述'.repeat(200),
      picUrls: ['/p/1.png', '/p/2.png', '/p/3.jpg', '/p/4.jpeg'],
    };
    const res = await save(full);
    expect(res.code).toBe('200');
    expect((await list('pageNo=1&pageSize=1')).data.results[0]).toMatchObject({ ...full, id: res.data?.id, status: 0 });
    expect(await total()).toBe(before + 2);
  });

  const refusals: [name: string, body: Record<string, unknown>, msg: string][] = [
    ['an absent title', { ...GOOD, errorTitle: undefined }, '标题不能为空'],
    ['a blank title', { ...GOOD, errorTitle: '   ' }, '标题不能为空'],
    ['a title over 64 characters', { ...GOOD, errorTitle: '障'.repeat(65) }, '长度在 1 到 64 个字符'],
    ...['’', '/', ':', '*', '?', '"'].map((c): [string, Record<string, unknown>, string] => [
      `a title with ${c}`,
      { ...GOOD, errorTitle: `道闸${c}故障` },
      '不能包含特殊字符',
    ]),
    ['an absent description', { ...GOOD, errorContent: undefined }, '故障描述不能为空'],
    ['a blank description', { ...GOOD, errorContent: ' ' }, '故障描述不能为空'],
    ['a description over 200 characters', { ...GOOD, errorContent: '述'.repeat(201) }, '最多输入200个字符'],
    ['5 pictures', { ...GOOD, picUrls: ['/1.png', '/2.png', '/3.png', '/4.png', '/5.png'] }, '至多上传4张图片'],
    ['picUrls not a list', { ...GOOD, picUrls: '/1.png' }, '图片地址格式错误'],
    ['an empty picture address', { ...GOOD, picUrls: [''] }, '图片地址格式错误'],
  ];
  it.each(refusals)('refuses %s with its message and writes nothing', async (_name, body, msg) => {
    const before = await total();
    const res = await save(body);
    expect([res.code, res.msg, res.data]).toEqual([BAD_REQUEST, msg, null]);
    expect(await total()).toBe(before);
  });
});
