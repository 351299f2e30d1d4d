/**
 * How a call that no schema declares (the shell's own calls) is granted: `open` to every logged-in user, with the
 * reason; or only to an account holding the button `code` of its feature (403 otherwise), or the menu entry `menu`
 * whose page makes the call as well.
 */
export type ShellCallRule = { open: string } | { code: string; menu?: string };

const SESSION = 'the session itself: every page of the console needs it';
const TOP_BAR = 'the top bar and its menus for every account (no button code guards the item)';
const OWN_ACCOUNT = "the account's own settings (user dropdown dialogs), acting on the caller only";
const ENTERPRISE = '/enterprise and its result pages, reachable without a menu check (spec §2)';
const TODO_READ = '/todo (no menu check, spec §2) and the to-do bell: reading the caller’s own to-dos';
const UPLOAD = 'uploads of every form (photos, attachments); the file types and sizes are checked by the upload';
const EXPORT = 'every export button asks for it before exporting';

/**
 * Every call the shell makes that no schema declares, with the button code that guards it or the reason it is open
 * (public calls need no token at all and are not listed). A test keeps the keys equal to the served routes that no
 * schema declares and tries each guarded call with and without its code.
 */
export const SHELL_CALLS: Readonly<Record<string, ShellCallRule>> = {
  'GET /api/auth/v2/api/user/loginInfo': { open: SESSION },
  'GET /api/auth/v2/api/user/logout': { open: SESSION },
  'GET /api/user/v2/api/userMenuTree': { open: SESSION },
  'GET /api/user/v2/api/btnResources/{menuId}': { open: SESSION },
  'GET /api/user/v2/api/reminds': { open: TOP_BAR },
  'GET /api/dealer/v2/api/dealerInfos/about': { open: 'the 关于 dialog reads the dealer name; hidden for restricted user types' },
  'GET /api/dealer/v2/api/portal/registState': { open: ENTERPRISE },
  'GET /api/dealer/v2/api/portal/applyStatus': { open: ENTERPRISE },
  'POST /api/dealer/v2/api/portal/apply': { open: ENTERPRISE },
  'GET /api/dealer/v2/api/dealerInfos/chosen': { open: 'the dealer selector of the top bar (platformType 2)' },
  'GET /api/dealer/v2/api/enterprise/platBizType': { open: ENTERPRISE },
  'GET /api/dealer/v2/api/dealerInfos/{id}': { open: ENTERPRISE },
  'GET /api/license/v2/api/getAuthStatus': { open: 'the licence chip and the licence check of every page' },
  'GET /api/backlog/v2/api/backlogs': { open: TODO_READ },
  'POST /api/backlog/v2/api/backlogs/deal': { code: 'BKLG19010011' },
  'GET /api/backlog/v2/api/backLogType': { open: TODO_READ },
  'GET /api/backlog/v2/api/getLastNgsUpdateFile': { open: 'the 软件下载 page (/down) for every account' },
  'GET /api/device/v2/api/platformErrorReports/list': { code: 'TBFR10000006', menu: '1609' },
  'POST /api/device/v2/api/platformErrorReports/save': { code: 'TBFR10000006' },
  'GET /api/basic/v2/api/thirdPlatformPage/buttons': {
    open: 'the third-party buttons of the top bar list only what the platform grants the caller',
  },
  'GET /api/basic/v2/api/thirdPlatformPage/url': { open: 'the address of a third-party button the caller was given' },
  'GET /api/basic/v2/api/dealer/viewNotice': { open: 'the terms of service and privacy agreement (user dropdown)' },
  'GET /api/basic/v2/api/dataScreen/url': { code: 'TBDV10000008' },
  'GET /api/dealer/v2/api/rechargePayTypes': { open: 'a shared option list (pay types of recharges)' },
  'GET /api/system/v2/api/dictItems/options/{typeCode}': {
    open: 'a shared option list: the enabled items of one 数据字典 dictionary, offered by the selects of several areas',
  },
  'GET /api/user/v2/api/collector/weakPwdCode': { open: 'the weak-password warning after login' },
  'POST /api/user/v2/api/sysUser/changePassword': { open: OWN_ACCOUNT },
  'POST /api/user/v2/api/sysUser/updateAccount': { open: OWN_ACCOUNT },
  'GET /api/user/v2/api/sysUser/profile': { open: OWN_ACCOUNT },
  'GET /api/user/v2/api/sysUser/isPhoneRegistered': { open: OWN_ACCOUNT },
  'GET /api/user/v2/api/sysUser/sendVerifyCode': { open: OWN_ACCOUNT },
  'POST /api/user/v2/api/sysUser/submitVerifyCode': { open: OWN_ACCOUNT },
  'POST /api/dealer/v2/api/dealerInfos/sendUpdateDealerVerifyCode': { open: OWN_ACCOUNT },
  'POST /api/dealer/v2/api/dealerInfos/updateDealerManager': { open: OWN_ACCOUNT },
  'POST /api/basic/v2/api/hikyun/upload': { open: UPLOAD },
  'POST /api/basic/v2/api/dealer/revokePrivacy': { open: OWN_ACCOUNT },
  'GET /api/backlog/v2/api/asynExportThreshold': { open: EXPORT },
  'GET /api/backlog/v2/api/exportTasks': { code: 'TBBF10000004' },
  'DELETE /api/backlog/v2/api/exportTasks': { code: 'TBBF10000004' },
  'GET /api/basic/v2/api/getImageServerType': { open: UPLOAD },
  'GET /api/basic/v2/api/getOSSParam': { open: UPLOAD },
  'GET /api/basic/v2/api/getServerSign': { open: UPLOAD },
  'GET /api/basic/v2/api/getPreSignUrl': { open: UPLOAD },
  'GET /api/basic/v2/api/getFileServerParam': { open: UPLOAD },
  'GET /api/basic/v2/api/getS3UploadToken': { open: UPLOAD },
};

/** Schema endpoints the shell calls for everyone: bulletins (bell, announcement bar, forced reading), pay types, the bill corner mark. */
export const SHELL_SCHEMA_CALLS: readonly string[] = [
  'GET /api/publicity/v2/api/bulletinInfos/platformBulletinInfos',
  'GET /api/publicity/v2/api/bulletinInfo/dealerBulletinInfos',
  'GET /api/publicity/v2/api/bulletinInfo/forceReadBulletinInfos',
  'POST /api/publicity/v2/api/bulletinInfos/readBulletins',
  'GET /api/finance/v2/api/verify/cornerMark',
];

/** The shared option lists (dictionaries of schemas/common/fields.json), by endpoint name there. */
export const SHARED_DICTIONARY_ENDPOINTS: readonly string[] = [
  'appealHandlers',
  'areaTree',
  'berthChosen',
  'cityTree',
  'collectors',
  'gateChosen',
  'parkChosen',
  'payTypes',
  'usersByResource',
];

/** Views every logged-in user may open (spec §2: /sysBulletin/list and /sysBulletin/detail need no further check); their buttons still need their codes. */
export const OPEN_VIEWS: readonly string[] = ['sysBulletin/list', 'sysBulletin/detail'];

/** Top-bar counters (spec §6): the call is granted by its top-bar code as well as by the menu entry of its page. */
export const TOP_BAR_CALLS: Readonly<Record<string, string>> = {
  'GET /api/device/v2/api/illegalParkRecords/list': 'WHVI72813445',
  'GET /api/device/v2/api/abnormalOccupyRecords/list': 'XVUQ27036538',
  'GET /api/device/v2/api/cameraCoveredRecords/list': 'ZUTC55309211',
};
