import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type WireRow } from '../../testing/harness';
import { adjustTooHigh, APPEAL, APPEAL_MSG as FEE_MSG, RESULT } from './appealFee';
import { CHANGE } from './orders';

const A = '/api/charge/v2/api/parkOrderAppeals';
/** The messages of the appeal flow (schemas/stopFee.json) and of its money (appealFee.ts). */
const APPEAL_MSG = {
  ...FEE_MSG,
  notOpen: '该申诉已被锁定或已处理',
  notHandling: '请先锁定该申诉再处理',
  notPosted: '该申诉未提交上级处理',
  checkResult: '请选择核查结果',
  handleResult: '请选择处理结果',
} as const;
const lockedByOther = (name: string) => `该申诉已被${name}锁定，不能处理`;
type Row = WireRow;

describe('订单申诉：锁定 → 核查 → 处理 / 提交上级 → 上级处理（真实 HTTP）', () => {
  let t: TestServer;
  let admin: string;
  let operator: string;
  const list = async (path: string, token = admin) => (await t.get<{ results: Row[]; totalRecord: number }>(path, token)).body.data;
  const openAppeals = async () => (await list(`${A}?appealStatus=${APPEAL.open}&pageSize=100`)).results;
  const step = (path: string, body: Row, token = admin) => t.post(`${A}/${path}`, body, token);
  const status = async (id: number) => (await t.get(`${A}/${id}`, admin)).body.data.appealStatus;

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.login('admin');
    operator = await t.login('operator');
  });
  afterAll(() => t.close());

  it('moves an appeal through lock, check and handle; each step only in its state', async () => {
    const [appeal] = await openAppeals();
    const paid = Math.round(appeal.orderMoney * 100);
    const wrongState: [string, Row, string][] = [
      ['handle', { id: appeal.id, handleResult: 1, handleRemark: '属实' }, APPEAL_MSG.notHandling],
      ['platformCheck', { id: appeal.id, checkResult: 1, checkRemark: '属实' }, APPEAL_MSG.notHandling],
      ['post', { id: appeal.id, postRemark: '金额大' }, APPEAL_MSG.notHandling],
      ['leaderHandle', { id: appeal.id, handleResult: 1, handleRemark: '同意' }, APPEAL_MSG.notPosted],
    ];
    for (const [path, body, msg] of wrongState) {
      const res = await step(path, body);
      expect([path, res.body.code, res.body.msg]).toEqual([path, '0x10d7500015', msg]);
    }
    const locked = await step('lock', { id: appeal.id });
    expect(locked.body.data).toMatchObject({ appealStatus: APPEAL.handling, lockUser: '陈建国' });
    expect((await step('lock', { id: appeal.id })).body.msg).toBe(APPEAL_MSG.notOpen);
    // Another handler cannot act on an appeal locked by someone else.
    expect((await step('handle', { id: appeal.id, handleResult: 2, handleRemark: '驳回' }, operator)).body.msg).toBe(
      lockedByOther('陈建国'),
    );

    const bad: [string, Row, string][] = [
      ['platformCheck', { id: appeal.id, checkResult: 3, checkRemark: '属实' }, APPEAL_MSG.checkResult],
      ['platformCheck', { id: appeal.id, checkResult: 1 }, '请填写核查说明'],
      ['handle', { id: appeal.id, handleRemark: '属实' }, APPEAL_MSG.handleResult],
      ['handle', { id: appeal.id, handleResult: 1, adjustMoney: -1, handleRemark: '属实' }, '调整后应收（元）应在0~99999.99之间'],
      ['handle', { id: appeal.id, handleResult: 1, adjustMoney: (paid + 1) / 100, handleRemark: '属实' }, adjustTooHigh(paid)],
      ['handle', { id: appeal.id, handleResult: 2 }, '请填写处理意见'],
      ['post', { id: appeal.id }, '请填写上报说明'],
    ];
    for (const [path, body, msg] of bad) {
      const res = await step(path, body);
      expect([path, res.body.code, res.body.msg]).toEqual([path, '0x10d7500400', msg]);
    }
    const checked = await step('platformCheck', { id: appeal.id, checkResult: 1, checkRemark: '调取视频，情况属实' });
    expect(checked.body.data).toMatchObject({ appealStatus: APPEAL.handling, checkResult: 1, checkRemark: '调取视频，情况属实' });
    const handled = await step('handle', { id: appeal.id, handleResult: RESULT.upheld, adjustMoney: 0, handleRemark: '全额退回' });
    expect(handled.body.data).toMatchObject({
      appealStatus: APPEAL.closed,
      handleResult: RESULT.upheld,
      adjustMoney: 0,
      handleUser: '陈建国',
      handleRemark: '全额退回',
    });
    expect(await status(appeal.id)).toBe(APPEAL.closed);
    const changes = await list(`/api/charge/v2/api/parkOrderChanges?orderNo=${appeal.orderNo}&changeType=${CHANGE.appeal}`);
    expect(changes.results.map((c) => [c.beforeValue, c.afterValue])).toEqual([[`${(paid / 100).toFixed(2)}元`, '0.00元']]);
  });

  it('posts an appeal to the leader, who closes it', async () => {
    const [, appeal] = await openAppeals();
    await step('lock', { id: appeal.id });
    expect((await step('post', { id: appeal.id, postRemark: '金额较大，请领导审批' })).body.data).toMatchObject({
      appealStatus: APPEAL.posted,
      postRemark: '金额较大，请领导审批',
    });
    expect((await step('handle', { id: appeal.id, handleResult: 2, handleRemark: '驳回' })).body.msg).toBe(APPEAL_MSG.notHandling);
    const res = await step('leaderHandle', {
      id: appeal.id,
      handleResult: RESULT.rejected,
      adjustMoney: 5,
      handleRemark: '计费无误，驳回',
    });
    expect(res.body.data).toMatchObject({ appealStatus: APPEAL.closed, handleResult: RESULT.rejected, adjustMoney: null });
    expect((await list(`${A}?appealStatus=${APPEAL.closed}&appealNo=${appeal.appealNo}`)).totalRecord).toBe(1);
  });

  it('recalculates the fee of the appealed order, with corrected times', async () => {
    const [appeal] = await openAppeals();
    const res = (await t.get(`${A}/calculateFee?id=${appeal.id}&inTime=2026-01-10 08:00:00&outTime=2026-01-10 10:30:00`, admin)).body.data;
    expect(res).toMatchObject({
      id: appeal.id,
      inTime: '2026-01-10 08:00:00',
      outTime: '2026-01-10 10:30:00',
      parkDuration: 9000,
      newMoney: 12,
      originalMoney: appeal.orderMoney,
    });
    expect(res.diffMoney).toBeCloseTo(12 - appeal.orderMoney, 2);
    const cases: [string, string][] = [
      [`id=${appeal.id}&inTime=2026-01-10`, APPEAL_MSG.timeFormat],
      [`id=${appeal.id}&inTime=2026-01-10 12:00:00&outTime=2026-01-10 10:00:00`, APPEAL_MSG.timeOrder],
      ['id=999999', '记录不存在'],
      ['', '申诉编号不能为空'],
    ];
    for (const [query, msg] of cases) expect((await t.get(`${A}/calculateFee?${query}`, admin)).body.msg).toBe(msg);
  });
});
