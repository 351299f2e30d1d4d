import { vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { dialogStore } from '../dialogs/dialogStore';
import { unreadStore } from '../stores/counters';
import { userStore } from '../stores/userStore';
import { TopBar } from '../layout/TopBar';
import { MENUS, renderInShell, resetLayoutState } from './renderInShell';
import { TOP_BAR_CODES } from '../layout/topBarRules';

/** Test helpers of the top bar: a session in the stores and localStorage, and the rendered bar. */

export const ALL_TOP_BAR_CODES = Object.values(TOP_BAR_CODES);

export interface SessionOptions {
  codes?: readonly string[];
  platformType?: 1 | 2;
  userType?: 1 | 2 | 3 | 4;
  modified?: boolean;
  authStatus?: number;
  enterpriseStatus?: number;
}

/** Resets the stores and stores a signed-in user (admin-like by default: every code, operator side). */
export function setSession(o: SessionOptions = {}) {
  resetLayoutState();
  unreadStore.reset();
  dialogStore.reset();
  const userType = o.userType ?? 2;
  const modified = o.modified ?? false;
  localStorage.setItem('platformType', String(o.platformType ?? 1));
  localStorage.setItem('authStatus', String(o.authStatus ?? 1));
  localStorage.setItem('platformName', '测试停车平台');
  localStorage.setItem('userInfo', JSON.stringify({ account: 'admin', userId: 'u1', userType, modified, isVerify: 1 }));
  userStore.set({
    menus: MENUS,
    buttonCodes: [...(o.codes ?? ALL_TOP_BAR_CODES)],
    user: {
      userId: 'u1',
      account: 'admin',
      name: '陈建国',
      userType,
      modified,
      isVerify: 1,
      platformType: o.platformType ?? 1,
      platformName: '测试停车平台',
      enterpriseStatus: o.enterpriseStatus ?? 1,
    },
  });
}

export const renderTopBar = (route = '/index') => renderInShell(<TopBar onOpenSettings={() => undefined} />, route);

export const location = () => screen.getByTestId('location').textContent;

/** window.open replaced by a spy (jsdom has none). */
export const spyWindowOpen = () => vi.spyOn(window, 'open').mockImplementation(() => null);

/** Opens a click-triggered antd dropdown by the accessible name of its trigger. */
export async function openDropdown(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

/** The labels of the open dropdown menu's items. */
export const menuLabels = () =>
  screen
    .queryAllByRole('menuitem')
    .map((el) => el.textContent?.trim() ?? '')
    .filter(Boolean);
