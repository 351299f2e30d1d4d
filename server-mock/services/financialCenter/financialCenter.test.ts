import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { PARKS } from '../sharedOptions/parks';

const F = '/api/finance/v2/api';

interface Bill {
  id: number;
  billNo: string;
  billMonth: string;
  parkId: number;
  receivableMoney: number;
  discountMoney: number;
  paidMoney: number;
  refundMoney: number;
  channelMoney: number;
  diffMoney: number;
  adjustMoney: number;
  settleMoney: number;
  dealStatus: number;
  billStatus: number;
  verifyResult: number | null;
  dealRemark: string | null;
  dealUser: string | null;
  adjustReason: string | null;
  adjustUser: string | null;
  executeUser: string | null;
  archiveTime: string | null;
}
interface Task {
  id: number;
  taskName: string;
  billNo: string | null;
  taskStatus: number;
  operator: string;
}

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.login('admin');
});
afterAll(() => t.close());

const bills = async (query: string) =>
  (await t.get<{ results: Bill[]; totalRecord: number }>(`${F}/bills?pageSize=100&${query}`, token)).body.data;
const bill = async (id: number) => (await t.get<Bill>(`${F}/verify/${id}`, token)).body.data;
const cornerMark = async (query = '') =>
  (await t.get<{ totalRecord: number }>(`${F}/verify/cornerMark${query}`, token)).body.data.totalRecord;
const cents = (n: number) => Math.round(n * 100);
const used = new Set<number>();
async function take(billStatus: number): Promise<Bill> {
  const row = (await bills(`billStatus=${billStatus}`)).results.find((r) => !used.has(r.id))!;
  used.add(row.id);
  return row;
}

describe('monthly statements (seed)', () => {
  it('one statement per park and month; last month pending, older ones mostly archived; the amounts add up', async () => {
    const all = (await bills('')).results;
    expect(all).toHaveLength(60);
    expect(new Set(all.map((b) => b.billNo)).size).toBe(60);
    const newest = all
      .map((b) => b.billMonth)
      .sort()
      .at(-1)!;
    expect(newest).toBe('2025-12');
    for (const b of all) {
      expect(b.billMonth).toMatch(/^\d{4}-\d{2}$/);
      expect(b.dealStatus).toBe(b.billStatus === 2 ? 1 : 0);
      if (b.billMonth === newest) expect(b.dealStatus).toBe(0);
      expect(cents(b.paidMoney)).toBe(cents(b.receivableMoney) - cents(b.discountMoney));
      expect(cents(b.diffMoney)).toBe(cents(b.paidMoney) - cents(b.refundMoney) - cents(b.channelMoney));
      expect(cents(b.settleMoney)).toBe(cents(b.channelMoney) + cents(b.adjustMoney));
      const full = await bill(b.id);
      expect(full.dealUser === null).toBe(b.billStatus === 0);
      expect(full.archiveTime === null).toBe(b.billStatus !== 2);
    }
  });

  it('lists 待处理 and 已归档 by dealStatus; the corner mark counts the pending ones', async () => {
    const pending = await bills('dealStatus=0');
    const archived = await bills('dealStatus=1');
    expect(pending.totalRecord + archived.totalRecord).toBe(60);
    expect(pending.results).toHaveItemsAllMatching((b) => b.billStatus === 0 || b.billStatus === 1);
    expect(archived.results).toHaveItemsAllMatching((b) => b.billStatus === 2);
    expect(await cornerMark()).toBe(pending.totalRecord);
    expect(await cornerMark('?dealStatus=0')).toBe(pending.totalRecord);
    expect(await cornerMark('?dealStatus=1')).toBe(archived.totalRecord);
    expect((await t.get(`${F}/verify/cornerMark?dealStatus=2`, token)).body).toMatchObject({
      code: '0x10d7500400',
      msg: '处理状态只能为待处理或已处理',
    });
  });
});

describe('处理 → 执行对账 → 已归档', () => {
  it('deals, executes, archives, writes a task and lowers the corner mark', async () => {
    const b = await take(0);
    const mark = await cornerMark();
    const dealt = await t.post<Bill>(`${F}/verify/deal`, { id: b.id, verifyResult: 2, dealRemark: '渠道次日到账' }, token);
    expect(dealt.body.code).toBe('200');
    expect(dealt.body.data).toMatchObject({ billStatus: 1, dealStatus: 0, verifyResult: 2, dealRemark: '渠道次日到账' });
    expect(await cornerMark()).toBe(mark);

    const executed = await t.post<Bill>(`${F}/verify/execute/${b.id}`, {}, token);
    expect(executed.body.code).toBe('200');
    expect(executed.body.data).toMatchObject({ billStatus: 2, dealStatus: 1 });
    expect(executed.body.data.executeUser).toBeTruthy();
    expect(executed.body.data.archiveTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await cornerMark()).toBe(mark - 1);

    const tasks = (await t.get<{ results: Task[] }>(`${F}/tasks?pageSize=5&orderBy=startTime&orderType=desc`, token)).body.data.results;
    expect(tasks[0]).toMatchObject({
      billNo: b.billNo,
      taskStatus: 2,
      taskName: `${b.billMonth} ${PARKS.find((p) => p.parkId === b.parkId)!.parkName} 月度对账`,
    });
  });

  it.each([
    ['deal an archived statement', async () => t.post(`${F}/verify/deal`, { id: (await take(2)).id, verifyResult: 1 }, token)],
    ['deal twice', async () => t.post(`${F}/verify/deal`, { id: (await take(1)).id, verifyResult: 1 }, token)],
    ['execute before dealing', async () => t.post(`${F}/verify/execute/${(await take(0)).id}`, {}, token)],
    ['execute an archived statement', async () => t.post(`${F}/verify/execute/${(await take(2)).id}`, {}, token)],
    [
      'adjust an archived statement',
      async () => t.put(`${F}/adjustedBill/${(await take(2)).id}`, { adjustMoney: 1, adjustReason: '补录' }, token),
    ],
  ])('%s → 0x10d7500015 当前状态不允许该操作', async (_name, call) => {
    expect((await call()).body).toMatchObject({ code: '0x10d7500015', msg: '当前状态不允许该操作' });
  });

  it.each([
    [{ id: 1 }, '0x10d7500400', '请选择核对结果'],
    [{ id: 1, verifyResult: 3 }, '0x10d7500400', '请选择核对结果'],
    [{ id: 1, verifyResult: 2 }, '0x10d7500400', '请填写处理说明'],
    [{ id: 1, verifyResult: 1, dealRemark: '说'.repeat(201) }, '0x10d7500400', '处理说明不能超过200个字符'],
    [{ verifyResult: 1 }, '0x10d7500400', '对账单编号不能为空'],
    [{ id: 999999, verifyResult: 1 }, '0x10d7500014', '记录不存在'],
  ])('deal %j → %s %s', async (body, code, msg) => {
    expect((await t.post(`${F}/verify/deal`, body, token)).body).toMatchObject({ code, msg });
  });

  it('executing an unknown statement answers 记录不存在', async () => {
    expect((await t.post(`${F}/verify/execute/999999`, {}, token)).body).toMatchObject({ code: '0x10d7500014', msg: '记录不存在' });
  });
});

describe('调账', () => {
  it('sets the adjustment, recomputes the settlement and records who and why', async () => {
    const b = await take(0);
    const res = await t.put<Bill>(`${F}/adjustedBill/${b.id}`, { adjustMoney: -12.5, adjustReason: '现金收费少缴：已追回' }, token);
    expect(res.body.code).toBe('200');
    expect(res.body.data).toMatchObject({ adjustMoney: -12.5, adjustReason: '现金收费少缴：已追回', billStatus: 0 });
    expect(cents(res.body.data.settleMoney)).toBe(cents(b.channelMoney) - 1250);
    expect(res.body.data.adjustUser).toBeTruthy();
    const again = await t.put<Bill>(`${F}/adjustedBill/${b.id}`, { adjustMoney: '0', adjustReason: '撤销调账' }, token);
    expect(cents(again.body.data.settleMoney)).toBe(cents(b.channelMoney));
  });

  it.each([
    [{ adjustReason: '补录' }, '请填写调账金额'],
    [{ adjustMoney: 'abc', adjustReason: '补录' }, '调账金额必须为数字值'],
    [{ adjustMoney: 1.234, adjustReason: '补录' }, '调账金额最多保留两位小数'],
    [{ adjustMoney: 1000000.01, adjustReason: '补录' }, '调账金额应在-1000000~1000000之间'],
    [{ adjustMoney: 10 }, '请填写调账原因'],
    [{ adjustMoney: 10, adjustReason: '见"附件"' }, `调账原因不能包含' / \\ : 、 * ? " < >字符`],
  ])('%j → 0x10d7500400 %s', async (body, msg) => {
    const id = (await bills('billStatus=0')).results[0].id;
    const before = await bill(id);
    expect((await t.put(`${F}/adjustedBill/${id}`, body, token)).body).toMatchObject({ code: '0x10d7500400', msg });
    expect(await bill(id)).toEqual(before);
  });
});

describe('重新分账', () => {
  it('moves failed split records to 分账成功 and refuses the others', async () => {
    const list = async (q: string) =>
      (
        await t.get<{ results: { id: number; splitStatus: number; failReason: string | null; finishTime: string | null }[] }>(
          `${F}/splitAccounts?pageSize=100&${q}`,
          token,
        )
      ).body.data.results;
    const failed = await list('splitStatus=3');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed).toHaveItemsAllMatching((r) => r.failReason);
    const done = (await list('splitStatus=2'))[0];
    expect((await t.post(`${F}/splitAccounts/retry`, { ids: [failed[0].id, done.id] }, token)).body.code).toBe('0x10d7500015');
    expect((await t.post(`${F}/splitAccounts/retry`, { ids: [failed[0].id] }, token)).body.code).toBe('200');
    const after = (await list('splitStatus=2')).find((r) => r.id === failed[0].id)!;
    expect(after).toMatchObject({ failReason: null });
    expect(after.finishTime).toBeTruthy();
    expect((await t.post(`${F}/splitAccounts/retry`, {}, token)).body).toMatchObject({
      code: '0x10d7500400',
      msg: '请选择要重新分账的记录',
    });
  });
});
