import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';

/** The fixture: refund requests (wfRefund) submitted and audited; the audit writes the linked order (wfOrder). */
const FIXTURE = fileURLToPath(new URL('./testdata/workflowFixture.json', import.meta.url));
const API = '/api/wf/v2/api';

interface Refund {
  id: number;
  orderId: number;
  refundStatus: number;
  auditUser: string | null;
  auditTime: string | null;
  rejectReason: string | null;
  auditTrail: {
    action: string;
    user: string;
    time: string;
    from: number;
    fromLabel: string;
    to: number;
    toLabel: string;
    note: string | null;
  }[];
}
interface Order {
  id: number;
  refundStatus: number;
}

let t: TestServer;
let token: string;
let orders: Order[];
let orderId: number;

const refund = async (id: number) => (await t.get<Refund>(`${API}/refunds/${id}`, token)).body.data;
const order = async (id: number) =>
  (await t.get<{ results: Order[] }>(`${API}/orders?pageSize=1000`, token)).body.data.results.find((o) => o.id === id)!;
const newRefund = async (forOrder = orderId) => (await t.post<Refund>(`${API}/refunds`, { orderId: forOrder }, token)).body.data;
/** A refund request brought to a state through the declared steps. */
async function refundIn(state: 'draft' | 'pending' | 'refunded' | 'rejected', forOrder = orderId): Promise<Refund> {
  const r = await newRefund(forOrder);
  if (state === 'draft') return r;
  await t.post(`${API}/refunds/submit`, { ids: [r.id] }, token);
  if (state === 'refunded') await t.post(`${API}/refunds/audit`, { id: r.id, auditResult: 1 }, token);
  if (state === 'rejected') await t.post(`${API}/refunds/audit`, { id: r.id, auditResult: 2, rejectReason: '金额有误' }, token);
  return refund(r.id);
}

beforeAll(async () => {
  t = await startTestServer({ schemas: { extraFiles: [FIXTURE] } });
  token = await t.login('admin');
  orders = (await t.get<{ results: Order[] }>(`${API}/orders?pageSize=1000`, token)).body.data.results;
  orderId = orders[0].id;
});
/** An order whose refund status is not yet `status` (so a change to it is seen). */
const orderNotIn = (status: number) => orders.find((o) => o.refundStatus !== status && o.id !== orderId)!.id;
afterAll(() => t.close());

const STATE = '0x10d7500015';
const BAD = '0x10d7500400';

describe('transitions declared in the document', () => {
  it.each([
    ['submits a draft', 'draft', 'submit', {}, { code: '200' }, 1],
    ['submits a rejected request again', 'rejected', 'submit', {}, { code: '200' }, 1],
    ['refuses to submit a pending request', 'pending', 'submit', {}, { code: STATE, msg: '当前状态为「待审核」，不能执行「提交」' }, 1],
    ['refuses to submit a refunded request', 'refunded', 'submit', {}, { code: STATE, msg: '当前状态为「已退款」，不能执行「提交」' }, 2],
    ['passes a pending request', 'pending', 'audit', { auditResult: 1 }, { code: '200' }, 2],
    ['rejects a pending request with a reason', 'pending', 'audit', { auditResult: 2, rejectReason: '票据不全' }, { code: '200' }, 3],
    ['refuses to audit a draft', 'draft', 'audit', { auditResult: 1 }, { code: STATE, msg: '当前状态为「草稿」，不能执行「审核通过」' }, 0],
    ['refuses to reject without a reason', 'pending', 'audit', { auditResult: 2 }, { code: BAD, msg: '请填写驳回原因' }, 1],
    ['refuses a blank reason', 'pending', 'audit', { auditResult: 2, rejectReason: '   ' }, { code: BAD, msg: '请填写驳回原因' }, 1],
    [
      'refuses a reason over the input limit',
      'pending',
      'audit',
      { auditResult: 2, rejectReason: '长'.repeat(21) },
      { code: BAD, msg: '驳回原因不能超过20个字符' },
      1,
    ],
    ['refuses an audit without a result', 'pending', 'audit', {}, { code: BAD, msg: '请选择审核结果' }, 1],
    ['refuses an unknown result', 'pending', 'audit', { auditResult: 9 }, { code: BAD, msg: '请选择审核结果' }, 1],
  ] as const)('%s', async (_name, state, step, input, answer, after) => {
    const r = await refundIn(state);
    const body = step === 'submit' ? { ids: [r.id] } : { id: r.id, ...input };
    const res = (await t.post(`${API}/refunds/${step}`, body, token)).body;
    expect(res).toMatchObject(answer);
    expect((await refund(r.id)).refundStatus).toBe(after);
  });

  it('sets the declared fields and changes the linked order (pass → 已退款)', async () => {
    const target = orderNotIn(2);
    const r = await refundIn('pending', target);
    expect((await order(target)).refundStatus).not.toBe(2);
    await t.post(`${API}/refunds/audit`, { id: r.id, auditResult: 1 }, token);
    const after = await refund(r.id);
    expect(after).toMatchObject({ refundStatus: 2, auditUser: '陈建国', rejectReason: null });
    expect(after.auditTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await order(target)).refundStatus).toBe(2);
  });

  it('writes the rejection on the record and the order (reject → 已驳回 / 退款被驳回)', async () => {
    const target = orderNotIn(3);
    expect((await order(target)).refundStatus).not.toBe(3);
    const r = await refundIn('rejected', target);
    expect(r).toMatchObject({ refundStatus: 3, auditUser: '陈建国', rejectReason: '金额有误' });
    expect((await order(target)).refundStatus).toBe(3);
  });

  it('appends every step to the audit trail: who, when, step, from, to, note', async () => {
    const r = await refundIn('rejected');
    await t.post(`${API}/refunds/submit`, { ids: [r.id] }, token);
    await t.post(`${API}/refunds/audit`, { id: r.id, auditResult: 1 }, token);
    const trail = (await refund(r.id)).auditTrail;
    expect(trail.map((e) => [e.action, e.user, e.from, e.to, e.fromLabel, e.toLabel, e.note])).toEqual([
      ['提交', '陈建国', 0, 1, '草稿', '待审核', null],
      ['审核驳回', '陈建国', 1, 3, '待审核', '已驳回', '金额有误'],
      ['提交', '陈建国', 3, 1, '已驳回', '待审核', null],
      ['审核通过', '陈建国', 1, 2, '待审核', '已退款', null],
    ]);
    for (const e of trail) expect(e.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('refuses a batch when any record is in the wrong state, and writes none of them', async () => {
    const draft = await refundIn('draft');
    const pending = await refundIn('pending');
    expect((await t.post(`${API}/refunds/submit`, { ids: [draft.id, pending.id] }, token)).body).toMatchObject({
      code: STATE,
      msg: '当前状态为「待审核」，不能执行「提交」',
    });
    expect((await refund(draft.id)).refundStatus).toBe(0);
    expect((await refund(draft.id)).auditTrail ?? []).toEqual([]);
  });

  it('refuses when the linked record does not exist, and writes nothing', async () => {
    const r = await newRefund(999_999);
    await t.post(`${API}/refunds/submit`, { ids: [r.id] }, token);
    expect((await t.post(`${API}/refunds/audit`, { id: r.id, auditResult: 1 }, token)).body).toMatchObject({
      code: STATE,
      msg: '关联记录不存在',
    });
    expect((await refund(r.id)).refundStatus).toBe(1);
  });

  it('answers 记录不存在 and 编号不能为空 for unknown or missing ids', async () => {
    expect((await t.post(`${API}/refunds/audit`, { id: 999_999, auditResult: 1 }, token)).body).toMatchObject({
      code: '0x10d7500014',
      msg: '记录不存在',
    });
    expect((await t.post(`${API}/refunds/submit`, {}, token)).body).toMatchObject({ code: BAD, msg: '编号不能为空' });
  });

  it('guards the generic delete with the transition of the delete action', async () => {
    const pending = await refundIn('pending');
    expect((await t.del(`${API}/refunds`, { ids: [pending.id] }, token)).body).toMatchObject({
      code: STATE,
      msg: '当前状态为「待审核」，不能执行「删除」',
    });
    const draft = await refundIn('draft');
    expect((await t.del(`${API}/refunds`, { ids: [draft.id] }, token)).body.code).toBe('200');
  });
});

describe("a step's own messages and input checks", () => {
  const withdraw = (body: object) => t.post(`${API}/refunds/withdraw`, body, token);
  it.each([
    ['withdraws a pending request with a reason', 'pending', { withdrawReason: '  信息填错：重新填写  ' }, { code: '200' }, 0],
    [
      'answers the declared refusal in the wrong state',
      'draft',
      { withdrawReason: '填错' },
      { code: STATE, msg: '只有待审核的申请可以撤回' },
      0,
    ],
    ['checks the input before the state: a missing reason', 'draft', {}, { code: BAD, msg: '请填写撤回原因' }, 0],
    ['refuses a reason that is not text', 'pending', { withdrawReason: 12 }, { code: BAD, msg: '撤回原因格式不正确' }, 1],
    [
      'refuses a reason over the input limit',
      'pending',
      { withdrawReason: '长'.repeat(21) },
      { code: BAD, msg: '撤回原因不能超过20个字符' },
      1,
    ],
    [
      "applies the input field's named validator",
      'pending',
      { withdrawReason: '见<附件>' },
      { code: BAD, msg: `撤回原因不能包含' / \\ : 、 * ? " < >字符` },
      1,
    ],
    ["lets the validator's allowed character pass", 'pending', { withdrawReason: '原因：填错' }, { code: '200' }, 0],
  ] as const)('%s', async (_name, state, input, answer, after) => {
    const r = await refundIn(state);
    expect((await withdraw({ ids: [r.id], ...input })).body).toMatchObject(answer);
    expect((await refund(r.id)).refundStatus).toBe(after);
  });

  it('keeps the trimmed reason as the trail note', async () => {
    const r = await refundIn('pending');
    await withdraw({ ids: [r.id], withdrawReason: '  信息填错  ' });
    expect((await refund(r.id)).auditTrail.at(-1)).toMatchObject({ action: '撤回', from: 1, to: 0, note: '信息填错' });
  });

  it.each([
    ['no ids', {}],
    ['an empty list', { ids: [] }],
    ['ids that are not record numbers', { ids: ['x'] }],
  ])('answers the declared unselected message for %s', async (_name, body) => {
    expect((await withdraw({ withdrawReason: '填错', ...body })).body).toMatchObject({ code: BAD, msg: '请选择要撤回的申请' });
  });
});

describe('guards and the answered record', () => {
  const claim = (id: number, as = token) => t.post<Refund & { claimUser: string | null }>(`${API}/refunds/claim`, { id }, as);
  it('answers the record after the step when the endpoint declares result.record', async () => {
    const r = await refundIn('pending');
    const res = (await claim(r.id)).body;
    expect(res).toMatchObject({ code: '200', data: { id: r.id, refundStatus: 1, claimUser: '陈建国' } });
    expect((await refund(r.id)).auditTrail.at(-1)).toMatchObject({ action: '认领', from: 1, to: 1 });
  });

  it.each([
    ['lets a step run on a record nobody holds', null, 'operator', { code: '200' }],
    ['lets the holder run the step again', 'admin', 'admin', { code: '200' }],
    ['refuses someone else, naming the holder', 'admin', 'operator', { code: STATE, msg: '该申请已被陈建国认领，不能处理' }],
  ] as const)('%s', async (_name, holder, actor, answer) => {
    const r = await refundIn('pending');
    if (holder) await claim(r.id, await t.login(holder));
    const before = await refund(r.id);
    const res = (await claim(r.id, await t.login(actor))).body;
    expect(res).toMatchObject(answer);
    if (answer.code !== '200') expect(await refund(r.id)).toEqual(before);
  });

  it('answers data null for a call naming its records as a list', async () => {
    const r = await refundIn('draft');
    expect((await t.post(`${API}/refunds/submit`, { ids: [r.id] }, token)).body).toMatchObject({ code: '200', data: null });
  });
});
