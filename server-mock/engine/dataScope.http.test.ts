/**
 * The data scope of the multi-dealer platform (engine/dataScope.ts) over a real mock server: every generic endpoint
 * kind of testdata/scopeFixture.json (tickets owned by the dealer of their park) asked as the `dealer` account (parks
 * 1001–1006 of 宁波海曙、温州鹿城、绍兴越城), with a record of its own and one of `dealer2` (parks 1007–1010), and as
 * the unscoped `admin`; then the dealer selector's header, the park options, a counter and the real statistics.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARK_NAMES } from '../db/zhData';
import { startTestServer, type TestServer, type WireRow } from '../testing/harness';

const FIXTURE = fileURLToPath(new URL('./testdata/scopeFixture.json', import.meta.url));
const TICKETS = '/api/sc/v2/api/tickets';
const NOT_FOUND = { code: '0x10d7500014', msg: '记录不存在' };
const DEALER_PARKS = [1001, 1002, 1003, 1004, 1005, 1006];
const DEALER2_PARKS = [1007, 1008, 1009, 1010];

let t: TestServer;
const tokens: Record<'dealer' | 'dealer2' | 'admin', string> = { dealer: '', dealer2: '', admin: '' };
/** Every seeded ticket, as the admin sees them. */
let all: WireRow[];
/** 泊位数 of each seeded park (the park options before any test adds one). */
const berthsOf = new Map<number, number>();

const listAll = async (token: string, headers: Record<string, string> = {}) =>
  (await t.call(`GET`, `${TICKETS}?pageNo=1&pageSize=500`, { token, headers })).body;
const parkOf = (row: WireRow) => Number(row.parkId);
/** A ticket of one of these parks (in this state, when given) that no test has used yet. */
const used = new Set<number>();
function pick(parks: number[], status?: number): WireRow {
  const row = all.find((r) => parks.includes(parkOf(r)) && (status === undefined || r.ticketStatus === status) && !used.has(r.id));
  if (!row) throw new Error(`no unused ticket of ${parks.join(',')} in state ${status}`);
  used.add(row.id);
  return row;
}

async function download(url: string): Promise<string[]> {
  const bytes = Buffer.from(await (await fetch(t.url + url)).arrayBuffer());
  return bytes.subarray(3).toString('utf8').split('\r\n').slice(1, -1);
}

beforeAll(async () => {
  t = await startTestServer({ schemas: { extraFiles: [FIXTURE] } });
  for (const account of ['dealer', 'dealer2', 'admin'] as const) tokens[account] = await t.login(account);
  all = (await listAll(tokens.admin)).data.results;
  for (const p of (await t.get('/api/dealer/v2/api/parkInfos/chosen', tokens.admin)).body.data as WireRow[])
    berthsOf.set(p.parkId, p.berthCount);
});
afterAll(() => t.close());

describe('the seed divides the parks between the dealers', () => {
  it('every park belongs to one dealer; both dealer accounts have parks and tickets', async () => {
    expect(all).toHaveLength(60);
    const parks = new Set(all.map(parkOf));
    expect([...parks].every((p) => DEALER_PARKS.includes(p) || DEALER2_PARKS.includes(p))).toBe(true);
    expect(all.some((r) => DEALER_PARKS.includes(parkOf(r)))).toBe(true);
    expect(all.some((r) => DEALER2_PARKS.includes(parkOf(r)))).toBe(true);
    const chosen = async (token: string) => (await t.get('/api/dealer/v2/api/dealerInfos/chosen', token)).body.data;
    expect(await chosen(tokens.dealer)).toEqual([
      { dealerId: 'D2002', dealerName: '宁波海曙智慧停车有限公司' },
      { dealerId: 'D2003', dealerName: '温州鹿城城市停车管理有限公司' },
      { dealerId: 'D2004', dealerName: '绍兴越城停车服务有限公司' },
    ]);
    expect(await chosen(tokens.dealer2)).toEqual([
      { dealerId: 'D2005', dealerName: '嘉兴南湖泊车运营有限公司' },
      { dealerId: 'D2006', dealerName: '湖州吴兴智慧交通科技有限公司' },
    ]);
  });
});

describe('list: only the caller’s records, the dealer selector narrows further', () => {
  it.each([
    ['dealer', {}, DEALER_PARKS],
    ['dealer2', {}, DEALER2_PARKS],
    ['admin', {}, [...DEALER_PARKS, ...DEALER2_PARKS]],
    ['dealer', { DealerId: 'D2003' }, [1003, 1004]],
    ['dealer2', { DealerId: 'D2006' }, [1009, 1010]],
    ['admin', { DealerId: 'D2002' }, [1001, 1002]],
  ] as const)('%s %o sees the tickets of parks %o', async (account, headers, parks) => {
    const body = await listAll(tokens[account], headers);
    const expected = all.filter((r) => (parks as readonly number[]).includes(parkOf(r))).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.data.results.map((r: WireRow) => r.id).sort()).toEqual(expected.sort());
    expect(body.data.totalRecord).toBe(expected.length);
  });

  it('a dealer the account does not hold gives an empty list, not another dealer’s rows', async () => {
    const body = await listAll(tokens.dealer, { DealerId: 'D2005' });
    expect(body).toMatchObject({ code: '200', data: { results: [], totalRecord: 0 } });
  });

  it('a search filter still applies inside the scope', async () => {
    const own = pick(DEALER_PARKS);
    const res = await t.get(`${TICKETS}?pageNo=1&pageSize=500&parkId=${own.parkId}`, tokens.dealer);
    expect(res.body.data.results.length).toBeGreaterThan(0);
    expect(res.body.data.results.every((r: WireRow) => parkOf(r) === parkOf(own))).toBe(true);
    const foreign = await t.get(`${TICKETS}?pageNo=1&pageSize=500&parkId=1008`, tokens.dealer);
    expect(foreign.body.data).toEqual({ results: [], totalRecord: 0 });
  });
});

type Headers = Record<string, string>;
type Kind = [
  kind: string,
  run: (token: string, row: WireRow, headers?: Headers) => Promise<{ code: string; msg: string }>,
  /** The state a record must be in for the call (the transition's from). */
  state?: number,
];

const send = async (method: string, path: string, token: string, headers: Headers = {}, body?: unknown) =>
  (await t.call(method, path, { token, headers, body })).body;

/** One call of each generic endpoint kind on one record: the caller's own answers 200, another dealer's 记录不存在. */
const kinds: Kind[] = [
  ['detail', (token, row, headers) => send('GET', `${TICKETS}/${row.id}`, token, headers)],
  [
    'update',
    (token, row, headers) => send('PUT', TICKETS, token, headers, { id: row.id, parkId: row.parkId, plateNo: row.plateNo, amount: 800 }),
  ],
  ['transition (one record)', (token, row, headers) => send('POST', `${TICKETS}/approve`, token, headers, { ids: [row.id] }), 0],
  ['export naming the record', (token, row, headers) => send('GET', `${TICKETS}/export?id=${row.id}`, token, headers)],
  ['delete', (token, row, headers) => send('DELETE', TICKETS, token, headers, { ids: [row.id] })],
];

describe.each(kinds)('%s', (_kind, run, state) => {
  it('the dealer’s own record: done', async () => {
    expect(await run(tokens.dealer, pick(DEALER_PARKS, state))).toMatchObject({ code: '200' });
  });
  it('another dealer’s record: 记录不存在, and the record is unchanged', async () => {
    const other = pick(DEALER2_PARKS, state);
    expect(await run(tokens.dealer, other)).toMatchObject(NOT_FOUND);
    expect((await t.get(`${TICKETS}/${other.id}`, tokens.admin)).body.data).toEqual(other);
  });
  it('the unscoped admin: done on any dealer’s record', async () => {
    expect(await run(tokens.admin, pick(DEALER2_PARKS, state))).toMatchObject({ code: '200' });
  });
  it('with another of its dealers chosen in the selector, the own record is 记录不存在 too', async () => {
    const own = pick([1003, 1004, 1005, 1006], state);
    expect(await run(tokens.dealer, own, { DealerId: 'D2002' })).toMatchObject(NOT_FOUND);
    expect((await t.get(`${TICKETS}/${own.id}`, tokens.admin)).body.data).toEqual(own);
  });
});

describe('writes that would reach another dealer’s park', () => {
  const ticket = (parkId: number) => ({ parkId, plateNo: '浙A12345', amount: 1500, batchNo: 'B-NEW' });

  it.each([
    ['dealer', 1003, '200'],
    ['dealer', 1008, NOT_FOUND.code],
    ['dealer2', 1008, '200'],
    ['dealer2', 1001, NOT_FOUND.code],
    ['admin', 1008, '200'],
  ] as const)('%s creates a ticket of park %i: %s', async (account, parkId, code) => {
    const res = await t.post(TICKETS, ticket(parkId), tokens[account]);
    expect(res.body.code).toBe(code);
    if (code !== '200') expect(res.body.msg).toBe('记录不存在');
  });

  it('moving an own ticket to another dealer’s park is 记录不存在 and changes nothing', async () => {
    const own = pick(DEALER_PARKS);
    const res = await t.put(TICKETS, { id: own.id, parkId: 1009, plateNo: own.plateNo, amount: 100 }, tokens.dealer);
    expect(res.body).toMatchObject(NOT_FOUND);
    expect((await t.get(`${TICKETS}/${own.id}`, tokens.admin)).body.data.parkId).toBe(own.parkId);
  });

  it('a batch transition with one record of another dealer moves none', async () => {
    const own = pick(DEALER_PARKS, 0);
    const other = pick(DEALER2_PARKS, 0);
    expect((await t.post(`${TICKETS}/approve`, { ids: [own.id, other.id] }, tokens.dealer)).body).toMatchObject(NOT_FOUND);
    expect((await t.get(`${TICKETS}/${own.id}`, tokens.admin)).body.data.ticketStatus).toBe(0);
    const both = pick(DEALER_PARKS, 0);
    expect((await t.post(`${TICKETS}/approve`, { ids: [own.id, both.id] }, tokens.dealer)).body.code).toBe('200');
  });

  it('a batch delete with one record of another dealer deletes none', async () => {
    const own = pick(DEALER_PARKS);
    const other = pick(DEALER2_PARKS);
    expect((await t.del(TICKETS, { ids: [own.id, other.id] }, tokens.dealer)).body).toMatchObject(NOT_FOUND);
    expect((await t.get(`${TICKETS}/${own.id}`, tokens.admin)).body.code).toBe('200');
  });
});

describe('exports, statistics and batch summaries count the caller’s records only', () => {
  const count = async (token: string) => (await listAll(token)).data.totalRecord as number;

  it.each(['dealer', 'dealer2', 'admin'] as const)('%s: the export file holds its list’s rows, at once and as a task', async (account) => {
    const token = tokens[account];
    const expected = await count(token);
    const url = (await t.get(`${TICKETS}/export`, token)).body.data as string;
    expect(await download(url)).toHaveLength(expected);
    const task = (await t.get(`${TICKETS}/export?asyn=1`, token)).body.data;
    expect(task.async).toBe(true);
    let file = '';
    for (let i = 0; i < 300 && !file; i++) {
      const tasks = (await t.get('/api/backlog/v2/api/exportTasks?pageNo=1&pageSize=50', token)).body.data.results as WireRow[];
      const done = tasks.find((x) => x.taskId === task.taskId && x.status === 2);
      if (done) file = done.fileUrl;
      else await new Promise((r) => setTimeout(r, 20));
    }
    expect(file).not.toBe('');
    expect(await download(file)).toHaveLength(expected);
  });

  it.each(['dealer', 'dealer2', 'admin'] as const)('%s: the statistics group only its parks and add up to its list', async (account) => {
    const token = tokens[account];
    const rows = (await t.get(`${TICKETS}/stats`, token)).body.data.results as WireRow[];
    const listed = (await listAll(token)).data.results as WireRow[];
    expect(rows.map((r) => Number(r.parkId)).sort()).toEqual([...new Set(listed.map(parkOf))].sort());
    expect(rows.reduce((s, r) => s + r.ticketCount, 0)).toBe(listed.length);
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(listed.reduce((s, r) => s + r.amount, 0));
  });

  it('a batch summary of another dealer’s tickets is 记录不存在; the own batch sums the own tickets', async () => {
    const own = pick(DEALER_PARKS);
    const other = pick(DEALER2_PARKS);
    for (const [row, batchNo] of [
      [own, 'B-OWN'],
      [other, 'B-OTHER'],
    ] as const)
      await t.put(TICKETS, { id: row.id, parkId: row.parkId, plateNo: row.plateNo, amount: 600, batchNo }, tokens.admin);
    expect((await t.get(`${TICKETS}/batch?batchNo=B-OTHER`, tokens.dealer)).body).toMatchObject(NOT_FOUND);
    expect((await t.get(`${TICKETS}/batch?batchNo=B-OWN`, tokens.dealer)).body.data).toEqual({ ticketCount: 1, amount: 600 });
    expect((await t.get(`${TICKETS}/batch?batchNo=B-OTHER`, tokens.admin)).body.data).toEqual({ ticketCount: 1, amount: 600 });
  });
});

describe('hand-written calls apply the same scope', () => {
  const parksOf = async (token: string, headers: Record<string, string> = {}) =>
    ((await t.call('GET', '/api/dealer/v2/api/parkInfos/chosen', { token, headers })).body.data as WireRow[]).map((p) => p.parkId);

  it.each([
    ['dealer', {}, DEALER_PARKS],
    ['dealer2', {}, DEALER2_PARKS],
    ['dealer', { DealerId: 'D2004' }, [1005, 1006]],
    ['admin', {}, [...DEALER_PARKS, ...DEALER2_PARKS]],
  ] as const)('%s %o is offered the parks %o', async (account, headers, parks) => {
    expect(await parksOf(tokens[account], headers)).toEqual(parks);
  });

  it('a park a dealer account adds belongs to its chosen dealer: offered to it, 记录不存在 for the other account', async () => {
    const park = {
      parkName: '南湖天地停车场',
      parkNo: 'P330402001',
      areaId: [2, 202],
      parkStatus: 1,
      berthNum: 180,
      contactName: '沈佳',
      contactPhone: '13812345679',
      address: '嘉兴市南湖区南湖路1号',
    };
    const created = await send('POST', '/api/dealer/v2/api/parkInfos/inside', tokens.dealer2, { DealerId: 'D2005' }, park);
    expect(created.code).toBe('200');
    const id = (created as unknown as { data: WireRow }).data.id;
    expect(await parksOf(tokens.dealer2, { DealerId: 'D2005' })).toEqual([1007, 1008, id]);
    expect(await parksOf(tokens.dealer)).not.toContain(id);
    expect(await send('GET', `/api/dealer/v2/api/parkInfos/inside/${id}`, tokens.dealer)).toMatchObject(NOT_FOUND);
    expect((await send('GET', `/api/dealer/v2/api/parkInfos/inside/${id}`, tokens.dealer2)).code).toBe('200');
  });

  it('the gates of the park options are the caller’s parks’ gates', async () => {
    const gates = (await t.get('/api/dealer/v2/api/gateInfos/chosen', tokens.dealer2)).body.data as WireRow[];
    expect(gates.length).toBeGreaterThan(0);
    expect(gates.every((g) => DEALER2_PARKS.includes(g.parkId))).toBe(true);
  });

  it('the 不规范停车 counter counts the caller’s parks’ records', async () => {
    const path = '/api/device/v2/api/illegalParkRecords/list?pageNo=1&pageSize=999';
    const names = async (token: string) => ((await t.get(path, token)).body.data.results as WireRow[]).map((r) => r.parkName);
    const mine = new Set(
      ((await t.get('/api/dealer/v2/api/parkInfos/chosen', tokens.dealer2)).body.data as WireRow[]).map((p) => p.parkName),
    );
    const dealer2 = await names(tokens.dealer2);
    const admin = await names(tokens.admin);
    expect(dealer2.length).toBeGreaterThan(0);
    expect(dealer2.every((n) => mine.has(n))).toBe(true);
    expect(admin.filter((n) => mine.has(n))).toEqual(dealer2);
  });

  it('hand-written calls on one order: another dealer’s is 记录不存在', async () => {
    const firstOrder = async (token: string) =>
      (await t.get('/api/charge/v2/api/parkOrders?pageNo=1&pageSize=1', token)).body.data.results[0];
    const [own, other] = [await firstOrder(tokens.dealer), await firstOrder(tokens.dealer2)];
    const simple = async (token: string, id: number) => (await t.get(`/api/charge/v2/api/parkOrders/simpleDetail/${id}`, token)).body;
    expect((await simple(tokens.dealer, own.id)).code).toBe('200');
    expect(await simple(tokens.dealer, other.id)).toMatchObject(NOT_FOUND);
    expect((await simple(tokens.admin, other.id)).code).toBe('200');
  });

  it.each([
    ['在场车辆', '/api/charge/v2/api/parkOrders/unOut?pageNo=1&pageSize=500', (d: WireRow) => d.totalRecord],
    ['欠费汇总', '/api/charge/v2/api/arrearsRecords/countAndMoney', (d: WireRow) => d.allCount],
    ['对账单角标', '/api/finance/v2/api/verify/cornerMark?dealStatus=0', (d: WireRow) => d.totalRecord],
  ] as const)('%s counts fewer records for each dealer than for the admin, and the two dealers add up', async (_name, path, count) => {
    const of = async (token: string) => count((await t.get(path, token)).body.data) as number;
    const [dealer, dealer2, admin] = [await of(tokens.dealer), await of(tokens.dealer2), await of(tokens.admin)];
    expect(dealer).toBeGreaterThan(0);
    expect(dealer2).toBeGreaterThan(0);
    expect(dealer + dealer2).toBe(admin);
  });

  it('the order statistics (daily rollup) add up to the dealer’s order list', async () => {
    const orders = async (token: string) => (await t.get('/api/charge/v2/api/parkOrders?pageNo=1&pageSize=1', token)).body.data.totalRecord;
    const summary = async (token: string) => (await t.get('/api/statistics/v2/api/parkOrders/summary', token)).body.data.results[0];
    const [dealer, admin] = [await orders(tokens.dealer), await orders(tokens.admin)];
    expect(dealer).toBeGreaterThan(0);
    expect(dealer).toBeLessThan(admin);
    expect((await summary(tokens.dealer)).orderCount).toBe(dealer);
    expect((await summary(tokens.admin)).orderCount).toBe(admin);
    const byPark = (await t.get('/api/statistics/v2/api/parkOrders/byPark', tokens.dealer)).body.data.results as WireRow[];
    expect(byPark.every((r) => DEALER_PARKS.includes(Number(r.parkId)))).toBe(true);
  });

  it.each([
    ['dealer', DEALER_PARKS],
    ['dealer2', DEALER2_PARKS],
    ['admin', [...DEALER_PARKS, ...DEALER2_PARKS]],
  ] as const)('%s: the turnover rate is its orders over its own parks’ berths', async (account, parks) => {
    const token = tokens[account];
    const orders = (await t.get('/api/charge/v2/api/parkOrders?pageNo=1&pageSize=1', token)).body.data.totalRecord as number;
    const berths = parks.reduce((sum, p) => sum + berthsOf.get(p)!, 0);
    const [row] = (await t.get('/api/statistics/v2/api/parkOrders/parkSummary', token)).body.data.results as WireRow[];
    expect(row.orderCount).toBe(orders);
    expect(row.turnoverRate).toBe(Number((orders / berths).toFixed(4)));
  });
});

describe('records that name their park by its name, or list several parks (the real documents)', () => {
  /** The names the seed's records carry for the parks of `dealer` (1001–1006) and of `dealer2` (1007–1010). */
  const NAMES = PARK_NAMES.slice(0, 6);
  const NAMES2 = PARK_NAMES.slice(6);
  const rowsOf = async (path: string, token: string) =>
    ((await t.get(`${path}${path.includes('?') ? '&' : '?'}pageNo=1&pageSize=500`, token)).body.data.results as WireRow[]) ?? [];

  it.each([
    ['黑名单告警记录', '/api/special/v2/api/blackAlertRecords'],
    ['视频设备离线记录', '/api/device/v2/api/videoOfflines'],
    ['场库对接离线记录', '/api/device/v2/api/parkDockingOfflines'],
    ['欠费车辆', '/api/charge/v2/api/arrearsPlates'],
  ])('%s: each dealer account sees the records of its own parks’ names, the admin both', async (_title, path) => {
    const [dealer, dealer2, admin] = [
      await rowsOf(path, tokens.dealer),
      await rowsOf(path, tokens.dealer2),
      await rowsOf(path, tokens.admin),
    ];
    expect(dealer.length).toBeGreaterThan(0);
    expect(dealer2.length).toBeGreaterThan(0);
    expect(dealer.every((r) => NAMES.includes(String(r.parkName)))).toBe(true);
    expect(dealer2.every((r) => NAMES2.includes(String(r.parkName)))).toBe(true);
    expect(admin.length).toBeGreaterThanOrEqual(dealer.length + dealer2.length);
    // Another dealer's record is 记录不存在.
    expect((await t.get(`${path}/${dealer2[0].id}`, tokens.dealer)).body).toMatchObject(NOT_FOUND);
    expect((await t.get(`${path}/${dealer2[0].id}`, tokens.dealer2)).body.code).toBe('200');
  });

  it('班次: a shift is a dealer’s when one of its 适用车场 is; another dealer’s shift is 记录不存在', async () => {
    const shifts = '/api/schedule/v2/api/shifts';
    const admin = await rowsOf(shifts, tokens.admin);
    const parksOfShift = (r: WireRow) => (r.parkIds as unknown[]).map(Number);
    const dealer = await rowsOf(shifts, tokens.dealer);
    expect(dealer.length).toBeGreaterThan(0);
    expect(dealer.every((r) => parksOfShift(r).some((p) => DEALER_PARKS.includes(p)))).toBe(true);
    const others = admin.filter((r) => !parksOfShift(r).some((p) => DEALER_PARKS.includes(p)));
    expect(others.length).toBeGreaterThan(0);
    expect(dealer.map((r) => r.shiftId)).not.toContain(others[0].shiftId);
    expect((await t.get(`${shifts}/${others[0].shiftId}`, tokens.dealer)).body).toMatchObject(NOT_FOUND);
  });

  it('设备地图 shows a dealer the devices of its own parks only', async () => {
    const points = async (token: string) => (await t.get('/api/device/v2/api/deviceMap/points', token)).body.data.results as WireRow[];
    const [dealer, admin] = [await points(tokens.dealer), await points(tokens.admin)];
    expect(dealer.length).toBeGreaterThan(0);
    expect(dealer.every((p) => DEALER_PARKS.includes(Number(p.parkId)))).toBe(true);
    expect(admin.some((p) => DEALER2_PARKS.includes(Number(p.parkId)))).toBe(true);
  });

  it('排班: another dealer’s park is 记录不存在 for the calendar and its save; the offered shifts are the dealer’s', async () => {
    const range = 'startDate=2026-11-01&endDate=2026-11-07';
    expect((await t.get(`/api/schedule/v2/api/schedules?parkId=1001&${range}`, tokens.dealer)).body.code).toBe('200');
    expect((await t.get(`/api/schedule/v2/api/schedules?parkId=1007&${range}`, tokens.dealer)).body).toMatchObject(NOT_FOUND);
    const save = { parkId: 1007, changes: [{ staffId: 1, date: '2026-12-01', shiftId: null }] };
    expect((await t.post('/api/schedule/v2/api/schedules/save', save, tokens.dealer)).body).toMatchObject(NOT_FOUND);
    const offered = (await t.get('/api/schedule/v2/api/shifts/chosen', tokens.dealer2)).body.data as WireRow[];
    const own = (await rowsOf('/api/schedule/v2/api/shifts', tokens.dealer2)).filter((r) => r.shiftStatus === 1).map((r) => r.shiftId);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.map((r) => r.shiftId).sort()).toEqual([...own].sort());
  });

  it('催缴名单 and 一键催缴 count only the dealer’s plates', async () => {
    const list = async (token: string) =>
      (await t.get('/api/charge/v2/api/arrearsPlates/remindListQuery?pageNo=1&pageSize=500', token)).body.data as {
        results: WireRow[];
        totalRecord: number;
      };
    const check = async (token: string) => (await t.get('/api/charge/v2/api/arrearsPlates/checkRemindAll', token)).body.data as WireRow;
    const [dealer, admin] = [await list(tokens.dealer), await list(tokens.admin)];
    expect(dealer.results.length).toBeGreaterThan(0);
    expect(dealer.results.every((r) => NAMES.includes(String(r.parkName)))).toBe(true);
    expect(dealer.totalRecord).toBeLessThan(admin.totalRecord);
    expect((await check(tokens.dealer)).remindableCount).toBe(dealer.totalRecord);
    expect((await check(tokens.admin)).remindableCount).toBe(admin.totalRecord);
    const plates = (await t.get('/api/charge/v2/api/arrearsPlates?pageNo=1&pageSize=1', tokens.dealer)).body.data.totalRecord;
    expect((await check(tokens.dealer)).arrearsPlateCount).toBe(plates);
  });
});
