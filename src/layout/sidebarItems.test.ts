import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../auth/types';
import type { Counters } from '../stores/userStore';
import {
  ancestorKeys,
  buildSidebarItems,
  cutCount,
  findEntry,
  joinPath,
  nextOpenKeys,
  selectedKeyFor,
  type SidebarCounts,
  type SidebarEntry,
} from './sidebarItems';

const zero: Counters = { todoNum: 0, exeNum: 0, doneNum: 0, unusualParkNum: 0, unusualDevNum: 0, illegalParkNum: 0 };

const node = (id: string, path: string, name: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  id,
  parentId: '0',
  path,
  component: 'Layout',
  name,
  hidden: false,
  ...extra,
});

describe('cutCount (spec §2: over 4 characters → 3 plus an ellipsis)', () => {
  it.each([
    ['1', '1'],
    ['99', '99'],
    ['9999', '9999'],
    ['10000', '100…'],
    ['123456', '123…'],
  ])('%s → %s', (input, expected) => {
    expect(cutCount(input)).toBe(expected);
  });
});

describe('joinPath', () => {
  it.each([
    ['/', 'index', '/index'],
    ['/finance', 'pending', '/finance/pending'],
    ['/finance/', 'pending', '/finance/pending'],
    ['/finance', '/abs', '/abs'],
    ['/a', 'b/c', '/a/b/c'],
  ])('%s + %s → %s', (base, path, expected) => {
    expect(joinPath(base, path)).toBe(expected);
  });
});

describe('buildSidebarItems', () => {
  it('skips hidden nodes at every level', () => {
    const items = buildSidebarItems(
      [
        node('1', '/a', '甲', { children: [node('11', 'x', '甲一'), node('12', 'y', '甲二'), node('13', 'z', '甲三', { hidden: true })] }),
        node('2', '/b', '乙', { hidden: true }),
      ],
      zero,
    );
    expect(items.map((i) => i.title)).toEqual(['甲']);
    expect(items[0].children?.map((c) => c.title)).toEqual(['甲一', '甲二']);
  });

  it('turns a node with exactly one visible child into a direct link to that child', () => {
    const items = buildSidebarItems(
      [node('1', '/', '首页分组', { icon: 'home', children: [node('11', 'index', '首页'), node('12', 'hid', '隐藏', { hidden: true })] })],
      zero,
    );
    expect(items).toEqual([{ key: '/index', title: '首页', icon: 'home' }]);
  });

  it('keeps a submenu when the only visible child has children of its own', () => {
    const items = buildSidebarItems(
      [node('1', '/a', '甲', { children: [node('11', 'b', '乙', { children: [node('111', 'c', '丙'), node('112', 'd', '丁')] })] })],
      zero,
    );
    expect(items).toEqual([
      {
        key: 'group:1',
        title: '甲',
        children: [
          {
            key: 'group:11',
            title: '乙',
            children: [
              { key: '/a/b/c', title: '丙' },
              { key: '/a/b/d', title: '丁' },
            ],
          },
        ],
      },
    ]);
  });

  it('builds nested submenus with absolute leaf keys', () => {
    const items = buildSidebarItems(
      [
        node('1', '/equip', '设备', {
          icon: 'tool',
          children: [
            node('11', 'offline', '离线', { children: [node('111', 'video', '视频离线'), node('112', 'charge', '充电离线')] }),
            node('12', 'list', '设备列表'),
          ],
        }),
      ],
      zero,
    );
    expect(items[0].key).toBe('group:1');
    expect(items[0].icon).toBe('tool');
    expect(items[0].children?.[0].children?.map((c) => c.key)).toEqual(['/equip/offline/video', '/equip/offline/charge']);
    expect(items[0].children?.[1]).toEqual({ key: '/equip/list', title: '设备列表' });
  });

  it('a node without children is a link to itself; thirdUrl is kept', () => {
    const items = buildSidebarItems([node('1', '/solo', '独立页', { thirdUrl: 'https://x.example/' })], zero);
    expect(items).toEqual([{ key: '/solo', title: '独立页', thirdUrl: 'https://x.example/' }]);
  });

  const counted: [string, keyof SidebarCounts][] = [
    ['待处理月对账单', 'pendingBillNum'],
    ['已归档月对账单', 'doneNum'],
    ['执行任务结果', 'exeNum'],
  ];
  it.each(counted)('%s shows counters.%s, cut over 4 characters, nothing for 0', (title, counter) => {
    const menus = [node('1', '/f', '财务', { children: [node('11', 'a', title), node('12', 'b', '其他')] })];
    const count = (value: number) => buildSidebarItems(menus, { ...zero, [counter]: value })[0].children?.[0].count;
    expect(count(0)).toBeUndefined();
    expect(count(7)).toBe('7');
    expect(count(1234)).toBe('1234');
    expect(count(12345)).toBe('123…');
    // Another counter does not leak onto this title.
    const other = counted.find(([, c]) => c !== counter)![1];
    expect(buildSidebarItems(menus, { ...zero, [other]: 5 })[0].children?.[0].count).toBeUndefined();
    expect(buildSidebarItems(menus, { ...zero, [counter]: 5 })[0].children?.[1].count).toBeUndefined();
  });

  it('待处理月对账单 shows the finance corner mark, not the to-do count', () => {
    const menus = [node('1', '/f', '财务', { children: [node('11', 'a', '待处理月对账单')] })];
    expect(buildSidebarItems(menus, { ...zero, todoNum: 8 })[0].count).toBeUndefined();
    expect(buildSidebarItems(menus, { ...zero, todoNum: 8, pendingBillNum: 3 })[0].count).toBe('3');
  });

  const dotted: [string, keyof Counters][] = [
    ['不规范停车记录', 'unusualParkNum'],
    ['车位异常占用记录', 'unusualDevNum'],
    ['设备异常遮挡记录', 'illegalParkNum'],
  ];
  it.each(dotted)('%s shows a dot when counters.%s is non-zero', (title, counter) => {
    const menus = [node('1', '/m', '监控', { children: [node('11', 'a', title), node('12', 'b', '其他')] })];
    const entry = (value: number) => buildSidebarItems(menus, { ...zero, [counter]: value })[0].children![0];
    expect(entry(0).dot).toBeUndefined();
    expect(entry(3).dot).toBe(true);
    expect(entry(3).count).toBeUndefined();
    const other = dotted.find(([, c]) => c !== counter)![1];
    expect(buildSidebarItems(menus, { ...zero, [other]: 3 })[0].children![0].dot).toBeUndefined();
  });
});

describe('tree helpers', () => {
  const tree: SidebarEntry[] = [
    { key: '/index', title: '首页' },
    {
      key: 'group:a',
      title: '甲',
      children: [
        { key: '/a/list', title: '列表' },
        { key: 'group:b', title: '乙', children: [{ key: '/a/b/x', title: 'X' }] },
      ],
    },
    {
      key: 'group:c',
      title: '丙',
      children: [
        { key: '/c/y', title: 'Y' },
        { key: '/c/z', title: 'Z' },
      ],
    },
  ];

  it('findEntry finds nested entries', () => {
    expect(findEntry(tree, '/a/b/x')?.title).toBe('X');
    expect(findEntry(tree, '/nope')).toBeUndefined();
  });

  it.each([
    ['/index', []],
    ['/a/list', ['group:a']],
    ['/a/b/x', ['group:a', 'group:b']],
    ['group:b', ['group:a']],
    ['/nope', []],
  ])('ancestorKeys(%s) → %j', (key, expected) => {
    expect(ancestorKeys(tree, key)).toEqual(expected);
  });

  it.each([
    ['/a/list', '/a/list'],
    ['/a/list/detail', '/a/list'],
    ['/a/listing', undefined],
    ['/c/z', '/c/z'],
    ['/unknown', undefined],
  ])('selectedKeyFor(%s) → %s', (pathname, expected) => {
    expect(selectedKeyFor(tree, pathname)).toBe(expected);
  });

  it.each([
    ['opening a sibling closes the other', ['group:a'], ['group:a', 'group:c'], ['group:c']],
    ['opening a nested submenu keeps its parent', ['group:a'], ['group:a', 'group:b'], ['group:a', 'group:b']],
    ['opening from a nested one closes the whole branch', ['group:a', 'group:b'], ['group:a', 'group:b', 'group:c'], ['group:c']],
    ['closing keeps what is left', ['group:a', 'group:b'], ['group:a'], ['group:a']],
  ])('nextOpenKeys: %s', (_label, previous, next, expected) => {
    expect(nextOpenKeys(tree, previous, next)).toEqual(expected);
  });
});
