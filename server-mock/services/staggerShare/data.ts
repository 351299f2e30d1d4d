/**
 * The shared-parking vocabulary of 错峰共享 (schemas/staggerShare.json) that the seed and the write rules both read:
 * which parks share their berths, how (分时共享 by the hour, 错峰月卡 by the month), in which periods and at what
 * price, the rules of each, and the platform's settings. Data only.
 */
import { PARKS } from '../sharedOptions/parks';

export const ENTITIES = {
  park: 'staggerPark',
  bookRule: 'staggerBookRule',
  bookRuleVersion: 'staggerBookRuleVersion',
  booking: 'staggerBooking',
  parkRecord: 'staggerParkRecord',
  monthRule: 'staggerMonthRule',
  monthCar: 'staggerMonthCar',
  monthApply: 'staggerMonthApply',
  monthBill: 'staggerMonthBill',
  black: 'staggerBlack',
  setting: 'staggerSetting',
} as const;

/** shareType: 1 分时共享, 2 错峰月卡. restDayMode: 1 全天共享, 2 同工作日时段, 3 不共享. */
export interface Period {
  periodStart: string;
  periodEnd: string;
}
export interface SharePark {
  shareParkId: number;
  shareType: 1 | 2;
  parkId: number;
  ownerType: number;
  ownerUnit: string;
  contactName: string;
  phone: string;
  shareArea: string;
  shareBerths: number;
  sharePeriods: Period[];
  restDayMode: 1 | 2 | 3;
  hourPrice: number | null;
  monthPrice: number | null;
  shareStatus: 0 | 1;
  remark: string | null;
}

const NIGHT: Period[] = [
  { periodStart: '00:00', periodEnd: '08:00' },
  { periodStart: '19:00', periodEnd: '23:59' },
];
const EVENING: Period[] = [{ periodStart: '18:30', periodEnd: '23:59' }];
const DAYTIME: Period[] = [{ periodStart: '08:00', periodEnd: '18:00' }];

export const parkName = (parkId: number) => PARKS.find((p) => p.parkId === parkId)?.parkName ?? '';

/** The parks that share berths: five by the hour (one more stopped), four by the month (one more stopped). */
export const SHARE_PARKS: SharePark[] = [
  {
    shareParkId: 1,
    shareType: 1,
    parkId: 1002,
    ownerType: 1,
    ownerUnit: '杭州武林广场商务楼宇管理有限公司',
    contactName: '周晓峰',
    phone: '13906510218',
    shareArea: 'B2层C区 088–147号',
    shareBerths: 60,
    sharePeriods: NIGHT,
    restDayMode: 1,
    hourPrice: 500,
    monthPrice: null,
    shareStatus: 1,
    remark: '写字楼夜间及休息日空置车位对外共享',
  },
  {
    shareParkId: 2,
    shareType: 1,
    parkId: 1003,
    ownerType: 1,
    ownerUnit: '杭州钱江新城市民中心物业服务中心',
    contactName: '沈丽娟',
    phone: '13857103326',
    shareArea: 'B1层 F区全部',
    shareBerths: 80,
    sharePeriods: NIGHT,
    restDayMode: 1,
    hourPrice: 400,
    monthPrice: null,
    shareStatus: 1,
    remark: null,
  },
  {
    shareParkId: 3,
    shareType: 1,
    parkId: 1006,
    ownerType: 5,
    ownerUnit: '杭州黄龙体育中心场馆运营部',
    contactName: '陆海涛',
    phone: '13588712045',
    shareArea: '东侧地面停车区 01–12号',
    shareBerths: 12,
    sharePeriods: [{ periodStart: '07:00', periodEnd: '23:59' }],
    restDayMode: 2,
    hourPrice: 300,
    monthPrice: null,
    shareStatus: 1,
    remark: '无赛事日开放，赛事日由场馆提前停用',
  },
  {
    shareParkId: 4,
    shareType: 1,
    parkId: 1007,
    ownerType: 3,
    ownerUnit: '杭州湖滨银泰商业管理有限公司',
    contactName: '韩雪',
    phone: '13757160931',
    shareArea: 'B3层 员工车位区',
    shareBerths: 40,
    sharePeriods: EVENING,
    restDayMode: 2,
    hourPrice: 800,
    monthPrice: null,
    shareStatus: 1,
    remark: '商场闭店后员工车位对外共享',
  },
  {
    shareParkId: 5,
    shareType: 1,
    parkId: 1001,
    ownerType: 2,
    ownerUnit: '杭州西湖文化广场物业管理有限公司',
    contactName: '吴建平',
    phone: '13605813377',
    shareArea: '住宅地库 B2层 A区',
    shareBerths: 30,
    sharePeriods: [
      { periodStart: '08:00', periodEnd: '17:30' },
      { periodStart: '19:00', periodEnd: '22:00' },
    ],
    restDayMode: 2,
    hourPrice: 600,
    monthPrice: null,
    shareStatus: 1,
    remark: '业主白天外出后的空置车位',
  },
  {
    shareParkId: 6,
    shareType: 1,
    parkId: 1004,
    ownerType: 3,
    ownerUnit: '杭州城西银泰城商业管理有限公司',
    contactName: '方敏',
    phone: '13967182205',
    shareArea: 'B2层 D区',
    shareBerths: 25,
    sharePeriods: EVENING,
    restDayMode: 3,
    hourPrice: 500,
    monthPrice: null,
    shareStatus: 0,
    remark: '商场改造期间暂停共享',
  },
  {
    shareParkId: 7,
    shareType: 2,
    parkId: 1002,
    ownerType: 1,
    ownerUnit: '杭州武林广场商务楼宇管理有限公司',
    contactName: '周晓峰',
    phone: '13906510218',
    shareArea: 'B2层C区 148–199号',
    shareBerths: 50,
    sharePeriods: NIGHT,
    restDayMode: 1,
    hourPrice: null,
    monthPrice: 30000,
    shareStatus: 1,
    remark: '周边小区居民夜间停车',
  },
  {
    shareParkId: 8,
    shareType: 2,
    parkId: 1003,
    ownerType: 1,
    ownerUnit: '杭州钱江新城市民中心物业服务中心',
    contactName: '沈丽娟',
    phone: '13857103326',
    shareArea: 'B1层 G区',
    shareBerths: 60,
    sharePeriods: NIGHT,
    restDayMode: 1,
    hourPrice: null,
    monthPrice: 25000,
    shareStatus: 1,
    remark: null,
  },
  {
    shareParkId: 9,
    shareType: 2,
    parkId: 1005,
    ownerType: 2,
    ownerUnit: '杭州滨江宝龙城物业服务有限公司',
    contactName: '许文杰',
    phone: '13819146620',
    shareArea: '住宅地库 B1层 全区',
    shareBerths: 40,
    sharePeriods: DAYTIME,
    restDayMode: 3,
    hourPrice: null,
    monthPrice: 20000,
    shareStatus: 1,
    remark: '业主上班时段空置车位，供周边写字楼员工白天停放',
  },
  {
    shareParkId: 10,
    shareType: 2,
    parkId: 1001,
    ownerType: 2,
    ownerUnit: '杭州西湖文化广场物业管理有限公司',
    contactName: '吴建平',
    phone: '13605813377',
    shareArea: '住宅地库 B2层 B区',
    shareBerths: 30,
    sharePeriods: DAYTIME,
    restDayMode: 3,
    hourPrice: null,
    monthPrice: 35000,
    shareStatus: 1,
    remark: null,
  },
  {
    shareParkId: 11,
    shareType: 2,
    parkId: 1007,
    ownerType: 3,
    ownerUnit: '杭州湖滨银泰商业管理有限公司',
    contactName: '韩雪',
    phone: '13757160931',
    shareArea: 'B3层 员工车位区',
    shareBerths: 20,
    sharePeriods: EVENING,
    restDayMode: 2,
    hourPrice: null,
    monthPrice: 40000,
    shareStatus: 0,
    remark: '员工车位不足，暂停发行错峰月卡',
  },
];

/** A park's booking rule as the seed keeps it (ruleStatus 0 未生效, 1 生效中, 2 已停用); older versions first. */
export interface BookRuleSeed {
  bookRuleId: number;
  parkId: number;
  ruleName: string;
  ruleStatus: 0 | 1 | 2;
  versions: {
    holdMinutes: number;
    advanceHours: number;
    maxBookHours: number;
    cancelMinutes: number;
    noShowPenalty: number;
    changeNote: string;
  }[];
}

const v = (
  holdMinutes: number,
  maxBookHours: number,
  noShowPenalty: number,
  changeNote: string,
  cancelMinutes = 30,
  advanceHours = 72,
) => ({
  holdMinutes,
  advanceHours,
  maxBookHours,
  cancelMinutes,
  noShowPenalty,
  changeNote,
});

export const BOOK_RULES: BookRuleSeed[] = [
  {
    bookRuleId: 1,
    parkId: 1002,
    ruleName: '武林广场夜间共享预约规则',
    ruleStatus: 1,
    versions: [
      v(30, 8, 300, '首次配置'),
      v(15, 8, 500, '爽约率偏高：保留时长由 30 分钟缩短为 15 分钟，爽约扣款调整为 5 元'),
      v(20, 10, 500, '夜间通宵停放需求多：单次最长预约调整为 10 小时，保留时长 20 分钟'),
    ],
  },
  {
    bookRuleId: 2,
    parkId: 1003,
    ruleName: '市民中心错峰预约规则',
    ruleStatus: 1,
    versions: [v(15, 6, 300, '首次配置'), v(15, 10, 300, '单次最长预约调整为 10 小时', 60)],
  },
  { bookRuleId: 3, parkId: 1006, ruleName: '黄龙体育中心共享预约规则', ruleStatus: 1, versions: [v(15, 4, 500, '首次配置', 30, 72)] },
  {
    bookRuleId: 4,
    parkId: 1007,
    ruleName: '湖滨银泰闭店后预约规则',
    ruleStatus: 1,
    versions: [v(10, 4, 800, '首次配置'), v(15, 5, 1000, '与商场停车收费标准同步：爽约扣款调整为 10 元')],
  },
  { bookRuleId: 5, parkId: 1001, ruleName: '文化广场住宅共享预约规则', ruleStatus: 1, versions: [v(20, 6, 500, '首次配置', 60)] },
  {
    bookRuleId: 6,
    parkId: 1002,
    ruleName: '武林广场节假日预约规则（试行）',
    ruleStatus: 0,
    versions: [v(30, 12, 300, '节假日试行方案，待物业确认')],
  },
  {
    bookRuleId: 7,
    parkId: 1004,
    ruleName: '城西银泰城夜间预约规则',
    ruleStatus: 2,
    versions: [v(15, 4, 500, '首次配置'), v(15, 5, 500, '单次最长预约调整为 5 小时')],
  },
  { bookRuleId: 8, parkId: 1003, ruleName: '市民中心旧版预约规则', ruleStatus: 2, versions: [v(30, 4, 200, '旧版规则，已由新规则替代')] },
];

/** Month rules: monthRuleId, park, name, periods, rest days, price (分/月), cap, status (1 启用, 0 停用). */
export interface MonthRuleSeed {
  monthRuleId: number;
  parkId: number;
  ruleName: string;
  periods: Period[];
  restDayMode: 1 | 2 | 3;
  monthPrice: number;
  maxCards: number;
  ruleStatus: 0 | 1;
}
export const MONTH_RULES: MonthRuleSeed[] = [
  {
    monthRuleId: 1,
    parkId: 1002,
    ruleName: '夜间错峰月卡',
    periods: NIGHT,
    restDayMode: 1,
    monthPrice: 30000,
    maxCards: 40,
    ruleStatus: 1,
  },
  {
    monthRuleId: 2,
    parkId: 1002,
    ruleName: '夜间错峰月卡（工作日）',
    periods: NIGHT,
    restDayMode: 3,
    monthPrice: 22000,
    maxCards: 10,
    ruleStatus: 1,
  },
  {
    monthRuleId: 3,
    parkId: 1003,
    ruleName: '夜间错峰月卡',
    periods: NIGHT,
    restDayMode: 1,
    monthPrice: 25000,
    maxCards: 50,
    ruleStatus: 1,
  },
  {
    monthRuleId: 4,
    parkId: 1003,
    ruleName: '晚间错峰月卡',
    periods: EVENING,
    restDayMode: 2,
    monthPrice: 18000,
    maxCards: 10,
    ruleStatus: 0,
  },
  {
    monthRuleId: 5,
    parkId: 1005,
    ruleName: '白天错峰月卡',
    periods: DAYTIME,
    restDayMode: 3,
    monthPrice: 20000,
    maxCards: 40,
    ruleStatus: 1,
  },
  {
    monthRuleId: 6,
    parkId: 1001,
    ruleName: '白天错峰月卡',
    periods: DAYTIME,
    restDayMode: 3,
    monthPrice: 35000,
    maxCards: 30,
    ruleStatus: 1,
  },
  {
    monthRuleId: 7,
    parkId: 1007,
    ruleName: '闭店后错峰月卡',
    periods: EVENING,
    restDayMode: 2,
    monthPrice: 40000,
    maxCards: 20,
    ruleStatus: 0,
  },
];

/** The platform's shared-parking settings (one record). */
export const SETTINGS = {
  settingId: 1,
  noShowLimit: 3,
  noShowWindowDays: 30,
  blackDays: 30,
  defaultHoldMinutes: 15,
  maxActiveBookings: 2,
  holidayBooking: 1,
  expireRemindDays: 7,
  remark: '法定节假日按「工作日配置」中生效的全平台配置判断',
};

/** Staff who keep the shared parking (the demo accounts' names). */
export const STAFF = ['陈建国', '李晓梅', '王志强'];

export const periodText = (periods: Period[]) => periods.map((p) => `${p.periodStart}–${p.periodEnd}`).join('、');
