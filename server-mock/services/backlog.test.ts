import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKLOG_TYPES } from '../catalogue/backlogTypes';
import { startTestServer, type TestServer } from '../testing/harness';

const LIST = '/api/backlog/v2/api/backlogs';
let t: TestServer;
let token: string;

interface Row {
  backlogId: string;
  title: string;
  backlogType: number;
  dealStatus: number;
  createTime: string;
  content: string;
}
const list = async (query: string) => (await t.get<{ results: Row[]; totalRecord: number }>(`${LIST}?${query}`, token)).body;

beforeAll(async () => {
  t = await startTestServer();
  token = await t.login('admin');
});
afterAll(() => t.close());

describe('backlogs', () => {
  it('pages 40 seeded rows, newest first', async () => {
    const all = await list('pageNo=1&pageSize=100');
    expect(all.data.totalRecord).toBe(40);
    const times = all.data.results.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    for (const r of all.data.results) {
      expect(Object.keys(r).sort()).toEqual(['backlogId', 'backlogType', 'content', 'createTime', 'dealStatus', 'title']);
      expect(r.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect([0, 1, 2]).toContain(r.dealStatus);
      expect(BACKLOG_TYPES.map((b) => b.value)).toContain(r.backlogType);
    }
    const page2 = await list('pageNo=2&pageSize=15');
    expect(page2.data.totalRecord).toBe(40);
    expect(page2.data.results.map((r) => r.backlogId)).toEqual(all.data.results.slice(15, 30).map((r) => r.backlogId));
    const page3 = await list('pageNo=3&pageSize=15');
    expect(page3.data.results).toHaveLength(10);
  });

  it('filters by dealStatus, backlogType and title', async () => {
    const all = (await list('pageSize=100')).data.results;
    for (const status of [0, 1, 2]) {
      const res = await list(`pageSize=100&dealStatus=${status}`);
      expect(res.data.totalRecord).toBe(all.filter((r) => r.dealStatus === status).length);
      expect(res.data.results.every((r) => r.dealStatus === status)).toBe(true);
    }
    const type1 = await list('pageSize=100&backlogType=1');
    expect(type1.data.totalRecord).toBe(all.filter((r) => r.backlogType === 1).length);
    expect(type1.data.totalRecord).toBeGreaterThan(0);
    const title = await list(`pageSize=100&title=${encodeURIComponent('退款')}`);
    expect(title.data.totalRecord).toBe(all.filter((r) => r.title.includes('退款')).length);
    expect(title.data.totalRecord).toBeGreaterThan(0);
    const combined = await list(`pageSize=100&dealStatus=0&backlogType=1`);
    expect(combined.data.totalRecord).toBe(all.filter((r) => r.dealStatus === 0 && r.backlogType === 1).length);
  });

  it('treats % and _ in the title literally', async () => {
    expect((await list(`title=${encodeURIComponent('%')}`)).data.totalRecord).toBe(0);
    expect((await list('title=_')).data.totalRecord).toBe(0);
  });

  it('refuses non-numeric paging', async () => {
    expect((await list('pageNo=abc')).code).toBe('0x10d7500400');
  });

  it('serves the type dictionary', async () => {
    const res = await t.get('/api/backlog/v2/api/backLogType', token);
    expect(res.body.data).toEqual(BACKLOG_TYPES);
  });
});
