import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';
import { payloadHeaders } from '../testing/payload';

/** The fixture area: every match mode, non-default paging / sort names, path-parameter detail, query delete. */
const FIXTURE = fileURLToPath(new URL('./testdata/engineFixture.json', import.meta.url));
const ORDERS = '/api/fixture/v2/api/orders';

interface Order {
  orderId: number;
  plateNo: string;
  plateColor: number;
  parkId: number;
  ownerName: string;
  inTime: string;
  receivableMoney: number;
  paidMoney: number;
  payType: number;
  orderStatus: number;
  tags: string[];
  createTime: string;
  remark?: string | null;
}
interface Page {
  records: Order[];
  total: number;
}

let t: TestServer;
let token: string;
let all: Order[];

const list = async (query = '') => (await t.get<Page>(`${ORDERS}?size=1000${query ? `&${query}` : ''}`, token)).body;
const ids = (rows: Order[]) => rows.map((r) => r.orderId);
const validOrder = () => ({ plateNo: '浙A12345', plateColor: 1, parkId: 1001, inTime: '2026-01-10 08:00:00', receivableMoney: 1500 });

beforeAll(async () => {
  t = await startTestServer({ schemas: { extraFiles: [FIXTURE] } });
  token = await t.login('admin');
  all = (await list()).data.records;
});
afterAll(() => t.close());

describe('generic list', () => {
  it('answers at the endpoint result paths, 10 rows by default, sorted by the view default (inTime descending)', async () => {
    const res = await t.get<Page>(ORDERS, token);
    expect(res.body.code).toBe('200');
    expect(res.body.data.total).toBe(60);
    expect(res.body.data.records).toHaveLength(10);
    expect(all).toHaveLength(60);
    const times = all.map((r) => r.inTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('seeds values shaped by value type, unit and dictionary', () => {
    for (const r of all) {
      expect(r.plateNo).toMatch(/^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-Z][0-9A-Z]{5}$/);
      expect(r.plateNo).not.toContain('·');
      expect([1, 2, 3, 4, 5, 6]).toContain(r.plateColor);
      expect(r.parkId).toBeGreaterThanOrEqual(1001);
      expect(Number.isInteger(r.receivableMoney)).toBe(true); // fen
      expect([0, 1, 2]).toContain(r.orderStatus);
      for (const tag of r.tags) expect(['vip', 'night', 'newEnergy']).toContain(tag);
      const age = Date.UTC(2026, 0, 14, 16) - Date.parse(`${r.inTime.replace(' ', 'T')}+08:00`);
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(60 * 86_400_000);
    }
  });

  it('pages with the endpoint page names', async () => {
    const page2 = (await t.get<Page>(`${ORDERS}?current=2&size=7`, token)).body.data;
    expect(page2.total).toBe(60);
    expect(ids(page2.records)).toEqual(ids(all.slice(7, 14)));
    const last = (await t.get<Page>(`${ORDERS}?current=9&size=7`, token)).body.data;
    expect(last.records).toHaveLength(4);
    expect((await t.get(`${ORDERS}?current=0`, token)).body).toMatchObject({ code: '0x10d7500400', msg: '分页参数不正确' });
  });

  it.each([
    [
      'like (plateNo contains)',
      () => `plateNo=${encodeURIComponent(all[3].plateNo.slice(1, 4))}`,
      (r: Order) => r.plateNo.includes(all[3].plateNo.slice(1, 4)),
    ],
    ['like (ownerName, wildcards literal)', () => `ownerName=${encodeURIComponent('%')}`, () => false],
    ['eq on a static dictionary (plateColor)', () => 'plateColor=2', (r: Order) => r.plateColor === 2],
    ['eq on a loaded dictionary (parkId)', () => `parkId=${all[0].parkId}`, (r: Order) => r.parkId === all[0].parkId],
    ['eq on a status (orderStatus)', () => 'orderStatus=0', (r: Order) => r.orderStatus === 0],
    ['in, comma list (payTypes)', () => 'payTypes=1,3', (r: Order) => [1, 3].includes(r.payType)],
    ['in, repeated keys (payTypes)', () => 'payTypes=1&payTypes=3', (r: Order) => [1, 3].includes(r.payType)],
    [
      'range with begin / end names (inTimeStart, inTimeEnd)',
      () => `inTimeStart=${encodeURIComponent(all[40].inTime)}&inTimeEnd=${encodeURIComponent(all[20].inTime)}`,
      (r: Order) => r.inTime >= all[40].inTime && r.inTime <= all[20].inTime,
    ],
    [
      'range with a date-only end (whole day included)',
      () => `inTimeEnd=${all[30].inTime.slice(0, 10)}`,
      (r: Order) => r.inTime.slice(0, 10) <= all[30].inTime.slice(0, 10),
    ],
    ['gte (minPaid)', () => 'minPaid=25000', (r: Order) => r.paidMoney >= 25000],
    ['lte (maxReceivable)', () => 'maxReceivable=20000', (r: Order) => r.receivableMoney <= 20000],
    ['membership in a JSON list (tags)', () => 'tags=vip', (r: Order) => r.tags.includes('vip')],
    ['several filters at once', () => 'orderStatus=1&minPaid=10000', (r: Order) => r.orderStatus === 1 && r.paidMoney >= 10000],
  ])('filters: %s', async (_name, query, predicate) => {
    const expected = all.filter(predicate);
    const res = await list(query());
    expect(res.code).toBe('200');
    expect(res.data.total).toBe(expected.length);
    expect(ids(res.data.records).sort((a, b) => a - b)).toEqual(ids(expected).sort((a, b) => a - b));
  });

  it('finds some rows for the filters above (the seed is varied enough)', () => {
    expect(all.filter((r) => r.plateColor === 2).length).toBeGreaterThan(0);
    expect(all.filter((r) => r.tags.includes('vip')).length).toBeGreaterThan(0);
    expect(all.filter((r) => r.paidMoney >= 25000).length).toBeGreaterThan(0);
    expect(all.filter((r) => r.paidMoney >= 25000).length).toBeLessThan(60);
  });

  it('refuses a malformed number filter', async () => {
    expect(await list('orderStatus=abc')).toMatchObject({ code: '0x10d7500400', msg: '订单状态格式不正确' });
  });

  it('sorts by a whitelisted column with the endpoint sort names, ties broken by the row key', async () => {
    const asc = (await list('sortField=receivableMoney&sortOrder=ASC')).data.records.map((r) => r.receivableMoney);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('sortField=receivableMoney&sortOrder=DESC')).data.records.map((r) => r.receivableMoney);
    expect(desc).toEqual([...asc].reverse());
  });

  it('refuses sorting by a column without sorter, and an unknown direction', async () => {
    expect(await list('sortField=ownerName&sortOrder=ASC')).toMatchObject({ code: '0x10d7500400', msg: '不支持按「ownerName」排序' });
    expect(await list('sortField=receivableMoney&sortOrder=sideways')).toMatchObject({ code: '0x10d7500400', msg: '排序方向不正确' });
  });
});

describe('generic detail', () => {
  it('answers the record by the path parameter mapped to the row key', async () => {
    const res = await t.get<Order>(`${ORDERS}/${all[5].orderId}`, token);
    expect(res.body.code).toBe('200');
    expect(res.body.data).toMatchObject({ orderId: all[5].orderId, plateNo: all[5].plateNo });
    expect(res.body.data).toHaveProperty('outTime');
  });

  it.each(['999999', 'abc', '-1'])('answers 记录不存在 for id %s', async (id) => {
    expect((await t.get(`${ORDERS}/${id}`, token)).body).toEqual({ code: '0x10d7500014', msg: '记录不存在', data: null });
  });
});

describe('generic create and update', () => {
  const count = async () => (await list()).data.total;

  it('creates a record from the declared fields only, with defaults and creation time', async () => {
    const before = await count();
    const res = await t.post<Order>(ORDERS, { ...validOrder(), plateColor: undefined, unknownKey: 'x', tags: ['vip', 'night'] }, token);
    expect(res.body.code).toBe('200');
    expect(res.body.data).toMatchObject({
      plateNo: '浙A12345',
      plateColor: 1,
      parkId: 1001,
      receivableMoney: 1500,
      tags: ['vip', 'night'],
      orderStatus: 0,
    });
    expect(res.body.data).not.toHaveProperty('unknownKey');
    expect(res.body.data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await count()).toBe(before + 1);
    const again = await t.get<Order>(`${ORDERS}/${res.body.data.orderId}`, token);
    expect(again.body.data.plateNo).toBe('浙A12345');
  });

  it.each([
    ['a missing required field', { plateNo: undefined }, '车牌号不能为空'],
    ['a blank required field', { plateNo: '  ' }, '车牌号不能为空'],
    ['a wrong type (text)', { plateNo: 12345 }, '车牌号格式不正确'],
    ['a wrong type (money)', { receivableMoney: 'abc' }, '应收金额格式不正确'],
    ['a value outside the dictionary', { plateColor: 9 }, '车牌颜色格式不正确'],
    ['a malformed date-time', { inTime: '2026/01/10' }, '入场时间格式不正确'],
    ['a value under the minimum', { receivableMoney: -1 }, '应收金额不能小于0'],
    ['a text over maxLength', { ownerName: '一二三四五六七八九十十一' }, '车主姓名长度不能超过10个字符'],
    ['a field required by a reaction (orderStatus 2 → remark)', { orderStatus: 2 }, '欠费原因不能为空'],
  ])('refuses %s with a Chinese message and writes nothing', async (_name, change, msg) => {
    const before = await count();
    const res = await t.post(ORDERS, { ...validOrder(), ...change }, token);
    expect(res.body).toEqual({ code: '0x10d7500400', msg, data: null });
    expect(await count()).toBe(before);
  });

  it('refuses a body with __proto__ and writes nothing', async () => {
    const before = await count();
    const raw = await fetch(t.url + ORDERS, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: token, ...payloadHeaders() },
      body: `{"plateNo":"浙A12345","plateColor":1,"parkId":1001,"inTime":"2026-01-10 08:00:00","receivableMoney":1,"__proto__":{"polluted":true}}`,
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ code: '0x10d7500400', msg: '请求参数不合法' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await count()).toBe(before);
  });

  it('updates the given fields of an existing record', async () => {
    const target = all[7];
    const res = await t.put<Order>(ORDERS, { ...validOrder(), orderId: target.orderId, ownerName: '张伟' }, token);
    expect(res.body.code).toBe('200');
    const again = (await t.get<Order>(`${ORDERS}/${target.orderId}`, token)).body.data;
    expect(again).toMatchObject({ orderId: target.orderId, ownerName: '张伟', plateNo: '浙A12345', receivableMoney: 1500 });
  });

  it('refuses an update of an unknown id (记录不存在) or without id, and an invalid update changes nothing', async () => {
    expect((await t.put(ORDERS, { ...validOrder(), orderId: 999999 }, token)).body).toEqual({
      code: '0x10d7500014',
      msg: '记录不存在',
      data: null,
    });
    expect((await t.put(ORDERS, validOrder(), token)).body).toMatchObject({ code: '0x10d7500400', msg: '订单编号不能为空' });
    const target = all[8];
    const before = (await t.get<Order>(`${ORDERS}/${target.orderId}`, token)).body.data;
    const res = await t.put(ORDERS, { ...validOrder(), orderId: target.orderId, receivableMoney: 'lots' }, token);
    expect(res.body.msg).toBe('应收金额格式不正确');
    expect((await t.get<Order>(`${ORDERS}/${target.orderId}`, token)).body.data).toEqual(before);
  });
});

describe('generic delete', () => {
  it('deletes by the ids in the query, as the descriptor says', async () => {
    const [a, b] = [all[10].orderId, all[11].orderId];
    const res = await t.call('DELETE', `${ORDERS}?orderIds=${a}&orderIds=${b}`, { token });
    expect(res.body.code).toBe('200');
    for (const id of [a, b]) expect((await t.get(`${ORDERS}/${id}`, token)).body.msg).toBe('记录不存在');
  });

  it('deletes nothing when one id is unknown', async () => {
    const a = all[12].orderId;
    const res = await t.call('DELETE', `${ORDERS}?orderIds=${a},999999`, { token });
    expect(res.body).toMatchObject({ code: '0x10d7500014', msg: '记录不存在' });
    expect((await t.get(`${ORDERS}/${a}`, token)).body.code).toBe('200');
    expect((await t.call('DELETE', ORDERS, { token })).body).toMatchObject({ code: '0x10d7500400', msg: '请选择要删除的记录' });
  });
});

describe('custom endpoints', () => {
  it.each([
    ['POST', `${ORDERS}/recalculate`, 'POST /fixture/v2/api/orders/recalculate'],
    ['GET', `${ORDERS}/stats`, 'GET /fixture/v2/api/orders/stats'],
  ])('%s %s without a module answers 接口未实现', async (method, path, call) => {
    const res = await t.call(method, path, { token, body: method === 'POST' ? {} : undefined });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: '0x10d7500501', msg: `接口未实现: ${call}`, data: null });
  });

  it('still needs a token', async () => {
    expect((await t.get(`${ORDERS}/stats`)).status).toBe(401);
  });
});
