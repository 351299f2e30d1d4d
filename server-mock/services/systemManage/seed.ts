/**
 * Curated seed of schemas/systemManage.json: the licence pool with its parks, change log, history and trades (so
 * that every licence status of spec §4 but -2 shows, and the used lanes and berths add up to the parks'), pass
 * records in entry/exit pairs with their snapshots, invoices in every state, and the system parameters. The option
 * lists of the shared dictionaries (gates, berths, collectors, appeal handlers) feed the seed of generated rows.
 */
import { COMPANIES, PARK_NAMES } from '../../db/zhData';
import type { Prng } from '../../db/prng';
import { CHANGE_TYPE, IMPORT_TYPE } from '../license/data';
import { passSnapshots, sharedOptionsExtension } from '../sharedOptions';
import { BERTHS, COLLECTORS, GATES, PARK_PLACES } from '../sharedOptions/data';
import { formatSeedTime, seedPlate } from '../../engine/seedValues';
import type { EngineExtension, EntityExtension, SeedKit } from '../../engine/types';
import type { EntityStore } from '../../engine/store';
import { DEFAULT_POLICY } from '../../security/policy';
import { MINUTE, HOUR, DAY } from '../../engine/seedKit';
import { PARKS } from '../sharedOptions/parks';
import { HOLIDAY_FEE_RULE, STANDARD_FEE_RULE } from '../stopFee/fee';

const dateOf = (ms: number) => formatSeedTime(ms).slice(0, 10);
const digits = (rng: Prng, n: number) => rng.chars('0123456789', n);

interface PoolSeed {
  licenseNo: string;
  authType: number;
  authStatus: number;
  laneNum: number;
  berthNum: number;
  /** Days from the reference day. */
  begin: number;
  end: number;
  importType: number;
  activationCode?: string;
  adjust?: { fromLanes: number; fromBerths: number; reason: string; after: number };
  /** Parks given part of the licence: parkId, lanes, berths. */
  parks: [number, number, number][];
}

/** The pool of the seed: 使用中, 即将到期, 未使用, 车道/泊位已变更 (activated online, then adjusted), 已过期. */
export const POOL_SEED: PoolSeed[] = [
  {
    licenseNo: 'LIC20250301001',
    authType: 3,
    authStatus: 1,
    laneNum: 40,
    berthNum: 1200,
    begin: -265,
    end: 100,
    importType: IMPORT_TYPE.file,
    parks: [
      [1001, 8, 300],
      [1002, 6, 260],
      [1004, 6, 180],
      [1006, 4, 120],
      [1007, 4, 0],
    ],
  },
  {
    licenseNo: 'LIC20250115002',
    authType: 1,
    authStatus: 2,
    laneNum: 16,
    berthNum: 0,
    begin: -345,
    end: 20,
    importType: IMPORT_TYPE.file,
    parks: [
      [1005, 6, 0],
      [1008, 6, 0],
      [1009, 4, 0],
    ],
  },
  {
    licenseNo: 'LIC20251118003',
    authType: 2,
    authStatus: 0,
    laneNum: 0,
    berthNum: 500,
    begin: -4,
    end: 361,
    importType: IMPORT_TYPE.file,
    parks: [],
  },
  {
    licenseNo: 'ACTQ8W2ER5T7YU3',
    authType: 3,
    authStatus: 3,
    laneNum: 12,
    berthNum: 300,
    begin: -120,
    end: 245,
    importType: IMPORT_TYPE.activation,
    activationCode: 'Q8W2E-R5T7Y-U3K9M-P1A4S',
    adjust: { fromLanes: 10, fromBerths: 200, reason: '钱江新城市民中心停车场新增出入口，扩容车道与泊位', after: 40 },
    parks: [
      [1003, 6, 20],
      [1010, 0, 100],
    ],
  },
  {
    licenseNo: 'LIC20241101005',
    authType: 3,
    authStatus: -1,
    laneNum: 20,
    berthNum: 400,
    begin: -377,
    end: -12,
    importType: IMPORT_TYPE.file,
    parks: [],
  },
];

const OPERATORS = ['陈建国', '王志强', '吴芳'];

/** Reference day at 00:00 plus whole days and a time of day. */
const at = (kit: SeedKit, days: number, hour: number, minute: number) => kit.now + days * DAY + hour * HOUR + minute * MINUTE;

function seedPool(kit: SeedKit): number {
  POOL_SEED.forEach((p, i) => {
    const used = p.parks.reduce((sum, [, lanes, berths]) => ({ lanes: sum.lanes + lanes, berths: sum.berths + berths }), {
      lanes: 0,
      berths: 0,
    });
    kit.insert({
      licenseNo: p.licenseNo,
      authType: p.authType,
      authStatus: p.authStatus,
      laneNum: p.laneNum,
      usedLaneNum: used.lanes,
      berthNum: p.berthNum,
      usedBerthNum: used.berths,
      beginDate: dateOf(at(kit, p.begin, 0, 0)),
      endDate: dateOf(at(kit, p.end, 0, 0)),
      importType: p.importType,
      importTime: formatSeedTime(at(kit, p.begin, 9 + i, 12 + i * 7)),
      activationCode: p.activationCode ?? null,
      fileDigest: p.importType === IMPORT_TYPE.file ? kit.rng.hex(16) : null,
      operator: OPERATORS[i % OPERATORS.length],
      adjustReason: p.adjust?.reason ?? null,
    });
  });
  return POOL_SEED.length;
}

function seedParks(kit: SeedKit): number {
  let count = 0;
  POOL_SEED.forEach((p, i) => {
    p.parks.forEach(([parkId, lanes, berths], j) => {
      kit.insert({
        licenseNo: p.licenseNo,
        parkId,
        areaId: PARK_PLACES[parkId].areaPath,
        cityCode: PARK_PLACES[parkId].cityPath,
        laneNum: lanes,
        berthNum: berths,
        joinTime: formatSeedTime(at(kit, p.begin + 1 + j * 3, 10 + j, 5 * j)),
        operator: OPERATORS[(i + j) % OPERATORS.length],
      });
      count++;
    });
  });
  return count;
}

function seedChanges(kit: SeedKit): number {
  let count = 0;
  const add = (record: Record<string, unknown>) => {
    kit.insert(record);
    count++;
  };
  POOL_SEED.forEach((p, i) => {
    const lanes = p.adjust?.fromLanes ?? p.laneNum;
    const berths = p.adjust?.fromBerths ?? p.berthNum;
    const activated = p.importType === IMPORT_TYPE.activation;
    add({
      licenseNo: p.licenseNo,
      changeType: activated ? CHANGE_TYPE.activation : CHANGE_TYPE.importFile,
      laneChange: lanes,
      berthChange: berths,
      changeTime: formatSeedTime(at(kit, p.begin, 9 + i, 12 + i * 7)),
      operator: OPERATORS[i % OPERATORS.length],
      remark: activated ? '在线激活' : '导入授权文件',
    });
    p.parks.forEach(([parkId, parkLanes, parkBerths], j) => {
      add({
        licenseNo: p.licenseNo,
        changeType: CHANGE_TYPE.joinPark,
        laneChange: -parkLanes,
        berthChange: -parkBerths,
        changeTime: formatSeedTime(at(kit, p.begin + 1 + j * 3, 10 + j, 5 * j)),
        operator: OPERATORS[(i + j) % OPERATORS.length],
        remark: `${PARK_NAMES[parkId - 1001]}加入授权池，占用车道${parkLanes}条、泊位${parkBerths}个`,
      });
    });
    if (p.adjust) {
      add({
        licenseNo: p.licenseNo,
        changeType: CHANGE_TYPE.adjustment,
        laneChange: p.laneNum - p.adjust.fromLanes,
        berthChange: p.berthNum - p.adjust.fromBerths,
        changeTime: formatSeedTime(at(kit, p.begin + p.adjust.after, 15, 40)),
        operator: '陈建国',
        remark: p.adjust.reason,
      });
    }
  });
  return count;
}

/** Older licences: replaced at renewal or adjustment, or expired. */
const HISTORY_SEED: [string, number, number, number, number, number, number][] = [
  // licenseNo, authType, lanes, berths, begin (days), end (days), invalidReason
  ['LIC20230301001', 3, 30, 1000, -1000, -636, 2],
  ['LIC20231101002', 2, 0, 400, -755, -390, 1],
  ['LIC20240115003', 1, 12, 0, -710, -345, 2],
  ['LIC20240301004', 3, 36, 1100, -635, -266, 2],
  ['LIC20240520005', 3, 8, 150, -550, -121, 3],
  ['LIC20240801006', 2, 0, 260, -480, -115, 1],
];

function seedHistory(kit: SeedKit): number {
  for (const [licenseNo, authType, laneNum, berthNum, begin, end, invalidReason] of HISTORY_SEED) {
    kit.insert({
      licenseNo,
      authType,
      authStatus: -1,
      laneNum,
      berthNum,
      beginDate: dateOf(at(kit, begin, 0, 0)),
      endDate: dateOf(at(kit, end, 0, 0)),
      invalidTime: formatSeedTime(invalidReason === 1 ? at(kit, end + 1, 0, 0) : at(kit, end, 10, 30)),
      invalidReason,
    });
  }
  return HISTORY_SEED.length;
}

/** Purchases behind the licences: new, renewal, expansion; price 1 500 元 a lane and 60 元 a berth a year. */
function seedTrades(kit: SeedKit): number {
  const rows: [string, number, number, number, number, number][] = [
    // licenseNo, tradeType, lanes, berths, days, payChannel
    ['LIC20230301001', 1, 30, 1000, -1003, 1],
    ['LIC20240115003', 1, 12, 0, -712, 1],
    ['LIC20240301004', 2, 36, 1100, -637, 1],
    ['LIC20240520005', 3, 8, 150, -552, 2],
    ['LIC20241101005', 1, 20, 400, -379, 2],
    ['LIC20250115002', 2, 16, 0, -347, 1],
    ['LIC20250301001', 2, 40, 1200, -267, 1],
    ['ACTQ8W2ER5T7YU3', 1, 10, 200, -121, 3],
    ['ACTQ8W2ER5T7YU3', 3, 2, 100, -81, 2],
    ['LIC20251118003', 1, 0, 500, -6, 1],
  ];
  rows.forEach(([licenseNo, tradeType, lanes, berths, days, payChannel], i) => {
    const time = at(kit, days, 14, 20 + i * 3);
    kit.insert({
      tradeNo: `TR${formatSeedTime(time).replace(/\D/g, '').slice(0, 8)}${String(i + 1).padStart(4, '0')}`,
      licenseNo,
      tradeType,
      laneNum: lanes,
      berthNum: berths,
      tradeMoney: payChannel === 3 ? 0 : lanes * 1500 + berths * 60,
      payChannel,
      tradeTime: formatSeedTime(time),
      operator: OPERATORS[i % OPERATORS.length],
    });
  });
  return rows.length;
}

const NEW_ENERGY_TAIL = 'DF';

/** A plate and its colour: mostly blue, some green new-energy plates (6 characters after the letter), a few yellow. */
function plateOf(rng: Prng): { plateNo: string; plateColor: number; carType: number } {
  const roll = rng.next();
  if (roll < 0.2) return { plateNo: `浙A${rng.pick([...NEW_ENERGY_TAIL])}${digits(rng, 5)}`, plateColor: 5, carType: 3 };
  if (roll < 0.27) return { plateNo: seedPlate(rng), plateColor: 2, carType: 2 };
  return { plateNo: seedPlate(rng), plateColor: 1, carType: 1 };
}

/** 40 visits: an entry and, unless the car is still parked, an exit; closed parks by gate, 文三路 by berth and collector. */
function seedPasses(kit: SeedKit): number {
  const { rng } = kit;
  let count = 0;
  for (let visit = 0; visit < 40; visit++) {
    const parkId = 1001 + rng.int(0, PARK_NAMES.length - 1);
    const roadside = PARK_PLACES[parkId].roadside;
    const plate = plateOf(rng);
    const inMs = kit.now - rng.int(20, 6 * 24 * 60) * MINUTE - rng.int(0, 59) * 1000;
    const outMs = inMs + rng.int(15, 9 * 60) * MINUTE + rng.int(0, 59) * 1000;
    const orderNo = `PO${formatSeedTime(inMs).replace(/\D/g, '')}${digits(rng, 4)}`;
    const gates = GATES.filter((g) => g.parkId === parkId);
    const berths = BERTHS.filter((b) => b.parkId === parkId);
    const collectors = COLLECTORS.filter((c) => c.parkId === parkId);
    const berthId = roadside && berths.length ? rng.pick(berths).berthId : null;
    const collectorId = roadside && collectors.length ? rng.pick(collectors).collectorId : null;
    const pass = (direction: 1 | 2, ms: number) => {
      const gate = gates.filter((g) => g.gateType === direction);
      const record = {
        ...plate,
        parkId,
        gateId: gate.length ? rng.pick(gate).gateId : null,
        berthId,
        collectorId,
        direction,
        passTime: formatSeedTime(ms),
        orderNo,
      };
      kit.insert({ ...record, picUrls: [passSnapshots(record).scene] });
      count++;
    };
    pass(1, inMs);
    if (outMs < kit.now) pass(2, outMs);
  }
  return count;
}

const INVOICE_FAILS = ['购方税号与名称不匹配', '税控服务暂不可用，请稍后重试'];

/** 30 invoice requests in every state: companies with a tax number, persons without. */
function seedInvoices(kit: SeedKit): number {
  const { rng } = kit;
  for (let i = 0; i < 30; i++) {
    const company = rng.chance(0.6);
    const status = i < 3 ? 0 : i < 5 ? 1 : i < 7 ? 3 : i < 9 ? 4 : 2;
    const applyMs = kit.now - rng.int(1, 45 * 24 * 60) * MINUTE;
    const issued = status === 2 || status === 4;
    kit.insert({
      invoiceNo: issued ? `0${digits(rng, 19)}` : null,
      invoiceTitle: company ? rng.pick(COMPANIES) : '个人',
      taxNo: company ? `91330${digits(rng, 3)}MA2${rng.chars('0123456789ABCDEFGHJKLMNPQRTUWXY', 7)}` : null,
      invoiceType: company && rng.chance(0.3) ? 2 : 1,
      invoiceMoney: rng.int(500, 30000) / 100,
      orderNo: `PO${formatSeedTime(applyMs - rng.int(1, 48) * HOUR).replace(/\D/g, '')}${digits(rng, 4)}`,
      plateNo: seedPlate(rng),
      parkId: 1001 + rng.int(0, PARK_NAMES.length - 1),
      invoiceStatus: status,
      applyTime: formatSeedTime(applyMs),
      issueTime: issued ? formatSeedTime(applyMs + rng.int(1, 30) * MINUTE) : null,
      email: `${rng.chars('abcdefghijkmnpqrstuvwxyz', 6)}${digits(rng, 3)}@${rng.pick(['163.com', 'qq.com', 'example.com'])}`,
      failReason: status === 3 ? rng.pick(INVOICE_FAILS) : null,
    });
  }
  return 30;
}

/**
 * The system parameters: name, code, value, unit, group, remark. The free parking time and the login and session
 * rules are not parameters: 免费时长 and 安全设置 own them, and the platform applies them.
 */
export const PARAM_SEED: [string, string, string, string, number, string][] = [
  ['离场缴费宽限时长', 'charge.leaveGraceMinutes', '15', '分钟', 1, '缴费后在此时长内离场不再计费'],
  ['欠费追缴提醒间隔', 'charge.arrearsRemindDays', '7', '天', 1, '同一欠费车辆两次短信提醒的最短间隔'],
  ['单笔退款上限', 'charge.refundLimit', '500', '元', 1, '超出需上级审核'],
  ['授权到期提前提醒天数', 'license.advanceDays', '30', '天', 2, '授权到期前多少天在登录时提示'],
  ['授权车道预警比例', 'license.laneWarnPercent', '90', '%', 2, '已用车道达到该比例时提示扩容'],
  ['异步导出阈值', 'system.asynExportThreshold', '10000', '条', 4, '导出超过该条数时转为后台下载任务'],
  ['告警弹窗保留时长', 'system.alarmPopupSeconds', '30', '秒', 4, '实时告警弹窗自动关闭前的停留时长'],
];

function seedParams(kit: SeedKit): number {
  PARAM_SEED.forEach(([paramName, paramKey, paramValue, paramUnit, paramGroup, remark], i) => {
    kit.insert({
      paramName,
      paramKey,
      paramValue,
      paramUnit,
      paramGroup,
      remark,
      updateUser: OPERATORS[i % OPERATORS.length],
      updateTime: formatSeedTime(at(kit, -90 + i * 7, 10, 15)),
    });
  });
  return PARAM_SEED.length;
}

/** 免费时长: every park at the fee rules' own free times (30 minutes, 2 hours on a 法定节假日), version 1. */
function seedFreeDurations(kit: SeedKit): number {
  PARKS.forEach((park, i) =>
    kit.insert({
      freeDurationId: i + 1,
      parkId: park.parkId,
      weekdayFreeMinutes: STANDARD_FEE_RULE.freeMinutes,
      holidayFreeMinutes: HOLIDAY_FEE_RULE.freeMinutes,
      version: 1,
      updateTime: formatSeedTime(at(kit, -120, 9, 30)),
    }),
  );
  return PARKS.length;
}

/** 安全设置: one record, the policy's defaults (the spec's rules), version 1. */
function seedSecurity(kit: SeedKit): number {
  kit.insert({ securitySettingId: 1, ...DEFAULT_POLICY, version: 1, updateTime: formatSeedTime(at(kit, -150, 9, 0)) });
  return 1;
}

/** 数据字典: the dictionaries operators maintain, with where they are used and their items (value, name). */
export const DICT_SEED: { typeCode: string; typeName: string; usedBy: string; remark: string; items: string[] }[] = [
  {
    typeCode: 'merchantType',
    typeName: '商户类型',
    usedBy: '商户管理 › 商户余额、商户优惠规则',
    remark: '商户入驻时选择的经营类型',
    items: ['商场', '酒店', '餐饮', '写字楼', '医院', '影院'],
  },
  {
    typeCode: 'carBrand',
    typeName: '车辆品牌',
    usedBy: '',
    remark: '登记车辆时可选的品牌',
    items: ['大众', '丰田', '本田', '比亚迪', '特斯拉', '吉利', '长安', '蔚来'],
  },
  {
    typeCode: 'carColor',
    typeName: '车身颜色',
    usedBy: '',
    remark: '登记车辆时可选的车身颜色',
    items: ['白色', '黑色', '银色', '灰色', '红色', '蓝色'],
  },
  { typeCode: 'invoiceTitleType', typeName: '发票抬头类型', usedBy: '', remark: '', items: ['个人', '企业', '政府机关', '事业单位'] },
  {
    typeCode: 'complaintChannel',
    typeName: '投诉渠道',
    usedBy: '',
    remark: '车主投诉的来源',
    items: ['客服热线', '微信公众号', '小程序', '12345 市民热线', '现场'],
  },
  {
    typeCode: 'leaveReason',
    typeName: '收费员离岗原因',
    usedBy: '',
    remark: '路侧收费员临时离岗登记',
    items: ['用餐', '巡查', '培训', '病假', '其他'],
  },
];

function seedDictTypes(kit: SeedKit): number {
  DICT_SEED.forEach(({ typeCode, typeName, usedBy, remark }, i) =>
    kit.insert({ dictTypeId: i + 1, typeCode, typeName, usedBy, remark, updateTime: formatSeedTime(at(kit, -200 + i, 10, 0)) }),
  );
  return DICT_SEED.length;
}

function seedDictItems(kit: SeedKit): number {
  let id = 0;
  for (const { typeCode, items } of DICT_SEED)
    items.forEach((itemLabel, i) =>
      kit.insert({ dictItemId: ++id, typeCode, itemLabel, itemValue: i + 1, sortNo: (i + 1) * 10, itemStatus: 1, remark: '' }),
    );
  return id;
}

/** The enabled items of a dictionary in their order, as the screens' selects offer them. */
export function dictOptions(store: EntityStore | null, typeCode: string): { itemValue: number; itemLabel: string }[] {
  const rows = store
    ? store.select('WHERE "typeCode" = ? AND "itemStatus" = 1', [typeCode], 'ORDER BY "sortNo", "itemValue"')
    : (DICT_SEED.find((d) => d.typeCode === typeCode)?.items.map((itemLabel, i) => ({ itemValue: i + 1, itemLabel })) ?? []);
  return rows.map((r) => ({ itemValue: Number(r.itemValue), itemLabel: String(r.itemLabel) }));
}

/** Curated rows only (SEED_ROWS still asks for more). */
const curated = (seed: (kit: SeedKit) => number): EntityExtension => ({ seed, defaultRows: 0 });

export const systemManageExtension: EngineExtension = {
  // The seeded items of each dictionary label its values in exports (GET …/dictItems/options/{typeCode}).
  options: {
    ...sharedOptionsExtension.options,
    ...Object.fromEntries(DICT_SEED.map((d) => [`GET /system/v2/api/dictItems/options/${d.typeCode}`, dictOptions(null, d.typeCode)])),
  },
  entities: {
    licensePool: curated(seedPool),
    licensePark: curated(seedParks),
    licensePoolChange: curated(seedChanges),
    licenseHistory: curated(seedHistory),
    licenseTrade: curated(seedTrades),
    passVehicle: {
      ...curated(seedPasses),
      generated: { picUrls: (_rng, row) => [passSnapshots(row).scene] },
    },
    invoiceInfo: curated(seedInvoices),
    sysParam: curated(seedParams),
    freeDuration: curated(seedFreeDurations),
    freeDurationLog: curated(() => 0),
    securitySetting: curated(seedSecurity),
    securitySettingLog: curated(() => 0),
    dictType: curated(seedDictTypes),
    dictItem: curated(seedDictItems),
  },
};
