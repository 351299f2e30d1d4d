/**
 * Table fields (valueType table) through the generic endpoints, on sysBulletin's 附件链接 (columns 名称 required, 链接;
 * at most 5 rows): stored as JSON text, answered as arrays, checked row by row with the row number in the message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';
import { fieldGenerator } from './seedValues';
import { createPrng } from '../db/prng';
import type { EntityField } from './types';

const LIST = '/api/publicity/v2/api/bulletinInfos';
type Bulletin = { bulletinId: number; title: string; attachments: unknown };

let t: TestServer;
let admin: string;

const draft = (attachments: unknown) => ({ title: '附件测试公告', category: 1, forceRead: 0, content: '<p>附件</p>', attachments });
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `附件${i + 1}`, url: `https://example.com/${i + 1}.pdf` }));

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('a table field through create, detail and update', () => {
  it('stores the rows (only the table’s columns, blank optional cells left out) and answers them as an array', async () => {
    const sent = [
      { name: '收费标准', url: 'https://example.com/fee.pdf', extra: 'dropped' },
      { name: '平面图', url: '' },
    ];
    const created = await t.post<Bulletin>(LIST, draft(sent), admin);
    expect(created.body.code).toBe('200');
    const expected = [{ name: '收费标准', url: 'https://example.com/fee.pdf' }, { name: '平面图' }];
    expect(created.body.data.attachments).toEqual(expected);
    const id = created.body.data.bulletinId;
    expect((await t.get<Bulletin>(`${LIST}/${id}`, admin)).body.data.attachments).toEqual(expected);
    const updated = await t.put<Bulletin>(LIST, { ...draft([{ name: '新附件' }]), bulletinId: id }, admin);
    expect(updated.body.code).toBe('200');
    expect((await t.get<Bulletin>(`${LIST}/${id}`, admin)).body.data.attachments).toEqual([{ name: '新附件' }]);
    const cleared = await t.put<Bulletin>(LIST, { ...draft([]), bulletinId: id }, admin);
    expect(cleared.body.code).toBe('200');
    expect((await t.get<Bulletin>(`${LIST}/${id}`, admin)).body.data.attachments).toBeNull();
  });

  it.each([
    [
      'a required cell left empty, with the row number',
      [{ name: '收费标准' }, { url: 'https://example.com/a.pdf' }],
      '名称不能为空（第2行）',
    ],
    ['a blank required cell', [{ name: '  ' }], '名称不能为空（第1行）'],
    ['a cell of the wrong type', [{ name: 12 }], '名称格式不正确（第1行）'],
    ['a cell over its maxLength', [{ name: '名'.repeat(51) }], '名称长度不能超过50个字符（第1行）'],
    ['more rows than maxItems', rows(6), '附件链接最多5行'],
    ['a value that is not a list', { name: '收费标准' }, '附件链接格式不正确'],
    ['a row that is not an object', ['收费标准'], '附件链接格式不正确'],
  ])('refuses %s and writes nothing', async (_what, attachments, msg) => {
    const before = (await t.get<{ totalRecord: number }>(`${LIST}?pageSize=1`, admin)).body.data.totalRecord;
    expect((await t.post(LIST, draft(attachments), admin)).body).toEqual({ code: '0x10d7500400', msg, data: null });
    expect((await t.get<{ totalRecord: number }>(`${LIST}?pageSize=1`, admin)).body.data.totalRecord).toBe(before);
  });

  it('accepts exactly maxItems rows', async () => {
    const res = await t.post<Bulletin>(LIST, draft(rows(5)), admin);
    expect(res.body.code).toBe('200');
    expect(res.body.data.attachments).toHaveLength(5);
  });

  it('seeds curated bulletins with their attachments', async () => {
    const all = (await t.get<{ results: Bulletin[] }>(`${LIST}?pageSize=100`, admin)).body.data.results;
    const charging = all.find((b) => b.title === '新能源车充电停车优惠活动上线');
    expect(charging?.attachments).toEqual([
      { name: '合作充电站名单', url: 'https://example.com/files/charging-stations.xlsx' },
      { name: '活动海报', url: 'https://example.com/files/charging-poster.png' },
    ]);
    expect(all.filter((b) => Array.isArray(b.attachments)).length).toBeGreaterThanOrEqual(2);
  });
});

describe('the seed of a table field', () => {
  const cell = (name: string, valueType: EntityField['valueType']): EntityField => ({ name, title: name, valueType, storage: 'text' });
  const table: EntityField = {
    name: 'items',
    title: '明细',
    valueType: 'table',
    storage: 'json',
    columns: [
      { field: cell('amount', 'money'), def: { title: '金额', valueType: 'money' } },
      { field: cell('url', 'link'), def: { title: '链接', valueType: 'link' } },
    ],
  };

  it('makes 0 to 2 rows, each cell shaped by its column’s type', () => {
    const generate = fieldGenerator(table, new Map());
    const rng = createPrng('table-seed');
    const made = Array.from({ length: 40 }, (_, i) => generate(rng, {}, { start: 0, now: 0 } as never, i + 1) as Record<string, unknown>[]);
    expect(new Set(made.map((r) => r.length))).toEqual(new Set([0, 1, 2]));
    for (const row of made.flat()) {
      expect(Object.keys(row)).toEqual(['amount', 'url']);
      expect(typeof row.amount).toBe('number');
      expect(row.url).toMatch(/^https:\/\/example\.com\/files\/\d+$/);
    }
  });
});
