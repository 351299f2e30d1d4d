import { createStore } from './createStore';
import type { MenuNode, UserInfo } from '../auth/types';

export interface Counters {
  todoNum: number;
  exeNum: number;
  doneNum: number;
  unusualParkNum: number;
  unusualDevNum: number;
  illegalParkNum: number;
}

interface UserState {
  user: UserInfo | null;
  /** Always ['admin'] once loaded: real access comes from menus and button codes (spec §1). */
  roles: string[];
  menus: MenuNode[];
  /** Button codes held: those of every menu node plus btnResources/0 (top bar). */
  buttonCodes: string[];
  routesLoaded: boolean;
  counters: Counters;
}

const emptyCounters = (): Counters => ({ todoNum: 0, exeNum: 0, doneNum: 0, unusualParkNum: 0, unusualDevNum: 0, illegalParkNum: 0 });

export const userStore = createStore<UserState>(() => ({
  user: null,
  roles: [],
  menus: [],
  buttonCodes: [],
  routesLoaded: false,
  counters: emptyCounters(),
}));

export function hasPermission(code: string): boolean {
  if (!code) throw new Error('need code');
  return userStore.get().buttonCodes.includes(code);
}

export function resetUser() {
  userStore.reset();
}
