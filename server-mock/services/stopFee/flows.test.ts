import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type WireRow } from '../../testing/harness';
import { REFUND } from './charge';
import { COUPON, COUPON_TIPS, FLOW_MSG, FLOW_RESENT } from './flows';

type Row = WireRow;
const FLOW = '/api/special/v2/api/flow';
const COUPON_TYPES = '/api/charge/v2/api/chargeCoupon/couponTypes';

describe('券类型字典（spec §9 Coupon dictionary，逐行）', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.login('admin');
  });
  afterAll(() => t.close());

  // [platBizType, balanceMode, plateTypeCoupon, dictValue = dictName …]
  const TABLE: [number, 0 | 1, 0 | 1, [number, string][]][] = [
    [
      1,
      1,
      0,
      [
        [1, '余额'],
        [2, '停车优惠券'],
      ],
    ],
    [
      2,
      1,
      0,
      [
        [1, '余额'],
        [3, '充电优惠券'],
      ],
    ],
    [
      3,
      1,
      0,
      [
        [1, '余额'],
        [2, '停车优惠券'],
        [3, '充电优惠券'],
        [4, '停车充电通用券'],
      ],
    ],
    [1, 0, 0, [[1, '停车优惠券']]],
    [2, 0, 0, [[2, '充电优惠券']]],
    [
      3,
      0,
      0,
      [
        [1, '停车优惠券'],
        [2, '充电优惠券'],
        [3, '停车充电通用券'],
      ],
    ],
    [
      3,
      0,
      1,
      [
        [1, '停车优惠券'],
        [2, '充电优惠券'],
        [3, '停车充电通用券'],
        [4, '根据车牌类型赠券'],
      ],
    ],
    // 根据车牌类型赠券 exists only for type 3 without balance.
    [1, 0, 1, [[1, '停车优惠券']]],
    [
      3,
      1,
      1,
      [
        [1, '余额'],
        [2, '停车优惠券'],
        [3, '充电优惠券'],
        [4, '停车充电通用券'],
      ],
    ],
  ];
  it.each(TABLE)('type %i, balance mode %i, plate-type coupon %i', async (type, balance, plate, rows) => {
    const res = await t.get(`${COUPON_TYPES}?platBizType=${type}&balanceMode=${balance}&plateTypeCoupon=${plate}`, token);
    expect(res.body.data).toEqual(rows.map(([dictValue, dictName]) => ({ dictValue, dictName })));
  });

  it('uses the texts of the spec and the caller’s business type by default', async () => {
    // admin: platBizType 1, balance mode by default.
    expect((await t.get(COUPON_TYPES, token)).body.data).toEqual([
      { dictValue: 1, dictName: '余额' },
      { dictValue: 2, dictName: '停车优惠券' },
    ]);
    expect((await t.get(`${COUPON_TYPES}?balanceMode=2`, token)).body.msg).toBe(FLOW_MSG.balanceMode);
    expect((await t.get(`${COUPON_TYPES}?platBizType=4`, token)).body.msg).toBe(FLOW_MSG.platBizType);
  });
});

describe('余额流水、车主退款、优惠券可退校验（真实 HTTP）', () => {
  let t: TestServer;
  let token: string;
  const list = async (path: string) => (await t.get<{ results: Row[]; totalRecord: number }>(path, token)).body.data;
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.login('admin');
  });
  afterAll(() => t.close());

  it('lists recharges and refunds of balances', async () => {
    const recharges = await list(`${FLOW}/recharges?pageSize=5`);
    expect(recharges.totalRecord).toBeGreaterThan(0);
    expect(recharges.results[0].flowNo).toMatch(/^CZ\d{18}$/);
    const failed = await list(`${FLOW}/refunds?refundStatus=${REFUND.failed}`);
    expect(failed.results).toHaveItemsAllMatching((r) => r.refundStatus === REFUND.failed);
    const detail = (await t.get(`${FLOW}/refund/${failed.results[0].id}`, token)).body.data;
    expect(detail.flowNo).toBe(failed.results[0].flowNo);
    const why = (await t.get(`${FLOW}/refund/errorMsg?id=${failed.results[0].id}`, token)).body.data;
    expect(why).toMatchObject({ flowNo: failed.results[0].flowNo, refundStatus: REFUND.failed });
    expect(why.errorMsg).toBeTruthy();
  });

  it('sends a failed balance refund again: a new successful flow, the old one marked 已重新发起', async () => {
    const [failed] = (await list(`${FLOW}/refunds?refundStatus=${REFUND.failed}`)).results;
    const [done] = (await list(`${FLOW}/refunds?refundStatus=${REFUND.done}`)).results;
    const cases: [Row, string, string][] = [
      [{ id: done.id, refundReason: '重新发起' }, '0x10d7500015', FLOW_MSG.onlyFailed],
      [{ id: failed.id }, '0x10d7500400', '请填写退款原因'],
      [{ refundReason: '重新发起' }, '0x10d7500400', '流水编号不能为空'],
    ];
    for (const [body, code, msg] of cases) {
      const res = await t.post('/api/driver/v2/api/refund', body, token);
      expect([res.body.code, res.body.msg]).toEqual([code, msg]);
    }
    const res = await t.post('/api/driver/v2/api/refund', { id: failed.id, refundReason: '原退款失败，重新发起' }, token);
    expect(res.body.data).toMatchObject({
      phone: failed.phone,
      refundMoney: failed.refundMoney,
      refundStatus: REFUND.done,
      refundReason: '原退款失败，重新发起',
    });
    expect((await t.get(`${FLOW}/refund/${failed.id}`, token)).body.data.refundStatus).toBe(FLOW_RESENT);
  });

  it('tells whether an issued coupon can be refunded', async () => {
    const byStatus = async (s: number) => (await list(`/api/charge/v2/api/chargeCoupons?useStatus=${s}&pageSize=1`)).results[0];
    const cases: [number, number, string][] = [
      [COUPON.used, 0, COUPON_TIPS.used],
      [COUPON.expired, 0, COUPON_TIPS.expired],
      [COUPON.refunded, 0, COUPON_TIPS.refunded],
    ];
    for (const [useStatus, ifRefund, tip] of cases) {
      const coupon = await byStatus(useStatus);
      expect((await t.get(`/api/charge/v2/api/chargeCoupon/ifRefund?id=${coupon.id}`, token)).body.data).toMatchObject({
        id: coupon.id,
        useStatus,
        ifRefund,
        refundTip: tip,
      });
    }
    expect((await t.get('/api/charge/v2/api/chargeCoupon/ifRefund?id=999999', token)).body.msg).toBe('记录不存在');
    const coupons = await list('/api/charge/v2/api/chargeCoupons?pageSize=100');
    expect(new Set(coupons.results.map((c) => c.couponType))).toEqual(new Set([1, 2]));
  });
});
