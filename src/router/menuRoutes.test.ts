import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../auth/types';
import { findRouteByPath, flattenRoutes, joinRoutePath, menuToRoutes } from './menuRoutes';

const node = (n: Partial<MenuNode> & Pick<MenuNode, 'id' | 'path' | 'component' | 'name'>): MenuNode => ({
  parentId: '0',
  hidden: false,
  ...n,
});

const MENUS: MenuNode[] = [
  node({
    id: '10',
    path: '/stopFee',
    component: 'Layout',
    name: '停车收费',
    redirect: '/stopFee/chargeRecord/list',
    icon: 'money',
    children: [
      node({ id: '11', parentId: '10', path: 'chargeRecord/list', component: 'stopFee/list', name: '收费记录', buttons: ['ABCD12345678'] }),
      node({ id: '12', parentId: '10', path: '/abs/detail', component: 'stopFee/detail', name: '详情', hidden: true }),
      node({
        id: '13',
        parentId: '10',
        path: 'arrears/',
        component: 'Layout',
        name: '欠费',
        children: [node({ id: '14', parentId: '13', path: 'record//all', component: 'arrears/list', name: '欠费记录' })],
      }),
      node({ id: '15', parentId: '10', path: 'portal', component: 'ThirdPage', name: '第三方', thirdUrl: 'https://portal.example.com/a' }),
    ],
  }),
  node({ id: '20', path: 'todo', component: 'Todo', name: '待办事项' }),
];

describe('menuToRoutes', () => {
  const routes = menuToRoutes(MENUS);

  it('maps every field and joins child paths to the parent', () => {
    expect(routes[0]).toMatchObject({
      path: '/stopFee',
      title: '停车收费',
      component: 'Layout',
      hidden: false,
      redirect: '/stopFee/chargeRecord/list',
      icon: 'money',
      resourceId: '10',
      parentId: '0',
      buttons: [],
    });
    expect(routes[0].children.map((r) => r.path)).toEqual([
      '/stopFee/chargeRecord/list',
      '/abs/detail',
      '/stopFee/arrears',
      '/stopFee/portal',
    ]);
    expect(routes[0].children[0]).toEqual({
      path: '/stopFee/chargeRecord/list',
      title: '收费记录',
      component: 'stopFee/list',
      hidden: false,
      resourceId: '11',
      parentId: '10',
      buttons: ['ABCD12345678'],
      children: [],
    });
    expect(routes[0].children[1].hidden).toBe(true);
    expect(routes[0].children[2].children[0]).toMatchObject({ path: '/stopFee/arrears/record/all', resourceId: '14', parentId: '13' });
    expect(routes[0].children[3].thirdUrl).toBe('https://portal.example.com/a');
    expect(routes[1].path).toBe('/todo');
  });

  it('joins paths', () => {
    expect(joinRoutePath('/a', 'b/c')).toBe('/a/b/c');
    expect(joinRoutePath('/a/', '/x')).toBe('/x');
    expect(joinRoutePath('/a', '')).toBe('/a');
    expect(joinRoutePath('', '')).toBe('/');
    expect(joinRoutePath('/a', 'https://x.example.com//p')).toBe('https://x.example.com//p');
  });

  it('flattenRoutes keeps the page routes, depth first', () => {
    expect(flattenRoutes(routes).map((r) => r.path)).toEqual([
      '/stopFee/chargeRecord/list',
      '/abs/detail',
      '/stopFee/arrears/record/all',
      '/stopFee/portal',
      '/todo',
    ]);
  });

  it('findRouteByPath finds routes at any depth', () => {
    expect(findRouteByPath(routes, '/stopFee/arrears/record/all')?.title).toBe('欠费记录');
    expect(findRouteByPath(routes, '/stopFee/')?.title).toBe('停车收费');
    expect(findRouteByPath(routes, '/nope')).toBeUndefined();
  });

  it('is empty for an empty tree', () => {
    expect(menuToRoutes([])).toEqual([]);
    expect(flattenRoutes([])).toEqual([]);
  });
});
