/**
 * The rules of the top bar (spec §2 "Top bar", §4, §6) as pure functions of what the session holds,
 * so each one is tested row by row. Components only read these answers.
 */

/** Top-bar button codes answered by btnResources/0 (server-mock/catalogue/menus.json `topBar`). */
export const TOP_BAR_CODES = {
  /** 待办数量: the to-do bell and its count. */
  todoBell: 'PAED98000706',
  /** 平台公告未读数量: the message bell's count. */
  bulletinUnread: 'MRIE16069246',
  /** 系统公告: the message bell. */
  messageBell: 'TBSB10000001',
  systemManage: 'TBSM10000002',
  softwareDownload: 'TBSD10000003',
  /** 大文件下载 (文件下载管理). */
  bigFileDownload: 'TBBF10000004',
  helpDocumentation: 'TBHD10000005',
  faultReport: 'TBFR10000006',
  about: 'TBAB10000007',
  dataVisualisation: 'TBDV10000008',
  areaManage: 'TBAM10000009',
  /** 告警横幅: the warning banner. */
  warningBanner: 'TBAL10000010',
} as const;

export const OPERATOR_AUTH_PATH = '/systemManage/operatorAuth/index';
export const SYSTEM_MANAGE_PATH = '/systemManage';
export const TODO_PATH = '/todo';
export const BULLETIN_LIST_PATH = '/sysBulletin/list';
/** Pages without the warning banner: software download and big-file download (spec §2 "the download page"). */
export const BANNER_EXCLUDED_PATHS = ['/down', '/downBigFile'];
/** Badges show at most 99, then 99+ (spec §9). */
export const BADGE_MAX = 99;

/** What the top bar decides from. */
export interface TopBarContext {
  codes: readonly string[];
  /** 1 operator side, 2 multi-dealer platform (localStorage platformType). */
  platformType: number | null;
  userType: number | null;
  /** Account renamed already (userInfo.modified). */
  modified: boolean;
  /** localStorage authStatus. */
  authStatus: number | null;
  /** Enterprise status (registState): 1 certified. */
  enterpriseStatus: number | null;
  pathname: string;
}

const holds = (ctx: TopBarContext, code: string) => ctx.codes.includes(code);

/** userType 1 and 4 get reduced features: no 关于, enterprise status or 用户信息 (spec §2, §6). */
export const isRestrictedUserType = (userType: number | null) => userType === 1 || userType === 4;

/**
 * System mode: the user is inside the system-management area, i.e. the path is /systemManage or
 * below it (the area that opens in a tab of its own). There 系统管理 and 区域管理 are hidden.
 */
export const isSystemMode = (pathname: string) => pathname === SYSTEM_MANAGE_PATH || pathname.startsWith(`${SYSTEM_MANAGE_PATH}/`);

/** The licence chip (spec §4): -1 warning 授权已过期, 2 info 授权即将过期, otherwise none. */
export function licenceChip(authStatus: number | null): { kind: 'warning' | 'info'; text: string } | null {
  if (authStatus === -1) return { kind: 'warning', text: '授权已过期' };
  if (authStatus === 2) return { kind: 'info', text: '授权即将过期' };
  return null;
}

/** 企业未认证 (spec §4): platformType 1, userType not 1/4, enterprise status known and not 1. */
export function showEnterpriseChip(ctx: Pick<TopBarContext, 'platformType' | 'userType' | 'enterpriseStatus'>): boolean {
  return ctx.platformType === 1 && !isRestrictedUserType(ctx.userType) && ctx.enterpriseStatus !== null && ctx.enterpriseStatus !== 1;
}

/** Where 企业未认证 leads (in a new tab): status 0 → /enterprise?flag=1, otherwise /enterDetail. */
export const enterpriseTarget = (enterpriseStatus: number | null) => (enterpriseStatus === 0 ? '/enterprise?flag=1' : '/enterDetail');

/** The single items of the top bar, each true when shown. */
export interface TopBarItems {
  dealerSelector: boolean;
  thirdPartyButtons: boolean;
  faultReport: boolean;
  messageBell: boolean;
  todoBell: boolean;
  dataVisualisation: boolean;
}

export function topBarItems(ctx: TopBarContext): TopBarItems {
  return {
    dealerSelector: ctx.platformType === 2,
    thirdPartyButtons: ctx.platformType === 1,
    faultReport: holds(ctx, TOP_BAR_CODES.faultReport),
    messageBell: holds(ctx, TOP_BAR_CODES.messageBell),
    todoBell: holds(ctx, TOP_BAR_CODES.todoBell),
    dataVisualisation: holds(ctx, TOP_BAR_CODES.dataVisualisation),
  };
}

/** The menu dropdown's items, in the spec's order. */
export type MenuDropdownKey = 'systemManage' | 'bigFileDownload' | 'areaManage' | 'softwareDownload' | 'helpDocumentation' | 'about';

export const MENU_DROPDOWN_LABELS: Readonly<Record<MenuDropdownKey, string>> = {
  systemManage: '系统管理',
  bigFileDownload: '文件下载管理',
  areaManage: '区域管理',
  softwareDownload: '软件下载',
  helpDocumentation: '帮助文档',
  about: '关于',
};

/** Paths of the dropdown items that navigate (系统管理 opens a new tab; 关于 opens a dialog). */
export const MENU_DROPDOWN_PATHS: Readonly<Partial<Record<MenuDropdownKey, string>>> = {
  systemManage: SYSTEM_MANAGE_PATH,
  bigFileDownload: '/downBigFile',
  areaManage: '/areaManage/list',
  softwareDownload: '/down',
  helpDocumentation: '/helpDocumentation',
};

export function menuDropdownItems(ctx: TopBarContext): MenuDropdownKey[] {
  const systemMode = isSystemMode(ctx.pathname);
  return (Object.keys(MENU_DROPDOWN_LABELS) as MenuDropdownKey[]).filter((key) => {
    if (!holds(ctx, TOP_BAR_CODES[key])) return false;
    if (systemMode && (key === 'systemManage' || key === 'areaManage')) return false;
    if (key === 'about' && isRestrictedUserType(ctx.userType)) return false;
    return true;
  });
}

/** The user dropdown's items, in the spec's order. */
export type UserMenuKey = 'changePassword' | 'changeUserName' | 'userInfo' | 'privacy' | 'terms' | 'logout';

export const USER_MENU_LABELS: Readonly<Record<UserMenuKey, string>> = {
  changePassword: '修改密码',
  changeUserName: '修改用户名',
  userInfo: '用户信息',
  privacy: '隐私协议',
  terms: '服务条款',
  logout: '退出登录',
};

/** viewNotice types of the two agreements (spec §7). */
export const NOTICE_TYPES = { privacy: 199, terms: 198 } as const;

export function userMenuItems(ctx: Pick<TopBarContext, 'userType' | 'modified' | 'platformType'>): UserMenuKey[] {
  return (Object.keys(USER_MENU_LABELS) as UserMenuKey[]).filter((key) => {
    if (key === 'changeUserName') return ctx.userType === 2 && !ctx.modified;
    if (key === 'userInfo') return !isRestrictedUserType(ctx.userType);
    if (key === 'privacy' || key === 'terms') return ctx.platformType === 1;
    return true;
  });
}

/** The warning banner (spec §2): platformType 1, 告警横幅 held, not closed, not on the download pages. */
export function showWarningBanner(ctx: Pick<TopBarContext, 'platformType' | 'codes' | 'pathname'>, closed: boolean): boolean {
  return (
    ctx.platformType === 1 && ctx.codes.includes(TOP_BAR_CODES.warningBanner) && !closed && !BANNER_EXCLUDED_PATHS.includes(ctx.pathname)
  );
}

/** Badge text: the number up to 99, then 99+; nothing for 0. */
export function badgeText(count: number): string {
  if (!count || count < 0) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}
