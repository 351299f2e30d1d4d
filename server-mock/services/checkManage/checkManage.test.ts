import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

const BASE = '/api/charge/v2/api';
const KINDS = ['generalRefundAudits', 'chargeRefundAudits', 'employeeRefundAudits'] as const;

interface Refund {
  id: number;
  refundNo: string;
  plateNo: string;
  parkId: number;
  paidMoney: number;
  refundMoney: number;
  applicant: string;
  applyTime: string;
  auditStatus: number;
  auditUser: string | null;
  auditTime: string | null;
  rejectReason: string | null;
}

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.login('admin');
});
afterAll(() => t.close());

const list = async (kind: string, query = '') =>
  (await t.get<{ results: Refund[]; totalRecord: number }>(`${BASE}/${kind}?pageSize=100&${query}`, token)).body;
const detail = async (kind: string, id: number) => (await t.get<Refund>(`${BASE}/${kind}/${id}`, token)).body.data;
const used = new Set<string>();
/** A seeded record of that status not used by an earlier test. */
async function take(kind: string, status: number): Promise<Refund> {
  const row = (await list(kind, `auditStatus=${status}`)).data.results.find((r) => !used.has(`${kind}:${r.id}`))!;
  used.add(`${kind}:${row.id}`);
  return row;
}

describe.each(KINDS)('%s', (kind) => {
  it('seeds consistent applications: refund within what was paid, auditor only once decided, reason only when rejected', async () => {
    const all = (await list(kind)).data;
    expect(all.totalRecord).toBe(60);
    const statuses = new Set(all.results.map((r) => r.auditStatus));
    expect([...statuses].sort()).toEqual([0, 1, 2]);
    for (const r of all.results) {
      expect(r.refundMoney).toBeGreaterThan(0);
      expect(r.refundMoney).toBeLessThanOrEqual(r.paidMoney);
      expect(r.plateNo).toMatch(/^[\u4e00-\u9fa5][A-Z][0-9A-Z]{5}$/);
      expect(r.applyTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(r.auditUser === null).toBe(r.auditStatus === 0);
      const full = await detail(kind, r.id);
      expect(full.auditTime === null).toBe(r.auditStatus === 0);
      expect(full.rejectReason !== null).toBe(r.auditStatus === 2);
      // Times in order (the text form sorts like the time): entry < exit <= application <= audit.
      const times = full as unknown as Record<string, string | null>;
      if (full.auditTime) expect(full.auditTime >= r.applyTime).toBe(true);
      if (times.outTime) expect(times.inTime! < times.outTime && times.outTime <= r.applyTime).toBe(true);
      if (times.chargeEndTime) expect(times.chargeStartTime! < times.chargeEndTime && times.chargeEndTime <= r.applyTime).toBe(true);
    }
  });

  it('filters by status, applicant and apply time range', async () => {
    const pending = (await list(kind, 'auditStatus=0')).data.results;
    expect(pending.length).toBeGreaterThan(0);
    expect(pending).toHaveItemsAllMatching((r) => r.auditStatus === 0);
    const someone = pending[0].applicant;
    const byApplicant = (await list(kind, `applicant=${encodeURIComponent(someone.slice(1))}`)).data.results;
    expect(byApplicant).toHaveItemsAllMatching((r) => r.applicant.includes(someone.slice(1)));
    const day = pending[0].applyTime.slice(0, 10);
    const byDay = (await list(kind, `applyTimeStart=${day}%2000:00:00&applyTimeEnd=${day}`)).data.results;
    expect(byDay.length).toBeGreaterThan(0);
    expect(byDay).toHaveItemsAllMatching((r) => r.applyTime.startsWith(day));
  });

  it('通过 moves a pending application to 已通过 with the auditor and time; a second decision is refused', async () => {
    const row = await take(kind, 0);
    const res = await t.post(`${BASE}/${kind}/approve`, { ids: [row.id] }, token);
    expect(res.body).toMatchObject({ code: '200', data: null });
    const after = await detail(kind, row.id);
    expect(after).toMatchObject({ auditStatus: 1, rejectReason: null });
    expect(after.auditUser).toBeTruthy();
    expect(after.auditTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    for (const path of ['approve', 'reject']) {
      const again = await t.post(`${BASE}/${kind}/${path}`, { ids: [row.id], rejectReason: '重复审核' }, token);
      expect(again.body).toMatchObject({ code: '0x10d7500015', msg: '当前状态不允许该操作' });
    }
  });

  it('驳回 keeps the trimmed reason', async () => {
    const row = await take(kind, 0);
    const res = await t.post(`${BASE}/${kind}/reject`, { ids: row.id, rejectReason: '  凭证不清晰：请补充后重新提交  ' }, token);
    expect(res.body.code).toBe('200');
    expect(await detail(kind, row.id)).toMatchObject({ auditStatus: 2, rejectReason: '凭证不清晰：请补充后重新提交' });
  });

  it('批量通过 changes every selected application, or none when one is not pending', async () => {
    const [a, b] = [await take(kind, 0), await take(kind, 0)];
    const decided = await take(kind, 1);
    const refused = await t.post(`${BASE}/${kind}/approve`, { ids: [a.id, decided.id] }, token);
    expect(refused.body.code).toBe('0x10d7500015');
    expect((await detail(kind, a.id)).auditStatus).toBe(0);
    const done = await t.post(`${BASE}/${kind}/approve`, { ids: `${a.id},${b.id}` }, token);
    expect(done.body.code).toBe('200');
    expect([(await detail(kind, a.id)).auditStatus, (await detail(kind, b.id)).auditStatus]).toEqual([1, 1]);
  });
});

describe('refused requests change nothing', () => {
  const kind = 'generalRefundAudits';
  it.each([
    ['approve', {}, '0x10d7500400', '请选择要审核的退款申请'],
    ['approve', { ids: ['x'] }, '0x10d7500400', '请选择要审核的退款申请'],
    ['approve', { ids: [999999] }, '0x10d7500014', '记录不存在'],
    ['reject', { ids: [1] }, '0x10d7500400', '请填写驳回原因'],
    ['reject', { ids: [1], rejectReason: '   ' }, '0x10d7500400', '请填写驳回原因'],
    ['reject', { ids: [1], rejectReason: '驳'.repeat(201) }, '0x10d7500400', '驳回原因不能超过200个字符'],
    ['reject', { ids: [1], rejectReason: '请看<附件>' }, '0x10d7500400', `驳回原因不能包含' / \\ : 、 * ? " < >字符`],
    ['reject', { ids: [1], rejectReason: 12 }, '0x10d7500400', '驳回原因格式不正确'],
  ])('%s %j → %s %s', async (path, body, code, msg) => {
    const before = await detail(kind, 1);
    const res = await t.post(`${BASE}/${kind}/${path}`, body, token);
    expect(res.body).toMatchObject({ code, msg });
    expect(await detail(kind, 1)).toEqual(before);
  });

  it('a reason of exactly 200 characters is accepted', async () => {
    const row = await take(kind, 0);
    const res = await t.post(`${BASE}/${kind}/reject`, { ids: [row.id], rejectReason: '驳'.repeat(200) }, token);
    expect(res.body.code).toBe('200');
  });
});
