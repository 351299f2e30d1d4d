import { describe, expect, it } from 'vitest';
import {
  badgeText,
  enterpriseTarget,
  isSystemMode,
  licenceChip,
  menuDropdownItems,
  showEnterpriseChip,
  showWarningBanner,
  TOP_BAR_CODES,
  topBarItems,
  userMenuItems,
  type MenuDropdownKey,
  type TopBarContext,
  type TopBarItems,
} from './topBarRules';

const ALL_CODES = Object.values(TOP_BAR_CODES);
const base: TopBarContext = {
  codes: ALL_CODES,
  platformType: 1,
  userType: 2,
  modified: false,
  authStatus: 1,
  enterpriseStatus: 1,
  pathname: '/index',
};
const ctx = (patch: Partial<TopBarContext> = {}): TopBarContext => ({ ...base, ...patch });
const without = (code: string) => ALL_CODES.filter((c) => c !== code);

describe('catalogue codes (server-mock/catalogue/menus.json topBar)', () => {
  it.each([
    ['todoBell', 'PAED98000706'],
    ['bulletinUnread', 'MRIE16069246'],
    ['messageBell', 'TBSB10000001'],
    ['systemManage', 'TBSM10000002'],
    ['softwareDownload', 'TBSD10000003'],
    ['bigFileDownload', 'TBBF10000004'],
    ['helpDocumentation', 'TBHD10000005'],
    ['faultReport', 'TBFR10000006'],
    ['about', 'TBAB10000007'],
    ['dataVisualisation', 'TBDV10000008'],
    ['areaManage', 'TBAM10000009'],
    ['warningBanner', 'TBAL10000010'],
  ])('%s is %s', (key, code) => {
    expect(TOP_BAR_CODES[key as keyof typeof TOP_BAR_CODES]).toBe(code);
  });
});

describe('top-bar items gated by codes', () => {
  it.each([
    ['faultReport', 'TBFR10000006'],
    ['messageBell', 'TBSB10000001'],
    ['todoBell', 'PAED98000706'],
    ['dataVisualisation', 'TBDV10000008'],
  ] as const)('%s: shown with %s, hidden without it', (item: keyof TopBarItems, code) => {
    expect(topBarItems(ctx())[item]).toBe(true);
    expect(topBarItems(ctx({ codes: without(code) }))[item]).toBe(false);
    expect(topBarItems(ctx({ codes: [code] }))[item]).toBe(true);
    expect(topBarItems(ctx({ codes: [] }))[item]).toBe(false);
  });

  it.each([
    [1, { thirdPartyButtons: true, dealerSelector: false }],
    [2, { thirdPartyButtons: false, dealerSelector: true }],
    [null, { thirdPartyButtons: false, dealerSelector: false }],
  ])('platformType %s → %j', (platformType, expected) => {
    expect(topBarItems(ctx({ platformType }))).toMatchObject(expected);
  });
});

describe('menu dropdown', () => {
  const every: MenuDropdownKey[] = ['systemManage', 'bigFileDownload', 'areaManage', 'softwareDownload', 'helpDocumentation', 'about'];

  it('lists 系统管理, 文件下载管理, 区域管理, 软件下载, 帮助文档, 关于 in that order with every code', () => {
    expect(menuDropdownItems(ctx())).toEqual(every);
  });

  it.each([
    ['systemManage', 'TBSM10000002'],
    ['bigFileDownload', 'TBBF10000004'],
    ['areaManage', 'TBAM10000009'],
    ['softwareDownload', 'TBSD10000003'],
    ['helpDocumentation', 'TBHD10000005'],
    ['about', 'TBAB10000007'],
  ] as const)('%s needs %s', (key, code) => {
    expect(menuDropdownItems(ctx({ codes: without(code) }))).toEqual(every.filter((k) => k !== key));
    expect(menuDropdownItems(ctx({ codes: [code] }))).toEqual([key]);
  });

  it.each(['/systemManage', '/systemManage/operatorAuth/index', '/systemManage/areaManage/list'])(
    'in system mode (%s) 系统管理 and 区域管理 are hidden',
    (pathname) => {
      expect(isSystemMode(pathname)).toBe(true);
      expect(menuDropdownItems(ctx({ pathname }))).toEqual(['bigFileDownload', 'softwareDownload', 'helpDocumentation', 'about']);
    },
  );

  it.each(['/index', '/systemManageX', '/areaManage/list', '/stopFee/systemManage'])('%s is not system mode', (pathname) => {
    expect(isSystemMode(pathname)).toBe(false);
    expect(menuDropdownItems(ctx({ pathname }))).toEqual(every);
  });

  it.each([
    [1, false],
    [4, false],
    [2, true],
    [3, true],
  ])('userType %i: 关于 shown %s', (userType, shown) => {
    expect(menuDropdownItems(ctx({ userType })).includes('about')).toBe(shown);
  });
});

describe('user dropdown', () => {
  it.each([
    [{ userType: 2, modified: false, platformType: 1 }, ['changePassword', 'changeUserName', 'userInfo', 'privacy', 'terms', 'logout']],
    [{ userType: 2, modified: true, platformType: 1 }, ['changePassword', 'userInfo', 'privacy', 'terms', 'logout']],
    [{ userType: 3, modified: false, platformType: 1 }, ['changePassword', 'userInfo', 'privacy', 'terms', 'logout']],
    [{ userType: 1, modified: false, platformType: 1 }, ['changePassword', 'privacy', 'terms', 'logout']],
    [{ userType: 4, modified: false, platformType: 1 }, ['changePassword', 'privacy', 'terms', 'logout']],
    [{ userType: 2, modified: false, platformType: 2 }, ['changePassword', 'changeUserName', 'userInfo', 'logout']],
    [{ userType: 4, modified: true, platformType: 2 }, ['changePassword', 'logout']],
  ] as const)('%j → %j', (patch, expected) => {
    expect(userMenuItems(ctx(patch))).toEqual(expected);
  });
});

describe('licence chip (spec §4)', () => {
  it.each([
    [-1, { kind: 'warning', text: '授权已过期' }],
    [2, { kind: 'info', text: '授权即将过期' }],
    [-3, null],
    [-2, null],
    [0, null],
    [1, null],
    [3, null],
    [null, null],
  ])('authStatus %s → %j', (authStatus, chip) => {
    expect(licenceChip(authStatus)).toEqual(chip);
  });
});

describe('enterprise chip (spec §4)', () => {
  it.each([
    [{ platformType: 1, userType: 2, enterpriseStatus: 0 }, true],
    [{ platformType: 1, userType: 3, enterpriseStatus: 2 }, true],
    [{ platformType: 1, userType: 2, enterpriseStatus: 3 }, true],
    [{ platformType: 1, userType: 2, enterpriseStatus: 1 }, false],
    [{ platformType: 1, userType: 1, enterpriseStatus: 0 }, false],
    [{ platformType: 1, userType: 4, enterpriseStatus: 0 }, false],
    [{ platformType: 2, userType: 2, enterpriseStatus: 0 }, false],
    [{ platformType: 1, userType: 2, enterpriseStatus: null }, false],
  ])('%j → %s', (patch, shown) => {
    expect(showEnterpriseChip(ctx(patch))).toBe(shown);
  });

  it.each([
    [0, '/enterprise?flag=1'],
    [2, '/enterDetail'],
    [3, '/enterDetail'],
  ])('status %i leads to %s', (status, path) => {
    expect(enterpriseTarget(status)).toBe(path);
  });
});

describe('warning banner (spec §2)', () => {
  it.each([
    [{}, false, true],
    [{}, true, false],
    [{ platformType: 2 }, false, false],
    [{ codes: without('TBAL10000010') }, false, false],
    [{ pathname: '/down' }, false, false],
    [{ pathname: '/downBigFile' }, false, false],
    [{ pathname: '/download' }, false, true],
  ])('%j closed=%s → %s', (patch, closed, shown) => {
    expect(showWarningBanner(ctx(patch), closed)).toBe(shown);
  });
});

describe('badge text (max 99)', () => {
  it.each([
    [0, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%i → %j', (n, text) => {
    expect(badgeText(n)).toBe(text);
  });
});
