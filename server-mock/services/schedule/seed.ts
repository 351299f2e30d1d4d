/**
 * Curated seed and rules of schemas/schedule.json (排班管理): the twelve shifts of services/schedule/data.ts (no
 * generated ones: a shift list of sixty would not be real) and the rota of every person from 21 days before the
 * seed's day to 35 days after it. Code, because the document cannot say these:
 * - a shift's times are `HH:mm` (an end at or before the start runs past midnight);
 * (Deleting a shift in use is refused by services/schedule/index.ts, which serves that delete.)
 */
import { CELLS_DDL, CELLS_TABLE, writeCell } from './cells';
import { SCHEDULE_STAFF, SHIFT_SEED, seededShift } from './data';
import { formatSeedTime } from '../../engine/seedValues';
import { DAY } from '../../engine/seedKit';
import type { EngineExtension, SeedKit } from '../../engine/types';

export const SHIFT_ENTITY = 'scheduleShift';
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

function seedShifts(kit: SeedKit): number {
  SHIFT_SEED.forEach((shift, i) =>
    kit.insert({ shiftId: i + 1, ...shift, updateTime: formatSeedTime(kit.now - (40 - i) * DAY + 9 * 3600_000) }),
  );
  const stamp = formatSeedTime(kit.now);
  for (let d = -21; d <= 35; d++) {
    const ms = kit.now + d * DAY;
    const date = formatSeedTime(ms).slice(0, 10);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    for (const staff of SCHEDULE_STAFF) {
      for (const parkId of staff.parkIds) {
        const shiftId = seededShift(staff, parkId, d + 21, weekday);
        if (shiftId !== null) writeCell(kit.db, { staffId: staff.staffId, parkId, date, shiftId }, stamp);
      }
    }
  }
  return SHIFT_SEED.length;
}

function checkTimes(values: Record<string, unknown>): string | void {
  for (const [key, title] of [
    ['startTime', '开始时间'],
    ['endTime', '结束时间'],
  ] as const) {
    const value = values[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' || !TIME.test(value)) return `${title}格式应为 HH:mm`;
    values[key] = value.slice(0, 5);
  }
  if (values.startTime !== undefined && values.startTime === values.endTime) return '结束时间不能与开始时间相同';
}

export const scheduleExtension: EngineExtension = {
  entities: {
    [SHIFT_ENTITY]: {
      tables: [{ name: CELLS_TABLE, ddl: CELLS_DDL }],
      seed: seedShifts,
      fixedRows: true,
      hooks: {
        beforeCreate: checkTimes,
        beforeUpdate: (_current, values) => checkTimes(values),
      },
    },
  },
};
