/**
 * The parks' traffic (traffic/simulator.ts) on the seeded database: passages open and close parking orders with the
 * records other screens show (收费记录, 欠费记录, 欠费车辆, 黑名单告警记录, 储值卡消费记录, lane exceptions), the same seed
 * gives the same passages, and each rule the operators configure decides a given vehicle's passage.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createAlarmFeed } from '../alarms/alarmFeed';
import { createContext, engineSeedOf, type MockContext } from '../context';
import { openDatabase } from '../db/open';
import { formatChinaTime } from '../db/time';
import { parkingFee } from '../services/stopFee/fee';
import { mockEngine } from '../testing/mockEngine';
import { TEST_NOW } from '../testing/harness';
import { laneExceptions, LANE_EXCEPTION, LANE_EXCEPTION_NAMES } from './laneExceptions';
import { createTrafficSimulator, type TrafficSimulator } from './simulator';
import { periodsOfText, VEHICLE_KIND } from './gateRules';
import { storedFeeDiscount } from '../services/specificCar/storedCardPayments';
import { minutesOutside } from './exitFee';

const engine = mockEngine();
const HOUR = 3_600_000;
const open: MockContext[] = [];

function platform(seed = 'test') {
  const { db } = openDatabase(':memory:', { now: TEST_NOW });
  const ctx = createContext(db, { engine, quiet: true, seed: { now: TEST_NOW } });
  ctx.now = () => TEST_NOW;
  engine.installInto(db, engineSeedOf({ now: TEST_NOW }));
  open.push(ctx);
  const traffic: TrafficSimulator = createTrafficSimulator(ctx, createAlarmFeed(ctx), seed);
  const store = (entity: string) => ctx.engine.store(db, entity)!;
  const count = (entity: string, where = '', args: unknown[] = []) => store(entity).count(where, args);
  return { ctx, db, traffic, store, count };
}

afterEach(() => {
  for (const ctx of open.splice(0)) ctx.db.close();
});

describe('a day of passages', () => {
  it('opens and closes orders, with the payment, arrears, alarm and exception records they lead to', () => {
    const p = platform();
    const before = {
      orders: p.count('parkOrder'),
      charges: p.count('chargeInfo'),
      arrears: p.count('arrearsRecord'),
      alerts: p.count('blackAlertRecord'),
    };
    const tally = p.traffic.run(1500, { from: TEST_NOW - 24 * HOUR, to: TEST_NOW });
    expect(tally.entries).toBeGreaterThan(300);
    expect(tally.exits).toBeGreaterThan(300);
    expect(tally.paid).toBeGreaterThan(0);
    expect(tally.arrears).toBeGreaterThan(0);
    expect(tally.refused).toBeGreaterThan(0);
    expect(tally.exceptions).toBeGreaterThan(0);
    expect(p.count('parkOrder')).toBe(before.orders + tally.entries);
    expect(p.count('chargeInfo')).toBe(before.charges + tally.paid);
    expect(p.count('arrearsRecord')).toBe(before.arrears + tally.arrears);
    expect(tally.blacklisted).toBeGreaterThanOrEqual(tally.refused);
    expect(p.count('blackAlertRecord')).toBe(before.alerts + tally.blacklisted);
    // Every kind of pass met the gates: temporary plates, monthly passes, the white list; group members and stored-value
    // holders among them (a 消费记录 for each exit paid from a card).
    for (const kind of [VEHICLE_KIND.temporary, VEHICLE_KIND.monthly, VEHICLE_KIND.white]) expect(tally.byKind[kind]).toBeGreaterThan(0);
    expect(tally.storedPaid).toBeGreaterThan(0);
    expect(p.count('storedCardConsume', 'WHERE "consumeTime" >= ?', [formatChinaTime(TEST_NOW - 24 * HOUR)])).toBe(tally.storedPaid);
    expect(
      p.count('parkOrder', 'WHERE "remark" LIKE ? AND "inTime" >= ?', ['%分组%', formatChinaTime(TEST_NOW - 24 * HOUR)]),
    ).toBeGreaterThan(0);

    const closed = p
      .store('parkOrder')
      .select('WHERE "outTime" >= ? AND "inTime" >= ?', [formatChinaTime(TEST_NOW - 24 * HOUR), formatChinaTime(TEST_NOW - 24 * HOUR)]);
    expect(closed.length).toBeGreaterThan(100);
    for (const o of closed) {
      expect(String(o.outTime) >= String(o.inTime)).toBe(true);
      const owed = Math.round(Number(o.receivableMoney) * 100) - Math.round(Number(o.discountMoney) * 100);
      if (o.orderStatus === 3) expect(Math.round(Number(o.paidMoney) * 100)).toBe(owed);
      if (o.orderStatus === 4) expect(Math.round(Number(o.arrearsMoney) * 100)).toBe(owed);
    }
    const kinds = new Set(laneExceptions(p.db).map((e) => e.exceptionType));
    expect(kinds).toEqual(new Set([LANE_EXCEPTION.noPlate, LANE_EXCEPTION.lowConfidence, LANE_EXCEPTION.unmatched]));
  });

  it('gives the same passages under the same seed, and others under another', () => {
    const passages = (seed: string) => {
      const p = platform(seed);
      const first = p.count('parkOrder');
      p.traffic.run(300, { from: TEST_NOW - 6 * HOUR, to: TEST_NOW });
      return p
        .store('parkOrder')
        .select('WHERE "id" > ?', [first], 'ORDER BY "id"')
        .map((o) => [o.plateNo, o.parkId, o.inTime, o.outTime, o.orderStatus, o.receivableMoney].join('|'));
    };
    const a = passages('one');
    expect(a.length).toBeGreaterThan(50);
    expect(passages('one')).toEqual(a);
    expect(passages('two')).not.toEqual(a);
  });
});

describe('the rules operators configure decide a passage', () => {
  const PLATE = '浙A7Q2K9';
  const PARK = 1001;
  const at = (hh: number, mm = 0) => Date.parse(`2026-01-14T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00+08:00`);

  it('a temporary car pays the standard rule at the exit, and the payment is a 收费记录', () => {
    const p = platform();
    const opened = p.traffic.arrive(PLATE, PARK, at(9))!;
    expect(opened).toMatchObject({ plateNo: PLATE, parkId: PARK, orderStatus: 1, vehicleKind: VEHICLE_KIND.temporary });
    const closed = p.traffic.leave(PLATE, at(11, 30))!;
    expect(closed).toMatchObject({ orderStatus: 3, receivableMoney: 12, paidMoney: 12, parkDuration: 9000 });
    expect(p.count('chargeInfo', 'WHERE "orderNo" = ?', [closed.orderNo])).toBe(1);
  });

  it('a white-listed plate passes free', () => {
    const p = platform();
    p.store('whiteList').insert({ plateNo: PLATE, plateColor: 1, parkId: PARK, whiteType: 1, ownerName: '周明' });
    expect(p.traffic.arrive(PLATE, PARK, at(9))).toMatchObject({ vehicleKind: VEHICLE_KIND.white });
    expect(p.traffic.leave(PLATE, at(13))).toMatchObject({
      orderStatus: 3,
      receivableMoney: 0,
      paidMoney: 0,
      remark: '白名单车辆，免费通行',
    });
  });

  it('a monthly pass is free within its periods and charges the minutes outside them', () => {
    const p = platform();
    p.store('monthlyCard').insert({
      plateNo: PLATE,
      parkId: PARK,
      parkName: '西湖文化广场停车场',
      ruleName: '夜间月卡',
      periodText: '00:00–07:30、19:00–23:59',
      beginDate: '2026-01-01',
      endDate: '2026-01-31',
    });
    p.traffic.arrive(PLATE, PARK, at(19, 30));
    const night = p.traffic.leave(PLATE, at(22))!;
    expect(night).toMatchObject({ vehicleKind: VEHICLE_KIND.monthly, receivableMoney: 0, orderStatus: 3 });
    expect(night.remark).toContain('月卡车 0 元');
    p.traffic.arrive(PLATE, PARK, at(17));
    const evening = p.traffic.leave(PLATE, at(20))!;
    // 17:00–19:00 lies outside the card: two hours at the temporary rule, no free minutes.
    expect(evening).toMatchObject({ receivableMoney: parkingFee(2 * 3600).receivableMoney, paidMoney: 8 });
    expect(evening.remark).toContain('适用时段外停车 120 分钟');
  });

  it('a blacklisted plate is kept out: no order, a 黑名单告警记录 naming the park and lane', () => {
    const p = platform();
    p.store('blackList').insert({ plateNo: PLATE, plateColor: 1, parkId: PARK, blackReason: 1 });
    const alerts = p.count('blackAlertRecord');
    expect(p.traffic.arrive(PLATE, PARK, at(9))).toBeNull();
    expect(p.count('parkOrder', 'WHERE "plateNo" = ? AND "inTime" = ?', [PLATE, formatChinaTime(at(9))])).toBe(0);
    const [alert] = p.store('blackAlertRecord').select('WHERE "plateNo" = ?', [PLATE], 'ORDER BY "id" DESC LIMIT 1');
    expect(p.count('blackAlertRecord')).toBe(alerts + 1);
    expect(alert).toMatchObject({ parkName: '西湖文化广场停车场', alarmReason: '黑名单车辆入场', status: 1 });
    expect(String(alert.location)).toMatch(/入口$/);
  });

  it('an expected visitor enters free and the 访客车辆 record moves to 已到访 then 已离开, the gate in its trail', () => {
    const p = platform();
    const id = p.store('visitCar').insert({
      plateNo: PLATE,
      parkId: PARK,
      visitStatus: 1,
      visitorName: '李雷',
      hostName: '韩梅梅',
      arriveStart: formatChinaTime(at(8)),
      arriveEnd: formatChinaTime(at(12)),
    });
    expect(p.traffic.arrive(PLATE, PARK, at(9))).toMatchObject({ vehicleKind: VEHICLE_KIND.visitor });
    expect(p.store('visitCar').find(id)).toMatchObject({ visitStatus: 2 });
    // 西湖文化广场's 车场管理 gives visitors 30 free minutes: 90 minutes pay the temporary rule after them (2 hours).
    expect(p.traffic.leave(PLATE, at(10, 30))).toMatchObject({
      receivableMoney: 8,
      remark: '访客车辆（被访人 韩梅梅），免费 30 分钟，超出按临停计费',
    });
    const visit = p.store('visitCar').find(id)!;
    expect(visit.visitStatus).toBe(3);
    const trail = visit.auditTrail as { user: string; toLabel: string }[];
    expect(trail.map((e) => e.toLabel)).toEqual(['已到访', '已离开']);
    expect(trail[0].user).toMatch(/入口$/);
    expect(trail[1].user).toMatch(/出口$/);
  });

  it('a booking held for the plate becomes 已入场 with the order it opened', () => {
    const p = platform();
    const bookId = p.store('bookRecord').insert({
      plateNo: PLATE,
      parkId: PARK,
      bookStatus: 1,
      bookStart: formatChinaTime(at(8, 30)),
      bookEnd: formatChinaTime(at(12)),
    });
    const order = p.traffic.arrive(PLATE, PARK, at(9))!;
    expect(order).toMatchObject({ vehicleKind: VEHICLE_KIND.booking });
    expect(p.store('bookRecord').find(bookId)).toMatchObject({ bookStatus: 2, orderNo: order.orderNo, inTime: order.inTime });
  });

  it('an 错峰月卡 is free in the shared hours only, and a 错峰预约 is entered and finished by the gates', () => {
    const p = platform();
    p.store('staggerMonthCar').insert({
      plateNo: PLATE,
      parkId: PARK,
      cardStatus: 1,
      ruleText: '夜间错峰',
      periodText: '19:00–08:00',
      beginDate: '2026-01-01',
      endDate: '2026-01-31',
    });
    p.traffic.arrive(PLATE, PARK, at(20));
    const night = p.traffic.leave(PLATE, at(23))!;
    expect(night).toMatchObject({ vehicleKind: VEHICLE_KIND.monthly, receivableMoney: 0 });
    expect(night.remark).toContain('错峰月卡 夜间错峰');
    p.traffic.arrive(PLATE, PARK, at(7));
    // 08:00–10:00 lies outside the shared hours.
    expect(p.traffic.leave(PLATE, at(10))).toMatchObject({ receivableMoney: 8 });

    const bookId = p.store('staggerBooking').insert({
      plateNo: '浙A6N3P1',
      parkId: PARK,
      bookStatus: 1,
      bookStart: formatChinaTime(at(11)),
      bookEnd: formatChinaTime(at(14)),
    });
    expect(p.traffic.arrive('浙A6N3P1', PARK, at(11, 10))).toMatchObject({ vehicleKind: VEHICLE_KIND.booking });
    expect(p.store('staggerBooking').find(bookId)).toMatchObject({ bookStatus: 2 });
    p.traffic.leave('浙A6N3P1', at(13));
    expect(p.store('staggerBooking').find(bookId)).toMatchObject({ bookStatus: 3 });
  });

  it('车场管理 decides per park: 告警放行 lets a blacklisted car in, 白名单收费 charges the white list', () => {
    const p = platform();
    const policy = p.store('parkPolicy');
    const [row] = policy.select('WHERE "parkId" = ?', [PARK]);
    policy.patch(Number(row.id), { blackHandle: 2, whiteCharge: 1 });
    p.store('blackList').insert({ plateNo: PLATE, plateColor: 1, parkId: PARK, blackReason: 1 });
    const alerts = p.count('blackAlertRecord');
    expect(p.traffic.arrive(PLATE, PARK, at(9))).toMatchObject({ orderStatus: 1, vehicleKind: VEHICLE_KIND.temporary });
    expect(p.count('blackAlertRecord')).toBe(alerts + 1);
    expect(p.traffic.leave(PLATE, at(10))).toMatchObject({ receivableMoney: 4, remark: '黑名单车辆，告警放行，按标准临停计费' });
    p.store('whiteList').insert({ plateNo: '浙A6N3P1', plateColor: 1, parkId: PARK, whiteType: 1 });
    p.traffic.arrive('浙A6N3P1', PARK, at(9));
    expect(p.traffic.leave('浙A6N3P1', at(10))).toMatchObject({ vehicleKind: VEHICLE_KIND.white, receivableMoney: 4 });
  });

  it('a 车场分组 with 月卡互通 makes a pass of one of its parks hold in the others', () => {
    const p = platform();
    // The seeded groups off: only the group made here counts.
    const groups = p.store('parkGroup');
    for (const g of groups.select('', [])) groups.patch(Number(g.id), { groupStatus: 0 });
    p.store('monthlyCard').insert({
      plateNo: PLATE,
      parkId: 1002,
      ruleName: '标准月卡',
      periodText: '00:00–23:59',
      beginDate: '2026-01-01',
      endDate: '2026-01-31',
    });
    p.traffic.arrive(PLATE, PARK, at(9));
    expect(p.traffic.leave(PLATE, at(11))).toMatchObject({ vehicleKind: VEHICLE_KIND.temporary, receivableMoney: 8 });
    p.store('parkGroup').insert({ parkGroupName: '西湖武林互通组', groupParkIds: [PARK, 1002], shareMonthly: 1, groupStatus: 1 });
    p.traffic.arrive(PLATE, PARK, at(12));
    expect(p.traffic.leave(PLATE, at(14))).toMatchObject({ vehicleKind: VEHICLE_KIND.monthly, receivableMoney: 0 });
  });

  it('a disabled driver pays by the park’s 残疾人优惠规则: free minutes, then its share of the fee', () => {
    const p = platform();
    p.db.prepare(`DELETE FROM ${p.store('disabledDiscountRule').table} WHERE "parkId" = ?`).run(PARK);
    p.store('disabledDiscountRule').insert({
      ruleName: '残疾人停车优惠（西湖文化广场）',
      parkId: PARK,
      ruleStatus: 1,
      freeMinutes: 60,
      discountRate: 50,
      dailyCap: 0,
      validBeginDate: '2026-01-01',
    });
    p.store('disabledCar').insert({ plateNo: PLATE, parkId: PARK, carStatus: 2, validBeginDate: '2026-01-01', validEndDate: '2026-12-31' });
    p.traffic.arrive(PLATE, PARK, at(9));
    // 3 hours: full fee 12 元; after the free hour, two hours at 8 元, half of it 4 元 → 8 元 off.
    expect(p.traffic.leave(PLATE, at(12))).toMatchObject({
      vehicleKind: VEHICLE_KIND.disabled,
      receivableMoney: 12,
      discountMoney: 8,
      paidMoney: 4,
    });
  });

  it('on a 法定节假日 of the park’s 工作日配置 a temporary car has the holiday rule’s two free hours', () => {
    const p = platform();
    // 2026-01-01 (元旦) is a holiday in the seeded 2026 configuration.
    const newYear = Date.parse('2026-01-01T10:00:00+08:00');
    p.traffic.arrive(PLATE, PARK, newYear);
    expect(p.traffic.leave(PLATE, newYear + 100 * 60_000)).toMatchObject({ receivableMoney: 0, orderStatus: 3 });
    p.traffic.arrive(PLATE, PARK, at(10));
    expect(p.traffic.leave(PLATE, at(11, 40))).toMatchObject({ receivableMoney: 8 });
  });
});

describe('免费时长 of 系统设置 decides the free time of a temporary car', () => {
  const PLATE = '浙A5F8D1';
  const at = (day: string, hh: number, mm = 0) =>
    Date.parse(`${day}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00+08:00`);

  it('a park given 60 free minutes on working days lets a 45-minute stay out free, another park still charges it', () => {
    const p = platform();
    const settings = p.store('freeDuration');
    const [park1001] = settings.select('WHERE "parkId" = ?', [1001]);
    expect(park1001).toMatchObject({ weekdayFreeMinutes: 30, holidayFreeMinutes: 120 });
    p.traffic.arrive(PLATE, 1001, at('2026-01-14', 9));
    expect(p.traffic.leave(PLATE, at('2026-01-14', 9, 45))).toMatchObject({ receivableMoney: 4 });
    settings.patch(Number(park1001.freeDurationId), { weekdayFreeMinutes: 60 });
    p.traffic.arrive(PLATE, 1001, at('2026-01-14', 10));
    const free = p.traffic.leave(PLATE, at('2026-01-14', 10, 45))!;
    expect(free).toMatchObject({ receivableMoney: 0, orderStatus: 3 });
    p.traffic.arrive(PLATE, 1002, at('2026-01-14', 11));
    expect(p.traffic.leave(PLATE, at('2026-01-14', 11, 45))).toMatchObject({ receivableMoney: 4 });
  });

  it('its 节假日 time holds on a 法定节假日 of the park’s 工作日配置, and 0 charges from the first minute', () => {
    const p = platform();
    const settings = p.store('freeDuration');
    const [park1001] = settings.select('WHERE "parkId" = ?', [1001]);
    settings.patch(Number(park1001.freeDurationId), { holidayFreeMinutes: 0, weekdayFreeMinutes: 0 });
    // 2026-01-01 (元旦) is a holiday in the seeded 2026 configuration.
    p.traffic.arrive(PLATE, 1001, at('2026-01-01', 10));
    expect(p.traffic.leave(PLATE, at('2026-01-01', 10, 20))).toMatchObject({ receivableMoney: 4 });
    p.traffic.arrive(PLATE, 1001, at('2026-01-14', 10));
    expect(p.traffic.leave(PLATE, at('2026-01-14', 10, 10))).toMatchObject({ receivableMoney: 4 });
  });
});

describe('a monthly pass’s 适用时段', () => {
  it.each([
    [
      '00:00–07:30、19:00–23:59',
      [
        [0, 450],
        [1140, 1440],
      ],
    ],
    ['00:00–23:59', [[0, 1440]]],
    ['08:00~18:00', [[480, 1080]]],
    [
      '19:00–08:00',
      [
        [1140, 1440],
        [0, 480],
      ],
    ],
    ['', [[0, 1440]]],
  ])('%s reads as the minutes %j of the day', (text, ranges) => {
    expect(periodsOfText(text)).toEqual(ranges);
  });

  it('counts the minutes of a stay outside them, across midnight', () => {
    const from = Date.parse('2026-01-14T18:30:00+08:00');
    const to = Date.parse('2026-01-15T08:15:00+08:00');
    // 18:30–19:00 and 07:30–08:15 lie outside the night periods.
    expect(minutesOutside(from, to, periodsOfText('00:00–07:30、19:00–23:59'))).toBe(30 + 45);
    expect(minutesOutside(from, to, periodsOfText('00:00–23:59'))).toBe(0);
  });
});

describe('特殊车辆 at the gates: 车辆分组, 满位, 储值卡', () => {
  const PLATE = '浙A7Q2K9';
  const PARK = 1001;
  const at = (hh: number, mm = 0, day = 14) =>
    Date.parse(`2026-01-${day}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00+08:00`);
  const group = (p: ReturnType<typeof platform>, values: Record<string, unknown>) =>
    p.store('vehicleGroup').insert({
      groupName: '顺丰速运杭州测试车队',
      groupType: 2,
      feeMode: 1,
      scopeParkIds: [PARK],
      groupMembers: [{ plateNo: PLATE, plateColor: 1, driverName: '陈刚', phone: '13905710001' }],
      groupStatus: 1,
      ...values,
    });

  it('a member of a 免费 group passes free in the group’s parks, and pays as a temporary car elsewhere', () => {
    const p = platform();
    group(p, { feeMode: 1 });
    expect(p.traffic.arrive(PLATE, PARK, at(9))).toMatchObject({ vehicleKind: VEHICLE_KIND.temporary });
    expect(p.traffic.leave(PLATE, at(11, 30))).toMatchObject({
      orderStatus: 3,
      receivableMoney: 0,
      paidMoney: 0,
      remark: '分组车辆（顺丰速运杭州测试车队），分组免费通行',
    });
    p.traffic.arrive(PLATE, 1002, at(12));
    expect(p.traffic.leave(PLATE, at(14))).toMatchObject({
      receivableMoney: 8,
      remark: '标准临停计费：30分钟内免费，超过按每小时4.00元计费，每24小时封顶40.00元',
    });
  });

  it('a 折扣 group pays the temporary fee at its discount, rounded to the fen; a stopped group does not', () => {
    const p = platform();
    const id = group(p, { feeMode: 3, discountRate: 8.5 });
    p.traffic.arrive(PLATE, PARK, at(9));
    // 2.5 hours: 12 元 at 8.5 折 → 10.20 元, 1.80 元 off.
    expect(p.traffic.leave(PLATE, at(11, 30))).toMatchObject({
      receivableMoney: 12,
      discountMoney: 1.8,
      paidMoney: 10.2,
      remark: '分组车辆（顺丰速运杭州测试车队），分组折扣 8.5 折',
    });
    p.store('vehicleGroup').patch(id, { groupStatus: 0 });
    p.traffic.arrive(PLATE, PARK, at(12));
    expect(p.traffic.leave(PLATE, at(14, 30))).toMatchObject({ receivableMoney: 12, discountMoney: 0, paidMoney: 12 });
  });

  it('a 月卡价 group passes as 月卡车 within its 协议有效期, and as a temporary car after it', () => {
    const p = platform();
    const id = group(p, { feeMode: 2, validPeriod: ['2026-01-01 00:00:00', '2026-01-31 23:59:59'] });
    expect(p.traffic.arrive(PLATE, PARK, at(9))).toMatchObject({ vehicleKind: VEHICLE_KIND.monthly });
    expect(p.traffic.leave(PLATE, at(18))).toMatchObject({
      receivableMoney: 0,
      orderStatus: 3,
      remark: '分组车辆（顺丰速运杭州测试车队），按月卡价，月卡车 0 元',
    });
    p.store('vehicleGroup').patch(id, { validPeriod: ['2025-01-01 00:00:00', '2026-01-13 23:59:59'] });
    expect(p.traffic.arrive(PLATE, PARK, at(19))).toMatchObject({ vehicleKind: VEHICLE_KIND.temporary });
    expect(p.traffic.leave(PLATE, at(21))).toMatchObject({ receivableMoney: 8 });
  });

  it('a 分组临时车 takes its group’s treatment within its 登记时段 only', () => {
    const p = platform();
    const groupId = group(p, { feeMode: 1, groupMembers: [] });
    p.store('groupTempCar').insert({
      groupId,
      plateNo: '浙A6N3P1',
      plateColor: 1,
      parkId: PARK,
      driverName: '王强',
      validPeriod: ['2026-01-14 08:00:00', '2026-01-14 12:00:00'],
      tempReason: '临时调车送货',
    });
    p.traffic.arrive('浙A6N3P1', PARK, at(9));
    expect(p.traffic.leave('浙A6N3P1', at(11))).toMatchObject({
      receivableMoney: 0,
      remark: '分组临时车（顺丰速运杭州测试车队），分组免费通行',
    });
    p.traffic.arrive('浙A6N3P1', PARK, at(13));
    expect(p.traffic.leave('浙A6N3P1', at(15))).toMatchObject({ receivableMoney: 8, paidMoney: 8 });
  });

  it('a full park keeps a temporary car out (车位已满, no order) and lets a 月卡车 in only where 车场管理 allows it', () => {
    const p = platform();
    // 运河天地路内停车场 (1010) has 40 berths: fill them.
    const orders = p.store('parkOrder');
    const inside = () => p.count('parkOrder', 'WHERE "parkId" = 1010 AND "orderStatus" = 1');
    for (let n = inside(); n < 40; n++)
      orders.insert({
        orderNo: `PO20260114080000${String(n).padStart(4, '0')}`,
        plateNo: `浙B${String(10000 + n)}`,
        parkId: 1010,
        orderStatus: 1,
        inTime: '2026-01-14 08:00:00',
      });
    expect(inside()).toBe(40);
    expect(p.traffic.arrive(PLATE, 1010, at(9))).toBeNull();
    expect(p.count('parkOrder', 'WHERE "plateNo" = ?', [PLATE])).toBe(0);
    expect(laneExceptions(p.db).at(-1)).toMatchObject({
      exceptionType: LANE_EXCEPTION.full,
      parkId: 1010,
      readPlate: PLATE,
      orderNo: null,
    });
    expect(LANE_EXCEPTION_NAMES[LANE_EXCEPTION.full]).toBe('车位已满');

    p.store('monthlyCard').insert({
      plateNo: '浙A6N3P1',
      parkId: 1010,
      ruleName: '标准月卡',
      periodText: '00:00–23:59',
      beginDate: '2026-01-01',
      endDate: '2026-01-31',
    });
    const policy = p.store('parkPolicy');
    const [row] = policy.select('WHERE "parkId" = 1010', []);
    policy.patch(Number(row.id), { fullMonthlyEntry: 1 });
    expect(p.traffic.arrive('浙A6N3P1', 1010, at(9, 5))).toMatchObject({ vehicleKind: VEHICLE_KIND.monthly, orderStatus: 1 });
    p.traffic.leave('浙A6N3P1', at(9, 30));
    policy.patch(Number(row.id), { fullMonthlyEntry: 0 });
    expect(p.traffic.arrive('浙A6N3P1', 1010, at(10))).toBeNull();
    expect(laneExceptions(p.db).at(-1)).toMatchObject({ exceptionType: LANE_EXCEPTION.full, readPlate: '浙A6N3P1' });
  });

  it('a 储值卡 of the park pays the exit fee from its balance at the rule’s 停车费折扣, with a 消费记录', () => {
    const p = platform();
    const cards = p.store('storedCard');
    const id = cards.insert({
      cardNo: 'CZ100199901',
      plateNo: PLATE,
      plateColor: 1,
      parkId: PARK,
      ownerName: '周明',
      balance: 5000,
      accountStatus: 1,
    });
    const rate = storedFeeDiscount(p.store, PARK, '2026-01-14');
    expect(rate).toBe(90);
    const charges = p.count('chargeInfo');
    p.traffic.arrive(PLATE, PARK, at(9));
    const order = p.traffic.leave(PLATE, at(11, 30))!;
    // 12 元 at 9 折: 10.80 元 from the balance, 1.20 元 off.
    expect(order).toMatchObject({ orderStatus: 3, receivableMoney: 12, discountMoney: 1.2, paidMoney: 10.8, payType: 6 });
    expect(order.remark).toBe(
      '标准临停计费：30分钟内免费，超过按每小时4.00元计费，每24小时封顶40.00元；储值卡支付（卡号 CZ100199901，9 折）',
    );
    expect(cards.find(id)).toMatchObject({ balance: 5000 - 1080 });
    const [consume] = p.store('storedCardConsume').select('WHERE "orderNo" = ?', [order.orderNo]);
    expect(consume).toMatchObject({
      cardNo: 'CZ100199901',
      plateNo: PLATE,
      parkId: PARK,
      consumeAmount: 1080,
      consumeDiscount: 120,
      balanceBefore: 5000,
      balanceAfter: 3920,
      consumeTime: '2026-01-14 11:30:00',
    });
    expect(p.count('chargeInfo')).toBe(charges + 1);
  });

  it('a balance short of the fee pays nothing: the card is untouched and the order takes the lane’s usual path', () => {
    const p = platform();
    const cards = p.store('storedCard');
    const id = cards.insert({ cardNo: 'CZ100199902', plateNo: PLATE, plateColor: 1, parkId: PARK, balance: 500, accountStatus: 1 });
    const consumes = p.count('storedCardConsume');
    p.traffic.arrive(PLATE, PARK, at(9));
    const order = p.traffic.leave(PLATE, at(11, 30))!;
    expect(order).toMatchObject({ orderStatus: 3, receivableMoney: 12, discountMoney: 0, paidMoney: 12 });
    expect([1, 2, 3, 4, 5]).toContain(order.payType);
    expect(order.remark).not.toContain('储值卡');
    expect(cards.find(id)).toMatchObject({ balance: 500 });
    expect(p.count('storedCardConsume')).toBe(consumes);
    // A card of another park does not pay here, nor one under refund review.
    cards.patch(id, { balance: 50_000, parkId: 1002 });
    p.traffic.arrive(PLATE, PARK, at(12));
    expect(p.traffic.leave(PLATE, at(13))).toMatchObject({ paidMoney: 4 });
    cards.patch(id, { parkId: PARK, accountStatus: 2 });
    p.traffic.arrive(PLATE, PARK, at(14));
    expect(p.traffic.leave(PLATE, at(15))).toMatchObject({ paidMoney: 4 });
    expect(cards.find(id)).toMatchObject({ balance: 50_000 });
  });
});
