/**
 * 车辆分组, 分组临时车, 车场分组 and 车场管理 (schemas/specificCar.json: entities vehicleGroup, groupTempCar, parkGroup,
 * parkPolicy): their lists, forms and checks are the document's generic endpoints. Why code: seed rows that must agree
 * with each other and with the shared vocabulary — a group's member plates and park scope, the temporary cars
 * registered to existing groups inside those parks, park groups of real parks, and exactly one policy row per park
 * (1001–1010), which the generic generator cannot promise.
 */
import { createPrng, type Prng } from '../../db/prng';
import { DAY, HOUR } from '../../engine/seedKit';
import { formatSeedTime, seedMobile, seedPlate } from '../../engine/seedValues';
import { personName } from '../../engine/seedVocabulary';
import type { EngineExtension, SeedKit } from '../../engine/types';
import { PARKS } from '../sharedOptions/parks';

export const GROUP_COUNT = 64;
export const TEMP_CAR_COUNT = 72;
export const PARK_GROUP_COUNT = 60;

const COMPANIES = [
  '顺丰速运杭州',
  '京东物流滨江',
  '中通快递西湖',
  '杭州公交集团',
  '浙江移动杭州分公司',
  '海康威视',
  '网易杭州',
  '阿里巴巴西溪园区',
  '杭州市城管局',
  '西湖区人民医院',
  '杭州地铁运营',
  '国家电网杭州供电',
  '盒马鲜生配送',
  '美团买菜配送',
  '杭州银行',
  '浙大一院',
];
const SUFFIX: Record<number, string[]> = {
  1: ['员工车队', '班车组', '高管用车'],
  2: ['配送车队', '干线车队', '城配车组'],
  3: ['公务用车', '执法车组'],
  4: ['合作单位车辆', '驻场服务车'],
};
const REASONS = ['临时调车送货', '替班车辆', '外地车队支援', '车辆维修期间替代车', '大型活动保障', '设备运输'];
const PARK_GROUP_NAMES = ['商圈月卡通用', '住宅区互通', '园区通勤', '医院周边', '地铁接驳', '夜间共享'];

const dateTime = (ms: number) => formatSeedTime(ms);
const pickParks = (rng: Prng, min: number, max: number) => {
  const ids = PARKS.map((p) => p.parkId);
  const n = rng.int(min, max);
  const chosen: number[] = [];
  while (chosen.length < n) {
    const id = rng.pick(ids);
    if (!chosen.includes(id)) chosen.push(id);
  }
  return chosen.sort();
};

/**
 * 协议有效期 of a group: most run without an end (长期有效); every fourth under a yearly agreement running now, a few
 * whose agreement has ended (their members pay as temporary cars again).
 */
function protocolPeriod(now: number, i: number): [string, string] | null {
  const day = Math.floor(now / DAY) * DAY - 8 * HOUR;
  if (i % 10 === 7) return [dateTime(day - (400 + i) * DAY), dateTime(day - (20 + i) * DAY + 86_399_000)];
  if (i % 4 === 1) return [dateTime(day - (100 + i) * DAY), dateTime(day + (265 - i) * DAY + 86_399_000)];
  return null;
}

interface SeededGroup {
  id: number;
  groupName: string;
  scopeParkIds: number[];
  groupMembers: { plateNo: string; plateColor: number; driverName: string; phone: string }[];
}
const groupCache = new Map<number, SeededGroup[]>();

function groupRows(now: number): (SeededGroup & Record<string, unknown>)[] {
  const rng = createPrng(`vehicleGroup:${now}`);
  const rows = Array.from({ length: GROUP_COUNT }, (_, i) => {
    const groupType = [1, 2, 1, 3, 4, 2][i % 6];
    const feeMode = [1, 2, 3, 3, 2][i % 5];
    const company = COMPANIES[i % COMPANIES.length];
    const groupName = `${company}${SUFFIX[groupType][Math.floor(i / COMPANIES.length) % SUFFIX[groupType].length]}${i >= 48 ? ` ${Math.floor(i / 16)}组` : ''}`;
    const groupMembers = Array.from({ length: rng.int(2, 8) }, () => ({
      plateNo: seedPlate(rng),
      plateColor: rng.chance(0.85) ? 1 : 5,
      driverName: personName(rng.pick),
      phone: seedMobile(rng),
    }));
    const updated = now - rng.int(1, 120) * DAY + rng.int(8 * HOUR, 19 * HOUR);
    return {
      id: i + 1,
      groupName,
      groupType,
      feeMode,
      discountRate: feeMode === 3 ? rng.pick([5, 6, 7, 8, 8.5, 9]) : null,
      scopeParkIds: pickParks(rng, 1, 4),
      validPeriod: protocolPeriod(now, i),
      groupMembers,
      contactName: personName(rng.pick),
      contactPhone: seedMobile(rng),
      groupStatus: i % 9 === 4 ? 0 : 1,
      remark: i % 4 === 0 ? '协议期内按约定收费' : null,
      createTime: dateTime(updated - rng.int(10, 200) * DAY),
      updateTime: dateTime(updated),
    };
  });
  return rows;
}

export function seededGroups(now: number): SeededGroup[] {
  const hit = groupCache.get(now);
  if (hit) return hit;
  const rows = groupRows(now);
  groupCache.set(now, rows);
  return rows;
}

function seedGroups(kit: SeedKit): number {
  const rows = seededGroups(kit.now);
  for (const row of rows) kit.insert(row as unknown as Record<string, unknown>);
  return rows.length;
}

function seedTempCars(kit: SeedKit): number {
  const groups = seededGroups(kit.now);
  const rng = createPrng(`groupTempCar:${kit.now}`);
  for (let i = 0; i < TEMP_CAR_COUNT; i++) {
    const group = groups[(i * 7) % groups.length];
    // Past, current and coming registrations: a day to a week each.
    const start = kit.now + (rng.int(-40, 10) * DAY - (kit.now % HOUR)) + rng.int(7, 10) * HOUR;
    const end = start + rng.int(1, 7) * DAY - HOUR;
    kit.insert({
      id: i + 1,
      groupId: group.id,
      plateNo: seedPlate(rng),
      plateColor: rng.chance(0.85) ? 1 : 5,
      parkId: rng.pick(group.scopeParkIds),
      driverName: personName(rng.pick),
      phone: seedMobile(rng),
      validPeriod: [dateTime(start), dateTime(end)],
      tempReason: rng.pick(REASONS),
      createUser: personName(rng.pick),
      createTime: dateTime(start - rng.int(1, 48) * HOUR),
    });
  }
  return TEMP_CAR_COUNT;
}

function seedParkGroups(kit: SeedKit): number {
  const rng = createPrng(`parkGroup:${kit.now}`);
  for (let i = 0; i < PARK_GROUP_COUNT; i++) {
    const parks = pickParks(rng, 2, 5);
    const first = PARKS.find((p) => p.parkId === parks[0])!.parkName.replace(/停车场$/, '');
    const updated = kit.now - rng.int(1, 200) * DAY + rng.int(8 * HOUR, 19 * HOUR);
    kit.insert({
      id: i + 1,
      parkGroupName: `${first}${PARK_GROUP_NAMES[i % PARK_GROUP_NAMES.length]}${String(i + 1).padStart(2, '0')}`,
      groupParkIds: parks,
      shareMonthly: i % 5 !== 3 ? 1 : 0,
      groupStatus: i % 8 === 6 ? 0 : 1,
      remark: i % 3 === 0 ? '同一运营方车场，月卡互认' : null,
      createTime: dateTime(updated - rng.int(10, 100) * DAY),
      updateTime: dateTime(updated),
    });
  }
  return PARK_GROUP_COUNT;
}

/** One policy per park: the platform's defaults, a few parks set otherwise. */
function seedPolicies(kit: SeedKit): number {
  const rng = createPrng(`parkPolicy:${kit.now}`);
  PARKS.forEach((park, i) => {
    kit.insert({
      id: i + 1,
      parkId: park.parkId,
      fullMonthlyEntry: i % 4 !== 2 ? 1 : 0,
      whiteCharge: i % 5 === 3 ? 1 : 0,
      blackHandle: i % 3 === 1 ? 2 : 1,
      visitorFreeMinutes: [30, 15, 60, 30, 0, 30, 120, 30, 15, 30][i % 10],
      updateUser: personName(rng.pick),
      updateTime: dateTime(kit.now - rng.int(2, 90) * DAY + rng.int(8 * HOUR, 19 * HOUR)),
    });
  });
  return PARKS.length;
}

export const specialGroupsExtension: EngineExtension = {
  entities: {
    vehicleGroup: { seed: seedGroups, fixedRows: true },
    groupTempCar: { seed: seedTempCars, fixedRows: true },
    parkGroup: { seed: seedParkGroups, fixedRows: true },
    parkPolicy: { seed: seedPolicies, fixedRows: true },
  },
};
