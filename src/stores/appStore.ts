import Cookies from 'js-cookie';
import { createStore } from './createStore';

/** Layout state: sidebar open/closed (kept in the cookie sidebarStatus), device mode, size, selected dealer. */
export const MOBILE_BREAKPOINT = 992;

interface AppState {
  sidebarOpened: boolean;
  device: 'desktop' | 'mobile';
  size: 'middle';
  dealerValue: string | undefined;
  dealerSelectorVisible: boolean;
}

export const appStore = createStore<AppState>(() => ({
  sidebarOpened: Cookies.get('sidebarStatus') !== '0',
  device: 'desktop',
  size: 'middle',
  dealerValue: undefined,
  dealerSelectorVisible: false,
}));

export function setSidebarOpened(opened: boolean) {
  Cookies.set('sidebarStatus', opened ? '1' : '0');
  appStore.set({ sidebarOpened: opened });
}

export function toggleSidebar() {
  setSidebarOpened(!appStore.get().sidebarOpened);
}

export function setDevice(device: AppState['device']) {
  appStore.set({ device });
}
