import type { MenuNode } from '../auth/types';

/** A menu tree in the server's shape covering every sidebar rule. */
export const SAMPLE_MENUS: MenuNode[] = [
  {
    id: '1',
    parentId: '0',
    path: '/',
    component: 'Layout',
    name: '首页分组',
    hidden: false,
    children: [{ id: '11', parentId: '1', path: 'index', component: 'Index', name: '首页', hidden: false, icon: 'HomeOutlined' }],
  },
  {
    id: '2',
    parentId: '0',
    path: '/finance',
    component: 'Layout',
    name: '财务管理',
    hidden: false,
    icon: 'wallet',
    children: [
      { id: '21', parentId: '2', path: 'pending', component: 'finance/pending', name: '待处理月对账单', hidden: false },
      { id: '22', parentId: '2', path: 'archived', component: 'finance/archived', name: '已归档月对账单', hidden: false },
      { id: '23', parentId: '2', path: 'pending/detail', component: 'finance/detail', name: '对账单详情', hidden: true },
    ],
  },
  {
    id: '3',
    parentId: '0',
    path: '/monitor',
    component: 'Layout',
    name: '设备监控',
    hidden: false,
    icon: 'monitor',
    children: [
      { id: '31', parentId: '3', path: 'illegal', component: 'monitor/illegal', name: '不规范停车记录', hidden: false },
      { id: '32', parentId: '3', path: 'occupy', component: 'monitor/occupy', name: '车位异常占用记录', hidden: false },
      { id: '33', parentId: '3', path: 'cover', component: 'monitor/cover', name: '设备异常遮挡记录', hidden: false },
      { id: '34', parentId: '3', path: 'task', component: 'monitor/task', name: '执行任务结果', hidden: false },
    ],
  },
  {
    id: '4',
    parentId: '0',
    path: '/portal',
    component: 'Layout',
    name: '门户分组',
    hidden: false,
    icon: 'api',
    children: [
      {
        id: '41',
        parentId: '4',
        path: 'third',
        component: 'Third',
        name: '第三方门户',
        hidden: false,
        thirdUrl: 'https://portal.example.com/home',
      },
      { id: '42', parentId: '4', path: 'secret', component: 'Secret', name: '隐藏门户', hidden: true },
    ],
  },
  { id: '5', parentId: '0', path: '/hiddenTop', component: 'Layout', name: '隐藏菜单', hidden: true, children: [] },
];
