/**
 * 预约管理 (schemas/bookManagement.json) on the mock: the seed in every state, the searches, a booking made from the
 * console and the refusals of services/bookManagement/rules.ts (a full depot, a banned plate, a rule's limits, a
 * depot's capacity below its held bookings), each workflow step with its trail and a wrong-state refusal, the ban that
 * 违约配置 puts on a plate, 解除, and 403 without the page's codes. The seed is laid on today, as the console sees it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfChinaDay, formatChinaTime } from '../../db/time';
import { startTestServer, type TestServer, type WireRow } from '../../testing/harness';

const API = '/api/book/v2/api';
const WRONG_STATE = '0x10d7500015';
const BAD_REQUEST = '0x10d7500400';
const DAY = 86_400_000;
type Page = { results: WireRow[]; totalRecord: number };
type Trail = { action: string; from?: number; to: number; toLabel: string; note: string | null; user: string }[];

let t: TestServer;
let admin: string;

const list = async (path: string, query = '') => (await t.get<Page>(`${API}/${path}?pageNo=1&pageSize=500${query}`, admin)).body.data;
const record = async (id: number) => (await t.get<WireRow>(`${API}/bookRecords/${id}`, admin)).body.data;
const book = (body: Record<string, unknown>) => t.post<WireRow>(`${API}/bookRecords`, body, admin);
const step = (name: string, body: Record<string, unknown>) => t.post<null>(`${API}/bookRecords/${name}`, body, admin);
/** A day after today (China time) as YYYY-MM-DD. */
const dayAhead = (days: number) => formatChinaTime(Date.now() + days * DAY).slice(0, 10);
const booking = (over: Record<string, unknown> = {}) => ({
  plateNo: '浙A6Q1M8',
  plateColor: 1,
  phone: '13857112345',
  parkId: 1001,
  depotId: 1,
  bookStart: `${dayAhead(1)} 10:00:00`,
  bookEnd: `${dayAhead(1)} 12:00:00`,
  ...over,
});

beforeAll(async () => {
  t = await startTestServer({ seed: { now: startOfChinaDay(Date.now()) } });
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('seed and search', () => {
  it('holds ≥ 60 bookings from the last ten weeks to the day after tomorrow, every state, on the parks 1001–1010', async () => {
    const all = (await list('bookRecords')).results;
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(new Set(all.map((r) => r.bookStatus))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(all.map((r) => r.parkId)).size).toBe(10);
    const today = formatChinaTime(startOfChinaDay(Date.now()));
    expect(all.every((r) => r.bookStart >= formatChinaTime(startOfChinaDay(Date.now()) - 70 * DAY) && r.bookStart < `${dayAhead(3)}`)).toBe(
      true,
    );
    expect(all.some((r) => r.bookStart > today && r.bookStatus === 1)).toBe(true);
    for (const r of all.filter((x) => x.bookStatus === 2)) expect(r.orderNo).toMatch(/^PO\d{18}$/);
    expect(new Set(all.map((r) => r.bookNo)).size).toBe(all.length);
  });

  it.each([
    ['&bookStatus=4', (r: WireRow) => r.bookStatus === 4],
    ['&parkId=1003', (r: WireRow) => r.parkId === 1003],
    ['&plateNo=浙A12345', (r: WireRow) => r.plateNo === '浙A12345'],
    ['&plateNo=A123', (r: WireRow) => String(r.plateNo).includes('A123')],
    [`&bookStartFrom=${dayAhead(1)} 00:00:00&bookStartTo=${dayAhead(2)} 23:59:59`, (r: WireRow) => r.bookStart >= dayAhead(1)],
  ])('the search %s returns rows, all matching', async (query, matches) => {
    const rows = (await list('bookRecords', query)).results;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every(matches)).toBe(true);
  });

  it('has 60 depots, rules in every state with older versions, ≥ 60 blacklist rows and one 违约配置 per scope', async () => {
    expect((await list('bookDepots')).totalRecord).toBe(60);
    const rules = (await list('bookRules')).results;
    expect(new Set(rules.map((r) => r.ruleStatus))).toEqual(new Set([0, 1, 2]));
    expect((await list('bookRules/versions')).totalRecord).toBeGreaterThan(0);
    const black = (await list('illegalBlacklists')).results;
    expect(black.length).toBeGreaterThanOrEqual(60);
    expect(new Set(black.map((b) => b.blackStatus))).toEqual(new Set([1, 2, 3]));
    expect(new Set(black.map((b) => b.blackSource))).toEqual(new Set([1, 2]));
    // Every automatic ban rests on the plate's 已违约 bookings, three of them within 30 days before it.
    const violated = (await list('bookRecords', '&bookStatus=4')).results;
    for (const b of black.filter((x) => x.blackSource === 1)) {
      const own = violated.filter((r) => r.plateNo === b.plateNo && r.violateTime <= b.banStart);
      expect(own.length).toBeGreaterThanOrEqual(3);
    }
    const banned = black.find((b) => b.plateNo === '浙A12345')!;
    expect(banned.violations).toHaveLength(3);
    const configs = (await list('illegalConfigs')).results;
    expect(configs).toHaveLength(11);
    expect(configs.find((c) => c.scopeType === 1)).toMatchObject({ windowDays: 30, violationTimes: 3, banDays: 7 });
  });
});

describe('a booking from the console', () => {
  it('is stored 待入场 with its number, depot, hold time, deposit and first trail entry', async () => {
    const res = await book(booking());
    expect(res.body).toMatchObject({ code: '200' });
    const saved = res.body.data;
    expect(saved).toMatchObject({
      bookStatus: 1,
      depotName: 'B1 东区预约车库',
      holdUntil: `${dayAhead(1)} 10:30:00`,
      deposit: 10,
      bookChannel: 4,
    });
    expect(saved.bookNo).toMatch(/^YY\d{17}$/);
    expect((saved.bookTrail as Trail)[0]).toMatchObject({ action: '后台代约', to: 1, toLabel: '待入场' });
  });

  it('is refused when the depot is full for an overlapping hold, and a depot keeps at least its held bookings', async () => {
    const depot = await t.post<WireRow>(
      `${API}/bookDepots`,
      {
        depotName: '测试两车位预约区',
        parkId: 1002,
        zoneName: 'B2 北区',
        berthCount: 2,
        openStart: '07:00:00',
        openEnd: '22:00:00',
        deposit: 5,
        holdMinutes: 30,
      },
      admin,
    );
    expect(depot.body).toMatchObject({ code: '200' });
    const depotId = depot.body.data.depotId as number;
    const at = (plateNo: string, start: string, end: string) =>
      book(booking({ plateNo, parkId: 1002, depotId, bookStart: `${dayAhead(1)} ${start}`, bookEnd: `${dayAhead(1)} ${end}` }));
    expect((await at('浙A1B2C3', '09:00:00', '11:00:00')).body.code).toBe('200');
    expect((await at('浙A2B3C4', '09:15:00', '10:00:00')).body.code).toBe('200');
    expect((await at('浙A3B4C5', '09:20:00', '10:00:00')).body).toMatchObject({
      code: WRONG_STATE,
      msg: `测试两车位预约区 在 ${dayAhead(1).slice(5)} 09:20 至 ${dayAhead(1).slice(5)} 09:50 的可预约车位已满（共 2 个），请更换时段或车库`,
    });
    // After the first two holds have ended the berths are free again.
    expect((await at('浙A3B4C5', '09:45:00', '10:30:00')).body.code).toBe('200');
    const shrink = await t.put(
      `${API}/bookDepots`,
      {
        depotId,
        depotName: '测试两车位预约区',
        parkId: 1002,
        berthCount: 1,
        openStart: '07:00:00',
        openEnd: '22:00:00',
        deposit: 5,
        holdMinutes: 30,
      },
      admin,
    );
    expect(shrink.body).toMatchObject({ code: WRONG_STATE, msg: '可预约车位数不能少于当前已预约、尚未入场的 3 辆车' });
  });

  it.each([
    [{ bookStart: `${dayAhead(5)} 10:00:00`, bookEnd: `${dayAhead(5)} 11:00:00` }, '该车场最多可提前 2 天预约'],
    [{ bookEnd: `${dayAhead(1)} 16:00:00` }, '单次预约时长不能超过 4 小时'],
    [{ bookStart: `${dayAhead(1)} 06:00:00`, bookEnd: `${dayAhead(1)} 08:00:00` }, '预约时段应在车库开放时间 07:00–22:00 之内'],
    [{ bookStart: `${dayAhead(-1)} 10:00:00`, bookEnd: `${dayAhead(-1)} 11:00:00` }, '预约开始时间不能早于当前时间'],
    [{ depotId: 7 }, '所选预约车库不属于该车场'],
    [{ parkId: 1002, depotId: 9 }, '该预约车库已停用，不能预约'],
  ])('refuses %o: %s', async (over, msg) => {
    expect((await book(booking(over))).body).toMatchObject({ code: WRONG_STATE, msg });
  });

  it('refuses 预约结束时间 not after 预约开始时间 with the form message', async () => {
    const res = await book(booking({ bookEnd: `${dayAhead(1)} 09:00:00` }));
    expect(res.body).toMatchObject({ code: BAD_REQUEST, msg: '预约结束时间应晚于预约开始时间' });
  });
});

describe('the blacklist', () => {
  it('refuses a booking by a banned plate until the ban is released (解除 with a reason)', async () => {
    const until = `${dayAhead(6)} 23:59:59`;
    const added = await t.post<WireRow>(
      `${API}/illegalBlacklists`,
      { plateNo: '浙B5Q7W2', plateColor: 1, banEnd: until, banReason: '车场投诉多次占位' },
      admin,
    );
    expect(added.body).toMatchObject({ code: '200', data: { blackStatus: 1, blackSource: 2 } });
    expect((await book(booking({ plateNo: '浙B5Q7W2' }))).body).toMatchObject({
      code: WRONG_STATE,
      msg: `车牌 浙B5Q7W2 因违约已被禁止预约至 ${dayAhead(6)}`,
    });
    const again = await t.post(
      `${API}/illegalBlacklists`,
      { plateNo: '浙B5Q7W2', plateColor: 1, banEnd: until, banReason: '重复加入' },
      admin,
    );
    expect(again.body).toMatchObject({ code: WRONG_STATE, msg: `车牌 浙B5Q7W2 已在违约黑名单中，禁止预约至 ${until}` });

    const blackId = added.body.data.blackId as number;
    const release = (body: Record<string, unknown>) => t.post(`${API}/illegalBlacklists/release`, { blackId, ...body }, admin);
    expect((await release({})).body).toMatchObject({ code: BAD_REQUEST, msg: '请填写解除原因' });
    expect((await release({ releaseReason: '车主申诉核实' })).body.code).toBe('200');
    const after = (await t.get<WireRow>(`${API}/illegalBlacklists/${blackId}`, admin)).body.data;
    expect(after).toMatchObject({ blackStatus: 2, releaseReason: '车主申诉核实', releaseUser: expect.any(String) });
    expect((after.blackTrail as Trail).at(-1)).toMatchObject({ action: '解除', from: 1, to: 2, toLabel: '已解除', note: '车主申诉核实' });
    expect((await release({ releaseReason: '再次解除' })).body).toMatchObject({
      code: WRONG_STATE,
      msg: '该车牌已解除或禁止期已结束，无需解除',
    });
    expect(
      (await book(booking({ plateNo: '浙B5Q7W2', bookStart: `${dayAhead(1)} 14:00:00`, bookEnd: `${dayAhead(1)} 15:00:00` }))).body.code,
    ).toBe('200');
  });
});

describe('steps', () => {
  const held = async (query = '') => (await list('bookRecords', `&bookStatus=1${query}`)).results;

  it('取消预约 needs a reason, then refunds the deposit and writes the trail; a second 取消 is refused', async () => {
    const target = (await held()).find((r) => r.deposit > 0)!;
    expect((await step('cancel', { bookId: target.bookId })).body).toMatchObject({ code: BAD_REQUEST, msg: '请填写取消原因' });
    expect((await step('cancel', { bookId: target.bookId, cancelReason: '车主来电行程取消' })).body.code).toBe('200');
    const after = await record(target.bookId);
    expect(after).toMatchObject({ bookStatus: 3, cancelReason: '车主来电行程取消', refundMoney: target.deposit, refundStatus: 1 });
    expect((after.bookTrail as Trail).at(-1)).toMatchObject({
      action: '取消预约',
      from: 1,
      to: 3,
      toLabel: '已取消',
      note: '车主来电行程取消',
    });
    expect((await step('cancel', { bookId: target.bookId, cancelReason: '重复取消' })).body).toMatchObject({
      code: WRONG_STATE,
      msg: '只有待入场的预约可以取消',
    });
    expect((await step('enter', { bookId: target.bookId })).body).toMatchObject({ code: WRONG_STATE, msg: '只有待入场的预约可以确认入场' });
  });

  it('确认入场 makes the booking 已入场 with an entry time and the confirming user', async () => {
    const target = (await held())[0];
    expect((await step('enter', { bookId: target.bookId })).body.code).toBe('200');
    const after = await record(target.bookId);
    expect(after).toMatchObject({
      bookStatus: 2,
      enterUser: expect.any(String),
      inTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect((after.bookTrail as Trail).at(-1)).toMatchObject({ action: '确认入场', from: 1, to: 2, toLabel: '已入场' });
    expect((await step('violate', { bookId: target.bookId })).body).toMatchObject({
      code: WRONG_STATE,
      msg: '只有待入场的预约可以标记违约',
    });
  });

  it('标记违约 is refused before the hold time has passed', async () => {
    const res = await book(booking({ plateNo: '浙A7W3E9', bookStart: `${dayAhead(2)} 10:00:00`, bookEnd: `${dayAhead(2)} 11:00:00` }));
    const res2 = await step('violate', { bookId: res.body.data.bookId });
    expect(res2.body).toMatchObject({ code: BAD_REQUEST, msg: `预约保留至 ${dayAhead(2)} 10:30:00，保留时间未过，不能标记违约` });
  });

  it('标记违约 keeps the deposit; below the threshold of 违约配置 the plate is not banned', async () => {
    const overdue = (await held('&parkId=1001')).find((r) => r.holdUntil < formatChinaTime(Date.now()))!;
    expect((await step('violate', { bookId: overdue.bookId })).body.code).toBe('200');
    const after = await record(overdue.bookId);
    expect(after).toMatchObject({
      bookStatus: 4,
      refundMoney: 0,
      refundStatus: after.deposit > 0 ? 2 : 0,
      violateTime: expect.any(String),
    });
    expect((after.bookTrail as Trail).at(-1)).toMatchObject({ action: '标记违约', from: 1, to: 4, toLabel: '已违约' });
    expect((await list('illegalBlacklists', `&plateNo=${encodeURIComponent(overdue.plateNo)}`)).results).toHaveLength(0);
  });

  it('reaching the park’s 违约配置 threshold bans the plate in that park for its 禁止预约天数', async () => {
    const overdue = (await held('&parkId=1003')).find((r) => r.holdUntil < formatChinaTime(Date.now()))!;
    const config = (await list('illegalConfigs', '&parkId=1003')).results[0];
    const edit = await t.put(`${API}/illegalConfigs`, { ...config, violationTimes: 1, banDays: 5 }, admin);
    expect(edit.body.code).toBe('200');
    expect((await step('violate', { bookId: overdue.bookId })).body.code).toBe('200');
    const bans = (await list('illegalBlacklists', `&plateNo=${encodeURIComponent(overdue.plateNo)}`)).results;
    expect(bans).toHaveLength(1);
    expect(bans[0]).toMatchObject({
      parkId: 1003,
      blackStatus: 1,
      blackSource: 1,
      violationCount: 1,
      banReason: '30 天内违约 1 次，禁止预约 5 天',
    });
    expect(bans[0].violations).toEqual([expect.objectContaining({ bookNo: overdue.bookNo, parkId: 1003 })]);
    expect(String(bans[0].banEnd).slice(0, 10)).toBe(dayAhead(5));
    const depot3 = (await list('bookDepots', '&parkId=1003&depotStatus=1')).results[0];
    expect((await book(booking({ plateNo: overdue.plateNo, parkId: 1003, depotId: depot3.depotId }))).body).toMatchObject({
      code: WRONG_STATE,
      msg: `车牌 ${overdue.plateNo} 因违约已被禁止预约至 ${dayAhead(5)}`,
    });
    // The ban is the park's: another park still takes the plate.
    expect(
      (await book(booking({ plateNo: overdue.plateNo, bookStart: `${dayAhead(1)} 17:00:00`, bookEnd: `${dayAhead(1)} 18:00:00` }))).body
        .code,
    ).toBe('200');
  });

  it('one 违约配置 per scope', async () => {
    const res = await t.post(`${API}/illegalConfigs`, { scopeType: 2, parkId: 1004, windowDays: 30, violationTimes: 2, banDays: 7 }, admin);
    expect(res.body).toMatchObject({ code: WRONG_STATE, msg: '城西银泰城停车场 已有违约配置，同一适用范围只能有一份配置' });
  });

  it('answers 403 to an account without the 预约管理 pages', async () => {
    const viewer = await t.login('viewer1');
    const target = (await held())[0];
    expect((await t.get(`${API}/bookRecords?pageNo=1&pageSize=5`, viewer)).status).toBe(403);
    expect((await t.post(`${API}/bookRecords/cancel`, { bookId: target.bookId, cancelReason: '无权取消' }, viewer)).status).toBe(403);
    expect((await record(target.bookId)).bookStatus).toBe(1);
  });
});

describe('bans end by the clock (a seed laid ten days ago)', () => {
  let old: TestServer;
  let token: string;
  const oldList = async (path: string, query = '') =>
    (await old.get<Page>(`${API}/${path}?pageNo=1&pageSize=500${query}`, token)).body.data;
  beforeAll(async () => {
    old = await startTestServer({ seed: { now: startOfChinaDay(Date.now()) - 10 * DAY } });
    token = await old.login('admin');
  });
  afterAll(() => old.close());

  it('lets a plate whose ban has ended book again, and reads that ban 已到期 with its trail entry', async () => {
    // 浙A12345 was banned for 7 days the day before the seed: the ban ended about two days ago.
    const res = await old.post<WireRow>(`${API}/bookRecords`, booking({ plateNo: '浙A12345' }), token);
    expect(res.body).toMatchObject({ code: '200', data: { bookStatus: 1 } });
    const [ban] = (await oldList('illegalBlacklists', '&plateNo=浙A12345')).results;
    expect(ban).toMatchObject({ blackStatus: 3 });
    expect((ban.blackTrail as Trail).at(-1)).toMatchObject({
      action: '禁止期届满',
      user: '系统',
      from: 1,
      to: 3,
      toLabel: '已到期',
      time: ban.banEnd,
    });
  });

  it('searches by state as the clock says: 已到期 finds the lapsed bans, 禁止预约中 only bans in their period', async () => {
    const now = formatChinaTime(Date.now());
    const expired = (await oldList('illegalBlacklists', '&blackStatus=3')).results;
    expect(expired.length).toBeGreaterThan(0);
    expect(expired.every((b) => b.blackStatus === 3)).toBe(true);
    expect(expired.some((b) => b.plateNo === '浙A7K2M9')).toBe(true);
    const banned = (await oldList('illegalBlacklists', '&blackStatus=1')).results;
    expect(banned.length).toBeGreaterThan(0);
    expect(banned.every((b) => b.banEnd > now)).toBe(true);
    // The detail reads the same.
    const detail = (await old.get<WireRow>(`${API}/illegalBlacklists/${expired[0].blackId as number}`, token)).body.data;
    expect(detail.blackStatus).toBe(3);
    // An ended ban needs no 解除.
    expect(
      (await old.post(`${API}/illegalBlacklists/release`, { blackId: expired[0].blackId, releaseReason: '车主申诉' }, token)).body,
    ).toMatchObject({ code: WRONG_STATE, msg: '该车牌已解除或禁止期已结束，无需解除' });
  });
});

describe('节假日预约 by the park’s 工作日配置', () => {
  const CONFIGS = '/api/basic/v2/api/workingDayConfigs';
  it('refuses a booking on a 法定节假日 while the rule opens working days only, and takes it when the rule opens every day', async () => {
    const day = dayAhead(1);
    const [config] = (
      await t.get<Page>(`${CONFIGS}?pageNo=1&pageSize=10&year=${day.slice(0, 4)}&scopeType=2&parkId=1002&configStatus=1`, admin)
    ).body.data.results;
    const days = [...(config.days as WireRow[]), { startDate: day, endDate: day, dayType: 1, holidayName: 8 }];
    const edited = await t.put(CONFIGS, { ...config, days, changeNote: '车场周边大型活动，临时按节假日安排' }, admin);
    expect(edited.body).toMatchObject({ code: '200' });
    const rule = (await list('bookRules', '&parkId=1002&ruleStatus=1')).results[0];
    const setMode = async (holidayMode: number) =>
      expect((await t.put(`${API}/bookRules`, { ...rule, holidayMode }, admin)).body).toMatchObject({ code: '200' });
    const at1002 = { plateNo: '浙A9H1D5', parkId: 1002, depotId: 7, bookStart: `${day} 10:00:00`, bookEnd: `${day} 11:00:00` };
    await setMode(2);
    expect((await book(booking(at1002))).body).toMatchObject({
      code: WRONG_STATE,
      msg: `${day}（其他假日）为法定节假日，该车场节假日不开放预约`,
    });
    await setMode(1);
    expect((await book(booking(at1002))).body).toMatchObject({ code: '200', data: { bookStatus: 1 } });
  });
});
