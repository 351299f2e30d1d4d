import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../auth/types';
import { MenuComponent } from '../router/resolveComponent';
import { buildRouteTable } from './routeTable';

/** What a route renders, as `component:<menu component name>` when it is a menu component's page. */
const rendered = (node: ReactNode) => {
  const element = node as ReactElement<{ name: string }>;
  return element.type === MenuComponent ? `component:${element.props.name}` : element;
};

const node = (id: string, path: string, component: string, name: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  id,
  parentId: '0',
  path,
  component,
  name,
  hidden: false,
  ...extra,
});

const menus: MenuNode[] = [
  node('1', '/stopFee', 'Layout', '停车收费', {
    children: [
      node('11', 'chargeRecord/list', 'stopFee/chargeRecordList', '收费记录'),
      node('12', 'parkOrder/detail', 'stopFee/parkOrderDetail', '订单详情', { hidden: true }),
    ],
  }),
  node('2', '/finance', 'Layout', '财务中心', {
    redirect: '/finance/bills',
    children: [node('21', 'bills', 'financialCenter/bills', '账单')],
  }),
  node('3', '/data', 'Layout', '数据中心', {
    children: [node('31', 'screen', 'ThirdPage', '数据大屏', { thirdUrl: 'https://example.com/screen' })],
  }),
];

describe('route table from the menu tree', () => {
  const table = buildRouteTable(menus);

  it('maps every leaf, hidden ones included, to its component with the menu title', () => {
    const m = table.match('/stopFee/chargeRecord/list');
    expect(m?.kind).toBe('page');
    if (m?.kind === 'page') {
      expect(m.entry.title).toBe('收费记录');
      expect(rendered(m.entry.render())).toBe('component:stopFee/chargeRecordList');
    }
    expect(table.match('/stopFee/parkOrder/detail')?.kind).toBe('page');
  });

  it('sends a group path to its redirect, else to its first visible child', () => {
    expect(table.match('/finance')).toEqual({ kind: 'redirect', to: '/finance/bills' });
    expect(table.match('/stopFee')).toEqual({ kind: 'redirect', to: '/stopFee/chargeRecord/list' });
  });

  it('keeps the shell pages and the always-reachable bulletin views', () => {
    expect(table.titleFor('/index')).toBe('首页');
    expect(table.titleFor('/todo')).toBe('待办事项');
    const detail = table.match('/sysBulletin/detail');
    expect(detail?.kind === 'page' && rendered(detail.entry.render())).toBe('component:sysBulletin/detail');
  });

  it('serves 区域管理 at the top-bar route /areaManage/list only to a menu that holds the view', () => {
    expect(table.match('/areaManage/list')).toBeNull();
    const withArea = buildRouteTable([
      ...menus,
      node('4', '/systemManage', 'Layout', '系统管理', { children: [node('41', 'areaManage/list', 'areaManage/list', '区域管理')] }),
    ]);
    for (const path of ['/areaManage/list', '/systemManage/areaManage/list']) {
      const m = withArea.match(path);
      expect(m?.kind === 'page' && [m.entry.title, rendered(m.entry.render())]).toEqual(['区域管理', 'component:areaManage/list']);
    }
  });

  it('serves 平台大数据下载 (/downBigFile) only to a holder of TBBF10000004; for others the path is unknown', () => {
    expect(table.match('/downBigFile')).toBeNull();
    expect(buildRouteTable(menus, ['TBSD10000003']).match('/downBigFile')).toBeNull();
    const held = buildRouteTable(menus, ['TBBF10000004']).match('/downBigFile');
    expect(held?.kind === 'page' && held.entry.title).toBe('平台大数据下载');
    // A route without a code is everyone's.
    expect(table.match('/down')?.kind).toBe('page');
  });

  it('answers null for unknown paths and ignores a trailing slash', () => {
    expect(table.match('/nope')).toBeNull();
    expect(table.match('/stopFee/chargeRecord/list/')?.kind).toBe('page');
  });

  it('renders a thirdUrl entry as the open-in-new-window page', () => {
    const m = table.match('/data/screen');
    expect(m?.kind).toBe('page');
    // The page is a chunk of its own, shown inside a Suspense boundary.
    const page = m?.kind === 'page' && (m.entry.render() as ReactElement<{ children: ReactElement<{ url: string }> }>).props.children;
    expect(page && page.props.url).toBe('https://example.com/screen');
  });
});
