/**
 * 车位锁管理 (schemas/parkingLock.json) served by the generic engine: the seed in every lock state, the searches
 * (锁状态, 在线状态, 车场, 泊位号, 低电量), 远程升锁 / 远程降锁 / 标记故障已处理 with their trail entries, each refusal
 * with its exact message, and 403 for an account without the page's codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type WireRow } from '../../testing/harness';

const BASE = '/api/device/v2/api/parkingLocks';
const WRONG_STATE = '0x10d7500015';
const BAD_REQUEST = '0x10d7500400';
type Lock = WireRow & { lockId: number; lockStatus: number; onlineStatus: number; battery: number };
type Page = { results: Lock[]; totalRecord: number };
type TrailEntry = { action: string; from: number; to: number; toLabel: string; note: string | null; user: string };

let t: TestServer;
let admin: string;

const list = async (query = '') => (await t.get<Page>(`${BASE}?pageNo=1&pageSize=200${query}`, admin)).body.data;
const detail = async (id: number) => (await t.get<Lock>(`${BASE}/${id}`, admin)).body.data;
const step = (name: string, body: Record<string, unknown>) => t.post<null>(`${BASE}/${name}`, body, admin);
const firstOf = async (query: string) => (await list(query)).results[0];

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('seed and search', () => {
  it('holds at least 60 locks on the parks 1001–1010 in every state, offline ones being 离线', async () => {
    const all = (await list()).results;
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(new Set(all.map((l) => l.lockStatus))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(all.map((l) => l.parkId))).toEqual(new Set([1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010]));
    for (const l of all) expect(l.onlineStatus === 0).toBe(l.lockStatus === 5);
    expect(new Set(all.map((l) => l.lockNo)).size).toBe(all.length);
  });

  it.each([
    ['&lockStatus=4', (l: Lock) => l.lockStatus === 4 && typeof l.faultDesc === 'string'],
    ['&onlineStatus=0', (l: Lock) => l.onlineStatus === 0],
    ['&parkId=1003', (l: Lock) => l.parkId === 1003],
    ['&batteryMax=20', (l: Lock) => l.battery <= 20],
  ])('the search %s returns rows, all matching', async (query, matches) => {
    const rows = (await list(query)).results;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every(matches)).toBe(true);
  });

  it('finds a lock by part of its 泊位号', async () => {
    const one = await firstOf('&lockStatus=1');
    const rows = (await list(`&berthNo=${encodeURIComponent(String(one.berthNo).slice(1))}`)).results;
    expect(rows.map((r) => r.lockId)).toContain(one.lockId);
  });
});

describe('steps', () => {
  it('远程降锁 needs 操作原因, then lowers an online raised lock and writes the trail', async () => {
    const lock = (await list('&lockStatus=1&onlineStatus=1')).results[0];
    expect((await step('lower', { lockId: lock.lockId })).body).toMatchObject({ code: BAD_REQUEST, msg: '请填写操作原因' });
    const res = await step('lower', { lockId: lock.lockId, operateReason: '车主来电，车位锁无法自动降下' });
    expect(res.body).toMatchObject({ code: '200' });
    const after = await detail(lock.lockId);
    expect(after).toMatchObject({ lockStatus: 2, lastOperator: expect.any(String), operateReason: '车主来电，车位锁无法自动降下' });
    expect((after.operateTrail as TrailEntry[]).at(-1)).toMatchObject({
      action: '远程降锁',
      from: 1,
      to: 2,
      toLabel: '已降下',
      note: '车主来电，车位锁无法自动降下',
    });
    // then raises it again
    expect((await step('raise', { lockId: lock.lockId })).body).toMatchObject({ code: '200' });
    const raised = await detail(lock.lockId);
    expect(raised.lockStatus).toBe(1);
    expect((raised.operateTrail as TrailEntry[]).at(-1)).toMatchObject({ action: '远程升锁', from: 2, to: 1, toLabel: '已升起' });
  });

  it('标记故障已处理 brings a faulty lock back to 已升起 and clears its 故障描述', async () => {
    const lock = await firstOf('&lockStatus=4');
    expect((await step('faultHandled', { lockId: lock.lockId })).body).toMatchObject({ code: '200' });
    const after = await detail(lock.lockId);
    expect(after).toMatchObject({ lockStatus: 1, faultDesc: null });
    expect((after.operateTrail as TrailEntry[]).at(-1)).toMatchObject({ action: '故障已处理', from: 4, to: 1 });
  });

  it.each([
    ['raise', '&lockStatus=5', {}, '离线的车位锁不能远程操作'],
    ['lower', '&lockStatus=5', { operateReason: '巡检员现场核实后降锁' }, '离线的车位锁不能远程操作'],
    ['raise', '&lockStatus=4', {}, '故障中的车位锁请先处理故障'],
    ['lower', '&lockStatus=4', { operateReason: '巡检员现场核实后降锁' }, '故障中的车位锁请先处理故障'],
    ['raise', '&lockStatus=1', {}, '车位锁已处于升起状态'],
    ['lower', '&lockStatus=2', { operateReason: '巡检员现场核实后降锁' }, '车位锁已处于降下状态'],
    ['raise', '&lockStatus=3', {}, '车位锁正在运动中，请稍后再试'],
    ['faultHandled', '&lockStatus=2', {}, '只有故障中的车位锁可以标记故障已处理'],
  ])('%s on a lock of %s is refused: %s', async (name, query, input, msg) => {
    const lock = await firstOf(query);
    const res = await step(name, { lockId: lock.lockId, ...input });
    expect(res.body).toMatchObject({ code: WRONG_STATE, msg });
    expect((await detail(lock.lockId)).lockStatus).toBe(lock.lockStatus);
  });

  it('answers 403 to an account without the page and its 处理 code', async () => {
    const viewer = await t.login('viewer1');
    const lock = await firstOf('&lockStatus=2');
    expect((await t.get(`${BASE}?pageNo=1&pageSize=5`, viewer)).status).toBe(403);
    expect((await t.post(`${BASE}/raise`, { lockId: lock.lockId }, viewer)).status).toBe(403);
    expect((await detail(lock.lockId)).lockStatus).toBe(2);
  });
});
