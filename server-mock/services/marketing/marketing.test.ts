/**
 * 营销活动 (schemas/marketing.json): the seed in every state; the campaign workflow (发布 to 进行中 or 未开始, 停用, 提前结束,
 * 追加预算, 删除) allowed and refused with its message; 发布 refused while 已花费 has reached 预算; overlapping charging
 * campaigns of one station refused; overlapping recharge tiers refused; 积分兑换 taking stock and points (and refused
 * beyond stock, beyond the balance, off the shelf); 解约 of 无感支付 and its statistics; filters returning rows; 403
 * without the codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../schemas/meta/lib/expressionDates';
import { formatChinaTime, startOfChinaDay } from '../../db/time';
import { startTestServer, type TestServer, type WireRow } from '../../testing/harness';

const API = '/api/marketing/v2/api';
const BAD_REQUEST = '0x10d7500400';
const WRONG_STATE = '0x10d7500015';
/** A business refusal of a hand-written hook (the same code as a refused step). */
const REFUSED = WRONG_STATE;
type Page = { results: WireRow[]; totalRecord: number };

let t: TestServer;
let admin: string;
/** The platform's today (China time), as the mock counts days to a start. */
const today = formatChinaTime(Date.now()).slice(0, 10);

/** The kind each list's descriptor sends (its `query` constant), as the console does. */
const KIND: Record<string, string> = {
  '/activities/register': '&activityType=1',
  '/activities/invite': '&activityType=2',
  '/activities/recharge': '&activityType=3',
  '/activities/charging': '&activityType=4',
  '/rewardRecords/register': '&activityType=1',
  '/rewardRecords/invite': '&activityType=2',
  '/rewardRecords/recharge': '&activityType=3',
};
const list = async (path: string, query = '') =>
  (await t.get<Page>(`${API}${path}?pageNo=1&pageSize=500${KIND[path] ?? ''}${query}`, admin)).body.data;
const get = async (path: string) => (await t.get<WireRow>(`${API}${path}`, admin)).body.data;
const step = (name: string, body: Record<string, unknown>) => t.post<null>(`${API}/activities/${name}`, body, admin);
const activity = (id: number) => get(`/activities/${id}`);

const register = (over: Record<string, unknown> = {}) => ({
  activityName: '测试新用户注册送5元',
  startDate: today,
  endDate: addDays(today, 30),
  budget: 100_000,
  rewardItems: [{ rewardType: 3, rewardAmount: 500 }],
  activityType: 9,
  spentAmount: 99_999,
  participantCount: 5,
  ...over,
});
async function createRegister(over: Record<string, unknown> = {}) {
  const res = await t.post<WireRow>(`${API}/activities/register`, register(over), admin);
  expect(res.body).toMatchObject({ code: '200' });
  return res.body.data.activityId as number;
}

beforeAll(async () => {
  // Seeded on the mock's own day: campaigns' states follow the calendar of the mock's clock.
  t = await startTestServer({ seed: { now: startOfChinaDay(Date.now()) } });
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('seed', () => {
  it('holds at least 60 campaigns of each configured kind, in every state', async () => {
    for (const path of ['/activities/register', '/activities/invite', '/activities/recharge', '/activities/charging']) {
      const rows = (await list(path)).results;
      expect(rows.length).toBeGreaterThanOrEqual(60);
      expect(new Set(rows.map((r) => r.activityType))).toEqual(new Set([Number(KIND[path].slice(-1))]));
      expect(new Set(rows.map((r) => r.activityStatus))).toEqual(new Set([0, 1, 2, 3, 4]));
    }
    const all = await list('/activities');
    expect(new Set(all.results.map((r) => r.activityType))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('holds at least 60 rows in every other list', async () => {
    for (const path of [
      '/rewardRecords/register',
      '/rewardRecords/invite',
      '/rewardRecords/recharge',
      '/bonusRules',
      '/bonusAccounts',
      '/exchangeGoods',
      '/senselessSigns',
    ])
      expect((await list(path)).totalRecord, path).toBeGreaterThanOrEqual(60);
    expect((await list('/exchangeRecords')).totalRecord).toBeGreaterThan(20);
  });

  it('keeps every account balance equal to the sum of its ledger', async () => {
    const accounts = (await list('/bonusAccounts')).results;
    for (const a of accounts.slice(0, 20)) {
      const lines = (await list('/bonusLedgers', `&accountId=${a.accountId}`)).results;
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.reduce((s, l) => s + Number(l.changePoints), 0)).toBe(a.pointBalance);
    }
  });
});

describe('states by the calendar and figures from the records', () => {
  /** States as the calendar says for today: 未开始 ahead, 进行中 within its dates, 已结束 after them. */
  const expectCalendar = (rows: WireRow[], day: string) => {
    for (const r of rows) {
      if (r.activityStatus === 1) expect(String(r.startDate) > day, String(r.activityName)).toBe(true);
      if (r.activityStatus === 2) expect(r.startDate <= day && day <= r.endDate, String(r.activityName)).toBe(true);
    }
  };

  it('searches by 状态 return the campaigns the calendar puts in it today', async () => {
    const pending = (await list('/activities', '&activityStatus=1')).results;
    const running = (await list('/activities', '&activityStatus=2')).results;
    expect(pending.length).toBeGreaterThan(0);
    expect(running.length).toBeGreaterThan(0);
    expect(pending).toHaveItemsAllMatching((r) => r.activityStatus === 1 && String(r.startDate) > today);
    expect(running).toHaveItemsAllMatching((r) => r.activityStatus === 2 && r.startDate <= today && today <= r.endDate);
    // No published campaign still open after its last day.
    const all = (await list('/activities')).results;
    expect(all.filter((r) => [1, 2].includes(Number(r.activityStatus)) && String(r.endDate) < today)).toEqual([]);
  });

  it('a database seeded 40 days ago moves its campaigns: 未开始 → 进行中 → 已结束 with the system in the trail', async () => {
    const seededAt = startOfChinaDay(Date.now()) - 40 * 86_400_000;
    const old = await startTestServer({ seed: { now: seededAt } });
    try {
      const token = await old.login('admin');
      const rows = (await old.get<Page>(`${API}/activities?pageNo=1&pageSize=500`, token)).body.data.results;
      expectCalendar(rows, today);
      const ended = rows.filter((r) =>
        (r.auditTrail as WireRow[]).some((e) => e.action === '到期结束' && String(e.time) > String(addDays(today, -40))),
      );
      expect(ended.length).toBeGreaterThan(0);
      const last = (ended[0].auditTrail as WireRow[]).at(-1)!;
      expect(last).toMatchObject({ action: '到期结束', user: '系统', fromLabel: '进行中', toLabel: '已结束' });
      expect(last.time).toBe(`${addDays(String(ended[0].endDate), 1)} 00:00:00`);
      const started = rows.filter((r) => (r.auditTrail as WireRow[]).some((e) => e.action === '活动开始'));
      expect(started.length).toBeGreaterThan(0);
      expect((started[0].auditTrail as WireRow[]).find((e) => e.action === '活动开始')).toMatchObject({
        user: '系统',
        fromLabel: '未开始',
        toLabel: '进行中',
        time: `${String(started[0].startDate)} 00:00:00`,
      });
      const running = (await old.get<Page>(`${API}/activities?pageNo=1&pageSize=500&activityStatus=2`, token)).body.data.results;
      expect(running.length).toBeGreaterThan(0);
      expectCalendar(running, today);
    } finally {
      await old.close();
    }
  });

  it('已花费 and 参与人数 are the sums of the campaign’s records 已发放', async () => {
    const every = async (path: string) => {
      const rows: WireRow[] = [];
      for (let page = 1; ; page++) {
        const got = (await t.get<Page>(`${API}${path}?pageNo=${page}&pageSize=200${KIND[path]}`, admin)).body.data;
        rows.push(...got.results);
        if (rows.length >= got.totalRecord || got.results.length === 0) return rows;
      }
    };
    const records = [
      ...(await every('/rewardRecords/register')),
      ...(await every('/rewardRecords/invite')),
      ...(await every('/rewardRecords/recharge')),
    ];
    const activities = (await list('/activities')).results.filter((a) => [1, 2, 3].includes(Number(a.activityType)));
    const spending = activities.filter((a) => Number(a.spentAmount) > 0);
    expect(spending.length).toBeGreaterThan(30);
    for (const a of activities) {
      const mine = records.filter((r) => r.activityId === a.activityId && r.grantStatus === 1);
      expect(a.spentAmount, String(a.activityName)).toBe(mine.reduce((sum, r) => sum + Number(r.rewardValue), 0));
      expect(a.participantCount, String(a.activityName)).toBe(new Set(mine.map((r) => r.phone)).size);
      expect(a.budgetLeft).toBe(Number(a.budget) - Number(a.spentAmount));
    }
    // Failed grants spend nothing.
    expect(records.some((r) => r.grantStatus === 2 && Number(r.rewardValue) > 0)).toBe(true);
  });

  it('积分兑换: a good’s 已兑换 is the sum of its exchanges', async () => {
    const goods = (await list('/exchangeGoods')).results;
    const exchanges = (await list('/exchangeRecords')).results;
    expect(goods.some((g) => Number(g.exchangedCount) > 0)).toBe(true);
    for (const g of goods)
      expect(g.exchangedCount, String(g.goodsName)).toBe(
        exchanges.filter((e) => e.goodsId === g.goodsId).reduce((sum, e) => sum + Number(e.quantity), 0),
      );
  });
});

describe('filters', () => {
  it('filters campaigns by state and by type, and returns rows', async () => {
    const stopped = (await list('/activities', '&activityStatus=4')).results;
    expect(stopped.length).toBeGreaterThan(0);
    expect(stopped).toHaveItemsAllMatching((r) => r.activityStatus === 4);
    const charging = (await list('/activities', '&activityType=4&activityStatus=2')).results;
    expect(charging.length).toBeGreaterThan(0);
    expect(charging).toHaveItemsAllMatching((r) => r.activityType === 4 && r.activityStatus === 2);
  });

  it('finds 无感支付 enrolments by part of the plate', async () => {
    const plate = String((await list('/senselessSigns')).results[0].plateNo);
    const rows = (await list('/senselessSigns', `&plateNo=${encodeURIComponent(plate.slice(2, 6))}`)).results;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toHaveItemsAllMatching((r) => String(r.plateNo).includes(plate.slice(2, 6)));
  });
});

describe('campaign workflow', () => {
  it('creates 待发布 with the kind and figures the platform decides, not the posted ones', async () => {
    const id = await createRegister();
    expect(await activity(id)).toMatchObject({ activityStatus: 0, activityType: 1, spentAmount: 0, participantCount: 0, budget: 100_000 });
  });

  it('发布 → 进行中, 停用 with a reason, 发布 again, 提前结束; wrong states refused', async () => {
    const id = await createRegister({ activityName: '测试注册有礼流程' });
    expect((await step('publish', { activityId: id })).body).toMatchObject({ code: '200' });
    expect(await activity(id)).toMatchObject({ activityStatus: 2, budgetLeft: 100_000 });
    expect((await step('publish', { activityId: id })).body).toMatchObject({
      code: WRONG_STATE,
      msg: '当前状态为「进行中」，不能执行「发布」',
    });
    expect((await step('disable', { activityId: id })).body).toMatchObject({ code: BAD_REQUEST, msg: '请填写停用原因' });
    expect((await step('disable', { activityId: id, stopReason: '预算调整，暂停活动' })).body).toMatchObject({ code: '200' });
    expect(await activity(id)).toMatchObject({ activityStatus: 4, stopReason: '预算调整，暂停活动' });
    expect((await step('finish', { activityId: id, finishReason: '提前结束' })).body).toMatchObject({
      code: WRONG_STATE,
      msg: '当前状态为「已停用」，不能执行「提前结束」',
    });
    expect((await step('publish', { activityId: id })).body).toMatchObject({ code: '200' });
    expect((await step('finish', { activityId: id, finishReason: '奖励已全部发放' })).body).toMatchObject({ code: '200' });
    const done = await activity(id);
    expect(done).toMatchObject({ activityStatus: 3, endDate: today, stopReason: '奖励已全部发放' });
    expect((await step('disable', { activityId: id, stopReason: '再停用' })).body).toMatchObject({
      code: WRONG_STATE,
      msg: '当前状态为「已结束」，不能执行「停用」',
    });
    const trail = done.auditTrail as { action: string; fromLabel: string; toLabel: string; note: string | null }[];
    expect(trail.map((e) => `${e.action}:${e.fromLabel}→${e.toLabel}`)).toEqual([
      '发布:待发布→进行中',
      '停用:进行中→已停用',
      '发布:已停用→进行中',
      '提前结束:进行中→已结束',
    ]);
    expect(trail[1].note).toBe('预算调整，暂停活动');
  });

  it('发布 of a campaign starting later lands in 未开始; 删除 only while 待发布', async () => {
    const later = await createRegister({ activityName: '测试下月注册有礼', startDate: addDays(today, 10), endDate: addDays(today, 40) });
    const draft = await createRegister({ activityName: '测试待删除注册有礼' });
    expect((await step('publish', { activityId: later })).body).toMatchObject({ code: '200' });
    expect(await activity(later)).toMatchObject({ activityStatus: 1, daysToStart: 10 });
    expect((await t.del(`${API}/activities`, { ids: [later] }, admin)).body).toMatchObject({
      code: WRONG_STATE,
      msg: '当前状态为「未开始」，不能执行「删除」',
    });
    expect((await t.del(`${API}/activities`, { ids: [draft] }, admin)).body).toMatchObject({ code: '200' });
    expect((await t.get(`${API}/activities/${draft}`, admin)).body.code).not.toBe('200');
  });

  it('refuses 发布 while 已花费 has reached 预算, and publishes after 追加预算', async () => {
    const stopped = (await list('/activities', '&activityStatus=4')).results.find((r) => Number(r.spentAmount) >= Number(r.budget));
    expect(stopped).toBeDefined();
    const id = stopped!.activityId as number;
    expect((await step('publish', { activityId: id })).body).toMatchObject({
      code: BAD_REQUEST,
      msg: '该活动已花费金额已达预算，不能发布，请先追加预算',
    });
    expect((await activity(id)).activityStatus).toBe(4);
    expect((await step('addBudget', { activityId: id })).body).toMatchObject({ code: BAD_REQUEST, msg: '请填写追加金额' });
    expect((await step('addBudget', { activityId: id, addBudget: 200_000 })).body).toMatchObject({ code: '200' });
    expect(await activity(id)).toMatchObject({ budget: Number(stopped!.budget) + 200_000, activityStatus: 4 });
    expect((await step('publish', { activityId: id })).body).toMatchObject({ code: '200' });
    expect([1, 2]).toContain((await activity(id)).activityStatus);
  });
});

describe('charging and recharge campaigns', () => {
  it('refuses a charging campaign overlapping an active one of the same station, not one of another period', async () => {
    const running = (await list('/activities/charging', '&activityStatus=2')).results[0];
    const body = {
      activityName: '测试夜间充电服务费8折',
      stationId: running.stationId,
      startDate: running.startDate,
      endDate: addDays(String(running.startDate), 5),
      budget: 300_000,
      chargingRules: [
        { periodStart: '22:00:00', periodEnd: '23:59:59', discountRate: 80 },
        { periodStart: '00:00:00', periodEnd: '06:00:00', discountRate: 80 },
      ],
    };
    const clash = await t.post(`${API}/activities/charging`, body, admin);
    expect(clash.body.code).toBe(WRONG_STATE);
    expect(clash.body.msg).toMatch(
      new RegExp(`^充电站「.+」已有有效期重叠的充电活动「${running.activityName}」（${running.startDate} ~ ${running.endDate}）$`),
    );
    const apart = await t.post<WireRow>(
      `${API}/activities/charging`,
      { ...body, startDate: addDays(today, 400), endDate: addDays(today, 430) },
      admin,
    );
    expect(apart.body).toMatchObject({ code: '200' });
    expect(await activity(apart.body.data.activityId)).toMatchObject({
      activityType: 4,
      activityStatus: 0,
      chargingRules: body.chargingRules,
    });
    const crossing = await t.post(
      `${API}/activities/charging`,
      {
        ...body,
        startDate: addDays(today, 500),
        endDate: addDays(today, 510),
        chargingRules: [{ periodStart: '22:00:00', periodEnd: '06:00:00', discountRate: 80 }],
      },
      admin,
    );
    expect(crossing.body).toMatchObject({ code: BAD_REQUEST, msg: '第 1 行的时段结束应晚于时段开始' });
  });

  it('refuses recharge tiers whose ranges overlap', async () => {
    const body = {
      activityName: '测试充100送10',
      startDate: today,
      endDate: addDays(today, 30),
      budget: 500_000,
      rechargeTiers: [
        { minAmount: 10_000, maxAmount: 30_000, giftAmount: 1_000, giftPoints: 0 },
        { minAmount: 20_000, maxAmount: 50_000, giftAmount: 3_000, giftPoints: 100 },
      ],
    };
    const refused = await t.post(`${API}/activities/recharge`, body, admin);
    expect(refused.body.code).toBe(BAD_REQUEST);
    expect(refused.body.msg).toContain('第 2 行的充值区间');
    const fixed = await t.post<WireRow>(
      `${API}/activities/recharge`,
      { ...body, rechargeTiers: [body.rechargeTiers[0], { ...body.rechargeTiers[1], minAmount: 30_000 }] },
      admin,
    );
    expect(fixed.body).toMatchObject({ code: '200' });
    expect((await activity(fixed.body.data.activityId)).activityType).toBe(3);
  });
});

describe('积分', () => {
  it('refuses enabling a second rule for the same behaviour and park', async () => {
    const stopped = (await list('/bonusRules', '&ruleStatus=0&behavior=1')).results.find((r) => r.parkId);
    expect(stopped).toBeDefined();
    const res = await t.post(`${API}/bonusRules/enable`, { ruleId: stopped!.ruleId }, admin);
    expect(res.body.code).toBe(WRONG_STATE);
    expect(res.body.msg).toMatch(/的「停车缴费」已有启用中的积分规则「.+」，请先停用$/);
  });

  it('exchanges a good: stock and points go down and the ledger gains a line', async () => {
    const goods = (await list('/exchangeGoods', '&goodsStatus=1&goodsType=2')).results
      .filter((g) => Number(g.stock) > 5)
      .sort((a, b) => a.pointsPrice - b.pointsPrice)[0];
    const account = (await list('/bonusAccounts')).results.find((a) => Number(a.pointBalance) >= Number(goods.pointsPrice) * 2)!;
    expect(account).toBeDefined();
    const res = await t.post<WireRow>(
      `${API}/exchangeRecords`,
      { goodsId: goods.goodsId, accountId: account.accountId, quantity: 1 },
      admin,
    );
    expect(res.body).toMatchObject({ code: '200' });
    const record = await get(`/exchangeRecords/${res.body.data.exchangeId}`);
    expect(record).toMatchObject({
      goodsName: goods.goodsName,
      ownerName: account.ownerName,
      pointsCost: goods.pointsPrice,
      exchangeStatus: 3,
    });
    expect(await get(`/exchangeGoods/${goods.goodsId}`)).toMatchObject({
      stock: Number(goods.stock) - 1,
      exchangedCount: Number(goods.exchangedCount) + 1,
    });
    const after = (await list('/bonusAccounts', `&phone=${account.phone}`)).results[0];
    expect(after.pointBalance).toBe(Number(account.pointBalance) - Number(goods.pointsPrice));
    const lines = (await list('/bonusLedgers', `&accountId=${account.accountId}`)).results;
    expect(lines.reduce((s, l) => s + Number(l.changePoints), 0)).toBe(after.pointBalance);
    expect(
      lines.some((l) => String(l.changeSource).includes(String(record.exchangeNo)) && l.changePoints === -Number(goods.pointsPrice)),
    ).toBe(true);
  });

  it('refuses an exchange beyond the stock, beyond the balance, or of a good not on the shelf', async () => {
    const goods = (await list('/exchangeGoods', '&goodsStatus=1')).results;
    const accounts = (await list('/bonusAccounts')).results;
    const rich = accounts.reduce((a, b) => (Number(a.pointBalance) >= Number(b.pointBalance) ? a : b));
    const soldOut = goods.find((g) => Number(g.stock) === 0)!;
    expect(soldOut).toBeDefined();
    const noStock = await t.post(`${API}/exchangeRecords`, { goodsId: soldOut.goodsId, accountId: rich.accountId, quantity: 1 }, admin);
    expect(noStock.body).toMatchObject({ code: REFUSED, msg: `商品「${soldOut.goodsName}」库存不足：剩余 0 件，不能兑换 1 件` });

    const dear = goods.filter((g) => Number(g.stock) > 0).reduce((a, b) => (Number(a.pointsPrice) >= Number(b.pointsPrice) ? a : b));
    const poor = accounts.find((a) => Number(a.pointBalance) < Number(dear.pointsPrice))!;
    const noPoints = await t.post(
      `${API}/exchangeRecords`,
      { goodsId: dear.goodsId, accountId: poor.accountId, quantity: 1, receiverAddress: '杭州市西湖区文三路478号' },
      admin,
    );
    expect(noPoints.body).toMatchObject({
      code: REFUSED,
      msg: `积分不足：车主 ${poor.ownerName} 可用积分 ${poor.pointBalance}，本次兑换需 ${dear.pointsPrice} 积分`,
    });
    expect(await get(`/exchangeGoods/${dear.goodsId}`)).toMatchObject({ stock: dear.stock });

    const off = (await list('/exchangeGoods', '&goodsStatus=2')).results[0];
    const offRes = await t.post(`${API}/exchangeRecords`, { goodsId: off.goodsId, accountId: rich.accountId, quantity: 1 }, admin);
    // Only goods on the shelf are options of 兑换商品: another is refused before the hook looks at it.
    expect(offRes.body).toMatchObject({ code: BAD_REQUEST, msg: '兑换商品格式不正确' });
  });

  it('ships a physical exchange and completes it; a wrong state is refused', async () => {
    const toShip = (await list('/exchangeRecords', '&exchangeStatus=1')).results[0];
    const ship = (body: Record<string, unknown>) => t.post(`${API}/exchangeRecords/ship`, body, admin);
    expect((await ship({ exchangeId: toShip.exchangeId })).body).toMatchObject({ code: BAD_REQUEST, msg: '请填写快递单号' });
    expect((await ship({ exchangeId: toShip.exchangeId, expressNo: 'SF1408822731026' })).body).toMatchObject({ code: '200' });
    expect((await ship({ exchangeId: toShip.exchangeId, expressNo: 'SF1408822731027' })).body).toMatchObject({
      code: WRONG_STATE,
      msg: '当前状态为「已发货」，不能执行「发货」',
    });
    expect((await t.post(`${API}/exchangeRecords/complete`, { exchangeId: toShip.exchangeId }, admin)).body).toMatchObject({ code: '200' });
    expect(await get(`/exchangeRecords/${toShip.exchangeId}`)).toMatchObject({ exchangeStatus: 3, expressNo: 'SF1408822731026' });
  });
});

describe('无感支付', () => {
  it('counts the enrolments the search finds, by state', async () => {
    const all = (await list('/senselessSigns')).results;
    const summary = await get('/senselessSigns/summary');
    expect(summary).toMatchObject({
      signCount: all.length,
      signedCount: all.filter((r) => r.signStatus === 1).length,
      unsignedCount: all.filter((r) => r.signStatus === 2).length,
      failedCount: all.filter((r) => r.signStatus === 3).length,
    });
    expect(summary.totalDeduct).toBeCloseTo(all.reduce((s, r) => s + Number(r.deductAmount), 0) / 100, 2);
    const wechat = await get('/senselessSigns/summary?signChannel=1');
    expect(wechat.signCount).toBe(all.filter((r) => r.signChannel === 1).length);
    expect(wechat.signCount).toBeGreaterThan(0);
  });

  it('解约 needs a reason, records who and when, and only from 已签约', async () => {
    const signed = (await list('/senselessSigns', '&signStatus=1')).results[0];
    const unsign = (body: Record<string, unknown>) => t.post(`${API}/senselessSigns/unsign`, body, admin);
    expect((await unsign({ signId: signed.signId })).body).toMatchObject({ code: BAD_REQUEST, msg: '请填写解约原因' });
    expect((await unsign({ signId: signed.signId, unsignReason: '车主来电要求解约' })).body).toMatchObject({ code: '200' });
    const after = await get(`/senselessSigns/${signed.signId}`);
    expect(after).toMatchObject({ signStatus: 2, unsignReason: '车主来电要求解约' });
    expect(after.unsignUser).toBeTruthy();
    expect(after.unsignTime).toBeTruthy();
    expect((await unsign({ signId: signed.signId, unsignReason: '重复解约' })).body).toMatchObject({
      code: WRONG_STATE,
      msg: '该车牌未处于已签约状态，不能解约',
    });
  });
});

describe('permissions', () => {
  it('answers 403 to an account without the 营销活动 codes', async () => {
    const viewer = await t.login('viewer1');
    expect((await t.get(`${API}/activities?pageNo=1&pageSize=5`, viewer)).status).toBe(403);
    expect((await t.post(`${API}/activities/publish`, { activityId: 1 }, viewer)).status).toBe(403);
    expect((await t.post(`${API}/exchangeRecords`, { goodsId: 1, accountId: 1, quantity: 1 }, viewer)).status).toBe(403);
    expect((await t.get(`${API}/senselessSigns/summary`, viewer)).status).toBe(403);
  });
});
