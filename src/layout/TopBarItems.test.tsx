// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { dialogStore } from '../dialogs/dialogStore';
import { unreadStore } from '../stores/counters';
import { userStore } from '../stores/userStore';
import { envelope, installHttpDoubles, type Reply } from '../testing/httpDoubles';
import { ALL_TOP_BAR_CODES, location, renderTopBar, setSession, spyWindowOpen } from '../testing/topBarSession';

const BUTTONS = '/api/basic/v2/api/thirdPlatformPage/buttons';
const THIRD_URL = '/api/basic/v2/api/thirdPlatformPage/url';
const SCREEN_URL = '/api/basic/v2/api/dataScreen/url';
let http: ReturnType<typeof installHttpDoubles>;
const routes = (overrides: Record<string, Reply> = {}) => ({
  [BUTTONS]: () =>
    envelope('200', {
      list: [
        { pageId: 'TP01', name: '视频监控平台', icon: '/mock-assets/third-video.svg' },
        { pageId: 'TP02', name: '城市停车诱导平台' },
      ],
    }),
  [THIRD_URL]: () => envelope('200', { url: 'https://video.example.com/home' }),
  [SCREEN_URL]: () => envelope('200', { url: '/mock-assets/placeholder.html?title=x' }),
  '/api/dealer/v2/api/dealerInfos/chosen': () => envelope('200', []),
  '/api/dealer/v2/api/payTypes': () => envelope('200', []),
  '/api/dealer/v2/api/rechargePayTypes': () => envelope('200', []),
  ...overrides,
});
const callsTo = (path: string) => http.calls.filter((c) => c.url.split('?')[0] === path);
const pageIds = () => callsTo(THIRD_URL).map((c) => new URL(c.url, 'http://console').searchParams.get('pageId'));

let open: ReturnType<typeof spyWindowOpen>;
beforeEach(() => {
  setSession();
  http = installHttpDoubles();
  http.serve(routes());
  open = spyWindowOpen();
});
afterEach(() => open.mockRestore());

const button = (name: string) => screen.queryByRole('button', { name });

describe('items gated by the codes of btnResources/0', () => {
  it.each([
    ['故障上报', 'TBFR10000006'],
    ['消息', 'TBSB10000001'],
    ['待办', 'PAED98000706'],
    ['数据可视化', 'TBDV10000008'],
  ])('%s: shown with %s', (label) => {
    renderTopBar();
    expect(button(label)).not.toBeNull();
  });

  it.each([
    ['故障上报', 'TBFR10000006'],
    ['消息', 'TBSB10000001'],
    ['待办', 'PAED98000706'],
    ['数据可视化', 'TBDV10000008'],
  ])('%s: hidden without %s (every other code held)', (label, code) => {
    setSession({ codes: ALL_TOP_BAR_CODES.filter((c) => c !== code) });
    renderTopBar();
    expect(button(label)).toBeNull();
  });

  it('with no code at all only the menu panel, refresh, settings and user menu remain', () => {
    setSession({ codes: [] });
    renderTopBar();
    for (const label of ['故障上报', '消息', '待办', '数据可视化', '更多功能']) expect(button(label), label).toBeNull();
    for (const label of ['功能导航', '刷新', '页面风格设置', '用户菜单']) expect(button(label), label).not.toBeNull();
  });
});

describe('licence chip', () => {
  it.each([
    [-1, '授权已过期', 'ant-tag-warning'],
    [2, '授权即将过期', 'ant-tag-processing'],
  ])('authStatus %i shows %s (%s); a click opens the operator-authorisation page in a new window', (authStatus, text, cls) => {
    setSession({ authStatus });
    renderTopBar();
    const chip = screen.getByText(text).closest('.ant-tag')!;
    expect(chip.classList.contains(cls)).toBe(true);
    fireEvent.click(chip);
    expect(open).toHaveBeenCalledWith('/systemManage/operatorAuth/index', '_blank', 'noopener,noreferrer');
  });

  it.each([-3, -2, 0, 1, 3])('authStatus %i shows no chip', (authStatus) => {
    setSession({ authStatus });
    const { container } = renderTopBar();
    expect(screen.queryByText(/授权/)).toBeNull();
    expect(container.querySelector('.app-topbar-chip')).toBeNull();
  });
});

describe('企业未认证 chip', () => {
  it.each([
    [0, '/enterprise?flag=1'],
    [2, '/enterDetail'],
    [3, '/enterDetail'],
  ])('enterprise status %i: shown; a click opens %s in a new tab', (enterpriseStatus, path) => {
    setSession({ enterpriseStatus });
    renderTopBar();
    fireEvent.click(screen.getByText('企业未认证'));
    expect(open).toHaveBeenCalledWith(path, '_blank', 'noopener,noreferrer');
  });

  it.each([
    [{ enterpriseStatus: 1 }],
    [{ enterpriseStatus: 0, userType: 1 as const }],
    [{ enterpriseStatus: 0, userType: 4 as const }],
    [{ enterpriseStatus: 0, platformType: 2 as const }],
  ])('hidden for %j', (o) => {
    setSession(o);
    renderTopBar();
    expect(screen.queryByText('企业未认证')).toBeNull();
  });
});

describe('bells and badges', () => {
  const badgeOf = (label: string) => button(label)!.closest('.ant-badge')!.querySelector('.ant-badge-count')?.getAttribute('title') ?? null;

  it.each([
    [0, null],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('unread bulletins %i → message badge %s', (n, text) => {
    renderTopBar();
    act(() => unreadStore.set({ unreadNum: n }));
    expect(badgeOf('消息')).toBe(text);
  });

  it.each([
    [0, null],
    [99, '99'],
    [150, '99+'],
  ])('todoNum %i → to-do badge %s', (n, text) => {
    renderTopBar();
    act(() => userStore.set((s) => ({ counters: { ...s.counters, todoNum: n } })));
    expect(badgeOf('待办')).toBe(text);
  });

  it('the message bell goes to /sysBulletin/list, the to-do bell to /todo', () => {
    renderTopBar('/stopFee/chargeRecord/list');
    fireEvent.click(button('消息')!);
    expect(location()).toBe('/sysBulletin/list');
    fireEvent.click(button('待办')!);
    expect(location()).toBe('/todo');
  });
});

describe('dialogs and new windows', () => {
  it('故障上报 opens the fault report dialog', () => {
    renderTopBar();
    fireEvent.click(button('故障上报')!);
    expect(dialogStore.get().open).toBe('faultReport');
  });

  it('数据可视化 asks for the screen url and opens it in a new window (noopener, noreferrer)', async () => {
    renderTopBar();
    fireEvent.click(button('数据可视化')!);
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(`${window.location.origin}/mock-assets/placeholder.html?title=x`, '_blank', 'noopener,noreferrer'),
    );
    expect(callsTo(SCREEN_URL)).toHaveLength(1);
  });
});

describe('third-party page buttons', () => {
  it('platformType 1: one button per page; a click opens the url of that pageId', async () => {
    renderTopBar();
    const first = await screen.findByRole('button', { name: '视频监控平台' });
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/mock-assets/third-video.svg');
    expect(screen.getByRole('button', { name: '城市停车诱导平台' }).querySelector('img')).toBeNull();
    fireEvent.click(first);
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://video.example.com/home', '_blank', 'noopener,noreferrer'));
    expect(pageIds()).toEqual(['TP01']);
  });

  it('a url that is not http(s) is not opened', async () => {
    http.serve(routes({ [THIRD_URL]: () => envelope('200', { url: 'javascript:alert(1)' }) }));
    renderTopBar();
    fireEvent.click(await screen.findByRole('button', { name: '视频监控平台' }));
    await waitFor(() => expect(pageIds()).toEqual(['TP01']));
    await act(async () => undefined);
    expect(open).not.toHaveBeenCalled();
  });

  it('platformType 2: no third-party buttons, and the list is not even asked for', async () => {
    setSession({ platformType: 2 });
    renderTopBar();
    await act(async () => undefined);
    expect(callsTo(BUTTONS)).toEqual([]);
    expect(button('视频监控平台')).toBeNull();
  });

  it('a failing list shows no buttons', async () => {
    http.serve(routes({ [BUTTONS]: () => envelope('0x1', null, '网关超时') }));
    renderTopBar();
    await waitFor(() => expect(callsTo(BUTTONS)).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.queryByRole('group', { name: '第三方平台' })).toBeNull();
  });
});

describe('dealer selector placement', () => {
  it.each([
    [2, true],
    [1, false],
  ] as const)('platformType %i: selector shown %s', async (platformType, shown) => {
    setSession({ platformType });
    renderTopBar();
    await act(async () => undefined);
    expect(screen.queryByRole('combobox', { name: '选择经销商' }) !== null).toBe(shown);
  });
});
