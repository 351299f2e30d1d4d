import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUTTON_CODE_PATTERN, flattenMenus, loadCatalogue } from './catalogue';
import { buttonResources, menusForProfile } from './menuTree';
import { UNCONFIGURED_ENTRY, withFixtureEntries } from '../../tests/e2e/fixtures/fixtureMenus';

const catalogue = loadCatalogue();
const nodes = flattenMenus(catalogue.menus);
const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
const allCodes = [...catalogue.topBar.map((b) => b.code), ...nodes.flatMap((n) => n.buttons)];
const byName = (name: string) => nodes.find((n) => n.name === name);
const fullPath = (name: string) => {
  const node = byName(name)!;
  const parent = nodes.find((n) => n.id === node.parentId)!;
  return `${parent.path}/${node.path}`;
};

describe('menu catalogue', () => {
  it('has unique ids and unique, well-formed button codes', () => {
    expect(new Set(nodes.map((n) => n.id)).size).toBe(nodes.length);
    expect(new Set(allCodes).size).toBe(allCodes.length);
    for (const code of allCodes) expect(code).toMatch(BUTTON_CODE_PATTERN);
  });

  it('documents every button code in README.md', () => {
    for (const code of allCodes) expect(readme, code).toContain(`| \`${code}\` |`);
  });

  it('has Layout groups with absolute paths, icons and a redirect, and pages with relative paths', () => {
    for (const group of catalogue.menus) {
      expect(group).toMatchObject({ component: 'Layout', parentId: '0', hidden: false });
      expect(group.path).toMatch(/^\//);
      expect(group.icon).toMatch(/^[A-Z][A-Za-z]+(Outlined|Filled|TwoTone)$/);
      expect(group.redirect?.startsWith(`${group.path}/`)).toBe(true);
      for (const page of group.children ?? []) {
        expect(page.parentId).toBe(group.id);
        expect(page.path).not.toMatch(/^\//);
        expect(page.component).not.toBe('Layout');
      }
    }
  });

  it.each([
    ['收费记录', '/stopFee/chargeRecord/list', 'stopFee/chargeRecordList'],
    ['黑名单告警记录', '/operationManagement/specificCar/blackManage/blackAlertRecord/list', 'specificCar/blackAlertRecordList'],
    ['月卡管理', '/specificParking/cardManage/index', 'specificCar/monthlyCardList'],
    ['欠费车辆', '/underpaymentManage/underpaymentCar/list', 'underpayment/arrearsPlateList'],
    ['场库设备离线记录', '/equipMonitoring/offline/docking', 'equipMonitoring/dockingOfflineList'],
    ['视频设备离线记录', '/equipMonitoring/offline/video', 'equipMonitoring/videoOfflineList'],
    ['充电桩离线记录', '/equipMonitoring/offline/charge', 'equipMonitoring/chargeOfflineList'],
    ['温度异常告警记录', '/equipMonitoring/AbnormalRecord/abnormalTemRecord/parking/list', 'equipMonitoring/abnormalTemRecordList'],
    ['故障上报记录', '/equipMonitoring/abnormalRecord/universeAbnormalRecord', 'UniverseAbnormalRecord'],
    ['全部公告', '/sysBulletin/list', 'sysBulletin/list'],
    ['公告详情', '/sysBulletin/detail', 'sysBulletin/detail'],
    ['授权管理', '/systemManage/operatorAuth/index', 'systemManage/operatorAuth'],
    ['待办事项', '/backlog/todoList', 'Todo'],
  ])('routes %s to %s (%s)', (name, path, component) => {
    expect(fullPath(name)).toBe(path);
    expect(byName(name)!.component).toBe(component);
  });

  it('keeps the unconfigured entry in the test fixtures: 数据中心 holds 数据大屏 only and redirects to it', () => {
    const dataCenter = catalogue.menus.find((g) => g.name === '数据中心')!;
    expect(dataCenter.children!.map((c) => c.name)).toEqual(['数据大屏']);
    expect(dataCenter.redirect).toBe(`${dataCenter.path}/${dataCenter.children![0].path}`);
    expect(nodes.some((n) => n.component === UNCONFIGURED_ENTRY.component)).toBe(false);

    const withFixture = flattenMenus(withFixtureEntries(catalogue.menus) as typeof catalogue.menus);
    const entry = withFixture.find((n) => n.name === '未配置示例')!;
    expect(`${withFixture.find((n) => n.id === entry.parentId)!.path}/${entry.path}`).toBe('/dataCenter/notThere');
    expect(new Set(withFixture.map((n) => n.id)).size).toBe(withFixture.length);
  });

  it('has hidden detail pages, a thirdUrl entry and a single-page group', () => {
    expect(byName('订单详情')!.hidden).toBe(true);
    expect(byName('公告详情')!.hidden).toBe(true);
    expect(byName('数据大屏')!.thirdUrl).toBe('https://example.com/screen');
    const todo = catalogue.menus.find((g) => g.name === '待办中心')!;
    expect(todo.children!.filter((c) => !c.hidden)).toHaveLength(1);
  });

  it('only names known ids and codes in profiles', () => {
    const ids = new Set(nodes.map((n) => n.id));
    for (const [name, p] of Object.entries(catalogue.profiles)) {
      for (const id of [...(p.menus === '*' ? [] : p.menus), ...p.excludeMenus]) expect(ids.has(id), `${name}: ${id}`).toBe(true);
      for (const code of [...p.excludeButtons, ...(p.topBar === '*' ? [] : p.topBar)]) expect(allCodes, `${name}: ${code}`).toContain(code);
    }
  });

  it('drops excluded groups and buttons per profile', () => {
    const operator = flattenMenus(menusForProfile('operator'));
    expect(operator.some((n) => n.name === '系统管理' || n.name === '财务中心')).toBe(false);
    expect(operator.flatMap((n) => n.buttons).some((c) => c.endsWith('0004'))).toBe(false);
    expect(buttonResources('full', '1701')).toEqual(byName('全部公告')!.buttons);
    expect(() => menusForProfile('nope')).toThrow(/unknown menu profile/);
  });

  it('shows 统计报表 (订单分析, 车场分析) to the full and operator profiles, with 导出 for the full one, and not to reduced', () => {
    const pages = (profile: string) =>
      flattenMenus(menusForProfile(profile))
        .filter((n) => n.parentId === '2300')
        .map((n) => n.name);
    expect(pages('full')).toEqual(['订单分析', '车场分析']);
    expect(pages('operator')).toEqual(['订单分析', '车场分析']);
    expect(pages('reduced')).toEqual([]);
    expect(buttonResources('full', '2301')).toEqual(['STFM23010001', 'STFM23010005']);
    expect(buttonResources('operator', '2302')).toEqual(['STFM23020001', 'STFM23020005']);
  });
});
