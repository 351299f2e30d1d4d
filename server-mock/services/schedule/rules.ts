/**
 * When a schedule cell may be saved (排班管理), as pure functions. The refusals, each with the text the console
 * shows beside the refused cell:
 * - 不能修改今天之前的排班: the date is before today (China time);
 * - 该员工不属于该车场: the person is not on the park's staff;
 * - 班次不存在 / 班次「X」已停用 / 班次「X」不适用于该车场: the shift is unknown, disabled, or not for this park;
 * - 该员工当天已有班次（<车场> <班次> HH:mm-HH:mm）: the person already works a shift on that date in another park whose
 *   time range overlaps this one. A range is [start, end) on the cell's date; an end at or before the start runs past
 *   midnight into the next day (夜班 23:00-07:00 is 23:00-31:00). Shifts on different dates never conflict.
 */
export interface ShiftRecord {
  shiftId: number;
  shiftName: string;
  startTime: string;
  endTime: string;
  shiftStatus: number;
  parkIds: number[];
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** [start, end) in minutes from the cell date's midnight. */
export function shiftRange(shift: Pick<ShiftRecord, 'startTime' | 'endTime'>): [number, number] {
  const start = minutes(shift.startTime);
  const end = minutes(shift.endTime);
  return [start, end <= start ? end + 24 * 60 : end];
}

export function overlaps(a: Pick<ShiftRecord, 'startTime' | 'endTime'>, b: Pick<ShiftRecord, 'startTime' | 'endTime'>): boolean {
  const [as, ae] = shiftRange(a);
  const [bs, be] = shiftRange(b);
  return as < be && bs < ae;
}

export const PAST_DATE = '不能修改今天之前的排班';
export const NOT_STAFF = '该员工不属于该车场';
export const NO_SHIFT = '班次不存在';
export const disabledShift = (name: string) => `班次「${name}」已停用`;
export const notForPark = (name: string) => `班次「${name}」不适用于该车场`;
export const conflict = (park: string, shift: ShiftRecord) =>
  `该员工当天已有班次（${park} ${shift.shiftName} ${shift.startTime}-${shift.endTime}）`;

export interface CellCheck {
  date: string;
  today: string;
  parkId: number;
  onStaff: boolean;
  /** null clears the cell. */
  shift: ShiftRecord | null | undefined;
  /** The person's shifts of that date in other parks. */
  elsewhere: { parkName: string; shift: ShiftRecord }[];
}

/** Why the cell cannot be saved, or undefined when it can. Clearing a cell is refused only for a past date or a stranger. */
export function refusal(check: CellCheck): string | undefined {
  if (check.date < check.today) return PAST_DATE;
  if (!check.onStaff) return NOT_STAFF;
  if (check.shift === null) return undefined;
  if (check.shift === undefined) return NO_SHIFT;
  if (check.shift.shiftStatus !== 1) return disabledShift(check.shift.shiftName);
  if (!check.shift.parkIds.includes(check.parkId)) return notForPark(check.shift.shiftName);
  const clash = check.elsewhere.find((other) => overlaps(other.shift, check.shift as ShiftRecord));
  return clash ? conflict(clash.parkName, clash.shift) : undefined;
}
