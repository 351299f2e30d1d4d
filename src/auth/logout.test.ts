// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, installHttpDoubles } from '../testing/httpDoubles';
import { HOME_TAB } from '../stores/tabRules';
import { openTab, tabsStore } from '../stores/tabsStore';
import { userStore } from '../stores/userStore';
import { logout, onLogout } from './logout';
import { clearSession, getLoginStatus, getToken, setLoginStatus, setSessionValues, setToken } from './session';
import { USER } from '../testing/sessionReplies';

const LOGOUT = '/api/auth/v2/api/user/logout';
let io: ReturnType<typeof installHttpDoubles>;

beforeEach(() => {
  clearSession();
  localStorage.clear();
  io = installHttpDoubles();
  setToken('tok');
  setLoginStatus(1);
  // The real-time alarm switch of spec §4, which a logout clears (the confirmation text: TopBar.test.tsx).
  localStorage.setItem('alarmFlag', '1');
  userStore.set({ user: USER, roles: ['admin'], routesLoaded: true, buttonCodes: ['A'] });
  openTab({ path: '/todo', fullPath: '/todo', query: {}, name: 'Todo', title: '待办事项', meta: {} });
});

describe('logout (spec §4)', () => {
  it('without platformType: error 登录信息已过期，请重新登录 and back to login, no server call', async () => {
    const navigate = vi.fn();
    await logout({ navigate });
    expect(io.toasts).toEqual([{ type: 'error', content: '登录信息已过期，请重新登录', duration: 5 }]);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(getToken()).toBeNull();
    expect(io.calls).toEqual([]);
  });

  it.each([
    ['the server accepts', () => envelope('200')],
    ['the server fails', () => new Response('', { status: 500 })],
  ])('when %s: clears token, roles, alarm flag, sets loginStatus 0, notifies, empties tabs, goes to login', async (_label, reply) => {
    setSessionValues({ platformType: 1 });
    io.serve({ [LOGOUT]: reply });
    const order: string[] = [];
    const unsubscribe = onLogout(() => order.push(`listener token=${getToken()}`));
    const navigate = vi.fn((path: string) => order.push(`navigate ${path}`));
    expect(tabsStore.get().visited.map((v) => v.path)).toEqual([HOME_TAB.path, '/todo']);

    await logout({ navigate });
    unsubscribe();

    expect(io.paths()).toEqual([LOGOUT]);
    expect(getToken()).toBeNull();
    expect(userStore.get()).toMatchObject({ user: null, roles: [], buttonCodes: [], routesLoaded: false });
    expect(localStorage.getItem('alarmFlag')).toBeNull();
    expect(getLoginStatus()).toBe('0');
    expect(tabsStore.get().visited).toEqual([]);
    expect(order).toEqual(['listener token=null', 'navigate /login']);
    expect(io.toasts).toEqual([]);
  });

  it('unsubscribed listeners are not called', async () => {
    setSessionValues({ platformType: 2 });
    io.serve({ [LOGOUT]: () => envelope('200') });
    const listener = vi.fn();
    onLogout(listener)();
    await logout({ navigate: () => {} });
    expect(listener).not.toHaveBeenCalled();
  });
});
