import { message } from 'antd';

/**
 * One toast at a time (spec §8): the previous toast is closed before a new one opens. Errors stay 5 s.
 * The same text of the same type asked again while it is still shown stays as it is (ten failing calls
 * of one screen give one toast, not ten flashes of the same one).
 */
export type ToastType = 'error' | 'warning' | 'success' | 'info';

export interface ToastImpl {
  destroy(): void;
  open(config: { type: ToastType; content: string; duration: number }): void;
}

export const ERROR_TOAST_SECONDS = 5;
export const TOAST_SECONDS = 3;

const antdToast: ToastImpl = {
  destroy: () => message.destroy(),
  open: (config) => {
    void message.open(config);
  },
};

let impl: ToastImpl = antdToast;
let shown: { type: ToastType; text: string; until: number } | null = null;

/** Replaces the toast implementation (tests); call without argument to restore antd's. */
export function setToastImpl(next?: ToastImpl) {
  impl = next ?? antdToast;
  shown = null;
}

function show(type: ToastType, text: string) {
  const now = Date.now();
  if (shown && shown.type === type && shown.text === text && now < shown.until) return;
  const duration = type === 'error' ? ERROR_TOAST_SECONDS : TOAST_SECONDS;
  impl.destroy();
  impl.open({ type, content: text, duration });
  shown = { type, text, until: now + duration * 1000 };
}

export const showError = (text: string) => show('error', text);
export const showWarning = (text: string) => show('warning', text);
export const showSuccess = (text: string) => show('success', text);
export const showInfo = (text: string) => show('info', text);
