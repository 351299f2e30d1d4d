// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { dialogStore } from '../dialogs/dialogStore';
import { envelope, installHttpDoubles, type Reply } from '../testing/httpDoubles';
import { ALL_TOP_BAR_CODES, location, menuLabels, openDropdown, renderTopBar, setSession, spyWindowOpen } from '../testing/topBarSession';

const NOTICE = '/api/basic/v2/api/dealer/viewNotice';
let http: ReturnType<typeof installHttpDoubles>;
const toasts = () => http.toasts.map((t) => t.content);
const serveNotice = (reply: Reply) =>
  http.serve({
    [NOTICE]: reply,
    '/api/basic/v2/api/thirdPlatformPage/buttons': () => envelope('200', { list: [] }),
    // The dealer selector's own calls (chosen dealer, pay types) answer empty: their failures are not under test here.
    '/api/dealer/v2/api/dealerInfos/chosen': () => envelope('200', []),
    '/api/dealer/v2/api/payTypes': () => envelope('200', []),
    '/api/dealer/v2/api/rechargePayTypes': () => envelope('200', []),
  });
const noticeTypes = () =>
  http.calls.filter((c) => c.url.startsWith(`${NOTICE}?`)).map((c) => new URL(c.url, 'http://console').searchParams.get('noticeType'));

let open: ReturnType<typeof spyWindowOpen>;
beforeEach(() => {
  setSession();
  http = installHttpDoubles();
  serveNotice(({ url }) =>
    envelope('200', { url: `https://notice.example.com/${new URL(url, 'http://console').searchParams.get('noticeType')}.html` }),
  );
  open = spyWindowOpen();
});
afterEach(() => {
  open.mockRestore();
});

const ALL_MENU = ['系统管理', '文件下载管理', '区域管理', '软件下载', '帮助文档', '关于'];

describe('menu dropdown (更多功能)', () => {
  it('lists every item, in the order of the spec, with every code', async () => {
    renderTopBar();
    await openDropdown('更多功能');
    expect(menuLabels()).toEqual(ALL_MENU);
  });

  it('opens on hover, and a click on the button after the hover keeps it open', async () => {
    renderTopBar();
    const button = screen.getByRole('button', { name: '更多功能' });
    fireEvent.mouseEnter(button);
    await waitFor(() => expect(menuLabels()).toEqual(ALL_MENU));
    await act(async () => {
      fireEvent.click(button);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)')).not.toBeNull();
    expect(menuLabels()).toEqual(ALL_MENU);
  });

  it.each([
    ['系统管理', 'TBSM10000002'],
    ['文件下载管理', 'TBBF10000004'],
    ['区域管理', 'TBAM10000009'],
    ['软件下载', 'TBSD10000003'],
    ['帮助文档', 'TBHD10000005'],
    ['关于', 'TBAB10000007'],
  ])('%s is missing without %s', async (label, code) => {
    setSession({ codes: ALL_TOP_BAR_CODES.filter((c) => c !== code) });
    renderTopBar();
    await openDropdown('更多功能');
    expect(menuLabels()).toEqual(ALL_MENU.filter((l) => l !== label));
  });

  it('in system mode (/systemManage/…) 系统管理 and 区域管理 are hidden', async () => {
    renderTopBar('/systemManage/operatorAuth/index');
    await openDropdown('更多功能');
    expect(menuLabels()).toEqual(['文件下载管理', '软件下载', '帮助文档', '关于']);
  });

  it.each([1, 4] as const)('userType %i gets no 关于', async (userType) => {
    setSession({ userType });
    renderTopBar();
    await openDropdown('更多功能');
    expect(menuLabels()).toEqual(ALL_MENU.filter((l) => l !== '关于'));
  });

  it.each([
    ['文件下载管理', '/downBigFile'],
    ['区域管理', '/areaManage/list'],
    ['软件下载', '/down'],
    ['帮助文档', '/helpDocumentation'],
  ])('%s navigates to %s', async (label, path) => {
    renderTopBar();
    await openDropdown('更多功能');
    fireEvent.click(screen.getByText(label));
    expect(location()).toBe(path);
  });

  it('系统管理 opens /systemManage in a new tab; 关于 opens the about dialog', async () => {
    renderTopBar();
    await openDropdown('更多功能');
    fireEvent.click(screen.getByText('系统管理'));
    expect(open).toHaveBeenCalledWith('/systemManage', '_blank', 'noopener,noreferrer');
    expect(location()).toBe('/index');
    fireEvent.click(screen.getByText('关于'));
    expect(dialogStore.get().open).toBe('about');
  });
});

describe('user dropdown', () => {
  const ALL_USER = ['修改密码', '修改用户名', '用户信息', '隐私协议', '服务条款', '退出登录'];

  it.each([
    [{}, ALL_USER],
    [{ modified: true }, ['修改密码', '用户信息', '隐私协议', '服务条款', '退出登录']],
    [{ userType: 3 as const }, ['修改密码', '用户信息', '隐私协议', '服务条款', '退出登录']],
    [{ userType: 1 as const }, ['修改密码', '隐私协议', '服务条款', '退出登录']],
    [{ userType: 4 as const }, ['修改密码', '隐私协议', '服务条款', '退出登录']],
    [{ platformType: 2 as const }, ['修改密码', '修改用户名', '用户信息', '退出登录']],
  ])('%j → %j', async (session, labels) => {
    setSession(session);
    renderTopBar();
    await openDropdown('用户菜单');
    expect(menuLabels()).toEqual(labels);
  });

  it.each([
    ['修改密码', 'changePassword'],
    ['修改用户名', 'changeUserName'],
    ['用户信息', 'userInfo'],
  ])('%s opens the %s dialog', async (label, dialog) => {
    renderTopBar();
    await openDropdown('用户菜单');
    fireEvent.click(screen.getByText(label));
    expect(dialogStore.get().open).toBe(dialog);
  });

  it.each([
    ['隐私协议', 199],
    ['服务条款', 198],
  ])('%s fetches viewNotice %i and opens data.url in a new window', async (label, type) => {
    renderTopBar();
    await openDropdown('用户菜单');
    fireEvent.click(screen.getByText(label));
    await waitFor(() => expect(open).toHaveBeenCalledWith(`https://notice.example.com/${type}.html`, '_blank', 'noopener,noreferrer'));
    expect(noticeTypes()).toEqual([String(type)]);
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', ''])('a notice url %j is not opened; a warning says why', async (url) => {
    serveNotice(() => envelope('200', { url }));
    renderTopBar();
    await openDropdown('用户菜单');
    fireEvent.click(screen.getByText('隐私协议'));
    await waitFor(() => expect(toasts()).toEqual(['页面地址无效，无法打开']));
    expect(open).not.toHaveBeenCalled();
  });

  it('a failing viewNotice opens nothing (the HTTP client has shown the error)', async () => {
    serveNotice(() => envelope('0x1', null, '网关超时'));
    renderTopBar();
    await openDropdown('用户菜单');
    fireEvent.click(screen.getByText('服务条款'));
    await waitFor(() => expect(noticeTypes()).toEqual(['198']));
    await act(async () => undefined);
    expect(open).not.toHaveBeenCalled();
    expect(toasts()).toEqual(['网关超时']);
  });
});

describe('header menu panel (功能导航)', () => {
  async function hoverPanel() {
    fireEvent.mouseEnter(screen.getByRole('button', { name: '功能导航' }));
    return screen.findByRole('menu', { name: '功能导航' });
  }

  it('hovering lists the permitted groups, hidden ones skipped, with their visible pages as buttons', async () => {
    renderTopBar();
    const panel = await hoverPanel();
    expect([...panel.querySelectorAll('h4')].map((h) => h.textContent)).toEqual(['首页分组', '财务管理', '设备监控', '门户分组']);
    const items = [...panel.querySelectorAll('[role="menuitem"]')].map((b) => b.textContent?.replace(/\s/g, ''));
    expect(items).toEqual([
      '首页',
      '待处理月对账单',
      '已归档月对账单',
      '不规范停车记录',
      '车位异常占用记录',
      '设备异常遮挡记录',
      '执行任务结果',
      '第三方门户',
    ]);
  });

  it('a page navigates to its path', async () => {
    renderTopBar();
    await hoverPanel();
    fireEvent.click(screen.getByRole('menuitem', { name: /已归档月对账单/ }));
    expect(location()).toBe('/finance/archived');
  });

  it('a page with thirdUrl opens it in a new window and stays put', async () => {
    renderTopBar();
    await hoverPanel();
    fireEvent.click(screen.getByRole('menuitem', { name: /第三方门户/ }));
    expect(open).toHaveBeenCalledWith('https://portal.example.com/home', '_blank', 'noopener,noreferrer');
    expect(location()).toBe('/index');
  });
});
