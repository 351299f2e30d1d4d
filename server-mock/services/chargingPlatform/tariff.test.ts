/**
 * The bill of a charging session, case by case over the period boundaries (server-mock/services/chargingPlatform/tariff.ts):
 * one period, 峰 → 平, 尖/峰 → 谷 over midnight, a 法定节假日 (the holiday periods, by dayKindAt of 工作日配置),
 * rounding once to fen with lines that add up, and the occupancy fee inside and past the free minutes, at the daily
 * cap, free at night and by started hours; then the coverage of 00:00–24:00 and the price checks.
 */
import { describe, expect, it } from 'vitest';
import { dayKindAt } from '../workingDayConfig';
import { HOLIDAY_NOTICES } from '../workingDayConfig/holidays';
import type { EntityStore } from '../../engine/store';
import { billSession, coverageProblem, occupancyFee, priceProblem, type OccupancyRule, type Tariff } from './tariff';

const p = (periodType: number, startTime: string, endTime: string, elecPrice: number, servicePrice: number) => ({
  periodType,
  startTime,
  endTime,
  elecPrice,
  servicePrice,
});
const JIAN = 1;
const FENG = 2;
const PING = 3;
const GU = 4;

const TARIFF: Tariff = {
  periods: [
    p(GU, '00:00', '08:00', 0.3, 0.4),
    p(FENG, '08:00', '11:00', 0.9, 0.8),
    p(PING, '11:00', '13:00', 0.6, 0.6),
    p(FENG, '13:00', '19:00', 0.9, 0.8),
    p(JIAN, '19:00', '21:00', 1.2, 0.8),
    p(FENG, '21:00', '22:00', 0.9, 0.8),
    p(GU, '22:00', '24:00', 0.3, 0.4),
  ],
  holidayEnabled: 1,
  holidayPeriods: [p(GU, '00:00', '08:00', 0.3, 0.3), p(PING, '08:00', '24:00', 0.6, 0.5)],
};

/** The platform's 2026 工作日配置 as the store holds it: dayKindAt reads it (国庆 2026-10-01 … 10-07). */
const calendarStore = { select: () => [{ days: HOLIDAY_NOTICES[2026].days }] } as unknown as EntityStore;
const dayKindOf = (date: string) => dayKindAt(calendarStore, 1001, date);

const OCCUPY: OccupancyRule = {
  graceMinutes: 15,
  chargeUnit: 1,
  unitPrice: 50,
  dailyCap: 3000,
  nightFree: 1,
  nightStart: '22:00',
  nightEnd: '07:00',
};

describe('billSession', () => {
  it.each([
    // name, start, end, kWh, [period, from, to, kWh, elec fen, service fen] per line, total fen
    ['inside one period (峰)', '2026-03-10 09:00:00', '2026-03-10 10:00:00', 30, [[FENG, '09:00:00', '10:00:00', 30, 2700, 2400]], 5100],
    [
      'crossing 峰 → 平',
      '2026-03-10 10:30:00',
      '2026-03-10 11:30:00',
      20,
      [
        [FENG, '10:30:00', '11:00:00', 10, 900, 800],
        [PING, '11:00:00', '11:30:00', 10, 600, 600],
      ],
      2900,
    ],
    [
      'crossing midnight (尖 → 峰 → 谷 → next day 谷)',
      '2026-03-10 20:00:00',
      '2026-03-11 00:30:00',
      45,
      [
        [JIAN, '20:00:00', '21:00:00', 10, 1200, 800],
        [FENG, '21:00:00', '22:00:00', 10, 900, 800],
        [GU, '22:00:00', '24:00:00', 20, 600, 800],
        [GU, '00:00:00', '00:30:00', 5, 150, 200],
      ],
      5450,
    ],
    [
      'a 法定节假日 (国庆): the holiday periods',
      '2026-10-01 09:00:00',
      '2026-10-01 10:00:00',
      30,
      [[PING, '09:00:00', '10:00:00', 30, 1800, 1500]],
      3300,
    ],
    [
      'the working day after it: the ordinary periods',
      '2026-10-09 09:00:00',
      '2026-10-09 10:00:00',
      30,
      [[FENG, '09:00:00', '10:00:00', 30, 2700, 2400]],
      5100,
    ],
    [
      'from the holiday into an ordinary day at midnight',
      '2026-10-07 23:00:00',
      '2026-10-08 01:00:00',
      20,
      [
        [PING, '23:00:00', '24:00:00', 10, 600, 500],
        [GU, '00:00:00', '01:00:00', 10, 300, 400],
      ],
      1800,
    ],
  ] as const)('%s', (_name, start, end, kwh, lines, total) => {
    const bill = billSession(TARIFF, { startTime: start, endTime: end, energyKwh: kwh }, dayKindOf);
    expect(bill.lines.map((l) => [l.periodType, l.fromTime, l.toTime, l.energyKwh, l.elecFee, l.serviceFee])).toEqual(
      lines.map((l) => [...l]),
    );
    expect(bill.totalFee).toBe(total);
    expect(bill.occupyFee).toBe(0);
    expect(bill.lines.reduce((a, l) => a + l.amount, 0)).toBe(bill.chargeFee);
  });

  it('rounds once to fen: 12.345 kWh at 0.9123 + 0.8011 元/kWh is ¥21.15 (21.151923), split ¥11.26 + ¥9.89', () => {
    const one: Tariff = { periods: [p(PING, '00:00', '24:00', 0.9123, 0.8011)] };
    const bill = billSession(one, { startTime: '2026-03-10 09:00:00', endTime: '2026-03-10 10:00:00', energyKwh: 12.345 }, dayKindOf);
    expect([bill.chargeFee, bill.elecFee, bill.serviceFee]).toEqual([2115, 1126, 989]);
  });

  it('keeps lines that add up to the total when each line alone would round otherwise', () => {
    // Three equal slices of 1.001 kWh at 0.3333 + 0.3333: each 0.6673 元 exactly 0.66726…, together ¥2.00 (2.0018).
    const three: Tariff = {
      periods: [
        p(GU, '00:00', '08:00', 0.3333, 0.3333),
        p(PING, '08:00', '09:00', 0.3333, 0.3333),
        p(FENG, '09:00', '24:00', 0.3333, 0.3333),
      ],
    };
    const bill = billSession(three, { startTime: '2026-03-10 07:00:00', endTime: '2026-03-10 10:00:00', energyKwh: 3.003 }, dayKindOf);
    expect(bill.lines.map((l) => l.energyWh)).toEqual([1001, 1001, 1001]);
    expect(bill.chargeFee).toBe(200);
    expect(bill.lines.reduce((a, l) => a + l.elecFee, 0)).toBe(bill.elecFee);
    expect(bill.lines.reduce((a, l) => a + l.serviceFee, 0)).toBe(bill.serviceFee);
    expect(bill.elecFee + bill.serviceFee).toBe(200);
  });

  it('adds the occupancy fee to the total', () => {
    const bill = billSession(
      TARIFF,
      { startTime: '2026-03-10 09:00:00', endTime: '2026-03-10 10:00:00', energyKwh: 30, releaseTime: '2026-03-10 10:40:00' },
      dayKindOf,
      OCCUPY,
    );
    expect([bill.chargeFee, bill.occupyMinutes, bill.occupyFee, bill.totalFee]).toEqual([5100, 25, 1250, 6350]);
  });
});

describe('occupancyFee', () => {
  it.each([
    ['unplugged within the 15 free minutes', OCCUPY, '2026-03-10 10:00:00', '2026-03-10 10:10:00', 0, 0],
    ['unplugged exactly at the end of the free minutes', OCCUPY, '2026-03-10 10:00:00', '2026-03-10 10:15:00', 0, 0],
    ['25 minutes past the free minutes at ¥0.50 a minute', OCCUPY, '2026-03-10 10:00:00', '2026-03-10 10:40:00', 25, 1250],
    ['a started minute counts whole', OCCUPY, '2026-03-10 10:00:00', '2026-03-10 10:15:01', 1, 50],
    ['all afternoon: the daily cap of ¥30', OCCUPY, '2026-03-10 10:00:00', '2026-03-10 18:00:00', 465, 3000],
    ['overnight: the night free, each day its own cap', OCCUPY, '2026-03-10 21:00:00', '2026-03-11 08:00:00', 105, 5250],
    ['overnight without 夜间免费', { ...OCCUPY, nightFree: 0 }, '2026-03-10 21:00:00', '2026-03-11 08:00:00', 645, 6000],
    [
      'by started hours (¥3 an hour): 76 minutes are 2 hours',
      { ...OCCUPY, chargeUnit: 2, unitPrice: 300 },
      '2026-03-10 10:00:00',
      '2026-03-10 11:31:00',
      76,
      600,
    ],
    ['no cap (0)', { ...OCCUPY, dailyCap: 0 }, '2026-03-10 10:00:00', '2026-03-10 18:00:00', 465, 23250],
  ] as const)('%s', (_name, rule, end, release, minutes, fee) => {
    expect(occupancyFee(rule, end, release)).toEqual({ minutes, fee });
  });

  it('charges nothing without a rule or while the connector is still held', () => {
    expect(occupancyFee(null, '2026-03-10 10:00:00', '2026-03-10 18:00:00')).toEqual({ minutes: 0, fee: 0 });
    expect(occupancyFee(OCCUPY, '2026-03-10 10:00:00', null)).toEqual({ minutes: 0, fee: 0 });
  });
});

describe('coverageProblem and priceProblem', () => {
  const spans = (...pairs: [string, string][]) => pairs.map(([startTime, endTime]) => ({ startTime, endTime }));
  it.each([
    ['the whole day', spans(['00:00', '08:00'], ['08:00', '24:00']), null],
    ['in any order', spans(['22:00', '24:00'], ['00:00', '22:00']), null],
    ['a gap in the morning', spans(['00:00', '07:00'], ['08:00', '24:00']), '时段未覆盖 07:00–08:00'],
    ['two gaps', spans(['00:30', '07:00'], ['08:00', '22:00']), '时段未覆盖 00:00–00:30、07:00–08:00、22:00–24:00'],
    ['an overlap', spans(['00:00', '12:00'], ['10:00', '24:00']), '时段 10:00–24:00 与 00:00–12:00 重叠'],
    ['an end before its start', spans(['00:00', '12:00'], ['24:00', '12:00']), '第 2 行的时段结束应晚于开始'],
    ['no period', spans(), '请至少设置一个时段'],
  ] as const)('%s', (_name, periods, message) => {
    expect(coverageProblem(periods)).toBe(message);
  });

  it('names the holiday table', () => {
    expect(coverageProblem(spans(['00:00', '20:00']), '节假日时段')).toBe('节假日时段未覆盖 20:00–24:00');
  });

  it.each([
    [0.5283, null],
    [0, null],
    [-0.01, '第 2 行的电价不能小于0'],
    [0.12345, '第 2 行的电价最多保留4位小数'],
    [null, '第 2 行的电价不能为空'],
  ])('price %s', (price, message) => {
    expect(priceProblem(price, '电价', 2)).toBe(message);
  });
});
