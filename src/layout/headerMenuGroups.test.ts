import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../auth/types';
import { headerMenuGroups } from './headerMenuGroups';

const node = (id: string, path: string, name: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  id,
  parentId: '0',
  path,
  component: extra.children ? 'Layout' : `c/${id}`,
  name,
  hidden: false,
  ...extra,
});

describe('headerMenuGroups', () => {
  const menus: MenuNode[] = [
    node('1000', '/stopFee', '停车收费', {
      icon: 'DollarOutlined',
      children: [node('1001', 'chargeRecord/list', '收费记录'), node('1007', 'parkOrder/detail', '订单详情', { hidden: true })],
    }),
    node('1600', '/equipMonitoring', '设备监控', {
      children: [
        node('1610', 'offline', '离线记录', {
          children: [node('1611', 'video', '视频设备离线记录'), node('1612', 'charge', '充电桩离线记录', { hidden: true })],
        }),
      ],
    }),
    node('2100', '/dataCenter', '数据中心', { children: [node('2101', 'screen', '数据大屏', { thirdUrl: 'https://example.com/screen' })] }),
    node('2200', '/hiddenGroup', '隐藏分组', { hidden: true, children: [node('2201', 'a', '甲')] }),
    node('2300', '/emptyGroup', '空分组', { children: [node('2301', 'b', '乙', { hidden: true })] }),
    node('2400', '/quickAddPark', '连接控制终端'),
  ];

  it('gives visible groups with their visible pages, paths made absolute, nested groups flattened', () => {
    expect(headerMenuGroups(menus)).toEqual([
      {
        key: '1000',
        title: '停车收费',
        icon: 'DollarOutlined',
        items: [{ key: '1001', title: '收费记录', path: '/stopFee/chargeRecord/list' }],
      },
      { key: '1600', title: '设备监控', items: [{ key: '1611', title: '视频设备离线记录', path: '/equipMonitoring/offline/video' }] },
      {
        key: '2100',
        title: '数据中心',
        items: [{ key: '2101', title: '数据大屏', path: '/dataCenter/screen', thirdUrl: 'https://example.com/screen' }],
      },
      // A group whose children are all hidden is a page of its own, like in the sidebar.
      { key: '2300', title: '空分组', items: [{ key: '2300', title: '空分组', path: '/emptyGroup' }] },
      { key: '2400', title: '连接控制终端', items: [{ key: '2400', title: '连接控制终端', path: '/quickAddPark' }] },
    ]);
  });

  it('an empty tree gives no groups', () => {
    expect(headerMenuGroups([])).toEqual([]);
  });
});
