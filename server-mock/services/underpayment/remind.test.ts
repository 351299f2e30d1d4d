/**
 * 催缴 over HTTP (schemas/underpayment.json): remind, 一键催缴 and the retry of failed results are declared steps the
 * engine runs (transition creates / tally / answer / selectBy / only, the batch summary an `operation: "summary"`);
 * the hand-written part is the simulated delivery (services/underpayment/delivery.ts) and the remind list's priority.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Expression } from '../../../schemas/meta/generated/area';
import { evaluateExpression } from '../../../schemas/meta/lib/expressions';
import { remindFailure } from './delivery';
import { NOTHING_TO_REMIND } from './priority';
import { startTestServer, type TestServer } from '../../testing/harness';

/** 最近催缴结果 as the document computes it from the counts of a plate's results in one batch. */
const doc = JSON.parse(readFileSync('schemas/underpayment.json', 'utf8')) as {
  actions: Record<string, { transition: { set: Record<string, { compute: Expression }> } }>;
};
const OUTCOME = doc.actions.remindPlate.transition.set.lastRemindResult.compute;
const outcomeOf = (statuses: unknown[]) =>
  evaluateExpression(OUTCOME, {
    values: { remindSuccessCount: statuses.filter((s) => s === 1).length, remindFailCount: statuses.filter((s) => s === 2).length },
  });

type Row = Record<string, unknown>;
const PLATES = '/api/charge/v2/api/arrearsPlates';

describe('the delivery and the outcome of reminders', () => {
  it.each([
    ['浙A12345', '13800000001', 1, false, null],
    ['浙A12345', '13800000007', 1, false, '短信网关繁忙，发送超时'],
    ['浙A12345', '13800000007', 1, true, null],
    ['浙A12345', '13800000003', 2, false, '车主未接听'],
    ['浙A12345', '13800000003', 2, true, null],
    ['浙A12345', '13800000001', 2, false, null],
    ['浙A12345', null, 1, false, '车主未绑定手机号'],
    ['浙A12345', '', 2, true, '车主未绑定手机号'],
    ['浙A12345', null, 3, false, null],
    ['浙A12348', null, 3, true, '车主未关注微信公众号'],
  ])('%s phone %s channel %i retry %s → %s', (plateNo, phone, channel, retry, expected) => {
    expect(remindFailure(plateNo, phone, channel, retry)).toBe(expected);
  });

  it.each([
    [[1], 1],
    [[2], 3],
    [[1, 1], 1],
    [[1, 2], 2],
    [[2, 2], 3],
    [[1, 2, 2], 2],
  ])('results %j read as 最近催缴结果 %i', (statuses, outcome) => expect(outcomeOf(statuses)).toBe(outcome));
});

describe('reminders over HTTP', () => {
  let t: TestServer;
  let token: string;
  const get = async (path: string) => (await t.get(`/api/charge/v2/api${path}`, token)).body;
  const post = async (path: string, body: unknown) => (await t.post(`/api/charge/v2/api${path}`, body, token)).body;
  const plates = async (): Promise<Row[]> => (await get('/arrearsPlates?pageSize=100')).data.results;
  const plate = async (id: unknown): Promise<Row> => (await get(`/arrearsPlates/${String(id)}`)).data;
  const resultsOf = async (batchNo: string): Promise<Row[]> =>
    (await get(`/arrearsPlates/remindResultList?pageSize=50&batchNo=${batchNo}`)).data.results;

  beforeAll(async () => {
    t = await startTestServer();
    token = await t.login('admin');
  });
  afterAll(() => t.close());

  it.each([
    [{}, '0x10d7500400', '请选择要催缴的车辆'],
    [{ ids: [] }, '0x10d7500400', '请选择要催缴的车辆'],
    [{ ids: [1] }, '0x10d7500400', '请选择催缴方式'],
    [{ ids: [1], channels: [4] }, '0x10d7500400', '请选择催缴方式'],
    [{ ids: [999999], channels: [1] }, '0x10d7500014', '记录不存在'],
  ])('remind %j → %s %s', async (body, code, msg) => {
    const res = await post('/arrearsPlates/remind', body);
    expect([res.code, res.msg]).toEqual([code, msg]);
  });

  it('reminds a plate on three channels in one batch: a result per channel, the plate counts it', async () => {
    const target = (await plates()).find((p) => typeof p.phone === 'string')!;
    const res = await post('/arrearsPlates/remind', { ids: [target.id], channels: [1, 2, 3] });
    expect(res.code).toBe('200');
    expect(res.data).toMatchObject({ plateCount: 1, totalCount: 3 });
    expect(res.data.batchNo).toMatch(/^CJ\d{17}$/);
    const rows = await resultsOf(res.data.batchNo);
    expect(rows.map((r) => r.remindChannel).sort()).toEqual([1, 2, 3]);
    for (const r of rows) {
      const reason = remindFailure(String(target.plateNo), target.phone, Number(r.remindChannel), false);
      expect(r).toMatchObject({
        plateNo: target.plateNo,
        remindStatus: reason ? 2 : 1,
        failReason: reason,
        retryCount: 0,
        operator: expect.any(String),
      });
    }
    expect(res.data.successCount).toBe(rows.filter((r) => r.remindStatus === 1).length);
    const after = await plate(target.id);
    expect(after).toMatchObject({
      remindCount: Number(target.remindCount) + 1,
      lastRemindResult: outcomeOf(rows.map((r) => r.remindStatus)),
    });
    expect(after.lastRemindTime).toBe(rows[0].remindTime);
    const summary = (await get(`/arrearsPlates/remindResult?batchNo=${res.data.batchNo}`)).data;
    expect(summary).toMatchObject({
      batchNo: res.data.batchNo,
      plateCount: 1,
      totalCount: 3,
      successCount: res.data.successCount,
      failCount: res.data.failCount,
    });
  });

  it('retries a passing failure (未接听) to success, and then has nothing left to retry', async () => {
    const target = (await plates()).find((p) => typeof p.phone === 'string' && Number(p.phone.slice(-1)) % 3 === 0)!;
    const first = await post('/arrearsPlates/remind', { ids: [target.id], channels: [2] });
    expect(first.data).toMatchObject({ totalCount: 1, successCount: 0, failCount: 1 });
    expect((await resultsOf(first.data.batchNo))[0]).toMatchObject({ remindStatus: 2, failReason: '车主未接听' });
    expect((await plate(target.id)).lastRemindResult).toBe(3);

    const retry = await post('/arrearsPlates/remindErrors/remind', { batchNo: first.data.batchNo });
    expect(retry).toMatchObject({ code: '200', data: { totalCount: 1, successCount: 1, failCount: 0 } });
    expect((await resultsOf(first.data.batchNo))[0]).toMatchObject({ remindStatus: 1, failReason: null, retryCount: 1 });
    expect((await plate(target.id)).lastRemindResult).toBe(1);
    expect((await get(`/arrearsPlates/remindResult?batchNo=${first.data.batchNo}`)).data).toMatchObject({
      successCount: 1,
      failCount: 0,
      successRate: 100,
    });

    // What 失败重新催缴 of the 批次汇总 drawer sends: the summary has no id, so the batch is named by its number.
    const again = await post('/arrearsPlates/remindErrors/remind', { ids: [null], batchNo: first.data.batchNo });
    expect([again.code, again.msg]).toEqual(['0x10d7500015', '没有需要重新催缴的失败记录']);
  });

  it('keeps a lasting failure (no phone) failed on retry, counting the retry', async () => {
    const target = (await plates()).find((p) => typeof p.phone === 'string')!;
    expect((await post('/arrearsPlates/platePhoneUnbind', { id: target.id })).code).toBe('200');
    const first = await post('/arrearsPlates/remind', { ids: [target.id], channels: [1] });
    const [row] = await resultsOf(first.data.batchNo);
    expect(row).toMatchObject({ remindStatus: 2, failReason: '车主未绑定手机号', phone: null });
    const retry = await post('/arrearsPlates/remindErrors/remind', { ids: [row.id] });
    expect(retry.data).toMatchObject({ totalCount: 1, successCount: 0, failCount: 1 });
    expect((await resultsOf(first.data.batchNo))[0]).toMatchObject({ remindStatus: 2, retryCount: 1 });
  });

  it.each([
    [{}, '0x10d7500400', '请选择要重新催缴的记录'],
    [{ ids: 'x' }, '0x10d7500400', '请选择要重新催缴的记录'],
    [{ ids: [999999] }, '0x10d7500014', '记录不存在'],
    [{ batchNo: 'CJ00000000000000999' }, '0x10d7500014', '记录不存在'],
  ])('remindErrors/remind %j → %s %s', async (body, code, msg) => {
    const res = await post('/arrearsPlates/remindErrors/remind', body);
    expect([res.code, res.msg]).toEqual([code, msg]);
  });

  it('answers the latest batch when remindResult names none', async () => {
    const res = await post('/arrearsPlates/remind', { ids: [(await plates())[0].id], channels: [3] });
    expect((await get('/arrearsPlates/remindResult')).data.batchNo).toBe(res.data.batchNo);
    expect((await get('/arrearsPlates/remindResult?batchNo=CJ1')).code).toBe('0x10d7500014');
  });

  it('takes channels as comma text, one result per channel in the dictionary order; the batch time is the remind time', async () => {
    const target = (await plates()).find((p) => typeof p.phone === 'string')!;
    const res = await post('/arrearsPlates/remind', { ids: String(target.id), channels: '3,1' });
    expect(res.data).toMatchObject({ plateCount: 1, totalCount: 2 });
    const rows = (await resultsOf(res.data.batchNo)).sort((a, b) => Number(a.id) - Number(b.id));
    expect(rows.map((r) => r.remindChannel)).toEqual([1, 3]);
    const summary = (await get(`/arrearsPlates/remindResult?batchNo=${res.data.batchNo}`)).data;
    expect(summary).toMatchObject({ remindTime: rows[0].remindTime, operator: rows[0].operator });
  });
});

describe('一键催缴: checked first, then every remindable plate once per interval', () => {
  let t: TestServer;
  let token: string;
  const get = async (path: string) => (await t.get(`/api/charge/v2/api${path}`, token)).body;
  const post = async (path: string, body: unknown) => (await t.post(`/api/charge/v2/api${path}`, body, token)).body;

  beforeAll(async () => {
    t = await startTestServer();
    token = await t.login('admin');
  });
  afterAll(() => t.close());

  it('checks, reminds all remindable plates, then says there is nothing left', async () => {
    const all: Row[] = (await get('/arrearsPlates?pageSize=100')).data.results;
    const candidates = all.filter((p) => Number(p.arrearsMoney) >= 10 && Number(p.arrearsCount) >= 1);
    const check = (await get('/arrearsPlates/checkRemindAll')).data;
    expect(check).toMatchObject({
      arrearsPlateCount: all.length,
      remindableCount: candidates.length,
      remindedCount: 0,
      allowed: 1,
      remindInterval: 1,
    });
    expect(check.noPhoneCount).toBe(candidates.filter((p) => !p.phone).length);
    expect(check.tip).toBe(`将按名单优先级催缴 ${candidates.length} 辆欠费车辆`);
    expect((await get('/arrearsPlates/remindListQuery?pageSize=100')).data.totalRecord).toBe(candidates.length);

    expect([(await post('/arrearsPlates/remindAll', {})).msg]).toEqual(['请选择催缴方式']);
    const done = await post('/arrearsPlates/remindAll', { channels: [1, 3] });
    expect(done.data).toMatchObject({ plateCount: candidates.length, totalCount: candidates.length * 2 });

    expect((await get('/arrearsPlates/checkRemindAll')).data).toMatchObject({
      remindableCount: 0,
      remindedCount: candidates.length,
      allowed: 0,
      tip: NOTHING_TO_REMIND,
    });
    const again = await post('/arrearsPlates/remindAll', { channels: [1] });
    expect([again.code, again.msg]).toEqual(['0x10d7500015', '催缴间隔内已对全部欠费车辆催缴，暂无可催缴车辆']);
    expect((await get('/arrearsPlates/remindListQuery')).data.totalRecord).toBe(0);
  });
});

describe('the arrears plates list keeps the alarm links (plateNo, isParking, parkName) after reminders', () => {
  it('still filters by them', async () => {
    const t = await startTestServer();
    const token = await t.login('admin');
    const res = (await t.get(`${PLATES}?isParking=1&pageSize=100`, token)).body;
    expect(res.data.results).toHaveItemsAllMatching((r: Row) => r.isParking === 1);
    await t.close();
  });
});
