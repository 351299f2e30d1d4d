/**
 * The option lists behind dependent selects: the calls a child dictionary makes with its parent's value
 * ({"search": "parkId"} on 过车查询, {"row": "parkId"} in 白名单 共享出入口) come back filtered to that
 * parent, with rows, and the generic lane list filters by the same park parameter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.login('admin');
});
afterAll(() => t.close());

const rowsOf = async (path: string, list: (body: { data: unknown }) => unknown) => {
  const res = await t.get(path, token);
  expect(res.body.code, res.text).toBe('200');
  return list(res.body) as Record<string, unknown>[];
};

describe('options filtered by the parent park', () => {
  it.each([
    ['出入口 of 武林广场 (gateInfos/chosen)', '/api/dealer/v2/api/gateInfos/chosen?parkId=1002', (b: { data: unknown }) => b.data, 1002],
    [
      '出入口 of 西湖文化广场 (gateInfos/chosen)',
      '/api/dealer/v2/api/gateInfos/chosen?parkId=1001',
      (b: { data: unknown }) => b.data,
      1001,
    ],
    [
      '车道 of 武林广场 (generic list laneInfos)',
      '/api/dealer/v2/api/laneInfos?parkId=1002&pageSize=100',
      (b: { data: unknown }) => (b.data as { results: unknown }).results,
      1002,
    ],
  ])('%s: rows come back, each of that park', async (_name, path, list, parkId) => {
    const rows = await rowsOf(path, list);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toHaveItemsAllMatching((r) => Number(r.parkId) === parkId);
  });

  it('two parks have different gates, and no park parameter gives them all', async () => {
    const gates = async (query: string) =>
      (await rowsOf(`/api/dealer/v2/api/gateInfos/chosen${query}`, (b) => b.data)).map((g) => g.gateId);
    const [a, b, all] = await Promise.all([gates('?parkId=1002'), gates('?parkId=1001'), gates('')]);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
    expect(all).toEqual(expect.arrayContaining([...a, ...b]));
    expect(all.length).toBeGreaterThan(a.length + b.length);
  });

  it('a whitelist entry keeps its 共享出入口 rows (park and gate per row) and answers them in its detail', async () => {
    const sharedGates = [
      { parkId: 1002, gateId: 10021 },
      { parkId: 1001, gateId: 10011 },
    ];
    const created = await t.post(
      '/api/special/v2/api/whiteLists',
      { plateNo: '浙AD12345', plateColor: 1, parkId: 1003, whiteType: 1, sharedGates },
      token,
    );
    expect(created.body.code, created.text).toBe('200');
    const list = await rowsOf('/api/special/v2/api/whiteLists?plateNo=浙AD12345', (b) => (b.data as { results: unknown }).results);
    expect(list).toHaveLength(1);
    const detail = await t.get(`/api/special/v2/api/whiteLists/${String(list[0].id)}`, token);
    expect(detail.body.data.sharedGates).toEqual(sharedGates);
  });
});
