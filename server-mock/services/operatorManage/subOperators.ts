/**
 * 二级运营商 and 运营商类型 (schemas/subOperator.json): what the document cannot say. The 统一社会信用代码 is checked
 * with the check character of GB 32100-2015 (weights over the 31-character alphabet), which no validator of the schema
 * language expresses; an operator type still used by sub-operators cannot be deleted, and its 运营商数 is counted
 * before every read. The curated seed: 6 types and 64 sub-operators over the parks 1001–1010, a few of them 停用 with
 * their trail.
 */
import type Database from 'better-sqlite3';
import { PARK_NAMES } from '../../db/zhData';
import { GIVEN_NAMES, SURNAMES } from '../../engine/seedVocabulary';
import { formatSeedTime } from '../../engine/seedValues';
import type { EngineExtension, SeedKit } from '../../engine/types';
import type { EntityStore } from '../../engine/store';

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
export const CREDIT_CODE_WRONG = '统一社会信用代码格式不正确（应为 18 位，校验位须正确）';

/** The check character of the first 17 characters, or null when one is outside the alphabet. */
export function creditCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = ALPHABET.indexOf(first17[i]);
    if (v < 0) return null;
    sum += v * WEIGHTS[i];
  }
  return ALPHABET[(31 - (sum % 31)) % 31];
}

export const isCreditCode = (code: string) =>
  /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code) && creditCheckChar(code.slice(0, 17)) === code[17];

const SEED_TYPES = [
  { subTypeName: '区域运营商', subTypeDesc: '按行政区承接车场运营，负责区内车场的收费与运维', defaultSplitRatio: 30 },
  { subTypeName: '物业公司', subTypeDesc: '小区、写字楼物业，运营自有车场', defaultSplitRatio: 60 },
  { subTypeName: '停车场经营单位', subTypeDesc: '社会停车场的经营单位', defaultSplitRatio: 70 },
  { subTypeName: '路内泊位运营', subTypeDesc: '受托运营道路停车泊位', defaultSplitRatio: 20 },
  { subTypeName: '充电运营商', subTypeDesc: '在车场内建设运营充电设施', defaultSplitRatio: 15 },
  { subTypeName: '加盟商', subTypeDesc: '以平台品牌加盟经营，按合同分账', defaultSplitRatio: 40 },
];
const DISTRICTS = [
  ['330102', '上城'],
  ['330105', '拱墅'],
  ['330106', '西湖'],
  ['330108', '滨江'],
  ['330109', '萧山'],
  ['330110', '余杭'],
  ['330212', '鄞州'],
  ['320106', '鼓楼'],
];
const WORDS = [
  '智泊',
  '安捷',
  '恒通',
  '易停',
  '畅行',
  '泊联',
  '通达',
  '顺泊',
  '城泊',
  '优停',
  '中泊',
  '悦停',
  '捷泊',
  '信泊',
  '汇通',
  '宏泊',
];
const SUFFIX: Record<number, string> = {
  1: '停车管理有限公司',
  2: '物业服务有限公司',
  3: '停车场经营有限公司',
  4: '城市停车运营有限公司',
  5: '新能源科技有限公司',
  6: '停车服务有限公司',
};
const REASONS = ['合作到期', '资质年检未通过', '长期欠缴分账款', '主动申请退出'];
const PARK_IDS = PARK_NAMES.map((_, i) => 1001 + i);

function seedTypes(kit: SeedKit): number {
  SEED_TYPES.forEach((t, i) => {
    const time = formatSeedTime(kit.now - (300 - i * 10) * 86_400_000);
    kit.insert({ ...t, subCount: 0, createTime: time, updateTime: time });
  });
  return SEED_TYPES.length;
}

function seedOperators(kit: SeedKit): number {
  const { rng } = kit;
  const names = new Set<string>();
  let n = 0;
  while (n < 64) {
    const [code, district] = DISTRICTS[n % DISTRICTS.length];
    const type = (n % SEED_TYPES.length) + 1;
    const city = code.startsWith('33') ? (code.startsWith('3302') ? '宁波' : '杭州') : '南京';
    const name = `${city}${district}${rng.pick(WORDS)}${SUFFIX[type]}`;
    if (names.has(name)) continue;
    names.add(name);
    const first17 = `91${code}${rng.chars('0123456789ABCDEFGHJKLMNPQRTUWXY', 9)}`;
    const disabled = n % 9 === 4;
    const created = kit.now - rng.int(20, 700) * 86_400_000;
    const admin = '陈建国';
    const reason = disabled ? rng.pick(REASONS) : null;
    const disabledAt = formatSeedTime(kit.now - rng.int(1, 19) * 86_400_000 - rng.int(1, 8) * 3600_000);
    const parks = [...new Set([rng.pick(PARK_IDS), rng.pick(PARK_IDS), rng.pick(PARK_IDS)])].slice(0, rng.int(1, 3));
    kit.insert({
      subName: name,
      creditCode: first17 + creditCheckChar(first17)!,
      contactName: `${rng.pick(SURNAMES)}${rng.pick(GIVEN_NAMES)}`,
      contactPhone: `1${rng.pick(['36', '39', '58', '59', '87', '89'])}${rng.chars('0123456789', 8)}`,
      subTypeId: type,
      splitRatio: SEED_TYPES[type - 1].defaultSplitRatio + rng.pick([0, 0, 5, -5]),
      subParkIds: parks,
      subStatus: disabled ? 0 : 1,
      statusReason: reason,
      subTrail: disabled
        ? [{ action: '停用', user: admin, time: disabledAt, from: 1, fromLabel: '启用', to: 0, toLabel: '停用', note: reason }]
        : [],
      createTime: formatSeedTime(created),
      updateTime: disabled ? disabledAt : formatSeedTime(created),
    });
    n++;
  }
  return n;
}

function checkCredit(values: Record<string, unknown>): string | void {
  if (values.creditCode === undefined) return;
  const code = String(values.creditCode ?? '').toUpperCase();
  if (!isCreditCode(code)) return CREDIT_CODE_WRONG;
  values.creditCode = code;
}

const tableExists = (db: Database.Database, table: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined;

let lastTypes: EntityStore | null = null;

export const subOperatorExtension: EngineExtension = {
  entities: {
    subOperator: {
      fixedRows: true,
      seed: seedOperators,
      hooks: {
        beforeCreate: (values) => checkCredit(values),
        beforeUpdate: (_current, values) => checkCredit(values),
      },
    },
    subOperatorType: {
      fixedRows: true,
      seed: seedTypes,
      hooks: {
        beforeRead(store) {
          lastTypes = store;
          if (!tableExists(store.db, 'ent_subOperator')) return;
          store.db
            .prepare(
              `UPDATE ${store.table} SET "subCount" = (SELECT COUNT(*) FROM "ent_subOperator" s WHERE s."subTypeId" = ${store.table}."subTypeId")`,
            )
            .run();
        },
        beforeDelete(records) {
          const db = lastTypes?.db;
          if (!db || !tableExists(db, 'ent_subOperator')) return;
          for (const r of records) {
            const n = (db.prepare('SELECT COUNT(*) AS n FROM "ent_subOperator" WHERE "subTypeId" = ?').get(r.subTypeId) as { n: number }).n;
            if (n > 0) return `运营商类型「${String(r.subTypeName)}」下有 ${n} 个运营商，不能删除`;
          }
        },
      },
    },
  },
};
