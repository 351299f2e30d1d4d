import { isApiError } from '../api/apiError';
import { showError } from '../api/toast';
import { noteError, type ErrorSource } from '../telemetry/notes';
import { isChunkLoadError, isStaleChunkReloadPending, reloadForFailedChunk, STALE_CHUNK_TEXT } from './staleChunk';

/**
 * The last net under the console: an error nobody caught (window `error`) or a promise nobody awaited
 * (`unhandledrejection`) is logged and shown as one Chinese message, so a failed click never passes in
 * silence. Noise is dropped: ApiError (the HTTP client showed its own toast), ResizeObserver loop
 * warnings, aborted requests, and errors of other origins (extensions, cross-origin "Script error.").
 * Everything else is also noted for field telemetry (`telemetry/notes.ts`): the error, or the chunk that could not be
 * loaded (an ApiError is the platform's own record, not the console's).
 */

export const FAILURE_PREFIX = '操作失败：';
export const UNKNOWN_REASON = '未知错误';
/** Longer reasons are cut, so a stack-like message does not fill the screen. */
export const MAX_REASON_LENGTH = 120;
/** The same text again within this time is not shown twice (an error thrown in a loop). */
export const REPEAT_SILENCE_MS = 2000;

const NOISE_PATTERNS = [/^ResizeObserver loop/i, /^Script error\.?$/i];

function reasonText(reason: unknown): string {
  if (reason instanceof Error) return reason.message || reason.name;
  if (typeof reason === 'string') return reason;
  if (reason && typeof reason === 'object' && typeof (reason as { message?: unknown }).message === 'string') {
    return (reason as { message: string }).message;
  }
  return '';
}

function isAbort(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'AbortError';
}

/** Browser noise that is neither logged nor shown: aborted requests, ResizeObserver loops, "Script error.". */
export function isNoise(reason: unknown): boolean {
  if (isAbort(reason)) return true;
  const text = reasonText(reason).trim();
  return NOISE_PATTERNS.some((p) => p.test(text));
}

/** The message to show for a failure, or null when it is noise or was already shown by someone else. */
export function failureMessage(reason: unknown): string | null {
  if (isApiError(reason) || isNoise(reason)) return null;
  const text = reasonText(reason).trim();
  if (isChunkLoadError(reason)) return STALE_CHUNK_TEXT;
  const cut = text.length > MAX_REASON_LENGTH ? `${text.slice(0, MAX_REASON_LENGTH)}…` : text;
  return FAILURE_PREFIX + (cut || UNKNOWN_REASON);
}

/** An `error` event that comes from a script of another origin (browser extension, third-party page). */
export function isForeignScriptError(event: Pick<ErrorEvent, 'filename'>, origin: string): boolean {
  const file = event.filename;
  if (!file) return false;
  try {
    return new URL(file, origin).origin !== origin;
  } catch {
    return true;
  }
}

export interface GlobalErrorOptions {
  notify?(text: string): void;
  log?(...args: unknown[]): void;
  now?(): number;
}

let uninstallCurrent: (() => void) | null = null;

/**
 * Installs the two window listeners (once: a second call while installed changes nothing).
 * Returns the function that removes them.
 */
export function installGlobalErrorHandlers(target: Window = window, options: GlobalErrorOptions = {}): () => void {
  if (uninstallCurrent) return uninstallCurrent;
  const notify = options.notify ?? showError;
  const log = options.log ?? ((...args: unknown[]) => console.error(...args));
  const now = options.now ?? Date.now;
  let lastText = '';
  let lastAt = -Infinity;

  const report = (kind: string, source: ErrorSource, reason: unknown) => {
    if (isNoise(reason)) return;
    log(`未处理的${kind}`, reason);
    // A chunk that is gone after a redeploy reloads the page once; the message is for when it cannot.
    if (isChunkLoadError(reason) && (reloadForFailedChunk(reason, 'uncaught') || isStaleChunkReloadPending())) return;
    if (!isChunkLoadError(reason) && !isApiError(reason)) noteError(reason, source);
    const text = failureMessage(reason);
    if (text === null) return;
    const at = now();
    if (text === lastText && at - lastAt < REPEAT_SILENCE_MS) return;
    lastText = text;
    lastAt = at;
    notify(text);
  };

  const onError = (event: ErrorEvent) => {
    if (isForeignScriptError(event, target.location.origin)) return;
    report('错误', 'error', event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    report('异步错误', 'rejection', event.reason);
  };

  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  const uninstall = () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    if (uninstallCurrent === uninstall) uninstallCurrent = null;
  };
  uninstallCurrent = uninstall;
  return uninstall;
}
