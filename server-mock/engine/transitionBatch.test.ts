/**
 * Steps over many records, declared in the document with no hand-written code (testdata/batchFixture.json): a notify
 * over the selected members creates one notice per member and channel under one serial number, counts them for the
 * member (`creates.tally`) and answers a summary (`answer`); a retry takes the failed notices only (`only`), by ids or
 * by batch (`selectBy`), reads the member's phone (`linked`) and recomputes the member's result from the notices of
 * that batch (`effects[].tally`); `operation: "summary"` sums a batch up. Refusals are checked with their messages.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';

const FIXTURE = fileURLToPath(new URL('./testdata/batchFixture.json', import.meta.url));
const API = '/api/bt/v2/api';
const STATE = '0x10d7500015';
const BAD = '0x10d7500400';
const MISSING = '0x10d7500014';

interface Member {
  id: number;
  memberName: string;
  phone: string | null;
  points: number;
  noticeCount: number | null;
  lastResult: number | null;
}
interface Notice {
  id: number;
  batchNo: string;
  memberName: string;
  phone: string | null;
  channel: number;
  noticeStatus: number;
  retryCount: number;
  noticeTime: string;
  operator: string;
}
type Envelope<T = Record<string, unknown>> = { code: string; msg: string; data: T };

let t: TestServer;
let token: string;
const post = async <T = Record<string, unknown>>(path: string, body: unknown) =>
  (await t.post<T>(`${API}${path}`, body, token)).body as Envelope<T>;
const get = async <T = Record<string, unknown>>(path: string) => (await t.get<T>(`${API}${path}`, token)).body as Envelope<T>;
const member = async (id: number) => (await get<{ results: Member[] }>('/members?pageSize=1000')).data.results.find((m) => m.id === id)!;
const notices = async (batchNo: string) =>
  (await get<{ results: Notice[] }>(`/notices?pageSize=100&batchNo=${batchNo}`)).data.results.sort((a, b) => a.id - b.id);
const newMember = async (memberName: string, phone: string, points: number) =>
  (await post<Member>('/members', { memberName, phone, points })).data;

let withPhone: Member;
let noPhone: Member;
let noPoints: Member;

beforeAll(async () => {
  t = await startTestServer({ schemas: { extraFiles: [FIXTURE] } });
  token = await t.login('admin');
  withPhone = await newMember('王晓明', '13912345678', 120);
  noPhone = await newMember('李静', '', 80);
  noPoints = await newMember('赵磊', '13700000000', 0);
});
afterAll(() => t.close());

describe('a step over the selected records that creates children and answers a summary', () => {
  it.each([
    ['no ids', {}, BAD, '请选择要通知的会员'],
    ['an empty list', { ids: [] }, BAD, '请选择要通知的会员'],
    ['ids that are no record numbers', { ids: 'x' }, BAD, '请选择要通知的会员'],
    ['no channel', { ids: ['WITH'] }, BAD, '请选择通知渠道'],
    ['a channel outside the dictionary', { ids: ['WITH'], channels: [3] }, BAD, '请选择通知渠道'],
    ['an unknown record', { ids: [999999], channels: [1] }, MISSING, '记录不存在'],
    ['a record the allowWhen refuses, naming it', { ids: ['NOPOINTS'], channels: [1] }, STATE, '会员赵磊没有积分，无需通知'],
    [
      'a batch with one refused record (nothing written)',
      { ids: ['WITH', 'NOPOINTS'], channels: [1] },
      STATE,
      '会员赵磊没有积分，无需通知',
    ],
  ])('refuses %s', async (_name, body, code, msg) => {
    const ids = { WITH: withPhone.id, NOPOINTS: noPoints.id } as Record<string, number>;
    const named = 'ids' in body && Array.isArray(body.ids) ? { ...body, ids: body.ids.map((v) => ids[v as string] ?? v) } : body;
    const res = await post('/members/notify', named);
    expect([res.code, res.msg]).toEqual([code, msg]);
    expect((await member(withPhone.id)).noticeCount ?? 0).toBe(0);
  });

  it('notifies two members on two channels (comma text, dictionary order): one notice per member and channel, one batch', async () => {
    const res = await post('/members/notify', { ids: [withPhone.id, noPhone.id], channels: '2,1' });
    expect(res.code).toBe('200');
    expect(res.data).toMatchObject({ memberCount: 2, totalCount: 4, okCount: 2 });
    expect(res.data.batchNo).toMatch(/^TZ\d{17}$/);
    const rows = await notices(String(res.data.batchNo));
    expect(rows.map((n) => [n.memberName, n.channel, n.noticeStatus, n.phone || null, n.retryCount])).toEqual([
      ['王晓明', 1, 1, '13912345678', 0],
      ['王晓明', 2, 1, '13912345678', 0],
      ['李静', 1, 2, null, 0],
      ['李静', 2, 2, null, 0],
    ]);
    for (const n of rows)
      expect(n).toMatchObject({ operator: expect.any(String), noticeTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    expect(await member(withPhone.id)).toMatchObject({ noticeCount: 1, lastResult: 1 });
    expect(await member(noPhone.id)).toMatchObject({ noticeCount: 1, lastResult: 3 });
  });

  it('gives every call its own serial number, the next one within the same second', async () => {
    const first = String((await post('/members/notify', { ids: [withPhone.id], channels: [1] })).data.batchNo);
    const second = String((await post('/members/notify', { ids: [withPhone.id], channels: [1] })).data.batchNo);
    expect(second).not.toBe(first);
    if (first.slice(0, -3) === second.slice(0, -3)) expect(Number(second.slice(-3))).toBe(Number(first.slice(-3)) + 1);
    expect((await member(withPhone.id)).noticeCount).toBe(3);
  });
});

describe('a retry of the failed children, and the summary of a batch', () => {
  let batchNo: string;
  beforeAll(async () => {
    batchNo = String((await post('/members/notify', { ids: [withPhone.id, noPhone.id], channels: [1, 2] })).data.batchNo);
  });

  it('sums the batch up: counts, distinct members, sum, min, max and an expression over them', async () => {
    const res = await get(`/notices/batch?batchNo=${batchNo}`);
    const time = (await notices(batchNo))[0].noticeTime;
    expect(res.data).toEqual({
      batchNo,
      memberCount: 2,
      totalCount: 4,
      okCount: 2,
      retried: 0,
      firstTime: time,
      lastTime: time,
      okRate: 50,
    });
    const all = (await get<{ results: Notice[] }>('/notices?pageSize=1000')).data.results.map((n) => n.batchNo).filter(Boolean);
    const latest = all.reduce((a, b) => (b > a ? b : a));
    expect((await get('/notices/batch')).data).toMatchObject({ batchNo: latest, totalCount: all.filter((b) => b === latest).length });
    const unknown = await get('/notices/batch?batchNo=TZ1');
    expect([unknown.code, unknown.msg]).toEqual([MISSING, '记录不存在']);
  });

  it.each([
    ['no ids and no batch', {}, BAD, '请选择要重发的通知'],
    ['ids that are no record numbers', { ids: 'x' }, BAD, '请选择要重发的通知'],
    ['an unknown record', { ids: [999999] }, MISSING, '记录不存在'],
    ['a batch without records', { batchNo: 'TZ00000000000000999' }, MISSING, '记录不存在'],
  ])('refuses %s', async (_name, body, code, msg) => {
    const res = await post('/notices/retry', body);
    expect([res.code, res.msg]).toEqual([code, msg]);
  });

  it('refuses when none of the named children matches `only`', async () => {
    const ok = (await notices(batchNo)).filter((n) => n.noticeStatus === 1).map((n) => n.id);
    const res = await post('/notices/retry', { ids: ok });
    expect([res.code, res.msg]).toEqual([STATE, '没有需要重发的失败通知']);
  });

  it('retries one failed child with the linked phone; the member counts the batch as partly failed', async () => {
    await t.put(`${API}/members`, { id: noPhone.id, memberName: '李静', phone: '13655556666', points: 80 }, token);
    const [failed] = (await notices(batchNo)).filter((n) => n.noticeStatus === 2);
    const res = await post('/notices/retry', { ids: [failed.id] });
    expect(res.data).toEqual({ totalCount: 1, okCount: 1 });
    const after = (await notices(batchNo)).find((n) => n.id === failed.id)!;
    expect(after).toMatchObject({ noticeStatus: 1, retryCount: 1, phone: '13655556666' });
    expect((await member(noPhone.id)).lastResult).toBe(2);
  });

  it('retries the rest of the batch by its number, then has nothing left to retry', async () => {
    const res = await post('/notices/retry', { batchNo });
    expect(res.data).toEqual({ totalCount: 1, okCount: 1 });
    expect((await notices(batchNo)).map((n) => [n.noticeStatus, n.retryCount])).toEqual([
      [1, 0],
      [1, 0],
      [1, 1],
      [1, 1],
    ]);
    expect((await member(noPhone.id)).lastResult).toBe(1);
    expect((await get(`/notices/batch?batchNo=${batchNo}`)).data).toMatchObject({ okCount: 4, retried: 2, okRate: 100 });
    const again = await post('/notices/retry', { batchNo });
    expect([again.code, again.msg]).toEqual([STATE, '没有需要重发的失败通知']);
  });
});
