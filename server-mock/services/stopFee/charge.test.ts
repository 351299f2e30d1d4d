import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type WireRow } from '../../testing/harness';
import { CHARGE_REFUND, MSG, overRefundable, REFUND } from './charge';

const C = '/api/charge/v2/api';
type Row = WireRow;

describe('收费记录：退款、重新退款、退款信息、出入场图片（真实 HTTP）', () => {
  let t: TestServer;
  let token: string;
  const list = async (path: string) => (await t.get<{ results: Row[]; totalRecord: number }>(path, token)).body.data;

  beforeAll(async () => {
    t = await startTestServer();
    token = await t.login('admin');
  });
  afterAll(() => t.close());

  /** A charge record in a refund state with something paid. */
  const recordIn = async (status: number) =>
    (await list(`${C}/chargeInfos?refundStatus=${status}&pageSize=100`)).results.find((r) => r.paidMoney > 0)!;

  it('refuses a refund that is not possible, with the message', async () => {
    const open = await recordIn(CHARGE_REFUND.none);
    const pending = await recordIn(CHARGE_REFUND.pending);
    const failed = await recordIn(CHARGE_REFUND.failed);
    const cents = Math.round(open.paidMoney * 100);
    const cases: [string, Row, string, string][] = [
      ['no id', { refundMoney: 1, refundReason: '重复缴费' }, '0x10d7500400', '收费记录编号不能为空'],
      ['unknown id', { id: 999999, refundMoney: 1, refundReason: '重复缴费' }, '0x10d7500014', '记录不存在'],
      ['no amount', { id: open.id, refundReason: '重复缴费' }, '0x10d7500400', MSG.moneyInvalid],
      ['zero', { id: open.id, refundMoney: 0, refundReason: '重复缴费' }, '0x10d7500400', MSG.moneyInvalid],
      ['three decimals', { id: open.id, refundMoney: 1.005, refundReason: '重复缴费' }, '0x10d7500400', MSG.moneyInvalid],
      ['more than paid', { id: open.id, refundMoney: (cents + 1) / 100, refundReason: '重复缴费' }, '0x10d7500400', overRefundable(cents)],
      ['no reason', { id: open.id, refundMoney: 0.01 }, '0x10d7500400', '请填写退款原因'],
      ['long reason', { id: open.id, refundMoney: 0.01, refundReason: '因'.repeat(201) }, '0x10d7500400', '退款原因不能超过200个字符'],
      ['pending', { id: pending.id, refundMoney: 0.01, refundReason: '重复缴费' }, '0x10d7500015', MSG.pending],
      ['failed before', { id: failed.id, refundMoney: 0.01, refundReason: '重复缴费' }, '0x10d7500015', MSG.failedUseAgain],
    ];
    for (const [name, body, code, msg] of cases) {
      const res = await t.post(`${C}/chargeInfos/refund`, body, token);
      expect([name, res.body.code, res.body.msg]).toEqual([name, code, msg]);
    }
    expect(overRefundable(1250)).toBe('退款金额不能大于可退金额12.50元');
  });

  it('refunds part, then the rest; the refunds are in 退款记录 and on the refund page', async () => {
    const record = await recordIn(CHARGE_REFUND.none);
    const cents = Math.round(record.paidMoney * 100);
    const first = Math.floor(cents / 2) || 1;
    const res = await t.post(
      `${C}/chargeInfos/refund`,
      { id: record.id, refundMoney: first / 100, refundReason: '出场时间记录有误' },
      token,
    );
    expect(res.body.code).toBe('200');
    expect(res.body.data).toMatchObject({
      chargeInfoId: record.id,
      refundMoney: first / 100,
      refundStatus: REFUND.done,
      applyUser: '陈建国',
      refundReason: '出场时间记录有误',
    });
    expect(res.body.data.refundNo).toMatch(/^RF\d{18}$/);

    const after = (await t.get(`${C}/chargeInfos/${record.id}`, token)).body.data;
    expect([after.refundedMoney, after.refundStatus]).toEqual([first / 100, cents === first ? CHARGE_REFUND.fully : CHARGE_REFUND.partly]);
    const rest = cents - first;
    if (rest > 0) {
      const over = await t.post(`${C}/chargeInfos/refund`, { id: record.id, refundMoney: (rest + 1) / 100, refundReason: '再退' }, token);
      expect(over.body.msg).toBe(overRefundable(rest));
      expect(
        (await t.post(`${C}/chargeInfos/refund`, { id: record.id, refundMoney: rest / 100, refundReason: '再退' }, token)).body.code,
      ).toBe('200');
    }
    const done = (await t.get(`${C}/chargeInfos/${record.id}`, token)).body.data;
    expect([done.refundedMoney, done.refundStatus]).toEqual([record.paidMoney, CHARGE_REFUND.fully]);
    const again = await t.post(`${C}/chargeInfos/refund`, { id: record.id, refundMoney: 0.01, refundReason: '再退' }, token);
    expect([again.body.code, again.body.msg]).toEqual(['0x10d7500015', MSG.fully]);

    const listed = await list(`${C}/chargeRefunds?refundNo=${res.body.data.refundNo}`);
    expect(listed.results.map((r) => [r.chargeInfoId, r.refundMoney, r.refundStatus])).toEqual([[record.id, first / 100, REFUND.done]]);
    const page = (await t.get(`${C}/chargeInfos/refundPage?id=${record.id}`, token)).body.data;
    expect(page).toMatchObject({
      id: record.id,
      paidMoney: record.paidMoney,
      refundedMoney: record.paidMoney,
      refundableMoney: 0,
      refundStatus: CHARGE_REFUND.fully,
    });
    expect(page.refunds.map((r: Row) => r.refundMoney).sort()).toEqual((rest > 0 ? [first / 100, rest / 100] : [first / 100]).sort());
  });

  it('refunds again only a record whose refund failed', async () => {
    const open = await recordIn(CHARGE_REFUND.none);
    const refused = await t.post(`${C}/chargeInfos/refundAgain`, { id: open.id, refundMoney: 0.01, refundReason: '重新退款' }, token);
    expect([refused.body.code, refused.body.msg]).toEqual(['0x10d7500015', MSG.againOnlyFailed]);
    const failed = await recordIn(CHARGE_REFUND.failed);
    const res = await t.post(
      `${C}/chargeInfos/refundAgain`,
      { id: failed.id, refundMoney: failed.paidMoney, refundReason: '原路退回失败，重新退款' },
      token,
    );
    expect(res.body.code).toBe('200');
    expect((await t.get(`${C}/chargeInfos/${failed.id}`, token)).body.data.refundStatus).toBe(CHARGE_REFUND.fully);
  });

  it('answers the entry and exit images as public SVG snapshots of the record', async () => {
    const record = (await list(`${C}/chargeInfos?pageSize=1`)).results[0];
    const images = (await t.get(`${C}/chargeInfos/${record.id}/images`, token)).body.data;
    expect(images.inImages).toEqual([`${C}/passImages/charge-${record.id}-in.svg`]);
    expect(images.outImages).toEqual([`${C}/passImages/charge-${record.id}-out.svg`]);
    const res = await fetch(t.url + images.inImages[0]);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const svg = await res.text();
    expect(svg).toContain(record.plateNo);
    expect(svg).toContain('入场抓拍');
    expect((await fetch(`${t.url}${C}/passImages/charge-999999-in.svg`)).status).toBe(404);
    expect((await fetch(`${t.url}${C}/passImages/..%2Fsecret`)).status).toBe(404);
  });

  it('tells why a refund failed, and nothing for one that did not', async () => {
    const failed = (await list(`${C}/chargeRefunds?refundStatus=${REFUND.failed}`)).results[0];
    const done = (await list(`${C}/chargeRefunds?refundStatus=${REFUND.done}`)).results[0];
    const why = (await t.get(`${C}/chargeRefunds/errorMsg?id=${failed.id}`, token)).body.data;
    expect(why.errorMsg).toMatch(/失败|关闭|不足/);
    expect(why.errorCode).toBeTruthy();
    expect((await t.get(`${C}/chargeRefunds/errorMsg?id=${done.id}`, token)).body.data).toMatchObject({
      errorCode: null,
      errorMsg: null,
      failTime: null,
    });
    expect((await t.get(`${C}/chargeRefunds/errorMsg?id=999999`, token)).body.msg).toBe('记录不存在');
  });
});
