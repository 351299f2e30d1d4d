import { createStore } from './createStore';

export interface Settings {
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

const KEY = 'settings';
const defaults: Settings = { tagsView: false, fixedHeader: false, sidebarLogo: false };

function load(): Settings {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
    return raw ? { ...defaults, ...(JSON.parse(raw) as Partial<Settings>) } : { ...defaults };
  } catch {
    return { ...defaults };
  }
}

export const settingsStore = createStore<Settings>(load);

export function changeSetting<K extends keyof Settings>(key: K, value: Settings[K]) {
  settingsStore.set({ [key]: value } as Partial<Settings>);
  localStorage.setItem(KEY, JSON.stringify(settingsStore.get()));
}
