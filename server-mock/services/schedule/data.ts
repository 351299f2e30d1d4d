/**
 * Staff and shifts of schemas/schedule.json (排班管理). Staff: the toll collectors of the shared option list
 * (COLLECTORS, 收费员 of 文三路 and others), three booth collectors (岗亭收费员) per closed park and one inspector
 * (巡检员) per pair of parks, who appears in the calendars of both. Parks are those of the shared `park` dictionary.
 */
import { PARKS } from '../sharedOptions/parks';
import { COLLECTORS, PARK_PLACES } from '../sharedOptions/data';

export interface ScheduleStaff {
  staffId: number;
  staffName: string;
  roleName: '收费员' | '岗亭收费员' | '巡检员';
  /** The parks whose calendars list this person. */
  parkIds: number[];
}

const BOOTH_NAMES = [
  '周志强',
  '吴晓燕',
  '郑海波',
  '孙丽华',
  '朱建新',
  '胡美玲',
  '郭伟东',
  '何春梅',
  '林国庆',
  '罗秀珍',
  '徐志刚',
  '马晓丽',
  '高建军',
  '谢玉兰',
  '宋德明',
  '唐雪梅',
  '许文博',
  '韩冬梅',
  '冯立新',
  '曹晓红',
  '彭家豪',
  '曾凤英',
  '萧志远',
  '田慧敏',
  '董宏伟',
  '潘丽萍',
  '袁国栋',
];
const INSPECTOR_NAMES = ['蒋文涛', '蔡明辉', '余建平', '杜晓峰', '叶振华'];
/** Pairs of parks one inspector covers. */
const INSPECTOR_PARKS: [number, number][] = [
  [1001, 1004],
  [1002, 1007],
  [1003, 1009],
  [1005, 1008],
  [1006, 1010],
];

const closedParks = PARKS.filter((park) => !PARK_PLACES[park.parkId]?.roadside);

export const SCHEDULE_STAFF: readonly ScheduleStaff[] = [
  ...COLLECTORS.map((c) => ({ staffId: c.collectorId, staffName: c.collectorName, roleName: '收费员' as const, parkIds: [c.parkId] })),
  ...closedParks.flatMap((park, p) =>
    [0, 1, 2].map((k) => ({
      staffId: 4001 + p * 3 + k,
      staffName: BOOTH_NAMES[p * 3 + k],
      roleName: '岗亭收费员' as const,
      parkIds: [park.parkId],
    })),
  ),
  ...INSPECTOR_PARKS.map((parks, i) => ({ staffId: 5001 + i, staffName: INSPECTOR_NAMES[i], roleName: '巡检员' as const, parkIds: parks })),
];

export const staffOfPark = (parkId: number) => SCHEDULE_STAFF.filter((s) => s.parkIds.includes(parkId));
export const staffById = (staffId: number) => SCHEDULE_STAFF.find((s) => s.staffId === staffId);
export const parkName = (parkId: number) => PARKS.find((p) => p.parkId === parkId)?.parkName ?? `车场${parkId}`;

const ALL_CLOSED = closedParks.map((p) => p.parkId);
const ROADSIDE = PARKS.filter((p) => PARK_PLACES[p.parkId]?.roadside).map((p) => p.parkId);
const ALL = PARKS.map((p) => p.parkId);

/** The curated shifts (shiftId 1…12): names, times (end ≤ start runs past midnight), colours, parks, status. */
export const SHIFT_SEED = [
  {
    shiftName: '早班',
    startTime: '07:00',
    endTime: '15:00',
    color: '#1677ff',
    parkIds: ALL_CLOSED,
    shiftStatus: 1,
    remark: '含早高峰入场',
  },
  { shiftName: '中班', startTime: '15:00', endTime: '23:00', color: '#52c41a', parkIds: ALL_CLOSED, shiftStatus: 1, remark: null },
  {
    shiftName: '夜班',
    startTime: '23:00',
    endTime: '07:00',
    color: '#722ed1',
    parkIds: ALL_CLOSED,
    shiftStatus: 1,
    remark: '跨夜，次日 07:00 交班',
  },
  { shiftName: '白班', startTime: '08:00', endTime: '20:00', color: '#fa8c16', parkIds: ALL, shiftStatus: 1, remark: '十二小时班' },
  {
    shiftName: '路内早班',
    startTime: '07:30',
    endTime: '13:30',
    color: '#13c2c2',
    parkIds: ROADSIDE,
    shiftStatus: 1,
    remark: '路内泊位巡收',
  },
  {
    shiftName: '路内晚班',
    startTime: '13:30',
    endTime: '19:30',
    color: '#eb2f96',
    parkIds: ROADSIDE,
    shiftStatus: 1,
    remark: '路内泊位巡收',
  },
  { shiftName: '巡检上午', startTime: '09:00', endTime: '12:00', color: '#8c8c8c', parkIds: ALL, shiftStatus: 1, remark: '设备与泊位巡检' },
  { shiftName: '巡检下午', startTime: '14:00', endTime: '17:00', color: '#8c8c8c', parkIds: ALL, shiftStatus: 1, remark: '设备与泊位巡检' },
  {
    shiftName: '机场夜班',
    startTime: '20:00',
    endTime: '08:00',
    color: '#722ed1',
    parkIds: [1008],
    shiftStatus: 1,
    remark: '机场 P2 通宵值守',
  },
  {
    shiftName: '假日班',
    startTime: '10:00',
    endTime: '18:00',
    color: '#fa8c16',
    parkIds: [1001, 1002, 1007],
    shiftStatus: 1,
    remark: '商圈节假日加强',
  },
  {
    shiftName: '旧早班',
    startTime: '06:30',
    endTime: '14:30',
    color: '#1677ff',
    parkIds: ALL_CLOSED,
    shiftStatus: 0,
    remark: '已由早班替代',
  },
  {
    shiftName: '旧晚班',
    startTime: '14:30',
    endTime: '22:30',
    color: '#52c41a',
    parkIds: ALL_CLOSED,
    shiftStatus: 0,
    remark: '已由中班替代',
  },
];

/** Shift ids of the seed, by name. */
export const SHIFT_ID = Object.fromEntries(SHIFT_SEED.map((s, i) => [s.shiftName, i + 1])) as Record<string, number>;

/** The rota of the seed: booth collectors rotate 早早中中夜休休 (each a different offset), roadside collectors 路内早/晚 five days a week, inspectors 巡检上午 in their first park and 巡检下午 in the second on weekdays. */
export function seededShift(staff: ScheduleStaff, parkId: number, dayIndex: number, weekday: number): number | null {
  if (staff.roleName === '巡检员') {
    if (weekday === 0 || weekday === 6) return null;
    return parkId === staff.parkIds[0] ? SHIFT_ID['巡检上午'] : SHIFT_ID['巡检下午'];
  }
  if (staff.roleName === '收费员') {
    if (PARK_PLACES[parkId]?.roadside)
      return (dayIndex + staff.staffId) % 7 < 5
        ? (staff.staffId % 2 === 0) === (dayIndex % 2 === 0)
          ? SHIFT_ID['路内早班']
          : SHIFT_ID['路内晚班']
        : null;
    return (dayIndex + staff.staffId) % 7 < 5 ? SHIFT_ID['白班'] : null;
  }
  const rota = ['早班', '早班', '中班', '中班', '夜班', null, null];
  const name = rota[(dayIndex + (staff.staffId % 3) * 2) % 7];
  return name === null ? null : SHIFT_ID[name];
}
