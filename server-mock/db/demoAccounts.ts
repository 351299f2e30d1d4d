/** The demo accounts of the seed; every one has the password DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Park@2026';

/** Which slice of the menu catalogue an account sees (profiles of catalogue/menus.json). */
export type MenuProfile = 'full' | 'operator' | 'reduced';

export interface DemoAccount {
  account: string;
  /** What the account demonstrates (printed by npm start). */
  description: string;
  name: string;
  userType: 1 | 2 | 3 | 4;
  platformType: 1 | 2;
  authStatus: number;
  aboutUserInfo: 0 | 1;
  isRegist: 0 | 1;
  enterpriseStatus: 0 | 1 | 2 | 3;
  isVerify: 0 | 1;
  modified: boolean;
  menuProfile: MenuProfile;
  phone: string;
}

const admin: Omit<DemoAccount, 'account' | 'description' | 'name' | 'phone'> = {
  userType: 2,
  platformType: 1,
  authStatus: 1,
  aboutUserInfo: 0,
  isRegist: 1,
  enterpriseStatus: 1,
  isVerify: 1,
  modified: false,
  menuProfile: 'full',
};

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { ...admin, account: 'admin', description: '主账号：全部菜单与按钮，授权使用中，企业已认证', name: '陈建国', phone: '13800000001' },
  {
    ...admin,
    account: 'operator',
    description: '子账号：部分菜单（无系统管理、财务中心），手机号未绑定',
    name: '李晓梅',
    phone: '',
    userType: 3,
    isVerify: 0,
    menuProfile: 'operator',
  },
  {
    ...admin,
    account: 'dealer',
    description: '多经销商平台主账号（platformType 2）：宁波海曙、温州鹿城、绍兴越城三家经销商的车场与数据，可切换经销商',
    name: '王志强',
    phone: '13800000003',
    platformType: 2,
  },
  {
    ...admin,
    account: 'viewer1',
    description: 'userType 1：功能受限账号',
    name: '赵敏',
    phone: '13800000004',
    userType: 1,
    menuProfile: 'reduced',
  },
  {
    ...admin,
    account: 'viewer4',
    description: 'userType 4：功能受限账号',
    name: '孙丽',
    phone: '13800000005',
    userType: 4,
    menuProfile: 'reduced',
  },
  { ...admin, account: 'expired', description: '授权已过期（authStatus -1）', name: '周杰', phone: '13800000006', authStatus: -1 },
  { ...admin, account: 'expiring', description: '授权即将过期（authStatus 2）', name: '吴芳', phone: '13800000007', authStatus: 2 },
  {
    ...admin,
    account: 'noauth',
    description: '未导入授权（authStatus -2，aboutUserInfo 0）',
    name: '郑伟',
    phone: '13800000008',
    authStatus: -2,
    isRegist: 0,
  },
  {
    ...admin,
    account: 'noindep',
    description: '无独立授权（authStatus -3，aboutUserInfo 0）',
    name: '冯涛',
    phone: '13800000009',
    authStatus: -3,
  },
  {
    ...admin,
    account: 'nodouble',
    description: '无双重授权（authStatus -2，aboutUserInfo 1）',
    name: '褚红',
    phone: '13800000010',
    authStatus: -2,
    aboutUserInfo: 1,
  },
  {
    ...admin,
    account: 'uncertified',
    description: '企业须立即认证（enterpriseStatus 3）',
    name: '卫东',
    phone: '13800000011',
    enterpriseStatus: 3,
  },
  {
    ...admin,
    account: 'dealer2',
    description: '多经销商平台主账号（platformType 2）：嘉兴南湖、湖州吴兴两家经销商的车场与数据',
    name: '刘洋',
    phone: '13800000012',
    platformType: 2,
  },
];
