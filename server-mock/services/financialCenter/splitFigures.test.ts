/**
 * 财务中心 › 分账账户余额, 线上分账明细 and the versions of 分账规则 over HTTP (schemas/financialCenter.json,
 * splitFigures.ts): each receiver's 累计分账 is the sum of its split records, 可提现 and 冻结 those of 分账成功 and
 * 分账中; the parts of every online payment add up to its amount in fen; a 变更 of an active rule keeps the old version
 * in 变更记录 and raises the version, 编辑 and 删除 are refused on an active rule; searches return rows; 403 without
 * the button code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { OPERATOR_SHARE, splitPayment } from './splitFigures';

const F = '/api/finance/v2/api';
const STATE = '0x10d7500015';
type Rec = Record<string, unknown> & { id: number };
type Page<T = Rec> = { results: T[]; totalRecord: number };

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.login('admin');
});
afterAll(() => t.close());

const get = async <T = Page>(path: string) => (await t.get<T>(`${F}${path}`, token)).body.data;
const cents = (n: unknown) => Math.round(Number(n) * 100);

describe('分账账户余额', () => {
  it('累计分账 of each receiver is the sum of its 分账成功 and 分账中 records; 可提现 and 冻结 split it', async () => {
    const balances = await get('/splitAccountBalances?pageSize=50');
    expect(balances.totalRecord).toBeGreaterThanOrEqual(3);
    const records = (await get('/splitAccounts?pageSize=500')).results;
    for (const b of balances.results) {
      const mine = records.filter((r) => r.receiverName === b.receiverName);
      const sum = (status: number) => mine.filter((r) => r.splitStatus === status).reduce((s, r) => s + cents(r.splitMoney), 0);
      expect(b.withdrawableMoney, String(b.receiverName)).toBe(sum(2));
      expect(b.frozenMoney).toBe(sum(1));
      expect(b.failedMoney).toBe(sum(3));
      expect(b.totalSplitMoney).toBe(sum(1) + sum(2));
      expect(b.splitCount).toBe(mine.length);
    }
  });

  it('a retried split moves its amount into 可提现 and 累计分账', async () => {
    const failed = (await get('/splitAccounts?splitStatus=3&pageSize=1')).results[0];
    const before = (await get(`/splitAccountBalances?receiverName=${encodeURIComponent(String(failed.receiverName))}`)).results[0];
    expect((await t.post(`${F}/splitAccounts/retry`, { ids: [failed.id] }, token)).body.code).toBe('200');
    const after = (await get(`/splitAccountBalances?receiverName=${encodeURIComponent(String(failed.receiverName))}`)).results[0];
    expect(after.withdrawableMoney).toBe(Number(before.withdrawableMoney) + cents(failed.splitMoney));
    expect(after.totalSplitMoney).toBe(Number(before.totalSplitMoney) + cents(failed.splitMoney));
    expect(after.failedMoney).toBe(Number(before.failedMoney) - cents(failed.splitMoney));
  });

  it('searches by receiver and park', async () => {
    const one = await get('/splitAccountBalances?receiverName=%E7%89%A9%E4%B8%9A');
    expect(one.totalRecord).toBe(1);
    expect(one.results[0].receiverName).toBe('城西物业服务中心');
    const park = await get('/splitAccountBalances?parkId=1003');
    expect(park.totalRecord).toBeGreaterThan(0);
    const records = (await get('/splitAccounts?parkId=1003&pageSize=500')).results;
    const total = records.filter((r) => r.splitStatus !== 3).reduce((s, r) => s + cents(r.splitMoney), 0);
    expect(park.results.reduce((s, r) => s + Number(r.totalSplitMoney), 0)).toBe(total);
  });
});

describe('线上分账明细', () => {
  it('splits a payment by ratio and fixed rules and leaves the rest to the operator, exactly', () => {
    const parts = splitPayment(1001, [
      { splitType: 1, splitRatio: 30, receiverName: '城西物业服务中心', ruleName: '物业分成' },
      { splitType: 2, splitAmount: 0.5, receiverName: '平台技术服务费', ruleName: '技术服务费' },
    ]);
    expect(parts.map((p) => p.fen)).toEqual([300, 50, 651]);
    expect(parts[2].name).toBe(OPERATOR_SHARE);
    // Rules asking more than the payment take only what is left.
    expect(
      splitPayment(100, [
        { splitType: 1, splitRatio: 80 },
        { splitType: 1, splitRatio: 40 },
      ]).map((p) => p.fen),
    ).toEqual([80, 20, 0]);
  });

  it('the parts of every online payment add up to its amount in fen', async () => {
    const { results, totalRecord } = await get('/splitOnlineDetails?pageSize=2000');
    expect(totalRecord).toBeGreaterThanOrEqual(60);
    const byOrder = new Map<string, Rec[]>();
    for (const r of results) byOrder.set(String(r.orderNo), [...(byOrder.get(String(r.orderNo)) ?? []), r]);
    // The page may end inside a payment: leave the last one out.
    if (totalRecord > results.length) byOrder.delete(String(results[results.length - 1].orderNo));
    expect([...byOrder.values()].some((parts) => parts.length > 1)).toBe(true);
    for (const parts of byOrder.values()) {
      expect(parts.reduce((s, p) => s + Number(p.partAmount), 0)).toBe(parts[0].payAmount);
      expect(parts.every((p) => Number.isInteger(p.partAmount) && [1, 2, 5].includes(Number(p.payType)))).toBe(true);
      expect(parts.filter((p) => p.partyName === OPERATOR_SHARE)).toHaveLength(1);
    }
    // The payment is the order's: 实收金额 of the parking order.
    const first = results[0];
    const order = (await t.get<Page>(`/api/charge/v2/api/parkOrders?orderNo=${first.orderNo}&pageSize=5`, token)).body.data.results[0];
    expect(cents(order.paidMoney)).toBe(first.payAmount);
  });

  it('searches by park, pay type and receiver', async () => {
    const park = await get('/splitOnlineDetails?parkId=1001&pageSize=500');
    expect(park.totalRecord).toBeGreaterThan(0);
    expect(park.results.every((r) => r.parkId === 1001)).toBe(true);
    const alipay = await get('/splitOnlineDetails?payType=2&pageSize=500');
    expect(alipay.totalRecord).toBeGreaterThan(0);
    expect(alipay.results.every((r) => r.payType === 2)).toBe(true);
    const operator = await get(`/splitOnlineDetails?partyType=2&pageSize=500`);
    expect(operator.totalRecord).toBeGreaterThan(0);
    expect(operator.results.every((r) => r.partyName === OPERATOR_SHARE)).toBe(true);
  });
});

describe('分账规则：变更与变更记录', () => {
  const CHANGE = {
    receiverName: '城西物业服务中心',
    receiverAccount: '6222000011112222333',
    splitType: 1,
    splitRatio: 25,
    effectiveTime: '2026-12-01 00:00:00',
    changeReason: '物业合同续签，分成比例调整为25%',
  };
  it('a change of an active rule keeps the old version in 变更记录 and raises the version', async () => {
    const rule = (await get('/splitAccountRules?ruleStatus=1&pageSize=100')).results.find((r) => r.version === 1)!;
    expect((await get(`/splitAccountRules/versions?ruleId=${rule.id}`)).totalRecord).toBe(0);
    const res = await t.put(`${F}/splitAccountRules/change`, { ...CHANGE, id: rule.id }, token);
    expect(res.body.code).toBe('200');
    const now = await get<Rec>(`/splitAccountRules/${rule.id}`);
    expect(now).toMatchObject({
      version: 2,
      splitRatio: 25,
      effectiveTime: '2026-12-01 00:00:00',
      changeReason: CHANGE.changeReason,
      ruleStatus: 1,
    });
    const versions = await get(`/splitAccountRules/versions?ruleId=${rule.id}`);
    expect(versions.totalRecord).toBe(1);
    expect(versions.results[0]).toMatchObject({
      ruleId: rule.id,
      version: 1,
      splitRatio: rule.splitRatio,
      receiverName: rule.receiverName,
      replacedUser: expect.any(String),
    });
    expect(versions.results[0].replacedTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // A second change: two versions kept.
    expect((await t.put(`${F}/splitAccountRules/change`, { ...CHANGE, splitRatio: 20, id: rule.id }, token)).body.code).toBe('200');
    expect((await get(`/splitAccountRules/versions?ruleId=${rule.id}`)).totalRecord).toBe(2);
  });

  it('seeds rules changed while in force, with their first version in 变更记录', async () => {
    const rule = await get<Rec>('/splitAccountRules/2');
    expect(rule).toMatchObject({ version: 2, ruleStatus: 1, splitRatio: 30 });
    const versions = await get('/splitAccountRules/versions?ruleId=2');
    expect(versions.totalRecord).toBe(1);
    expect(versions.results[0]).toMatchObject({
      version: 1,
      splitRatio: 20,
      ruleName: rule.ruleName,
      receiverName: rule.receiverName,
      parkId: rule.parkId,
    });
  });

  it('编辑 and 删除 are for stopped rules; an active one is changed instead', async () => {
    const active = (await get('/splitAccountRules?ruleStatus=1&pageSize=2')).results[1];
    const edit = await t.put(
      `${F}/splitAccountRules`,
      { ...CHANGE, ruleName: active.ruleName, parkId: active.parkId, id: active.id },
      token,
    );
    expect(edit.body).toMatchObject({ code: STATE, msg: '当前状态为「启用」，不能执行「编辑」' });
    const del = await t.del(`${F}/splitAccountRules`, { ids: [active.id] }, token);
    expect(del.body).toMatchObject({ code: STATE, msg: '当前状态为「启用」，不能执行「删除」' });
    const stopped = (await get('/splitAccountRules?ruleStatus=0&pageSize=1')).results[0];
    const change = await t.put(`${F}/splitAccountRules/change`, { ...CHANGE, id: stopped.id }, token);
    expect(change.body).toMatchObject({ code: STATE, msg: '当前状态为「停用」，不能执行「变更」' });
    // Editing a stopped rule keeps no version; 停用 and 启用 keep none either.
    expect(
      (await t.put(`${F}/splitAccountRules`, { ...CHANGE, ruleName: stopped.ruleName, parkId: stopped.parkId, id: stopped.id }, token)).body
        .code,
    ).toBe('200');
    expect((await t.post(`${F}/splitAccountRules/enable`, { id: stopped.id }, token)).body.code).toBe('200');
    expect((await t.post(`${F}/splitAccountRules/disable`, { id: stopped.id }, token)).body.code).toBe('200');
    expect((await get(`/splitAccountRules/versions?ruleId=${stopped.id}`)).totalRecord).toBe(0);
    expect((await t.post(`${F}/splitAccountRules/disable`, { id: stopped.id }, token)).body).toMatchObject({
      code: STATE,
      msg: '当前状态为「停用」，不能执行「停用」',
    });
  });

  it('a change needs its reason and effective time', async () => {
    const rule = (await get('/splitAccountRules?ruleStatus=1&pageSize=3')).results[2];
    const res = await t.put(`${F}/splitAccountRules/change`, { ...CHANGE, changeReason: '', id: rule.id }, token);
    expect(res.body.msg).toBe('变更说明不能为空');
  });
});

describe('permissions', () => {
  it('refuses the calls without the button code (403)', async () => {
    const viewer = await t.login('viewer1');
    expect((await t.get(`${F}/splitAccountBalances?pageSize=1`, viewer)).status).toBe(403);
    expect((await t.get(`${F}/splitOnlineDetails?pageSize=1`, viewer)).status).toBe(403);
    expect((await t.put(`${F}/splitAccountRules/change`, { id: 1 }, viewer)).status).toBe(403);
    expect((await t.get(`${F}/splitAccountRules/versions?ruleId=1`, viewer)).status).toBe(403);
  });
});
