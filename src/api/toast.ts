import { message } from 'antd';

/** One toast at a time (spec §8): the previous toast is closed before a new one opens. Errors stay 5 s. */
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

/** Replaces the toast implementation (tests); call without argument to restore antd's. */
export function setToastImpl(next?: ToastImpl) {
  impl = next ?? antdToast;
}

function show(type: ToastType, text: string) {
  impl.destroy();
  impl.open({ type, content: text, duration: type === 'error' ? ERROR_TOAST_SECONDS : TOAST_SECONDS });
}

export const showError = (text: string) => show('error', text);
export const showWarning = (text: string) => show('warning', text);
export const showSuccess = (text: string) => show('success', text);
export const showInfo = (text: string) => show('info', text);
