/**
 * Curated seed of the special vehicles of schemas/specificCar.json: 残疾人车辆 (disabledCar), 残疾人优惠规则
 * (disabledDiscountRule and its history disabledDiscountRuleVersion), 访客车辆 (visitCar) and 白名单企业
 * (whiteListCompany), plus the 所属企业 of generated white-list rows. Seed data only — the workflows, versions and
 * uniqueness run from the document. Generated rows could not keep what these records need: a 残疾证号 whose ID
 * part and check character are valid, validity periods and arrival windows that agree with each record's state
 * (已过期 ended before today, 待到访 still ahead), the audit trail each state implies, one rule in force per park with
 * non-overlapping periods, and a white-list row's company among the companies that cover its park.
 */
import type { Prng } from '../../db/prng';
import { PARKS } from '../sharedOptions/parks';
import { DAY, HOUR, MINUTE, seedTrailEntry } from '../../engine/seedKit';
import { formatSeedTime, seedMobile, seedPlate } from '../../engine/seedValues';
import { personName } from '../../engine/seedVocabulary';
import { idCardCheckChar } from '../../../schemas/meta/lib/fieldRules/idCard';
import type { EngineExtension, SeedKit } from '../../engine/types';
import type { TrailEntry } from '../../engine/transitionRun';

export const DISABLED_CAR_ENTITY = 'disabledCar';
export const DISCOUNT_RULE_ENTITY = 'disabledDiscountRule';
export const DISCOUNT_RULE_VERSION_ENTITY = 'disabledDiscountRuleVersion';
export const VISIT_CAR_ENTITY = 'visitCar';
export const COMPANY_ENTITY = 'whiteListCompany';

/** dictionary disabledCarStatus */
export const CAR_STATE = { pending: 1, active: 2, expired: 3, stopped: 4, rejected: 5 } as const;
const CAR_LABELS: Record<number, string> = { 1: '待审核', 2: '已生效', 3: '已过期', 4: '已停用', 5: '已驳回' };
/** dictionary visitStatus */
export const VISIT_STATE = { waiting: 1, arrived: 2, left: 3, expired: 4, cancelled: 5 } as const;
const VISIT_LABELS: Record<number, string> = { 1: '待到访', 2: '已到访', 3: '已离开', 4: '已过期', 5: '已取消' };
/** dictionary companyStatus */
export const COMPANY_STATE = { active: 1, stopped: 2, ended: 3 } as const;
const COMPANY_LABELS: Record<number, string> = { 1: '合作中', 2: '已停用', 3: '已到期' };

const entry = seedTrailEntry;

const dateOf = (ms: number) => formatSeedTime(ms).slice(0, 10);
/** Start of the seed's day (ms), so dates land on whole days. */
const dayStart = (kit: SeedKit) => Date.parse(`${dateOf(kit.now)}T00:00:00+08:00`);
const plan = (counts: [number, number][]) => counts.flatMap(([state, n]) => Array<number>(n).fill(state));

// ---------- 残疾人证号

/** Region codes of 浙江 (the parks' province) and a few neighbours. */
const REGIONS = ['330102', '330105', '330106', '330108', '330109', '330110', '330203', '330302', '330602', '320102', '310104'];

/** A valid 残疾人证号: an 18-character ID number (birth date, sequence, check character) + category 1–7 + grade 1–4. */
export function seedCertNo(rng: Prng): string {
  const year = rng.int(1950, 2000);
  const month = String(rng.int(1, 12)).padStart(2, '0');
  const day = String(rng.int(1, 28)).padStart(2, '0');
  const head = `${rng.pick(REGIONS)}${year}${month}${day}${rng.chars('0123456789', 3)}`;
  return `${head}${idCardCheckChar(head)}${rng.int(1, 7)}${rng.int(1, 4)}`;
}

const STOP_REASONS = ['车辆已转让', '残疾证有效期届满未换证', '车主申请暂停', '车辆长期不在本地使用'];
const REJECT_REASONS = ['残疾证照片不清晰，请重新提交', '残疾证号与车主身份信息不一致', '行驶证车主与残疾证持证人不符', '残疾证已过有效期'];
const CAR_REMARKS = ['持证人本人驾驶', '家属代为驾驶接送', '社区推荐登记', '', ''];

// ---------- 残疾人车辆

function disabledCar(kit: SeedKit, id: number, state: number): Record<string, unknown> {
  const { rng } = kit;
  const today = dayStart(kit);
  const creator = personName(rng.pick);
  const auditor = personName(rng.pick);
  let begin: number;
  // 已过期: ended before today; the others are valid through today or later.
  if (state === CAR_STATE.expired) begin = today - rng.int(380, 700) * DAY;
  else if (state === CAR_STATE.pending || state === CAR_STATE.rejected) begin = today + rng.int(0, 10) * DAY;
  else begin = today - rng.int(5, 300) * DAY;
  const years = rng.pick([1, 1, 2, 3]);
  const end = state === CAR_STATE.expired ? today - rng.int(1, 30) * DAY : begin + (365 * years - 1) * DAY;
  const created = Math.min(begin, today) - rng.int(1, 20) * DAY + rng.int(8 * HOUR, 18 * HOUR);
  const trail: TrailEntry[] = [];
  let at = created;
  let auditUser: string | null = null;
  let auditTime: string | null = null;
  let rejectReason: string | null = null;
  let stopReason: string | null = null;
  if (state !== CAR_STATE.pending) {
    at += rng.int(2 * HOUR, 2 * DAY);
    auditUser = auditor;
    auditTime = formatSeedTime(at);
    if (state === CAR_STATE.rejected) {
      rejectReason = rng.pick(REJECT_REASONS);
      trail.push(entry(CAR_LABELS, '审核驳回', auditor, at, CAR_STATE.pending, CAR_STATE.rejected, rejectReason));
    } else trail.push(entry(CAR_LABELS, '审核通过', auditor, at, CAR_STATE.pending, CAR_STATE.active));
  }
  if (state === CAR_STATE.stopped) {
    at = Math.max(at + DAY, kit.now - rng.int(1, 20) * DAY);
    stopReason = rng.pick(STOP_REASONS);
    trail.push(entry(CAR_LABELS, '停用', creator, at, CAR_STATE.active, CAR_STATE.stopped, stopReason));
  }
  return {
    id,
    plateNo: seedPlate(rng),
    plateColor: rng.int(0, 9) < 8 ? 1 : 2,
    ownerName: personName(rng.pick),
    phone: seedMobile(rng),
    certNo: seedCertNo(rng),
    parkId: rng.pick(PARKS).parkId,
    validBeginDate: dateOf(begin),
    validEndDate: dateOf(end),
    carStatus: state,
    auditUser,
    auditTime,
    rejectReason,
    stopReason,
    remark: rng.pick(CAR_REMARKS) || null,
    createUser: creator,
    createTime: formatSeedTime(created),
    updateTime: formatSeedTime(Math.min(at, kit.now - 10 * MINUTE)),
    auditTrail: trail,
  };
}

export const DISABLED_CAR_PLAN = plan([
  [CAR_STATE.pending, 14],
  [CAR_STATE.active, 30],
  [CAR_STATE.expired, 10],
  [CAR_STATE.stopped, 8],
  [CAR_STATE.rejected, 10],
]);

// ---------- 残疾人优惠规则

/** Per park six yearly rules: four past ones 已停用, this year's 生效中, next year's 未生效. */
const RULE_YEARS: [offset: number, status: number][] = [
  [-4, 2],
  [-3, 2],
  [-2, 2],
  [-1, 2],
  [0, 1],
  [1, 0],
];

export interface SeedDiscountRule {
  id: number;
  ruleName: string;
  parkId: number;
  freeMinutes: number;
  discountRate: number;
  dailyCap: number;
  validBeginDate: string;
  validEndDate: string;
  ruleStatus: number;
  version: number;
}

export function seedDiscountRules(year: number): SeedDiscountRule[] {
  return PARKS.flatMap((park, p) =>
    RULE_YEARS.map(([offset, ruleStatus], r): SeedDiscountRule => {
      const id = p * RULE_YEARS.length + r + 1;
      const y = year + offset;
      return {
        id,
        ruleName: `残疾人车辆停车优惠（${y}年度）`,
        parkId: park.parkId,
        freeMinutes: [60, 120, 180, 240][(p + r) % 4],
        discountRate: [0, 50, 50, 30, 20][(p + r) % 5],
        dailyCap: [500, 800, 1000, 1500][(p * 3 + r) % 4],
        validBeginDate: `${y}-01-01`,
        validEndDate: `${y}-12-31`,
        ruleStatus,
        version: ruleStatus === 1 && p % 3 !== 2 ? 1 + (p % 3) + 1 : 1,
      };
    }),
  );
}

// ---------- 访客车辆

const HOSTS: [dept: string, reasonWeights: number[]][] = [
  ['物业服务中心', [5, 7]],
  ['行政部', [1, 3, 4]],
  ['人力资源部', [3]],
  ['采购部', [1, 2]],
  ['工程部', [5, 2]],
  ['3号楼1单元', [6]],
  ['市场部', [1, 4]],
  ['财务部', [1]],
];
const VISIT_REMARKS = ['已电话预约', '需引导至地下二层访客车位', '随车两人', '', ''];
const CANCEL_REASONS = ['访客行程取消', '会议改期', '被访人临时出差', '访客改乘公共交通'];

function visitCar(kit: SeedKit, id: number, state: number): Record<string, unknown> {
  const { rng } = kit;
  const today = dayStart(kit);
  // Arrival windows: ahead for 待到访, today for 已到访, in the past otherwise.
  let start: number;
  if (state === VISIT_STATE.waiting) start = today + rng.int(1, 5) * DAY + rng.int(8, 16) * HOUR;
  else if (state === VISIT_STATE.arrived) start = Math.min(today + rng.int(8, 11) * HOUR, kit.now - 2 * HOUR);
  else start = today - rng.int(1, 40) * DAY + rng.int(8, 16) * HOUR;
  const end = start + rng.pick([2, 3, 4, 8]) * HOUR;
  const created = start - rng.int(2 * HOUR, 3 * DAY);
  const [dept, reasons] = rng.pick(HOSTS);
  const registrar = personName(rng.pick);
  const trail: TrailEntry[] = [];
  let arriveTime: number | null = null;
  let leaveTime: number | null = null;
  let cancelReason: string | null = null;
  if (state === VISIT_STATE.arrived || state === VISIT_STATE.left) {
    arriveTime = start + rng.int(-20 * MINUTE, 60 * MINUTE);
    trail.push(entry(VISIT_LABELS, '确认到访', registrar, arriveTime, VISIT_STATE.waiting, VISIT_STATE.arrived));
  }
  if (state === VISIT_STATE.left) {
    leaveTime = (arriveTime ?? start) + rng.int(30 * MINUTE, 5 * HOUR);
    trail.push(entry(VISIT_LABELS, '确认离开', registrar, leaveTime, VISIT_STATE.arrived, VISIT_STATE.left));
  }
  if (state === VISIT_STATE.cancelled) {
    cancelReason = rng.pick(CANCEL_REASONS);
    trail.push(
      entry(
        VISIT_LABELS,
        '取消登记',
        registrar,
        created + rng.int(HOUR, 20 * HOUR),
        VISIT_STATE.waiting,
        VISIT_STATE.cancelled,
        cancelReason,
      ),
    );
  }
  if (state === VISIT_STATE.expired)
    trail.push(
      entry(
        VISIT_LABELS,
        '到访超时',
        '系统',
        end + rng.int(MINUTE, 10 * MINUTE),
        VISIT_STATE.waiting,
        VISIT_STATE.expired,
        '预计到达时段内未入场',
      ),
    );
  const last = trail.length ? Date.parse(trail[trail.length - 1].time.replace(' ', 'T') + '+08:00') : created;
  return {
    id,
    plateNo: seedPlate(rng),
    plateColor: rng.int(0, 9) < 9 ? 1 : 2,
    visitorName: personName(rng.pick),
    phone: seedMobile(rng),
    hostName: personName(rng.pick),
    hostDept: dept,
    parkId: rng.pick(PARKS).parkId,
    arriveStart: formatSeedTime(start),
    arriveEnd: formatSeedTime(end),
    visitReason: rng.pick(reasons),
    visitStatus: state,
    arriveTime: arriveTime === null ? null : formatSeedTime(arriveTime),
    leaveTime: leaveTime === null ? null : formatSeedTime(leaveTime),
    cancelReason,
    remark: rng.pick(VISIT_REMARKS) || null,
    createUser: registrar,
    createTime: formatSeedTime(created),
    updateTime: formatSeedTime(Math.min(last, kit.now - MINUTE)),
    auditTrail: trail,
  };
}

export const VISIT_PLAN = plan([
  [VISIT_STATE.waiting, 16],
  [VISIT_STATE.arrived, 12],
  [VISIT_STATE.left, 20],
  [VISIT_STATE.expired, 12],
  [VISIT_STATE.cancelled, 10],
]);

// ---------- 白名单企业

const CITIES = ['杭州', '浙江', '宁波', '绍兴', '嘉兴', '湖州'];
const BRANDS = ['恒远', '中恒', '华策', '数联', '绿城', '信达', '海康', '正泰', '万向', '宏达'];
const TRADES = ['科技', '物业服务', '网络科技', '建设工程', '医疗器械', '商贸'];
const STOP_COMPANY = ['合同提前终止', '企业搬迁', '未按时续签合作协议'];

export interface SeedCompany {
  id: number;
  companyName: string;
  parkIds: number[];
  companyStatus: number;
}

/** 60 companies, distinct names, one to three neighbouring parks each; every 9th 已停用, every 11th 已到期. */
export const SEED_COMPANIES: SeedCompany[] = Array.from({ length: 60 }, (_, i) => {
  const id = i + 1;
  const first = i % PARKS.length;
  const count = 1 + (i % 3);
  return {
    id,
    companyName: `${CITIES[i % CITIES.length]}${BRANDS[i % BRANDS.length]}${TRADES[Math.floor(i / 10) % TRADES.length]}有限公司`,
    parkIds: Array.from({ length: count }, (_, k) => PARKS[(first + k * 3) % PARKS.length].parkId),
    companyStatus: id % 9 === 0 ? COMPANY_STATE.stopped : id % 11 === 0 ? COMPANY_STATE.ended : COMPANY_STATE.active,
  };
});

function company(kit: SeedKit, c: SeedCompany): Record<string, unknown> {
  const { rng } = kit;
  const today = dayStart(kit);
  const begin = c.companyStatus === COMPANY_STATE.ended ? today - rng.int(400, 700) * DAY : today - rng.int(10, 300) * DAY;
  const end = c.companyStatus === COMPANY_STATE.ended ? today - rng.int(1, 30) * DAY : begin + (365 * rng.pick([1, 2, 3]) - 1) * DAY;
  const created = begin - rng.int(1, 10) * DAY + rng.int(9 * HOUR, 17 * HOUR);
  const trail: TrailEntry[] = [];
  let stopReason: string | null = null;
  let updated = created;
  if (c.companyStatus === COMPANY_STATE.stopped) {
    stopReason = rng.pick(STOP_COMPANY);
    updated = kit.now - rng.int(1, 30) * DAY;
    trail.push(entry(COMPANY_LABELS, '停用', personName(rng.pick), updated, COMPANY_STATE.active, COMPANY_STATE.stopped, stopReason));
  }
  const berthCount = rng.pick([5, 10, 20, 30, 50, 80]);
  return {
    ...c,
    contactName: personName(rng.pick),
    contactPhone: seedMobile(rng),
    berthCount,
    plateLimit: berthCount * rng.pick([1, 2, 3]),
    validBeginDate: dateOf(begin),
    validEndDate: dateOf(end),
    stopReason,
    remark: null,
    createTime: formatSeedTime(created),
    updateTime: formatSeedTime(updated),
    auditTrail: trail,
  };
}

/**
 * A generated white-list row's company: about half of the rows belong to one of the first two companies in
 * partnership that cover the row's park (so those companies hold several plates, as real tenants do).
 */
function whiteListCompany(rng: Prng, row: Record<string, unknown>): number | null {
  if (rng.int(0, 1) === 0) return null;
  const covering = SEED_COMPANIES.filter((c) => c.companyStatus === COMPANY_STATE.active && c.parkIds.includes(Number(row.parkId)));
  return covering.length ? rng.pick(covering.slice(0, 2)).id : null;
}

const at = (kit: SeedKit, daysAgo: number) => formatSeedTime(kit.now - daysAgo * DAY + 10 * HOUR);
const staffName = (n: number) => personName(<T>(items: readonly T[]) => items[n++ % items.length]);

/** The engine extension of the special vehicles (listed in services/extensions.ts). */
export const specialVehicleExtension: EngineExtension = {
  entities: {
    [DISABLED_CAR_ENTITY]: {
      fixedRows: true,
      seed: (kit) => {
        DISABLED_CAR_PLAN.forEach((state, i) => kit.insert(disabledCar(kit, i + 1, state)));
        return DISABLED_CAR_PLAN.length;
      },
    },
    [VISIT_CAR_ENTITY]: {
      fixedRows: true,
      seed: (kit) => {
        VISIT_PLAN.forEach((state, i) => kit.insert(visitCar(kit, i + 1, state)));
        return VISIT_PLAN.length;
      },
    },
    [COMPANY_ENTITY]: {
      fixedRows: true,
      seed: (kit) => {
        for (const c of SEED_COMPANIES) kit.insert(company(kit, c));
        return SEED_COMPANIES.length;
      },
    },
    [DISCOUNT_RULE_ENTITY]: {
      fixedRows: true,
      seed: (kit) => {
        const rules = seedDiscountRules(Number(dateOf(kit.now).slice(0, 4)));
        rules.forEach((rule) => kit.insert({ ...rule, remark: null, updateTime: at(kit, 1 + ((rule.id * 7) % 50)) }));
        return rules.length;
      },
    },
    [DISCOUNT_RULE_VERSION_ENTITY]: {
      fixedRows: true,
      seed: (kit) => {
        let n = 0;
        for (const rule of seedDiscountRules(Number(dateOf(kit.now).slice(0, 4)))) {
          for (let version = 1; version < rule.version; version++) {
            const behind = rule.version - version;
            kit.insert({
              discountRuleId: rule.id,
              ruleName: rule.ruleName,
              parkId: rule.parkId,
              freeMinutes: Math.max(0, rule.freeMinutes - behind * 30),
              discountRate: Math.min(100, rule.discountRate + behind * 10),
              dailyCap: rule.dailyCap + behind * 200,
              validBeginDate: rule.validBeginDate,
              validEndDate: rule.validEndDate,
              version,
              replacedUser: staffName(rule.id + version),
              replacedTime: at(kit, 60 + behind * 20),
            });
            n++;
          }
        }
        return n;
      },
    },
    whiteList: { generated: { companyId: whiteListCompany } },
  },
};
