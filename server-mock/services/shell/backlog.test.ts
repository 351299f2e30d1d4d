import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKLOG_TYPES } from '../../catalogue/backlogTypes';
import { startTestServer, type TestServer } from '../../testing/harness';

const LIST = '/api/backlog/v2/api/backlogs';
const DEAL = '/api/backlog/v2/api/backlogs/deal';
let t: TestServer;
let token: string;

interface Row {
  backlogId: string;
  title: string;
  backlogType: number;
  dealStatus: number;
  createTime: string;
  content: string;
  dealTime?: string;
  dealRemark?: string;
}
const list = async (query: string) => (await t.get<{ results: Row[]; totalRecord: number }>(`${LIST}?${query}`, token)).body;
const deal = async (body: unknown) => (await t.post<null>(DEAL, body, token)).body;
const allRows = async () => (await list('pageSize=100')).data.results;
const rowOf = async (id: string) => (await allRows()).find((r) => r.backlogId === id)!;
/** Ids of seeded rows in that state, excluding the ones earlier tests used. */
const used = new Set<string>();
const takeWithStatus = async (status: number) => {
  const row = (await allRows()).find((r) => r.dealStatus === status && !used.has(r.backlogId))!;
  used.add(row.backlogId);
  return row.backlogId;
};

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
      expect(res.data.results).toHaveItemsAllMatching((r) => r.dealStatus === status);
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

describe('backlogs/deal', () => {
  it.each([
    [1, '处理完成', '已核对，无异常'],
    [2, '关闭', undefined],
  ])('dealStatus %i (%s) moves a pending item and stores the time and the remark', async (dealStatus, _label, dealRemark) => {
    const id = await takeWithStatus(0);
    const res = await deal({ backlogId: id, dealStatus, dealRemark });
    expect(res.code).toBe('200');
    const row = await rowOf(id);
    expect(row.dealStatus).toBe(dealStatus);
    expect(row.dealTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(row.dealRemark).toBe(dealRemark ?? '');
    expect((await list(`pageSize=100&dealStatus=${dealStatus}`)).data.results.map((r) => r.backlogId)).toContain(id);
  });

  it('keeps the deal fields off items never dealt through the call', async () => {
    const untouched = (await allRows()).filter((r) => !used.has(r.backlogId));
    expect(untouched.length).toBeGreaterThan(0);
    for (const r of untouched) expect('dealTime' in r || 'dealRemark' in r).toBe(false);
  });

  it('accepts a remark of exactly 200 characters and refuses 201', async () => {
    const id = await takeWithStatus(0);
    const long = await deal({ backlogId: id, dealStatus: 1, dealRemark: '字'.repeat(201) });
    expect(long.code).toBe('0x10d7500400');
    expect((await rowOf(id)).dealStatus).toBe(0);
    expect((await deal({ backlogId: id, dealStatus: 1, dealRemark: '字'.repeat(200) })).code).toBe('200');
    expect((await rowOf(id)).dealRemark).toBe('字'.repeat(200));
  });

  it.each([1, 2])('refuses an item already in state %i: 0x10d7500015 当前状态不允许该操作', async (status) => {
    const id = await takeWithStatus(status);
    const res = await deal({ backlogId: id, dealStatus: status === 1 ? 2 : 1 });
    expect([res.code, res.msg]).toEqual(['0x10d7500015', '当前状态不允许该操作']);
    expect((await rowOf(id)).dealStatus).toBe(status);
  });

  it('refuses a second deal of the same item', async () => {
    const id = await takeWithStatus(0);
    expect((await deal({ backlogId: id, dealStatus: 2 })).code).toBe('200');
    const again = await deal({ backlogId: id, dealStatus: 1, dealRemark: '再次' });
    expect(again.code).toBe('0x10d7500015');
    expect(await rowOf(id)).toMatchObject({ dealStatus: 2, dealRemark: '' });
  });

  it('answers 0x10d7500014 记录不存在 for an unknown id', async () => {
    const res = await deal({ backlogId: 'nope', dealStatus: 1 });
    expect([res.code, res.msg]).toEqual(['0x10d7500014', '记录不存在']);
  });

  it.each([
    ['dealStatus 0', { dealStatus: 0 }],
    ['dealStatus 3', { dealStatus: 3 }],
    ['dealStatus as text', { dealStatus: '1' }],
    ['no dealStatus', { dealStatus: undefined }],
    ['no backlogId', { backlogId: undefined }],
    ['a remark that is not text', { dealRemark: 5 }],
  ])('answers 0x10d7500400 for %s and changes nothing', async (_name, patch) => {
    const id = await takeWithStatus(0);
    const res = await deal({ backlogId: id, dealStatus: 1, ...patch });
    expect(res.code).toBe('0x10d7500400');
    expect((await rowOf(id)).dealStatus).toBe(0);
  });
});
