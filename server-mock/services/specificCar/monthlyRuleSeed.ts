/**
 * Curated seed of 月卡规则 (schemas/specificCar.json, entities monthlyRule, monthlyRuleVersion, monthlyRuleShare):
 * seven rules per park (标准, 夜间, 日间, 新能源, 大型车, 早晚通勤, 商户员工), each with its time periods and a
 * price per period, in every state; some in force with older versions in the history (lower prices, replaced by
 * staff on earlier days); and share rules opening each rule in force in its neighbouring parks. Seed data only:
 * generated rows could not keep periods ordered and apart, versions numbered in step with their history, or a share
 * rule naming a rule of its own park. Versioning itself is generic (engine/versions.ts).
 */
import { PARKS } from '../sharedOptions/parks';
import { DAY, HOUR } from '../../engine/seedKit';
import { formatSeedTime } from '../../engine/seedValues';
import { GIVEN_NAMES, SURNAMES } from '../../engine/seedVocabulary';
import type { EngineExtension, SeedKit } from '../../engine/types';

export const RULE_ENTITY = 'monthlyRule';
export const RULE_VERSION_ENTITY = 'monthlyRuleVersion';
export const RULE_SHARE_ENTITY = 'monthlyRuleShare';

interface Period {
  periodStart: string;
  periodEnd: string;
  monthPrice: number;
}
interface RuleKind {
  name: string;
  carType: number;
  /** [start, end, share of the standard price]. */
  periods: [string, string, number][];
  remark: string;
}

const KINDS: RuleKind[] = [
  { name: '标准月卡', carType: 1, periods: [['00:00', '23:59', 1]], remark: '全天有效，不限进出次数' },
  {
    name: '夜间月卡',
    carType: 1,
    periods: [
      ['00:00', '07:30', 0.3],
      ['19:00', '23:59', 0.25],
    ],
    remark: '夜间停放，适合周边居民',
  },
  { name: '日间月卡', carType: 1, periods: [['08:00', '18:00', 0.6]], remark: '工作日白天停放' },
  { name: '新能源月卡', carType: 3, periods: [['00:00', '23:59', 0.8]], remark: '绿牌车辆专享' },
  { name: '大型车月卡', carType: 2, periods: [['00:00', '23:59', 1.5]], remark: '仅限地面大车位' },
  {
    name: '早晚通勤月卡',
    carType: 1,
    periods: [
      ['07:00', '09:30', 0.2],
      ['17:00', '20:00', 0.25],
    ],
    remark: '早晚高峰通勤时段',
  },
  { name: '商户员工月卡', carType: 1, periods: [['08:00', '22:00', 0.7]], remark: '凭商户证明办理' },
];

export interface SeedRule {
  id: number;
  ruleName: string;
  parkId: number;
  carType: number;
  periods: Period[];
  version: number;
  ruleStatus: number;
  remark: string;
  /** Days before the seed's day of the last change. */
  daysAgo: number;
}

/** Whole yuan prices, in fen. */
const fen = (standard: number, share: number) => Math.round((standard * share) / 100) * 100;
const periodsOf = (kind: RuleKind, standard: number): Period[] =>
  kind.periods.map(([start, end, share]) => ({ periodStart: `${start}:00`, periodEnd: `${end}:00`, monthPrice: fen(standard, share) }));
const staffName = (n: number) => `${SURNAMES[n % SURNAMES.length]}${GIVEN_NAMES[(n * 7) % GIVEN_NAMES.length]}`;

/** 70 rules: seven per park; ids 1–70 in park order. Every 9th is 未生效, every 11th 已停用, the rest 生效中. */
export const SEED_RULES: SeedRule[] = PARKS.flatMap((park, p) => {
  const standard = (200 + (p % 7) * 50) * 100;
  return KINDS.map((kind, k): SeedRule => {
    const id = p * KINDS.length + k + 1;
    const ruleStatus = id % 9 === 0 ? 0 : id % 11 === 0 ? 2 : 1;
    const version = ruleStatus === 1 && id % 4 === 1 ? 1 + (id % 3) + 1 : 1;
    return {
      id,
      ruleName: kind.name,
      parkId: park.parkId,
      carType: kind.carType,
      periods: periodsOf(kind, standard),
      version,
      ruleStatus,
      remark: kind.remark,
      daysAgo: ((id * 5) % 37) + 1,
    };
  });
});

/** The older versions of a seeded rule: version v had prices lower by 10 % per version behind, replaced 30 days apart. */
export function seedHistory(rule: SeedRule) {
  return Array.from({ length: rule.version - 1 }, (_, i) => {
    const version = i + 1;
    const factor = 1 - (rule.version - version) * 0.1;
    return {
      monthlyRuleId: rule.id,
      ruleName: rule.ruleName,
      parkId: rule.parkId,
      carType: rule.carType,
      version,
      periods: rule.periods.map((p) => ({ ...p, monthPrice: Math.round((p.monthPrice * factor) / 100) * 100 })),
      remark: rule.remark,
      replacedUser: staffName(rule.id + version),
      replacedDaysAgo: rule.daysAgo + (rule.version - 1 - version) * 30,
    };
  });
}

const parkAfter = (parkId: number, n: number) => PARKS[(PARKS.findIndex((p) => p.parkId === parkId) + n) % PARKS.length].parkId;

/** The seeded share rules: one per rule in force, and a second one per standard pass in force. */
export const SEED_SHARES = SEED_RULES.filter((r) => r.ruleStatus === 1).flatMap((rule) => {
  const near = rule.id % 2 === 0 ? [parkAfter(rule.parkId, 1)] : [parkAfter(rule.parkId, 1), parkAfter(rule.parkId, 2)];
  const shares = [{ parkId: rule.parkId, monthlyRuleId: rule.id, sharedParkIds: near, remark: '同一商圈互通' }];
  if (rule.ruleName === '标准月卡')
    shares.push({
      parkId: rule.parkId,
      monthlyRuleId: rule.id,
      sharedParkIds: [parkAfter(rule.parkId, 4), parkAfter(rule.parkId, 6)],
      remark: '集团车场互通',
    });
  return shares;
});

const at = (kit: SeedKit, daysAgo: number) => formatSeedTime(kit.now - daysAgo * DAY + 10 * HOUR);

export const monthlyRuleExtension: EngineExtension = {
  entities: {
    [RULE_ENTITY]: {
      fixedRows: true,
      seed: (kit) => {
        for (const { daysAgo, ...rule } of SEED_RULES) kit.insert({ ...rule, updateTime: at(kit, daysAgo) });
        return SEED_RULES.length;
      },
    },
    [RULE_VERSION_ENTITY]: {
      fixedRows: true,
      seed: (kit) => {
        let n = 0;
        for (const rule of SEED_RULES) {
          for (const { replacedDaysAgo, ...version } of seedHistory(rule)) {
            kit.insert({ ...version, replacedTime: at(kit, replacedDaysAgo) });
            n++;
          }
        }
        return n;
      },
    },
    [RULE_SHARE_ENTITY]: {
      fixedRows: true,
      seed: (kit) => {
        // Every rule in force is also valid in the next one or two parks (同一商圈互通); the standard passes besides in
        // two parks further away (集团车场互通).
        const rows = SEED_SHARES;
        rows.forEach((row, i) => kit.insert({ ...row, updateTime: at(kit, 1 + ((i * 3) % 50)) }));
        return rows.length;
      },
    },
  },
};
