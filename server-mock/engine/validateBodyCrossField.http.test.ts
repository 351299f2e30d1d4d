/**
 * The generic create / update handlers refuse a body that breaks a cross-field validator of the form, with the
 * bad-request code and the form's Chinese message, and write nothing (sysBulletin: 附件链接 names must differ).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';

const LIST = '/api/publicity/v2/api/bulletinInfos';
const BAD_REQUEST = '0x10d7500400';
type Bulletin = { bulletinId: number; title: string; attachments: unknown };
type Page = { results: Bulletin[]; totalRecord: number };

let t: TestServer;
let admin: string;

const draft = (attachments: unknown) => ({ title: '附件重名测试公告', category: 1, forceRead: 0, content: '<p>附件</p>', attachments });
const twice = [
  { name: '收费标准', url: 'https://example.com/a.pdf' },
  { name: '平面图' },
  { name: '收费标准', url: 'https://example.com/b.pdf' },
];

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('cross-field validators in the generic write handlers', () => {
  it('create refuses a repeated attachment name with 第 3 行的名称与第 1 行重复 and stores nothing', async () => {
    const refused = await t.post<null>(LIST, draft(twice), admin);
    expect(refused.body.code).toBe(BAD_REQUEST);
    expect(refused.body.msg).toBe('第 3 行的名称与第 1 行重复');
    const found = await t.get<Page>(`${LIST}?pageNo=1&pageSize=10&title=${encodeURIComponent('附件重名测试公告')}`, admin);
    expect(found.body.data.totalRecord).toBe(0);
  });

  it('update refuses it too and leaves the stored rows as they were', async () => {
    const created = await t.post<Bulletin>(LIST, draft([{ name: '收费标准' }]), admin);
    expect(created.body.code).toBe('200');
    const id = created.body.data.bulletinId;
    const refused = await t.put<null>(LIST, { ...draft([{ name: '平面图' }, { name: '平面图' }]), bulletinId: id }, admin);
    expect(refused.body).toMatchObject({ code: BAD_REQUEST, msg: '第 2 行的名称与第 1 行重复' });
    expect((await t.get<Bulletin>(`${LIST}/${id}`, admin)).body.data.attachments).toEqual([{ name: '收费标准' }]);
  });
});
