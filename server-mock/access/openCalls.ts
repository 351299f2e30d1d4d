/**
 * The calls that no menu entry owns, open to every logged-in user (public calls need no token at all and are not
 * listed): the shell's own calls (session, top bar, dialogs, uploads, download tasks, the pages reachable without
 * a menu check: /todo, /enterprise, fault reports) and the shared option lists of schemas/common/fields.json.
 * Every other call is granted by the menu (see accessPolicy.ts); a test keeps this list equal to the served routes
 * that no schema declares.
 */
export const SHELL_CALLS: readonly string[] = [
  'GET /api/auth/v2/api/user/loginInfo',
  'GET /api/auth/v2/api/user/logout',
  'GET /api/user/v2/api/userMenuTree',
  'GET /api/user/v2/api/btnResources/{menuId}',
  'GET /api/user/v2/api/reminds',
  'GET /api/dealer/v2/api/dealerInfos/about',
  'GET /api/dealer/v2/api/portal/registState',
  'GET /api/dealer/v2/api/portal/applyStatus',
  'POST /api/dealer/v2/api/portal/apply',
  'GET /api/dealer/v2/api/dealerInfos/chosen',
  'GET /api/dealer/v2/api/enterprise/platBizType',
  'GET /api/dealer/v2/api/dealerInfos/{id}',
  'GET /api/license/v2/api/getAuthStatus',
  'GET /api/backlog/v2/api/backlogs',
  'POST /api/backlog/v2/api/backlogs/deal',
  'GET /api/backlog/v2/api/backLogType',
  'GET /api/backlog/v2/api/getLastNgsUpdateFile',
  'GET /api/device/v2/api/platformErrorReports/list',
  'POST /api/device/v2/api/platformErrorReports/save',
  'GET /api/basic/v2/api/thirdPlatformPage/buttons',
  'GET /api/basic/v2/api/thirdPlatformPage/url',
  'GET /api/basic/v2/api/dealer/viewNotice',
  'GET /api/basic/v2/api/dataScreen/url',
  'GET /api/dealer/v2/api/rechargePayTypes',
  'GET /api/user/v2/api/collector/weakPwdCode',
  'POST /api/user/v2/api/sysUser/changePassword',
  'POST /api/user/v2/api/sysUser/updateAccount',
  'GET /api/user/v2/api/sysUser/profile',
  'GET /api/user/v2/api/sysUser/isPhoneRegistered',
  'GET /api/user/v2/api/sysUser/sendVerifyCode',
  'POST /api/user/v2/api/sysUser/submitVerifyCode',
  'POST /api/dealer/v2/api/dealerInfos/sendUpdateDealerVerifyCode',
  'POST /api/dealer/v2/api/dealerInfos/updateDealerManager',
  'POST /api/basic/v2/api/hikyun/upload',
  'POST /api/basic/v2/api/dealer/revokePrivacy',
  'GET /api/backlog/v2/api/asynExportThreshold',
  'GET /api/backlog/v2/api/exportTasks',
  'DELETE /api/backlog/v2/api/exportTasks',
  'GET /api/basic/v2/api/getImageServerType',
  'GET /api/basic/v2/api/getOSSParam',
  'GET /api/basic/v2/api/getServerSign',
  'GET /api/basic/v2/api/getPreSignUrl',
  'GET /api/basic/v2/api/getFileServerParam',
  'GET /api/basic/v2/api/getS3UploadToken',
];

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
