/**
 * 月卡申请审核 over HTTP (schemas/specificCar.json; seed and the computation in monthlyApplies.ts): the three lists
 * in every state and their searches; 审核通过 of an application issues the pass (it shows in 月卡管理), of a cancel
 * application ends the pass with the pro-rata refund; 审核驳回 needs a reason; every step refused in the wrong state
 * with its Chinese message, an approval clashing with an existing pass refused whole; 403 without the button code.
 */
import { describe, expect, it } from 'vitest';
import { testServerPerFile } from '../../testing/serverPerFile';
import { readFileSync } from 'node:fs';
import { evaluateExpression } from '../../../schemas/meta/lib/expressions';
import type { Expression } from '../../../schemas/meta/generated/area';
import { APPLY_PLAN, CANCEL_PLAN, REAPPLY_PLAN } from './monthlyApplies';
import { cardStateOn } from './monthlyCardStates';

const API = '/api/special/v2/api';
const APPLIES = `${API}/monthlyApplies`;
/** The console sends each list's fixed 申请类型 (the endpoint's query): 1 新办, 2 重新申请. */
const FIRST = `${APPLIES}?applyType=1`;
const AGAIN = `${APPLIES}/reapplies?applyType=2`;
const CANCELS = `${API}/monthlyCancelApplies`;
const CARDS = `${API}/monthlyCards`;
const BAD = '0x10d7500400';
const STATE = '0x10d7500015';

type Row = Record<string, unknown> & { id: number };
type Page = { results: Row[]; totalRecord: number };
interface Trail {
  action: string;
  fromLabel: string;
  toLabel: string;
  note: string | null;
  user: string;
}

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('月卡申请审核：申请办理、申请退卡、重新申请', () => {
  const server = testServerPerFile();
  const get = async <T = Page>(path: string) => (await server.t.get<T>(path, server.token)).body.data;
  const post = (path: string, body: Record<string, unknown>, token = server.token) => server.t.post(path, body, token);
  const steps = (row: Row) => (row.auditTrail as Trail[]).map((t) => `${t.action}（${t.fromLabel} → ${t.toLabel}）`);

  it('seeds each list with at least 60 rows in every state', async () => {
    const applies = await get(`${FIRST}&pageSize=200`);
    expect(applies.totalRecord).toBe(APPLY_PLAN.length);
    expect(applies.totalRecord).toBeGreaterThanOrEqual(60);
    expect(new Set(applies.results.map((r) => r.applyStatus))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(applies.results.map((r) => r.applyType))).toEqual(new Set([1]));
    const again = await get(`${AGAIN}&pageSize=200`);
    expect(again.totalRecord).toBe(REAPPLY_PLAN.length);
    expect(again.totalRecord).toBeGreaterThanOrEqual(60);
    expect(new Set(again.results.map((r) => r.applyStatus))).toEqual(new Set([1, 2, 3, 4]));
    for (const row of again.results) expect(row.prevApplyNo).toMatch(/^YKSQ\d{12}$/);
    const cancels = await get(`${CANCELS}?pageSize=200`);
    expect(cancels.totalRecord).toBe(CANCEL_PLAN.length);
    expect(new Set(cancels.results.map((r) => r.applyStatus))).toEqual(new Set([1, 2, 3, 4]));
    // A refunded pass agrees with its application: ended the day before the audit, refund by the days left.
    for (const row of cancels.results.filter((r) => r.applyStatus === 2)) {
      const card = await get<Row>(`${CARDS}/${row.cardId}`);
      expect(card).toMatchObject({ cardStatus: 2, plateNo: row.plateNo, parkId: row.parkId, syncType: 3 });
      const total = days(String(row.beginDate), String(row.endDate)) + 1;
      expect(row.refundMoney).toBe(Math.round((Number(row.paidMoney) * Number(row.remainDays)) / total));
    }
    // Approved applications issued their passes: the same plate and park in 月卡管理.
    const approved = applies.results.find((r) => r.applyStatus === 2)!;
    const cards = await get(`${CARDS}?plateNo=${String(approved.plateNo)}&pageSize=20`);
    expect(cards.results.some((c) => c.parkId === approved.parkId && c.beginDate === approved.beginDate)).toBe(true);
  });

  it.each([
    ['state', () => 'applyStatus=1', (r: Row) => r.applyStatus === 1],
    [
      'partial plate',
      (s: Row) => `plateNo=${String(s.plateNo).slice(3, 7)}`,
      (r: Row, s: Row) => String(r.plateNo).includes(String(s.plateNo).slice(3, 7)),
    ],
    ['park', (s: Row) => `parkId=${s.parkId}`, (r: Row, s: Row) => r.parkId === s.parkId],
    ['application number', (s: Row) => `applyNo=${String(s.applyNo)}`, (r: Row, s: Row) => r.applyNo === s.applyNo],
    [
      'application time',
      (s: Row) => `applyTimeStart=${String(s.applyTime).slice(0, 10)} 00:00:00&applyTimeEnd=${String(s.applyTime).slice(0, 10)} 23:59:59`,
      (r: Row, s: Row) => String(r.applyTime).slice(0, 10) === String(s.applyTime).slice(0, 10),
    ],
  ])('searches 申请办理 by %s and finds rows', async (_name, query, matches) => {
    const sample = (await get(`${FIRST}&pageSize=1&applyStatus=1`)).results[0];
    const page = await get(`${FIRST}&${query(sample)}&pageSize=200`);
    expect(page.results.length).toBeGreaterThan(0);
    for (const row of page.results) expect(matches(row, sample)).toBe(true);
  });

  it('approves an application: the pass is issued and listed in 月卡管理; a second approval is refused', async () => {
    const pending = (await get(`${FIRST}&applyStatus=1&pageSize=1`)).results[0];
    const before = (await get(`${CARDS}?plateNo=${String(pending.plateNo)}&pageSize=20`)).totalRecord;
    const res = await post(`${APPLIES}/pass`, { id: pending.id });
    expect(res.body.code).toBe('200');
    const after = await get<Row>(`${APPLIES}/${pending.id}`);
    expect(after).toMatchObject({ applyStatus: 2, auditUser: '陈建国', rejectReason: null });
    expect(steps(after)).toEqual(['审核通过（待审核 → 已通过）']);
    const cards = await get(`${CARDS}?plateNo=${String(pending.plateNo)}&pageSize=20`);
    expect(cards.totalRecord).toBe(before + 1);
    const card = cards.results.find((c) => c.beginDate === pending.beginDate)!;
    expect(card).toMatchObject({
      parkId: pending.parkId,
      ruleName: pending.ruleName,
      endDate: pending.endDate,
      months: pending.months,
      paidMoney: pending.paidMoney,
      // 正常 / 即将到期 / 已过期 by its end date on the server's today.
      cardStatus: cardStateOn(pending.endDate, today()),
      sourceApplyNo: pending.applyNo,
      syncType: 1,
      syncStatus: 1,
      beginTime: `${String(pending.beginDate)} 00:00:00`,
      endTime: `${String(pending.endDate)} 23:59:59`,
      remark: `车主线上申请（${String(pending.applyNo)}）`,
    });
    // The application keeps the 月卡编号 of the pass it issued.
    expect(after.cardId).toBe(card.id);
    expect((await post(`${APPLIES}/pass`, { id: pending.id })).body).toMatchObject({
      code: STATE,
      msg: '当前状态为「已通过」，不能执行「审核通过」',
    });
    expect((await post(`${APPLIES}/reject`, { id: pending.id, rejectReason: '重复申请' })).body).toMatchObject({
      code: STATE,
      msg: '当前状态为「已通过」，不能执行「审核驳回」',
    });
  });

  it('refuses to approve a duplicate application whose pass overlaps the one already issued, writing nothing', async () => {
    const approved = (await get(`${FIRST}&applyStatus=2&pageSize=200`)).results;
    const pending = (await get(`${FIRST}&applyStatus=1&pageSize=200`)).results;
    const twin = pending.find((p) => approved.some((a) => a.plateNo === p.plateNo && a.parkId === p.parkId))!;
    expect(twin).toBeDefined();
    const cards = await get(`${CARDS}?plateNo=${String(twin.plateNo)}&pageSize=20`);
    const card = cards.results.find((c) => c.parkId === twin.parkId)!;
    const refused = await post(`${APPLIES}/pass`, { id: twin.id });
    expect(refused.body).toMatchObject({
      code: STATE,
      msg: `车牌 ${String(twin.plateNo)} 在 ${String(card.parkName)} 已有有效期重叠的月卡（${String(card.beginDate)} ~ ${String(card.endDate)}）`,
    });
    expect(await get<Row>(`${APPLIES}/${twin.id}`)).toMatchObject({ applyStatus: 1, auditTrail: [] });
    expect((await get(`${CARDS}?plateNo=${String(twin.plateNo)}&pageSize=20`)).totalRecord).toBe(cards.totalRecord);
    // The operator rejects it as a duplicate instead.
    expect((await post(`${APPLIES}/reject`, { id: twin.id, rejectReason: '重复申请，该车辆已有月卡' })).body.code).toBe('200');
  });

  it('rejects an application with a required reason, recorded in the trail', async () => {
    const pending = (await get(`${AGAIN}&applyStatus=1&pageSize=1`)).results[0];
    expect((await post(`${APPLIES}/reject`, { id: pending.id })).body).toMatchObject({ code: BAD, msg: '请填写驳回原因' });
    expect((await post(`${APPLIES}/reject`, { id: pending.id, rejectReason: '补充材料仍不完整' })).body.code).toBe('200');
    const after = await get<Row>(`${APPLIES}/${pending.id}`);
    expect(after).toMatchObject({ applyStatus: 3, rejectReason: '补充材料仍不完整', auditUser: '陈建国' });
    expect(steps(after)).toEqual(['审核驳回（待审核 → 已驳回）']);
    expect((after.auditTrail as Trail[])[0].note).toBe('补充材料仍不完整');
    expect((await post(`${APPLIES}/pass`, { id: pending.id })).body).toMatchObject({
      code: STATE,
      msg: '当前状态为「已驳回」，不能执行「审核通过」',
    });
    const withdrawn = (await get(`${FIRST}&applyStatus=4&pageSize=1`)).results[0];
    expect((await post(`${APPLIES}/pass`, { id: withdrawn.id })).body).toMatchObject({
      code: STATE,
      msg: '当前状态为「已撤销」，不能执行「审核通过」',
    });
  });

  it('approves a cancel application: the pass ends yesterday and the refund is pro rata of the days left', async () => {
    const pending = (await get(`${CANCELS}?applyStatus=1&pageSize=1`)).results[0];
    const res = await post(`${CANCELS}/pass`, { id: pending.id });
    expect(res.body.code).toBe('200');
    const after = await get<Row>(`${CANCELS}/${pending.id}`);
    const total = days(String(pending.beginDate), String(pending.endDate)) + 1;
    const left = Math.max(0, Math.min(total, days(today(), String(pending.endDate)) + 1));
    expect(after).toMatchObject({ applyStatus: 2, remainDays: left, refundMoney: Math.round((Number(pending.paidMoney) * left) / total) });
    expect(steps(after)).toEqual(['审核通过（待审核 → 已退卡）']);
    const card = await get<Row>(`${CARDS}/${pending.cardId}`);
    expect(card).toMatchObject({ cardStatus: 2, endDate: addDays(today(), -1), endTime: `${addDays(today(), -1)} 23:59:59`, syncType: 3 });
    expect((await post(`${CANCELS}/pass`, { id: pending.id })).body).toMatchObject({
      code: STATE,
      msg: '当前状态为「已退卡」，不能执行「审核通过」',
    });
  });

  it('computes the refund of 审核通过 pro rata of the days left, from the audit day through the end date', () => {
    const doc = JSON.parse(readFileSync(new URL('../../../schemas/specificCar.json', import.meta.url), 'utf8'));
    const set = doc.actions.approveCancel.transition.set as Record<string, { compute: Expression }>;
    const at = (day: string, values: Record<string, unknown>) => ({
      values,
      now: () => new Date(`${day}T10:00:00+08:00`),
    });
    const pass = { paidMoney: 120_000, beginDate: '2026-01-01', endDate: '2026-12-31' };
    // 1 July through 31 December: 184 of 365 days.
    expect(evaluateExpression(set.remainDays.compute, at('2026-07-01', pass))).toBe(184);
    expect(evaluateExpression(set.refundMoney.compute, at('2026-07-01', pass))).toBe(60_493);
    // Not started yet: everything back; ended: nothing.
    expect(evaluateExpression(set.refundMoney.compute, at('2025-12-20', pass))).toBe(120_000);
    expect(evaluateExpression(set.refundMoney.compute, at('2027-01-02', pass))).toBe(0);
  });

  it('rejects a cancel application with a reason; the pass stays in force', async () => {
    const pending = (await get(`${CANCELS}?applyStatus=1&pageSize=2`)).results[1];
    expect((await post(`${CANCELS}/reject`, { id: pending.id, rejectReason: '' })).body).toMatchObject({
      code: BAD,
      msg: '请填写驳回原因',
    });
    expect((await post(`${CANCELS}/reject`, { id: pending.id, rejectReason: '车辆当前在场，请出场后再申请退卡' })).body.code).toBe('200');
    expect(await get<Row>(`${CANCELS}/${pending.id}`)).toMatchObject({ applyStatus: 3, rejectReason: '车辆当前在场，请出场后再申请退卡' });
    expect(await get<Row>(`${CARDS}/${pending.cardId}`)).toMatchObject({
      cardStatus: cardStateOn(pending.endDate, today()),
      endDate: pending.endDate,
    });
  });

  it('exports each list', async () => {
    for (const path of [`${APPLIES}/export?applyType=1`, `${APPLIES}/reapplies/export?applyType=2`, `${CANCELS}/export?applyStatus=2`]) {
      const res = await server.t.get<string>(path, server.token);
      expect(res.body.code, path).toBe('200');
      expect(String(res.body.data)).toMatch(/exportFiles|\.csv/);
    }
  });

  it('refuses the calls without the button code (403)', async () => {
    const viewer = await server.t.login('viewer1');
    expect((await server.t.get(`${APPLIES}?pageSize=1`, viewer)).status).toBe(403);
    expect((await post(`${APPLIES}/pass`, { id: 1 }, viewer)).status).toBe(403);
    expect((await post(`${CANCELS}/reject`, { id: 1, rejectReason: '测试' }, viewer)).status).toBe(403);
    expect((await server.t.get(`${CANCELS}/1`, viewer)).status).toBe(403);
  });
});
