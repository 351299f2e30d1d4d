/**
 * Versions declared in the document (`entities.<name>.versions`, engine/versions.ts), over HTTP on the fixture
 * testdata/versionsFixture.json: tariffs (vfTariff) whose edits, once in force, keep the old version in
 * vfTariffVersion; edits before that overwrite; a refused edit keeps no version; a delete takes the history along.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';

const FIXTURE = fileURLToPath(new URL('./testdata/versionsFixture.json', import.meta.url));
const API = '/api/vf/v2/api';

interface Tariff {
  id: number;
  tariffName: string;
  price: number;
  tariffStatus: number;
  version: number;
}
interface TariffVersion extends Tariff {
  tariffId: number;
  replacedTime: string;
  replacedUser: string;
  archivedBy: string;
}

let t: TestServer;
let token: string;

beforeAll(async () => {
  t = await startTestServer({ schemas: { extraFiles: [FIXTURE] } });
  token = await t.login('admin');
});
afterAll(() => t.close());

const tariff = async (id: number) => (await t.get<Tariff>(`${API}/tariffs/${id}`, token)).body.data;
const history = async (id: number) =>
  (await t.get<{ results: TariffVersion[]; totalRecord: number }>(`${API}/tariffVersions?tariffId=${id}&pageSize=100`, token)).body.data;
const create = async (tariffName = '标准价目', price = 30000) =>
  (await t.post<Tariff>(`${API}/tariffs`, { tariffName, price }, token)).body.data;
const edit = (id: number, changes: Record<string, unknown>) => t.put<Tariff>(`${API}/tariffs`, { id, ...changes }, token);
const enable = (id: number) => t.post(`${API}/tariffs/enable`, { id }, token);

describe('versions declared in the document', () => {
  it('starts a created record at version 1 with no history', async () => {
    const created = await create();
    expect(created.version).toBe(1);
    expect((await history(created.id)).totalRecord).toBe(0);
  });

  it.each([
    // name, enabled before the edits, edits (price per edit), expected version, expected history (version → price)
    ['overwrites a record not in force', false, [32000], 1, []],
    ['keeps the old version of a record in force', true, [32000], 2, [[1, 30000]]],
    [
      'numbers every version of a record edited three times',
      true,
      [31000, 32000, 33000],
      4,
      [
        [3, 32000],
        [2, 31000],
        [1, 30000],
      ],
    ],
  ] as const)('%s', async (_name, inForce, prices, version, versions) => {
    const { id } = await create('夜间价目', 30000);
    if (inForce) expect((await enable(id)).body.code).toBe('200');
    for (const price of prices) expect((await edit(id, { tariffName: '夜间价目', price })).body.code).toBe('200');
    const current = await tariff(id);
    expect(current).toMatchObject({ version, price: prices[prices.length - 1] });
    const kept = (await history(id)).results.sort((a, b) => b.version - a.version);
    expect(kept.map((v) => [v.version, v.price])).toEqual(versions);
    for (const v of kept) {
      // The copy keeps the record's fields as they were, and the declared `set`.
      expect(v).toMatchObject({ tariffId: id, tariffName: '夜间价目', tariffStatus: 1, replacedUser: '陈建国', archivedBy: '编辑' });
      expect(v.replacedTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(v.id).not.toBe(id);
    }
  });

  it.each([
    ['a blank name', { tariffName: '', price: 1 }, '价目名称不能为空'],
    ['a name over its limit', { tariffName: '长'.repeat(21), price: 1 }, '价目名称长度不能超过20个字符'],
  ])('refuses %s and keeps no version', async (_name, changes, msg) => {
    const { id } = await create();
    await enable(id);
    const res = await edit(id, changes);
    expect(res.body).toMatchObject({ code: '0x10d7500400', msg });
    expect(await tariff(id)).toMatchObject({ version: 1, price: 30000 });
    expect((await history(id)).totalRecord).toBe(0);
  });

  it('refuses an edit of a missing record and writes no history', async () => {
    const before = (await history(999_999)).totalRecord;
    const res = await edit(999_999, { tariffName: '不存在', price: 1 });
    expect(res.body.code).not.toBe('200');
    expect((await history(999_999)).totalRecord).toBe(before);
  });

  it("deletes the history with the record, and only that record's", async () => {
    const a = await create('甲');
    const b = await create('乙');
    for (const { id } of [a, b]) {
      await enable(id);
      await edit(id, { tariffName: '改', price: 1 });
    }
    expect((await history(a.id)).totalRecord).toBe(1);
    expect((await t.del(`${API}/tariffs`, { ids: [a.id] }, token)).body.code).toBe('200');
    expect((await history(a.id)).totalRecord).toBe(0);
    expect((await history(b.id)).totalRecord).toBe(1);
  });
});
