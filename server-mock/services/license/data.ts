/** Constants of the licence service (schemas/systemManage.json 授权管理). */

/** Entities of the licence area (engine tables). */
export const LICENSE_ENTITIES = {
  pool: 'licensePool',
  history: 'licenseHistory',
  trade: 'licenseTrade',
  change: 'licensePoolChange',
  park: 'licensePark',
} as const;

/** Licence status codes (spec §4). */
export const AUTH_STATUS = { neverImported: -2, expired: -1, unused: 0, inUse: 1, expiring: 2, changed: 3 } as const;

/** A licence ending within this many days is 即将到期 (2). */
export const EXPIRING_DAYS = 30;

/** 导入方式 of a pool entry. */
export const IMPORT_TYPE = { file: 1, activation: 2 } as const;

/** 变更类型 of the pool change log. */
export const CHANGE_TYPE = { importFile: 1, activation: 2, adjustment: 3, joinPark: 4 } as const;

/** listAuthTypeByDealerId: the licence types a dealer may hold (the mock answers the same for every dealer). */
export const AUTH_TYPES = [
  { authType: 1, authTypeName: '封闭车场授权' },
  { authType: 2, authTypeName: '路内泊位授权' },
  { authType: 3, authTypeName: '综合授权' },
];

/** The machine code of the simulated platform installation (本地授权). */
export const MACHINE_CODE = 'B7E4-19C2-5FA8-D031-6E9B';

/** Activation codes the mock knows (在线激活): each grants one pool entry once. */
export const ACTIVATION_CODES: Record<string, { authType: number; laneNum: number; berthNum: number; days: number }> = {
  '7KQ2MX9D4PLT3WBR8N6C': { authType: 3, laneNum: 10, berthNum: 200, days: 365 },
  H4T8R2WZ6KPB9QFM3J7D: { authType: 2, laneNum: 0, berthNum: 500, days: 365 },
  C6N3V8YJ2TKW5HXQ9L4B: { authType: 1, laneNum: 8, berthNum: 0, days: 180 },
};

export const ACTIVATION_MESSAGES = {
  malformed: '激活码格式不正确，应为20位字母或数字（XXXXX-XXXXX-XXXXX-XXXXX）',
  unknown: '激活码无效，请核对后重新输入',
  used: '该激活码已被使用',
} as const;

/** The code as stored: upper case, without spaces and hyphens; null when it is not 20 letters or digits. */
export function normaliseActivationCode(value: string): string | null {
  const code = value.toUpperCase().replace(/[\s-]/g, '');
  return /^[A-Z0-9]{20}$/.test(code) ? code : null;
}

/** XXXXX-XXXXX-XXXXX-XXXXX. */
export const formatActivationCode = (code: string) => code.match(/.{5}/g)!.join('-');

/** The licence number of a pool entry created by activation. */
export const activationLicenseNo = (code: string) => `ACT${code.slice(0, 12)}`;

/** The login notice configuration (noticeConfig?configKey=licenseExpire). */
export const NOTICE_CONFIG = {
  configKey: 'licenseExpire',
  advanceDays: EXPIRING_DAYS,
  remindFrequency: 1,
  popupOnLogin: 1,
  noticeTypes: [1, 2, 3],
  updateUser: '陈建国',
};
