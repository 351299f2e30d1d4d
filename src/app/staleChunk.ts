/**
 * After a redeploy, a page that is already open still asks for the old hashed chunks, which are gone (404).
 * Such a failure reloads the page once, to fetch the new index.html and its chunk names. The attempt is
 * remembered in sessionStorage with its time: a second failure within CHUNK_RELOAD_WINDOW_MS does not
 * reload again (no loop); the route's error view then offers 重试.
 */

import { isChunkLoadError } from '../../renderer/core/chunkLoadError';
import { noteChunkFailure, type ChunkSource } from '../telemetry/notes';
import { shellServices, type ShellServices } from './shellServices';

/** sessionStorage key holding the time (ms since epoch) of the last automatic reload. */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';
/** A chunk failure within this time after the last automatic reload shows the error view instead. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
/** What the user reads when new code could not be loaded. */
export const STALE_CHUNK_TEXT = '页面资源已更新，请刷新后重试';

export { isChunkLoadError };

/** The pages (by their shell services) that have asked for a reload: such a page is about to go away. */
const reloadAskedBy = new WeakSet<ShellServices>();
/** True once this document has asked for a reload (the page is about to go away). */
export function isStaleChunkReloadPending(): boolean {
  return reloadAskedBy.has(shellServices());
}

function reloadNow(): void {
  const services = shellServices();
  reloadAskedBy.add(services);
  services.staleChunkReload();
}

function readLastAttempt(): number | null {
  try {
    const raw = sessionStorage.getItem(CHUNK_RELOAD_KEY);
    const at = raw === null ? NaN : Number(raw);
    return Number.isFinite(at) ? at : null;
  } catch {
    return null;
  }
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function rememberAttempt(now: number): boolean {
  try {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/**
 * Reloads the page unless an automatic reload happened less than CHUNK_RELOAD_WINDOW_MS ago (or the
 * attempt cannot be remembered, which could loop), or the browser is offline: then the chunk is missing because the
 * network is gone, not because of a new release, and a reload would only lose the page (and what was typed in it) to
 * the browser's offline page. Returns whether a reload was started.
 */
export function reloadForStaleChunk(now: number = Date.now()): boolean {
  if (isStaleChunkReloadPending() || isOffline()) return false;
  const last = readLastAttempt();
  if (last !== null && now - last >= 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  if (!rememberAttempt(now)) return false;
  reloadNow();
  return true;
}

/**
 * A chunk failure as an owner meets it (Vite's preload event, a page's error boundary, the global error net): noted for
 * field telemetry (once per error, whoever meets it first), then the reload of `reloadForStaleChunk`.
 */
export function reloadForFailedChunk(error: unknown, source: ChunkSource, now: number = Date.now()): boolean {
  noteChunkFailure(error, source);
  return reloadForStaleChunk(now);
}

/** 重试 after a chunk failure: the user asks for a reload; a failure right after it shows the error view again. */
export function reloadAfterStaleChunk(now: number = Date.now()): void {
  rememberAttempt(now);
  reloadNow();
}

/** Vite dispatches `vite:preloadError` on window when a dynamic import or its preloads fail. */
export function installStaleChunkReload(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    reloadForFailedChunk((event as Event & { payload?: unknown }).payload, 'preload');
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
