import { shellServices, type ToastService, type ToastType } from '../app/shellServices';

/**
 * One toast at a time (spec §8): the previous toast is closed before a new one opens. Errors stay 5 s.
 * The same text of the same type asked again while it is still shown stays as it is (ten failing calls
 * of one screen give one toast, not ten flashes of the same one). Toasts are drawn by the shell's
 * `toast` service (antd's message).
 */
export type { ToastType };

const ERROR_TOAST_SECONDS = 5;
const TOAST_SECONDS = 3;

/** The toast on screen, with the service that drew it (another service has drawn nothing yet). */
let shown: { by: ToastService; type: ToastType; text: string; until: number } | null = null;

function show(type: ToastType, text: string) {
  const toast = shellServices().toast;
  const now = Date.now();
  if (shown && shown.by === toast && shown.type === type && shown.text === text && now < shown.until) return;
  const duration = type === 'error' ? ERROR_TOAST_SECONDS : TOAST_SECONDS;
  toast.destroy();
  toast.open({ type, content: text, duration });
  shown = { by: toast, type, text, until: now + duration * 1000 };
}

export const showError = (text: string) => show('error', text);
export const showWarning = (text: string) => show('warning', text);
export const showSuccess = (text: string) => show('success', text);
export const showInfo = (text: string) => show('info', text);
