import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

const BASE = '/api/publicity/v2/api';
const LIST = `${BASE}/bulletinInfos`;
const DEALER = `${BASE}/bulletinInfo/dealerBulletinInfos`;
const FORCE = `${BASE}/bulletinInfo/forceReadBulletinInfos`;
const PLATFORM = `${BASE}/bulletinInfos/platformBulletinInfos`;
/** The refusal of a step in the wrong state names the current state and the step (engine/transitionRun.ts). */
const STATE = (current: string, step: string) => ({
  code: '0x10d7500015',
  msg: `当前状态为「${current}」，不能执行「${step}」`,
  data: null,
});

interface Bulletin {
  bulletinId: number;
  title: string;
  category: number;
  bulletinStatus: number;
  forceRead: number;
  content: string;
  createUser: string;
  updateTime: string;
  dealerTypes: number[];
}
interface Paged<T> {
  results: T[];
  totalRecord: number;
}

let t: TestServer;
let admin: string;
let operator: string;

const draft = (extra: Record<string, unknown> = {}) => ({
  title: '停车场临时封闭通知',
  category: 1,
  forceRead: 0,
  content: '<p>因道路施工，停车场东门临时封闭。</p>',
  ...extra,
});
const getList = async (query: string, token = admin) => (await t.get<Paged<Bulletin>>(`${LIST}?pageSize=1000&${query}`, token)).body;
const detail = async (id: number) => (await t.get<Bulletin>(`${LIST}/${id}`, admin)).body.data;
const create = async (extra: Record<string, unknown> = {}) => {
  const res = await t.post<Bulletin>(LIST, draft(extra), admin);
  expect(res.body.code).toBe('200');
  return res.body.data;
};
const step = (path: string, body: unknown, token = admin) => t.post(`${BASE}/bulletinInfos/${path}`, body, token);
const dealerIds = async (query = 'category=2&bulletinStatus=3') =>
  (await t.get<Paged<Bulletin>>(`${DEALER}?pageNo=1&pageSize=99999&${query}`, admin)).body.data.results.map((b) => b.bulletinId);

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.login('admin');
  operator = await t.login('operator');
});
afterAll(() => t.close());

describe('seeded bulletins', () => {
  it('hold ~25 bulletins in every state, published 运营公告 and 2 forced-read ones, clean HTML', async () => {
    const all = (await getList('')).data.results;
    expect(all).toHaveLength(25);
    const byStatus = (s: number) => all.filter((b) => b.bulletinStatus === s);
    for (const s of [0, 1, 2, 3, 4]) expect(byStatus(s).length, `status ${s}`).toBeGreaterThanOrEqual(3);
    expect(byStatus(3).filter((b) => b.category === 2).length).toBeGreaterThanOrEqual(4);
    expect(all.filter((b) => b.forceRead === 1 && b.bulletinStatus === 3)).toHaveLength(2);
    for (const b of all) {
      expect(b.content).toMatch(/^<p>/);
      expect(b.content).not.toMatch(/<script|<iframe|\son\w+=|javascript:/i);
      expect(b.updateTime).toMatch(/^2026-01-\d{2} \d{2}:\d{2}:\d{2}$|^2025-1[12]-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
  });

  it('filter, sort and page through the generic list', async () => {
    const res = await getList('category=2&bulletinStatus=3');
    expect(res.data.results).toHaveItemsAllMatching((b) => b.category === 2 && b.bulletinStatus === 3);
    expect(res.data.totalRecord).toBe(res.data.results.length);
    const titled = await getList(`title=${encodeURIComponent('停车')}`);
    expect(titled.data.results.length).toBeGreaterThan(0);
    expect(titled.data.results).toHaveItemsAllMatching((b) => b.title.includes('停车'));
    const asc = (await getList('orderBy=updateTime&orderType=asc')).data.results.map((b) => b.updateTime);
    expect(asc).toEqual([...asc].sort());
    const range = await getList('startTime=2026-01-01 00:00:00&endTime=2026-01-10');
    expect(range.data.results).toHaveItemsAllMatching(
      (b) => b.updateTime >= '2026-01-01 00:00:00' && b.updateTime <= '2026-01-10 23:59:59',
    );
  });
});

describe('bulletin lifecycle', () => {
  it('create → submitApproval → approval pass → shown to dealers → offline → gone', async () => {
    const created = await create({ category: 2, dealerTypes: [1, 3] });
    expect(created).toMatchObject({ bulletinStatus: 0, createUser: '陈建国', category: 2, dealerTypes: [1, 3] });
    const id = created.bulletinId;
    expect(await dealerIds()).not.toContain(id);

    expect((await step('submitApproval', { bulletinId: id })).body.code).toBe('200');
    expect((await detail(id)).bulletinStatus).toBe(1);

    expect((await step('approval', { bulletinId: id, approvalStatus: 1 })).body.code).toBe('200');
    expect((await detail(id)).bulletinStatus).toBe(3);
    expect(await dealerIds()).toContain(id);
    expect(await dealerIds('category=1&bulletinStatus=3')).not.toContain(id);
    expect(await dealerIds('category=2&bulletinStatus=4')).toEqual([]);

    expect((await step('offline', { bulletinId: id })).body.code).toBe('200');
    expect((await detail(id)).bulletinStatus).toBe(4);
    expect(await dealerIds()).not.toContain(id);
  });

  it('records the audit trail: who, when, which step, from and to which state, the reason of a rejection', async () => {
    const { bulletinId: id } = await create();
    await step('submitApproval', { bulletinId: id });
    await step('approval', { bulletinId: id, approvalStatus: 2, approvalRemark: '内容不完整' });
    await t.put(LIST, { ...draft({ title: '停车场临时封闭通知（修订）' }), bulletinId: id }, admin);
    // Another account holding the 发布 code (the operator profile does not: the API would answer 403).
    await step('submitApproval', { bulletinId: id }, await t.login('dealer'));
    await step('approval', { bulletinId: id, approvalStatus: 1 });
    const audit = (await t.get(`${BASE}/bulletinInfos/audit/${id}`, admin)).body;
    expect(audit.code).toBe('200');
    expect(audit.data).toMatchObject({ bulletinId: id, bulletinStatus: 3 });
    expect(
      audit.data.auditTrail.map((e: { action: string; user: string; fromLabel: string; toLabel: string; note: string | null }) => [
        e.action,
        e.user,
        e.fromLabel,
        e.toLabel,
        e.note,
      ]),
    ).toEqual([
      ['提交审核', '陈建国', '草稿', '待审核', null],
      ['审核驳回', '陈建国', '待审核', '已驳回', '内容不完整'],
      ['编辑', '陈建国', '已驳回', '草稿', null],
      ['提交审核', '王志强', '草稿', '待审核', null],
      ['审核通过', '陈建国', '待审核', '已发布', null],
    ]);
    for (const entry of audit.data.auditTrail) expect(entry.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await t.get(`${BASE}/bulletinInfos/audit/999999`, admin)).body.msg).toBe('记录不存在');
  });

  it('needs a reason to reject (请填写驳回原因) and then moves to 已驳回', async () => {
    const { bulletinId: id } = await create();
    await step('submitApproval', { bulletinId: id });
    for (const remark of [undefined, '', '   ']) {
      expect((await step('approval', { bulletinId: id, approvalStatus: 2, approvalRemark: remark })).body).toEqual({
        code: '0x10d7500400',
        msg: '请填写驳回原因',
        data: null,
      });
    }
    expect((await detail(id)).bulletinStatus).toBe(1);
    expect((await step('approval', { bulletinId: id, approvalStatus: 2, approvalRemark: '标题不规范' })).body.code).toBe('200');
    expect((await detail(id)).bulletinStatus).toBe(2);
    // A rejected bulletin may be submitted again.
    expect((await step('submitApproval', { bulletinId: id })).body.code).toBe('200');
    expect((await step('approval', { bulletinId: id, approvalStatus: 3 })).body).toMatchObject({
      code: '0x10d7500400',
      msg: '请选择审核结果',
    });
  });

  it.each([
    ['offline a draft', 0, 'offline', {}, STATE('草稿', '下线')],
    ['approve a draft', 0, 'approval', { approvalStatus: 1 }, STATE('草稿', '审核通过')],
    ['reject a draft', 0, 'approval', { approvalStatus: 2, approvalRemark: '不通过' }, STATE('草稿', '审核驳回')],
    ['submit a published bulletin', 3, 'submitApproval', {}, STATE('已发布', '提交审核')],
    ['submit a pending bulletin', 1, 'submitApproval', {}, STATE('待审核', '提交审核')],
    ['offline an offline bulletin', 4, 'offline', {}, STATE('已下线', '下线')],
  ])('refuses to %s (当前状态为「…」，不能执行「…」)', async (_name, status, path, extra, refusal) => {
    const target = (await getList(`bulletinStatus=${status}`)).data.results[0];
    expect((await step(path, { bulletinId: target.bulletinId, ...extra })).body).toEqual(refusal);
    expect((await detail(target.bulletinId)).bulletinStatus).toBe(status);
  });

  it('answers 记录不存在 and 公告编号不能为空 for unknown or missing ids', async () => {
    expect((await step('offline', { bulletinId: 999999 })).body).toEqual({ code: '0x10d7500014', msg: '记录不存在', data: null });
    expect((await step('offline', {})).body).toMatchObject({ code: '0x10d7500400', msg: '公告编号不能为空' });
  });
});

describe('generic writes under the bulletin rules', () => {
  it('validates the form: required title, category 2 needs 接收运营商类型, nothing written on failure', async () => {
    const before = (await getList('')).data.totalRecord;
    expect((await t.post(LIST, draft({ title: '' }), admin)).body).toEqual({ code: '0x10d7500400', msg: '公告标题不能为空', data: null });
    expect((await t.post(LIST, draft({ category: 2 }), admin)).body).toMatchObject({ msg: '接收运营商类型不能为空' });
    expect((await t.post(LIST, draft({ title: 'x'.repeat(51) }), admin)).body).toMatchObject({ msg: '公告标题长度不能超过50个字符' });
    expect((await t.post(LIST, draft({ forceRead: 'yes' }), admin)).body).toMatchObject({ msg: '强制阅读格式不正确' });
    expect((await getList('')).data.totalRecord).toBe(before);
  });

  it('clears the receiving dealer types when an edit moves a bulletin out of category 2 (the form hides the field)', async () => {
    const created = await create({ category: 2, dealerTypes: [2] });
    expect(created.dealerTypes).toEqual([2]);
    const res = await t.put<Bulletin>(LIST, { ...draft({ category: 1, dealerTypes: [2] }), bulletinId: created.bulletinId }, admin);
    expect(res.body.data).toMatchObject({ category: 1, dealerTypes: null });
  });

  it('edits only drafts, rejected and offline bulletins, and an edit goes back to 草稿', async () => {
    const offline = (await getList('bulletinStatus=4')).data.results[0];
    const res = await t.put<Bulletin>(LIST, { ...draft({ title: '重新发布的公告' }), bulletinId: offline.bulletinId }, admin);
    expect(res.body.data).toMatchObject({ bulletinId: offline.bulletinId, title: '重新发布的公告', bulletinStatus: 0 });
    const pending = (await getList('bulletinStatus=1')).data.results[0];
    expect((await t.put(LIST, { ...draft(), bulletinId: pending.bulletinId }, admin)).body).toEqual(STATE('待审核', '编辑'));
    expect((await detail(pending.bulletinId)).title).toBe(pending.title);
  });

  it('deletes drafts (platform and dealer side) but not published bulletins', async () => {
    const a = await create();
    const b = await create();
    expect((await t.del(LIST, { ids: [a.bulletinId] }, admin)).body.code).toBe('200');
    expect((await t.get(`${LIST}/${a.bulletinId}`, admin)).body.msg).toBe('记录不存在');
    expect((await t.del(`${BASE}/dealerDelete`, { ids: [b.bulletinId] }, admin)).body.code).toBe('200');
    expect((await t.get(`${LIST}/${b.bulletinId}`, admin)).body.msg).toBe('记录不存在');
    const published = (await getList('bulletinStatus=3')).data.results[0];
    expect((await t.del(LIST, { ids: [published.bulletinId] }, admin)).body).toEqual(STATE('已发布', '删除'));
    expect((await t.del(`${BASE}/dealerDelete`, { ids: [published.bulletinId] }, admin)).body).toEqual(STATE('已发布', '删除'));
    expect((await detail(published.bulletinId)).bulletinStatus).toBe(3);
  });
});

describe('read marks', () => {
  const unread = async (token: string) =>
    (await t.get<Paged<Bulletin & { hasRead: number }>>(`${PLATFORM}?pageNo=1&pageSize=9999&hasRead=0`, token)).body.data;

  it('lower the unread count of that user only', async () => {
    const before = await unread(operator);
    const adminBefore = (await unread(admin)).totalRecord;
    expect(before.totalRecord).toBeGreaterThan(2);
    expect(before.results).toHaveItemsAllMatching((b) => b.hasRead === 0 && b.bulletinStatus === 3);
    const ids = before.results.slice(0, 2).map((b) => b.bulletinId);
    expect((await step('readBulletins', { bulletinIds: ids }, operator)).body.code).toBe('200');
    expect((await unread(operator)).totalRecord).toBe(before.totalRecord - 2);
    expect((await unread(admin)).totalRecord).toBe(adminBefore);
    const read = (await t.get<Paged<Bulletin & { hasRead: number }>>(`${PLATFORM}?pageNo=1&pageSize=100&hasRead=1`, operator)).body.data;
    expect(read.results.map((b) => b.bulletinId).sort()).toEqual([...ids].sort());
    expect(read.results).toHaveItemsAllMatching((b) => b.hasRead === 1);
    // Reading twice changes nothing; all of them are listed without hasRead.
    await step('readBulletins', { bulletinIds: ids }, operator);
    expect((await unread(operator)).totalRecord).toBe(before.totalRecord - 2);
    const everything = (await t.get<Paged<Bulletin>>(`${PLATFORM}?pageNo=1&pageSize=1`, operator)).body.data;
    expect(everything.totalRecord).toBe(before.totalRecord);
    expect(everything.results).toHaveLength(1);
  });

  it('refuse unknown or missing ids', async () => {
    expect((await step('readBulletins', { bulletinIds: [999999] }, operator)).body.msg).toBe('记录不存在');
    expect((await step('readBulletins', { bulletinIds: [] }, operator)).body).toMatchObject({ code: '0x10d7500400', msg: '请选择公告' });
  });

  it('empty the forced-read list once read', async () => {
    const viewer = await t.login('viewer1');
    const force = (await t.get<Bulletin[]>(FORCE, viewer)).body.data;
    expect(force).toHaveLength(2);
    expect(force).toHaveItemsAllMatching((b) => b.forceRead === 1 && b.bulletinStatus === 3 && b.content.length > 0);
    await step('readBulletins', { bulletinIds: force.map((b) => b.bulletinId) }, viewer);
    expect((await t.get(FORCE, viewer)).body.data).toEqual([]);
    expect((await t.get<Bulletin[]>(FORCE, admin)).body.data).toHaveLength(2);
  });
});

describe('option lists of the bulletin form', () => {
  it.each([
    [
      '/api/basic/v2/api/sysDicts/findByDicType?dicType=bulletinCategory',
      [
        { dictValue: 1, dictName: '系统公告' },
        { dictValue: 2, dictName: '运营公告' },
        { dictValue: 3, dictName: '维护通知' },
      ],
    ],
    ['/api/basic/v2/api/sysDicts/findByDicType?dicType=constructor', []],
    [
      '/api/dealer/v2/api/level2AddrInfos?parentCode=440000',
      [
        { addrCode: '440100', addrName: '广州市', parentCode: '440000' },
        { addrCode: '440300', addrName: '深圳市', parentCode: '440000' },
      ],
    ],
    ['/api/dealer/v2/api/level2AddrInfos', []],
  ])('%s', async (path, data) => {
    expect((await t.get(path, admin)).body).toEqual({ code: '200', msg: '操作成功', data });
  });

  it('answer dealer types and provinces with the keys the dictionaries declare', async () => {
    const types = (await t.get(`${BASE}/bulletinInfos/DealerTypes`, admin)).body.data as Record<string, unknown>[];
    expect(types.length).toBeGreaterThan(0);
    for (const x of types) expect(Object.keys(x).sort()).toEqual(['dealerType', 'dealerTypeName']);
    const provinces = (await t.get(`${BASE}/bulletinInfos/addrInfo`, admin)).body.data as Record<string, unknown>[];
    expect(provinces).toContainEqual({ addrCode: '330000', addrName: '浙江省' });
  });
});

describe('reset', () => {
  it('rebuilds the bulletins and forgets history and read marks (POST /__mock/reset)', async () => {
    await t.post(`${LIST}`, draft(), admin);
    const res = await t.adminFetch(`/__mock/reset`, { method: 'POST' });
    expect(res.status).toBe(200);
    admin = await t.login('admin');
    operator = await t.login('operator');
    expect((await getList('')).data.totalRecord).toBe(25);
    expect((await t.get<Bulletin[]>(FORCE, operator)).body.data).toHaveLength(2);
  });
});
