/**
 * 错峰共享 (schemas/staggerShare.json) served by the engine: the seed in every state, a booking created and counted
 * against its park's shared berths (the period full is refused), bookings outside the shared periods or of a
 * blacklisted plate refused, the booking steps with their trail, a rule in force edited into a new version, a
 * 错峰月卡 issued (with its 开卡 bill), an overlapping one refused, renewed from its end (with a 续费 bill), cancelled
 * with a pro-rata refund and then refused a renewal, 月卡审核 and 解除 of the blacklist, and 403 without the codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatChinaTime, startOfChinaDay } from '../../db/time';
import { startTestServer, type TestServer, type WireRow } from '../../testing/harness';

const API = '/api/stagger/v2/api';
const WRONG_STATE = '0x10d7500015';
const BAD_REQUEST = '0x10d7500400';
type Page<T = WireRow> = { results: T[]; totalRecord: number };
type Trail = { action: string; from: number; to: number; toLabel: string; note: string | null; user: string };

let t: TestServer;
let admin: string;

const list = async <T = WireRow>(path: string, query = '') =>
  (await t.get<Page<T>>(`${API}${path}?pageNo=1&pageSize=500${query}`, admin)).body.data;
const detail = async (path: string, id: number) => (await t.get<WireRow>(`${API}${path}/${id}`, admin)).body.data;
const post = (path: string, body: Record<string, unknown>) => t.post<WireRow | null>(`${API}${path}`, body, admin);
const put = (path: string, body: Record<string, unknown>) => t.put<WireRow | null>(`${API}${path}`, body, admin);

const DAY = 86_400_000;
/** A date n days from today (China time). */
const dayAhead = (n: number) => formatChinaTime(Date.now() + n * DAY).slice(0, 10);
let serial = 0;
/** A fresh plate no seed holds. */
const plate = () => `浙A7T${String(++serial).padStart(3, '0')}`;
const booking = (parkId: number, start: string, end: string, plateNo = plate()) => ({
  plateNo,
  plateColor: 1,
  phone: '13912345678',
  parkId,
  bookStart: start,
  bookEnd: end,
  bookChannel: 4,
});

beforeAll(async () => {
  // The seed laid on today, as the console sees it: bans and passes end by the clock.
  t = await startTestServer({ seed: { now: startOfChinaDay(Date.now()) } });
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('seed', () => {
  it.each([
    ['/bookings', 'bookStatus', [1, 2, 3, 4, 5], 60],
    ['/monthCards', 'cardStatus', [1, 2, 3], 60],
    ['/monthApplies', 'applyStatus', [0, 1, 2], 60],
    ['/blackLists', 'blackStatus', [1, 2, 3], 60],
    ['/monthBills', 'billType', [1, 2, 3], 60],
    ['/parkRecords', 'shareType', [1, 2], 60],
    ['/shareParks/time', 'shareStatus', [0, 1], 5],
    ['/bookRules', 'ruleStatus', [0, 1, 2], 5],
  ])('%s holds at least %s rows in every %s', async (path, field, states, least) => {
    const rows = (await list(path)).results;
    expect(rows.length).toBeGreaterThanOrEqual(least as number);
    expect(new Set(rows.map((r) => r[field as string]))).toEqual(new Set(states as number[]));
  });

  it('filters the bookings by park and returns only that park', async () => {
    const rows = (await list('/bookings', '&parkId=1006')).results;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.parkId === 1006)).toBe(true);
  });

  it('each bill of a pass agrees with the pass: one 开卡 per pass, a 退卡退款 per cancelled one', async () => {
    const cards = (await list('/monthCards')).results;
    const bills = (await list('/monthBills')).results;
    for (const c of cards) {
      expect(bills.filter((b) => b.cardNo === c.cardNo && b.billType === 1)).toHaveLength(1);
      expect(bills.filter((b) => b.cardNo === c.cardNo && b.billType === 2)).toHaveLength(Number(c.renewCount));
      if (c.cardStatus === 3) expect(bills.find((b) => b.cardNo === c.cardNo && b.billType === 3)?.billMoney).toBe(c.refundMoney);
    }
  });
});

describe('bookings', () => {
  it('creates a booking with its number, hold time and penalty from the park rule in force', async () => {
    const day = dayAhead(1);
    const res = await post('/bookings', booking(1002, `${day} 19:30:00`, `${day} 21:30:00`));
    expect(res.body).toMatchObject({ code: '200' });
    const created = res.body.data as WireRow;
    expect(created).toMatchObject({ bookStatus: 1, holdMinutes: 20, holdUntil: `${day} 19:50:00`, noShowPenalty: 500 });
    expect(String(created.bookNo)).toMatch(/^YY\d{17}$/);
  });

  it('refuses a booking once the period holds as many bookings as the park shares berths', async () => {
    // 黄龙体育中心 shares 12 berths, 07:00–23:59 on working days and the same on rest days.
    const day = dayAhead(2);
    const [start, end] = [`${day} 20:00:00`, `${day} 21:00:00`];
    const taken = (await list('/bookings', '&parkId=1006')).results.filter(
      (b) => [1, 2].includes(Number(b.bookStatus)) && String(b.bookStart) < end && String(b.bookEnd) > start,
    ).length;
    for (let i = taken; i < 12; i++) expect((await post('/bookings', booking(1006, start, end))).body).toMatchObject({ code: '200' });
    const full = await post('/bookings', booking(1006, `${day} 20:30:00`, `${day} 22:00:00`));
    expect(full.body).toMatchObject({ code: WRONG_STATE, msg: '该时段共享车位已约满（共 12 个），请选择其他时段' });
    // Another hour of the same evening still has room.
    expect((await post('/bookings', booking(1006, `${day} 21:00:00`, `${day} 22:00:00`))).body).toMatchObject({ code: '200' });
  });

  it.each([
    ['outside the shared periods', 1002, '12:00:00', '14:00:00', /^预约时段须在车场的共享时段内（(工作日|休息日) /],
    ['longer than the rule allows', 1006, '08:00:00', '13:00:00', /^单次预约时长不能超过 4 小时$/],
  ])('refuses a booking %s', async (_, parkId, from, to, msg) => {
    let day = dayAhead(1);
    // 武林广场 shares all day on rest days: take a working day for the period refusal.
    for (let n = 1; n < 7 && parkId === 1002 && [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()); n++) day = dayAhead(n + 1);
    const res = await post('/bookings', booking(parkId, `${day} ${from}`, `${day} ${to}`));
    expect(res.body.code).toBe(WRONG_STATE);
    expect(res.body.msg).toMatch(msg);
  });

  it('refuses a blacklisted plate, a park not shared by the hour and a start in the past', async () => {
    const plateNo = plate();
    const [from, to] = [dayAhead(0), dayAhead(30)];
    const listed = await post('/blackLists', {
      plateNo,
      plateColor: 1,
      blackReason: 2,
      blackStart: from,
      blackEnd: to,
      remark: '预约后长时间占用他人预约车位',
    });
    expect(listed.body).toMatchObject({ code: '200', data: { blackStatus: 1, createUser: '陈建国' } });
    expect(
      (
        await post('/blackLists', {
          plateNo,
          plateColor: 1,
          blackReason: 3,
          blackStart: dayAhead(5),
          blackEnd: dayAhead(9),
          remark: '重复拉黑',
        })
      ).body,
    ).toMatchObject({
      code: WRONG_STATE,
      msg: `车牌 ${plateNo} 已在共享黑名单中（${from} ~ ${to}）`,
    });
    const day = dayAhead(1);
    expect((await post('/bookings', booking(1002, `${day} 20:00:00`, `${day} 21:00:00`, plateNo))).body).toMatchObject({
      code: WRONG_STATE,
      msg: `车牌 ${plateNo} 在共享黑名单中（至 ${to}），暂不能预约`,
    });
    expect((await post('/bookings', booking(1004, `${day} 20:00:00`, `${day} 21:00:00`))).body).toMatchObject({
      code: WRONG_STATE,
      msg: '该车场未开放分时共享',
    });
    const past = formatChinaTime(Date.now() - DAY).slice(0, 10);
    expect((await post('/bookings', booking(1002, `${past} 20:00:00`, `${past} 21:00:00`))).body).toMatchObject({
      code: WRONG_STATE,
      msg: '预约开始时间不能早于当前时间',
    });
  });

  it('enters, finishes and refuses to cancel a finished booking; a no-show takes the rule penalty', async () => {
    const [first, second] = (await list('/bookings', '&bookStatus=1')).results;
    expect((await post('/bookings/enter', { bookId: first.bookId })).body).toMatchObject({ code: '200' });
    expect((await post('/bookings/finish', { bookId: first.bookId })).body).toMatchObject({ code: '200' });
    const done = await detail('/bookings', Number(first.bookId));
    expect(done.bookStatus).toBe(3);
    expect((done.auditTrail as Trail[]).slice(-2).map((e) => `${e.action}（${e.toLabel}）`)).toEqual([
      '确认入场（已入场）',
      '确认出场（已完成）',
    ]);
    expect((await post('/bookings/cancel', { bookId: first.bookId, cancelReason: '车主行程变更' })).body).toMatchObject({
      code: WRONG_STATE,
      msg: '车辆已入场或预约已结束，不能取消',
    });
    expect((await post('/bookings/noShow', { bookId: second.bookId })).body).toMatchObject({ code: '200' });
    expect(await detail('/bookings', Number(second.bookId))).toMatchObject({ bookStatus: 5, penaltyMoney: second.noShowPenalty });
  });
});

describe('booking rules', () => {
  it('an edit of a rule in force keeps the old one as a version', async () => {
    const rule = (await list('/bookRules', '&ruleStatus=1&parkId=1006')).results[0];
    const res = await put('/bookRules', {
      bookRuleId: rule.bookRuleId,
      ruleName: rule.ruleName,
      parkId: 1006,
      holdMinutes: 25,
      advanceHours: rule.advanceHours,
      maxBookHours: rule.maxBookHours,
      cancelMinutes: rule.cancelMinutes,
      noShowPenalty: rule.noShowPenalty,
      changeNote: '赛事日前后车辆到达慢，保留时长调整为 25 分钟',
    });
    expect(res.body).toMatchObject({ code: '200' });
    expect(await detail('/bookRules', Number(rule.bookRuleId))).toMatchObject({ holdMinutes: 25, version: Number(rule.version) + 1 });
    const history = (await list('/bookRules/versions', `&bookRuleId=${rule.bookRuleId}`)).results;
    expect(history.find((h) => h.version === rule.version)).toMatchObject({ holdMinutes: rule.holdMinutes, replacedUser: '陈建国' });
  });

  it('refuses a second rule in force for the same park', async () => {
    const draft = (await list('/bookRules', '&ruleStatus=0')).results[0];
    expect((await post('/bookRules/enable', { bookRuleId: draft.bookRuleId })).body).toMatchObject({
      code: WRONG_STATE,
      msg: '该车场已有生效中的预约规则「武林广场夜间共享预约规则」，一个车场同时只能有一条生效中的规则',
    });
  });
});

describe('错峰月卡', () => {
  const issue = (plateNo: string, beginDate = dayAhead(0)) =>
    post('/monthCards', {
      plateNo,
      plateColor: 1,
      ownerName: '郑海燕',
      phone: '13867112233',
      parkId: 1003,
      monthRuleId: 3,
      beginDate,
      months: 2,
      payType: 1,
      paidMoney: 50000,
      cardSource: 1,
    });

  it('issues a pass priced by its rule, with a 开卡 bill; an overlapping pass of the plate is refused', async () => {
    const plateNo = plate();
    const res = await issue(plateNo);
    expect(res.body).toMatchObject({ code: '200' });
    const card = res.body.data as WireRow;
    expect(card).toMatchObject({
      cardStatus: 1,
      monthPrice: 25000,
      receivableMoney: 50000,
      ruleText: '夜间错峰月卡',
      periodText: '00:00–08:00、19:00–23:59',
    });
    const bills = (await list('/monthBills', `&cardNo=${card.cardNo}`)).results;
    expect(bills).toEqual([expect.objectContaining({ billType: 1, billMoney: 50000, months: 2 })]);
    const again = await issue(plateNo, dayAhead(10));
    expect(again.body).toMatchObject({
      code: WRONG_STATE,
      msg: `车牌 ${plateNo} 在 钱江新城市民中心停车场 已有有效期重叠的错峰月卡（${card.beginDate} ~ ${card.endDate}）`,
    });
  });

  it('renews from the current end with a 续费 bill, cancels with a pro-rata refund, then refuses a renewal', async () => {
    const card = (await issue(plate())).body.data as WireRow;
    const renewed = await post('/monthCards/renew', { cardId: card.cardId, renewMonths: 3, renewPayType: 2 });
    expect(renewed.body).toMatchObject({ code: '200' });
    const after = await detail('/monthCards', Number(card.cardId));
    const [y, m, d] = String(card.endDate).split('-').map(Number);
    const expectedEnd = new Date(Date.UTC(y, m - 1 + 3, d + 1) - DAY).toISOString().slice(0, 10);
    expect(after).toMatchObject({ endDate: expectedEnd, months: 5, receivableMoney: 125000, paidMoney: 125000, renewCount: 1 });
    const renewBill = (await list('/monthBills', `&cardNo=${card.cardNo}&billType=2`)).results[0];
    expect(renewBill).toMatchObject({ billMoney: 75000, payType: 2, months: 3 });

    const cancelled = await post('/monthCards/cancel', { cardId: card.cardId, cancelReason: '车主工作地点变更' });
    expect(cancelled.body).toMatchObject({ code: '200' });
    const gone = await detail('/monthCards', Number(card.cardId));
    const total = (Date.parse(`${expectedEnd}T00:00:00Z`) - Date.parse(`${card.beginDate}T00:00:00Z`)) / DAY + 1;
    const unused = (Date.parse(`${expectedEnd}T00:00:00Z`) - Date.parse(`${dayAhead(0)}T00:00:00Z`)) / DAY;
    expect(gone).toMatchObject({ cardStatus: 3, refundMoney: Math.round((125000 * unused) / total), cancelReason: '车主工作地点变更' });
    expect((gone.auditTrail as Trail[]).map((e) => e.action)).toEqual(['续费', '退卡']);
    expect((await list('/monthBills', `&cardNo=${card.cardNo}&billType=3`)).results[0]).toMatchObject({ billMoney: gone.refundMoney });

    expect((await post('/monthCards/renew', { cardId: card.cardId, renewMonths: 1, renewPayType: 1 })).body).toMatchObject({
      code: WRONG_STATE,
      msg: '已退卡的错峰月卡不能续费，请重新办理',
    });
  });
});

describe('审核与黑名单', () => {
  it('rejects an application only with a reason, and refuses a second audit', async () => {
    const apply = (await list('/monthApplies', '&applyStatus=0')).results[0];
    expect((await post('/monthApplies/audit', { applyId: apply.applyId, auditResult: 2 })).body).toMatchObject({
      code: BAD_REQUEST,
      msg: '请填写驳回原因',
    });
    expect(
      (await post('/monthApplies/audit', { applyId: apply.applyId, auditResult: 2, rejectReason: '上传的居住证明已过期' })).body,
    ).toMatchObject({ code: '200' });
    expect(await detail('/monthApplies', Number(apply.applyId))).toMatchObject({
      applyStatus: 2,
      rejectReason: '上传的居住证明已过期',
      auditUser: '陈建国',
    });
    expect((await post('/monthApplies/audit', { applyId: apply.applyId, auditResult: 1 })).body).toMatchObject({
      code: WRONG_STATE,
      msg: '该申请已审核，不能重复审核',
    });
  });

  it('解除 a blacklisted plate with a reason, once', async () => {
    const black = (await list('/blackLists', '&blackStatus=1')).results[1];
    const res = await post('/blackLists/release', { blackId: black.blackId, releaseReason: '车主申诉属实，爽约系车场道闸故障所致' });
    expect(res.body).toMatchObject({ code: '200' });
    expect(await detail('/blackLists', Number(black.blackId))).toMatchObject({ blackStatus: 2, releaseUser: '陈建国' });
    expect((await post('/blackLists/release', { blackId: black.blackId, releaseReason: '重复解除' })).body).toMatchObject({
      code: WRONG_STATE,
      msg: '该车牌已不在黑名单中',
    });
  });

  it('a plate whose no-shows reach 爽约拉黑次数 goes on the 共享黑名单 once, and its next booking is refused', async () => {
    const plateNo = plate();
    const day = dayAhead(1);
    const bookAt = (from: string, to: string) => post('/bookings', booking(1002, `${day} ${from}`, `${day} ${to}`, plateNo));
    const noShow = async (from: string, to: string) => {
      const res = await bookAt(from, to);
      expect(res.body).toMatchObject({ code: '200' });
      return (res.body.data as WireRow).bookId as number;
    };
    const blacks = async () => (await list('/blackLists', `&plateNo=${encodeURIComponent(plateNo)}`)).results;
    // Below the limit (3 within 30 days): two no-shows leave the plate off the list.
    for (const id of [await noShow('19:00:00', '20:00:00'), await noShow('20:00:00', '21:00:00')])
      expect((await post('/bookings/noShow', { bookId: id })).body).toMatchObject({ code: '200' });
    expect(await blacks()).toHaveLength(0);
    const third = await noShow('21:00:00', '22:00:00');
    const fourth = await noShow('22:00:00', '23:00:00');
    expect((await post('/bookings/noShow', { bookId: third })).body).toMatchObject({ code: '200' });
    expect((await post('/bookings/noShow', { bookId: fourth })).body).toMatchObject({ code: '200' });
    const rows = await blacks();
    expect(rows).toHaveLength(1);
    const until = dayAhead(30);
    expect(rows[0]).toMatchObject({
      blackStatus: 1,
      blackReason: 1,
      noShowCount: 3,
      blackStart: dayAhead(0),
      blackEnd: until,
      createUser: '系统',
    });
    expect(String(rows[0].remark)).toMatch(/^30 天内爽约 3 次，系统自动拉黑 30 天（YY\d{17}、YY\d{17}、YY\d{17}）$/);
    expect((rows[0].auditTrail as Trail[])[0]).toMatchObject({ action: '爽约自动拉黑', user: '系统', to: 1, toLabel: '拉黑中' });
    expect((await bookAt('19:00:00', '20:00:00')).body).toMatchObject({
      code: WRONG_STATE,
      msg: `车牌 ${plateNo} 在共享黑名单中（至 ${until}），暂不能预约`,
    });
  });

  it('an approved 错峰月卡 application issues its pass with the 开卡 bill; each names the other', async () => {
    const pending = (await list('/monthApplies', '&applyStatus=0')).results;
    const apply = pending.find((a) => a.parkId === 1003 && a.ruleText === '夜间错峰月卡')!;
    expect((await post('/monthApplies/audit', { applyId: apply.applyId, auditResult: 1 })).body).toMatchObject({ code: '200' });
    const audited = await detail('/monthApplies', Number(apply.applyId));
    expect(audited).toMatchObject({ applyStatus: 1, auditUser: '陈建国', cardNo: expect.stringMatching(/^CF1003\d{8}$/) });
    const cards = (await list('/monthCards', `&cardNo=${audited.cardNo as string}`)).results;
    expect(cards).toHaveLength(1);
    const begin = String(apply.beginDate) > dayAhead(0) ? apply.beginDate : dayAhead(0);
    expect(cards[0]).toMatchObject({
      plateNo: apply.plateNo,
      parkId: 1003,
      ruleText: '夜间错峰月卡',
      cardStatus: 1,
      cardSource: 2,
      beginDate: begin,
      months: apply.months,
      monthPrice: 25000,
      paidMoney: 25000 * Number(apply.months),
    });
    expect(await detail('/monthCards', Number(cards[0].cardId))).toMatchObject({ applyNo: apply.applyNo });
    const bills = (await list('/monthBills', `&cardNo=${audited.cardNo as string}`)).results;
    expect(bills).toEqual([expect.objectContaining({ billType: 1, billMoney: 25000 * Number(apply.months), operator: '车主自助' })]);
  });

  it('the seeded approved applications name the passes they issued', async () => {
    const approved = (await list('/monthApplies', '&applyStatus=1')).results;
    const cards = (await list('/monthCards')).results;
    for (const a of approved.filter((x) => x.cardNo)) {
      const card = cards.find((c) => c.cardNo === a.cardNo)!;
      expect(card).toMatchObject({ plateNo: a.plateNo, cardSource: 2 });
    }
    expect(approved.filter((x) => x.cardNo).length).toBeGreaterThanOrEqual(28);
  });

  it('a ban whose 拉黑结束 has passed reads 已到期 and lets the plate book again', async () => {
    const plateNo = plate();
    const added = await post('/blackLists', {
      plateNo,
      plateColor: 1,
      blackReason: 3,
      blackStart: dayAhead(-20),
      blackEnd: dayAhead(-1),
      remark: '多次在非共享时段滞留，经物业投诉',
    });
    expect(added.body).toMatchObject({ code: '200' });
    const row = (await list('/blackLists', `&plateNo=${encodeURIComponent(plateNo)}`)).results[0];
    expect(row).toMatchObject({ blackStatus: 3 });
    expect((row.auditTrail as Trail[]).at(-1)).toMatchObject({ action: '禁止期届满', user: '系统', from: 1, to: 3, toLabel: '已到期' });
    const expired = (await list('/blackLists', '&blackStatus=3')).results;
    expect(expired.some((b) => b.plateNo === plateNo)).toBe(true);
    expect(expired.every((b) => b.blackStatus === 3)).toBe(true);
    expect((await list('/blackLists', '&blackStatus=1')).results.every((b) => String(b.blackEnd) >= dayAhead(0))).toBe(true);
    const day = dayAhead(1);
    expect((await post('/bookings', booking(1002, `${day} 19:00:00`, `${day} 20:00:00`, plateNo))).body).toMatchObject({ code: '200' });
  });

  it('answers 403 to 标记爽约 and 审核 without their button codes', async () => {
    const viewer = await t.login('viewer1');
    expect((await t.post(`${API}/bookings/noShow`, { bookId: 1 }, viewer)).status).toBe(403);
    expect((await t.post(`${API}/monthApplies/audit`, { applyId: 1, auditResult: 1 }, viewer)).status).toBe(403);
    expect((await t.post(`${API}/blackLists/release`, { blackId: 1, releaseReason: '无权解除' }, viewer)).status).toBe(403);
  });

  it('saves the settings record', async () => {
    expect(
      (
        await put('/settings', {
          settingId: 1,
          noShowLimit: 4,
          noShowWindowDays: 30,
          blackDays: 15,
          defaultHoldMinutes: 15,
          maxActiveBookings: 2,
          holidayBooking: 1,
          expireRemindDays: 7,
        })
      ).body,
    ).toMatchObject({ code: '200' });
    expect((await list('/settings')).results).toEqual([expect.objectContaining({ settingId: 1, noShowLimit: 4, blackDays: 15 })]);
  });

  it('answers 403 to an account without the 错峰共享 codes', async () => {
    const viewer = await t.login('viewer1');
    expect((await t.get(`${API}/bookings?pageNo=1&pageSize=5`, viewer)).status).toBe(403);
    const day = dayAhead(1);
    expect((await t.post(`${API}/bookings`, booking(1002, `${day} 20:00:00`, `${day} 21:00:00`), viewer)).status).toBe(403);
    expect((await t.post(`${API}/monthCards/renew`, { cardId: 1, renewMonths: 1, renewPayType: 1 }, viewer)).status).toBe(403);
  });
});
