/**
 * Curated seed of 员工管理 (schemas/employeeManage.json) and the figures a document cannot compute over other
 * records. The collectors start with the shared 收费员 (sharedOptions/data.ts COLLECTORS: the same names, numbers and parks,
 * so 排班管理 and the order screens agree) and the parks 1001–1010. 考勤记录 are derived from each collector's shift
 * (上班/下班 time of the 收费组): late minutes from the clock-in after the shift start, early minutes from the clock-out
 * before the shift end, 缺勤 without a clock-in; 签到记录 follow the same days. 组员数 of a 收费组 is counted from the
 * collectors before every read.
 */
import { PARK_NAMES } from '../../db/zhData';
import { createPrng, type Prng } from '../../db/prng';
import { GIVEN_NAMES, SURNAMES } from '../../engine/seedVocabulary';
import { formatSeedTime } from '../../engine/seedValues';
import type { EngineExtension, SeedKit } from '../../engine/types';
import { BERTHS, COLLECTORS, shortParkName } from '../sharedOptions/data';

const STREETS = [
  '文三路',
  '文二路',
  '教工路',
  '学院路',
  '万塘路',
  '古翠路',
  '莫干山路',
  '湖墅南路',
  '体育场路',
  '庆春路',
  '凤起路',
  '延安路',
  '解放路',
  '平海路',
  '环城北路',
  '中山北路',
  '建国北路',
  '秋涛路',
  '江南大道',
  '滨盛路',
  '江陵路',
  '长河路',
  '西兴路',
  '丹枫路',
  '钱江路',
  '新业路',
  '富春路',
  '之江路',
  '五星路',
  '民心路',
];
const SHIFTS = [
  { name: '早班', start: '07:30', end: '15:30' },
  { name: '晚班', start: '15:00', end: '23:00' },
];
const PARK_IDS = PARK_NAMES.map((_, i) => 1001 + i);
const PHOTO = '/mock-assets/avatar.svg';
const DAY = 86_400_000;

interface Group {
  groupId: number;
  groupName: string;
  parkIds: number[];
  berthRange: string;
  shift: (typeof SHIFTS)[number];
}
interface Staff {
  staffId: number;
  staffNo: string;
  staffName: string;
  gender: number;
  phone: string;
  groupId: number;
  parkId: number;
  dutyStatus: number;
  pdaNo: string;
}

const nameOf = (rng: Prng) => `${rng.pick(SURNAMES)}${rng.pick(GIVEN_NAMES)}`;
const parkName = (parkId: number) => PARK_NAMES[parkId - 1001] ?? '';

/** The groups and collectors, the same for every seed (other screens name them). */
function staffData() {
  const rng = createPrng('employeeManage:staff');
  const groups: Group[] = STREETS.flatMap((street, i) =>
    SHIFTS.map((shift, s) => {
      const main = i === 0 ? 1010 : i === 1 ? 1003 : PARK_IDS[(i + s) % PARK_IDS.length];
      const parkIds = i < 2 ? [main] : [...new Set([main, rng.pick(PARK_IDS)])];
      const from = 1 + ((i * 7) % 30);
      const prefix = main === 1003 ? 'QJ-A' : 'WS-';
      return {
        groupId: i * 2 + s + 1,
        groupName: `${street}${shift.name}`,
        parkIds,
        berthRange:
          main === 1010 || main === 1003
            ? `${prefix}${String(from).padStart(prefix === 'WS-' ? 3 : 2, '0')}~${prefix}${String(from + 9).padStart(prefix === 'WS-' ? 3 : 2, '0')}`
            : '全场泊位',
        shift,
      };
    }),
  );
  const staff: Staff[] = [];
  COLLECTORS.forEach((c, i) => {
    const group = groups.find((g) => g.parkIds[0] === c.parkId) ?? groups[i % groups.length];
    staff.push({
      staffId: i + 1,
      staffNo: c.collectorNo,
      staffName: c.collectorName,
      gender: /[英燕娟]/.test(c.collectorName) ? 2 : 1,
      phone: `139${rng.chars('0123456789', 8)}`,
      groupId: group.groupId + (i % 2),
      parkId: c.parkId,
      dutyStatus: 1,
      pdaNo: `HKPDA2306${String(i + 1).padStart(4, '0')}`,
    });
  });
  for (let i = COLLECTORS.length; i < 96; i++) {
    const group = groups[i % groups.length];
    const status = i % 17 === 0 ? 4 : i % 11 === 0 ? 3 : i % 7 === 0 ? 2 : 1;
    staff.push({
      staffId: i + 1,
      staffNo: `SF${1001 + i}`,
      staffName: nameOf(rng),
      gender: rng.chance(0.35) ? 2 : 1,
      phone: `1${rng.pick(['35', '37', '38', '58', '86', '88'])}${rng.chars('0123456789', 8)}`,
      groupId: group.groupId,
      parkId: group.parkIds[0],
      dutyStatus: status,
      pdaNo: status === 4 ? '' : `HKPDA2306${String(i + 1).padStart(4, '0')}`,
    });
  }
  return { groups, staff };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const placeOf = (rng: Prng, parkId: number) => {
  const berth = BERTHS.filter((b) => b.parkId === parkId);
  return `${shortParkName(parkName(parkId))}${berth.length ? ` ${rng.pick(berth).berthNo} 泊位旁` : ' 收费岗亭'}`;
};

function seedGroups(kit: SeedKit): number {
  const { groups, staff } = staffData();
  for (const g of groups) {
    const leader = staff.find((s) => s.groupId === g.groupId);
    const time = formatSeedTime(kit.now - (120 - g.groupId) * DAY);
    kit.insert({
      groupId: g.groupId,
      groupName: g.groupName,
      groupParkIds: g.parkIds,
      berthRange: g.berthRange,
      leaderName: leader?.staffName ?? nameOf(kit.rng),
      shiftStart: g.shift.start,
      shiftEnd: g.shift.end,
      memberCount: staff.filter((s) => s.groupId === g.groupId && s.dutyStatus !== 4).length,
      createTime: time,
      updateTime: time,
    });
  }
  return groups.length;
}

function seedStaff(kit: SeedKit): number {
  const { staff } = staffData();
  for (const s of staff) {
    const entry = kit.now - kit.rng.int(60, 900) * DAY;
    kit.insert({
      staffId: s.staffId,
      staffNo: s.staffNo,
      staffName: s.staffName,
      staffGender: s.gender,
      phone: s.phone,
      groupId: s.groupId,
      parkId: s.parkId,
      dutyStatus: s.dutyStatus,
      pdaNo: s.pdaNo || null,
      entryDate: formatSeedTime(entry).slice(0, 10),
      remark: s.dutyStatus === 4 ? '已离职，PDA 已收回' : null,
      createTime: formatSeedTime(entry),
      updateTime: formatSeedTime(kit.now - kit.rng.int(1, 50) * DAY),
    });
  }
  return staff.length;
}

/** One working day of a collector: the clock-in and clock-out against the shift, and the result. */
function workDay(rng: Prng, dayStart: number, shift: Group['shift']) {
  const start = dayStart + minutesOf(shift.start) * 60_000;
  const end = dayStart + minutesOf(shift.end) * 60_000;
  if (rng.chance(0.05)) return { inAt: null, outAt: null, late: 0, early: 0, status: 5 };
  const inAt = start + (rng.chance(0.15) ? rng.int(3, 40) : -rng.int(2, 20)) * 60_000 + rng.int(0, 59) * 1000;
  const outAt = end + (rng.chance(0.1) ? -rng.int(5, 50) : rng.int(0, 25)) * 60_000 + rng.int(0, 59) * 1000;
  const late = Math.max(0, Math.floor((inAt - start) / 60_000));
  const early = Math.max(0, Math.ceil((end - outAt) / 60_000));
  const status = late > 0 && early > 0 ? 4 : late > 0 ? 2 : early > 0 ? 3 : 1;
  return { inAt, outAt, late, early, status };
}

const ATTEND_DAYS = 7;
const SIGN_DAYS = 3;

function attendanceRows(kit: SeedKit) {
  const { groups, staff } = staffData();
  const rng = createPrng('employeeManage:attendance');
  const rows: { s: Staff; g: Group; day: number; d: ReturnType<typeof workDay> }[] = [];
  for (let back = ATTEND_DAYS; back >= 1; back--) {
    const day = kit.now - back * DAY;
    for (const s of staff) {
      if (s.dutyStatus === 4 || (s.dutyStatus !== 1 && back <= 2)) continue;
      if ((s.staffId + back) % 6 === 0) continue; // 轮休
      const g = groups.find((x) => x.groupId === s.groupId)!;
      rows.push({ s, g, day, d: workDay(rng, day, g.shift) });
    }
  }
  return rows;
}

function seedAttendance(kit: SeedKit): number {
  const rows = attendanceRows(kit);
  const rng = createPrng('employeeManage:places');
  for (const { s, g, day, d } of rows) {
    kit.insert({
      workDate: formatSeedTime(day).slice(0, 10),
      staffId: s.staffId,
      staffName: s.staffName,
      staffNo: s.staffNo,
      groupId: s.groupId,
      shiftText: `${g.shift.name} ${g.shift.start}-${g.shift.end}`,
      clockInTime: d.inAt === null ? null : formatSeedTime(d.inAt),
      clockInPlace: d.inAt === null ? null : placeOf(rng, s.parkId),
      clockInPhoto: d.inAt === null ? null : PHOTO,
      clockOutTime: d.outAt === null ? null : formatSeedTime(d.outAt),
      clockOutPlace: d.outAt === null ? null : placeOf(rng, s.parkId),
      clockOutPhoto: d.outAt === null ? null : PHOTO,
      lateMinutes: d.late,
      earlyMinutes: d.early,
      attendStatus: d.status,
    });
  }
  return rows.length;
}

function seedSigns(kit: SeedKit): number {
  const rows = attendanceRows(kit).filter((r) => r.day >= kit.now - SIGN_DAYS * DAY && r.d.inAt !== null);
  const rng = createPrng('employeeManage:signs');
  let n = 0;
  for (const { s, d } of rows) {
    const berths = BERTHS.filter((b) => b.parkId === s.parkId);
    const base = {
      staffId: s.staffId,
      staffName: s.staffName,
      staffNo: s.staffNo,
      groupId: s.groupId,
      parkId: s.parkId,
      pdaNo: s.pdaNo || null,
    };
    const events: [number, number][] = [
      [1, d.inAt! + rng.int(10, 200) * 1000],
      [3, Math.floor((d.inAt! + d.outAt!) / 2) + rng.int(-3600, 3600) * 1000],
      [2, d.outAt! - rng.int(10, 200) * 1000],
    ];
    for (const [type, at] of events) {
      kit.insert({
        ...base,
        signType: type,
        signTime: formatSeedTime(at),
        berthNo: berths.length ? rng.pick(berths).berthNo : null,
        signPlace: placeOf(rng, s.parkId),
      });
      n++;
    }
  }
  return n;
}

const PRINTERS = 72;

function seedPrinters(kit: SeedKit): number {
  const { staff } = staffData();
  const working = staff.filter((s) => s.dutyStatus !== 4);
  const rng = kit.rng;
  for (let i = 0; i < PRINTERS; i++) {
    const model = (i % 3) + 1;
    const prefix = model === 1 ? 'GP' : model === 2 ? 'HM' : 'XP';
    const online = rng.chance(0.7);
    const bound = i < working.length && i % 9 !== 8 ? working[i].staffId : null;
    kit.insert({
      printerNo: `${prefix}24${String(1 + (i % 12)).padStart(2, '0')}${String(100017 + i * 37).slice(-6)}`,
      printerModel: model,
      bindStaffId: bound,
      battery: online ? rng.int(18, 100) : rng.int(0, 30),
      onlineStatus: online ? 1 : 0,
      lastOnlineTime: formatSeedTime(kit.now - (online ? rng.int(0, 600) * 1000 : rng.int(2, 96) * 3600_000)),
      remark: bound === null ? '备用机' : null,
      createTime: formatSeedTime(kit.now - rng.int(30, 400) * DAY),
      updateTime: formatSeedTime(kit.now - rng.int(0, 30) * DAY),
    });
  }
  return PRINTERS;
}

export const employeeManageExtension: EngineExtension = {
  entities: {
    chargeGroup: {
      fixedRows: true,
      seed: seedGroups,
      hooks: {
        beforeRead(store) {
          const exists = store.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'ent_roadsideCollector'").get();
          if (!exists) return;
          store.db
            .prepare(
              `UPDATE ${store.table} SET "memberCount" = (SELECT COUNT(*) FROM "ent_roadsideCollector" c WHERE c."groupId" = ${store.table}."groupId" AND c."dutyStatus" <> 4)`,
            )
            .run();
        },
      },
    },
    roadsideCollector: { fixedRows: true, seed: seedStaff },
    attendance: { fixedRows: true, seed: seedAttendance },
    staffSign: { fixedRows: true, seed: seedSigns },
    portablePrinter: { fixedRows: true, seed: seedPrinters },
  },
};
