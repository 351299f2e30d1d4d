import { describe, expect, it } from 'vitest';
import { menuTrail } from './menuTrail';
import { iconKey, menuIcon } from './menuIcons';
import { AppstoreOutlined, SettingOutlined } from '@ant-design/icons';
import { MENUS } from '../testing/renderInShell';

describe('menuTrail', () => {
  it.each([
    ['/index', ['首页分组', '首页']],
    ['/finance/pending', ['财务管理', '待处理月对账单']],
    ['/finance/pending/detail', ['财务管理', '对账单详情']],
    ['/nowhere', []],
  ])('%s → %j', (path, expected) => {
    expect(menuTrail(MENUS, path)).toEqual(expected);
  });
});

describe('menuIcon', () => {
  it.each(['SettingOutlined', 'setting-outlined', 'setting', 'Setting'])('%s names SettingOutlined', (name) => {
    expect(iconKey(name)).toBe('setting');
    expect(menuIcon(name)).toBe(SettingOutlined);
  });
  it.each([undefined, '', 'no-such-icon'])('%s falls back to AppstoreOutlined', (name) => {
    expect(menuIcon(name)).toBe(AppstoreOutlined);
  });
});
