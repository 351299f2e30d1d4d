import { createStore } from '../stores/createStore';
import type { AlarmMessage } from './alarmTypes';

export interface AlarmPopup {
  /** Changes with every message, so a replaced popup renders afresh. */
  id: number;
  message: AlarmMessage;
}

/** The open alarm popups, newest last; at most one per msgType (spec §4). */
export const alarmStore = createStore<{ popups: AlarmPopup[] }>(() => ({ popups: [] }));

let nextId = 1;

/** Shows an alarm: a new message of a type replaces the popup of that type. */
export function showAlarm(message: AlarmMessage): void {
  alarmStore.set((s) => ({ popups: [...s.popups.filter((p) => p.message.msgType !== message.msgType), { id: nextId++, message }] }));
}

export function closeAlarm(msgType: number): void {
  alarmStore.set((s) => ({ popups: s.popups.filter((p) => p.message.msgType !== msgType) }));
}

export function clearAlarms(): void {
  alarmStore.reset();
}
