import type { UserInfo, MenuNode } from '../auth/types';
import { envelope, type Reply } from './httpDoubles';

/** Fixture data and a complete set of session replies for the auth tests. */

export const USER: UserInfo = {
  userId: 'u1',
  account: 'admin',
  name: '管理员',
  userType: 2,
  modified: false,
  isVerify: 1,
  platformType: 2,
  platformName: '云停车管理控制平台',
  faviconUrl: '/favicon.ico',
  platLogoUrl: '/logo.png',
  enterpriseStatus: 0,
};

export const MENUS: MenuNode[] = [
  {
    id: '10',
    parentId: '0',
    path: '/stopFee',
    component: 'Layout',
    name: '停车收费',
    hidden: false,
    buttons: ['AAAA00000001'],
    children: [
      {
        id: '11',
        parentId: '10',
        path: 'chargeRecord/list',
        component: 'stopFee/list',
        name: '收费记录',
        hidden: false,
        buttons: ['BBBB00000002', 'AAAA00000001'],
      },
    ],
  },
  { id: '20', parentId: '0', path: '/todo', component: 'Todo', name: '待办事项', hidden: false },
];

export const sessionRoutes = (overrides: Record<string, Reply> = {}): Record<string, Reply> => ({
  '/api/auth/v2/api/user/loginInfo': () => envelope('200', USER),
  '/api/license/v2/api/getAuthStatus': () => envelope('200', { authStatus: 1, isRegist: 1, aboutUserInfo: 0 }),
  '/api/dealer/v2/api/portal/registState': () => envelope('200', { status: 3 }),
  '/api/user/v2/api/userMenuTree': () => envelope('200', [{ id: '0', path: '/', children: MENUS }]),
  '/api/user/v2/api/btnResources/0': () => envelope('200', ['PAED98000706', 'BBBB00000002']),
  ...overrides,
});
