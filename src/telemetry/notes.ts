/**
 * The part of field telemetry that lives in the entry chunk, kept small on purpose: the owners of what is recorded
 * (the global error net, the stale-chunk reload, the route guard, the views shown) note it here from the first script
 * on, as plain values; the recorder (`recorder.ts`, with web-vitals and the outbox) is a chunk of its own, loaded once
 * the console is idle after sign-in or at the first failure, and takes the notes kept until then, with what it needs of
 * the console (`recorderHost`: host.ts). Production builds
 * only (`import.meta.env.PROD`; tests force it with `forceTelemetry`).
 *
 * A failure noted while the recorder is not there yet — a chunk gone after a redeploy reloads the page at once — is kept
 * in sessionStorage as the page goes away and handed to the recorder of the next page load.
 */
import type { ViewShownEvent } from '../app/viewShown';
import type { CHUNK_SOURCES, ERROR_SOURCES } from '../../contracts/telemetry';
import { consoleHost } from './host';
import { whenIdleAfterFirstPage } from '../app/whenIdle';
import type { RecorderHost } from './recorder';

export type ErrorSource = (typeof ERROR_SOURCES)[number];
export type ChunkSource = (typeof CHUNK_SOURCES)[number];

/** What an error note keeps of the thrown value: texts only, so notes can outlive the page. */
export interface ErrorFacts {
  name?: string;
  message: string;
  stack?: string;
}

/** Times: `at` ms since epoch for failures, `t` the page's clock (performance.now()) for routes and views. */
export type Note =
  | ({ type: 'error'; source: ErrorSource; at: number; path: string } & ErrorFacts)
  | { type: 'chunk'; source: ChunkSource; message: string; at: number; path: string }
  | { type: 'route'; path: string; t: number; navType: 'load' | 'route' }
  | { type: 'view'; shown: ViewShownEvent };

/** Failures of an earlier page load of this tab that its recorder never got. */
export interface CarriedNotes {
  pageLoadId: string;
  notes: Note[];
}

/** Notes kept while no recorder listens; more are dropped. */
export const MAX_NOTES = 100;
/** sessionStorage key of the failures carried over a reload. */
export const CARRY_KEY = 'telemetryCarry';

let forced: boolean | null = null;
/** Tests: on or off whatever the build; null goes back to the build's choice. */
export function forceTelemetry(on: boolean | null): void {
  forced = on;
}
export const telemetryEnabled = (): boolean => forced ?? import.meta.env.PROD;

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** One id per page load (document): the events of one load belong together. */
export const pageLoadId = randomId();

let kept: Note[] = [];
let recorder: ((note: Note) => void) | null = null;
let lastRoute: string | null = null;
const seen = new WeakSet<object>();

function note(entry: Note): void {
  if (!telemetryEnabled()) return;
  if (recorder) recorder(entry);
  else if (kept.length < MAX_NOTES) kept.push(entry);
}

const currentPath = () => (typeof location === 'undefined' ? '/' : location.pathname);

/** The texts of a thrown value (an Error, a text, an object with a message). */
export function errorFacts(reason: unknown): ErrorFacts {
  if (reason instanceof Error) return { name: reason.name, message: reason.message || reason.name, stack: reason.stack };
  if (typeof reason === 'string') return { message: reason };
  const message = reason && typeof reason === 'object' ? (reason as { message?: unknown }).message : undefined;
  return { message: typeof message === 'string' && message ? message : String(reason) };
}

/** Notes a value noted once only (the same Error may reach several owners). */
const firstTime = (reason: unknown) => {
  if (typeof reason !== 'object' || reason === null) return true;
  if (seen.has(reason)) return false;
  seen.add(reason);
  return true;
};

/** An error or rejection nobody caught (`app/globalErrorHandlers.ts`); starts the recorder if it is not there yet. */
export function noteError(reason: unknown, source: ErrorSource): void {
  if (!telemetryEnabled() || !firstTime(reason)) return;
  note({ type: 'error', source, at: Date.now(), path: currentPath(), ...errorFacts(reason) });
  startTelemetry();
}

/** Code that could not be loaded (`app/staleChunk.ts`, the renderer's area documents); once per error object. */
export function noteChunkFailure(error: unknown, source: ChunkSource): void {
  if (!telemetryEnabled() || !firstTime(error)) return;
  note({ type: 'chunk', source, message: errorFacts(error).message, at: Date.now(), path: currentPath() });
  startTelemetry();
}

/** A route change (`router/RouteGuard.tsx`); the first one of the document is the page load, which starts at 0. */
export function noteRoute(path: string): void {
  if (path === lastRoute) return;
  const navType = lastRoute === null ? 'load' : 'route';
  lastRoute = path;
  note({ type: 'route', path, navType, t: navType === 'load' ? 0 : performance.now() });
}

/** A view has drawn its first data (`app/viewShown.ts` `onViewShown`). */
export function noteViewShown(shown: ViewShownEvent): void {
  note({ type: 'view', shown });
}

/** The recorder takes over: it receives the notes kept so far, then every new one. */
export function attachRecorder(receive: (note: Note) => void): void {
  recorder = receive;
  const earlier = kept;
  kept = [];
  for (const entry of earlier) receive(entry);
}

/** The failures an earlier page load of this tab left (read once). */
export function takeCarriedNotes(): CarriedNotes | null {
  try {
    const raw = sessionStorage.getItem(CARRY_KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(CARRY_KEY);
    const carried = JSON.parse(raw) as CarriedNotes;
    return Array.isArray(carried.notes) && typeof carried.pageLoadId === 'string' ? carried : null;
  } catch {
    return null;
  }
}

/** As the page goes away without a recorder: its failures wait in sessionStorage for the next page load. */
function carryFailures(): void {
  if (recorder) return;
  const failures = kept.filter((n) => n.type === 'error' || n.type === 'chunk');
  if (failures.length === 0) return;
  try {
    sessionStorage.setItem(CARRY_KEY, JSON.stringify({ pageLoadId, notes: failures } satisfies CarriedNotes));
  } catch {
    // Storage full or refused: the failures go with the page.
  }
}

/** Everything the recorder gets from the console. */
export const recorderHost = (): RecorderHost => ({ ...consoleHost, pageLoadId, attach: attachRecorder, takeCarried: takeCarriedNotes });

let started = false;
/** After the console's first paint, when the main thread is idle (at most 5 s later). */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Loads the recorder when the page is idle (once per page load; the logged-in layout asks for it, and so does the
 * first failure). Nothing in production-less builds. A recorder that cannot be loaded is not asked for again.
 */
export function startTelemetry(): void {
  if (started || !telemetryEnabled() || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('pagehide', carryFailures);
  const load = () =>
    void import('./recorder').then(
      (m) => m.startRecorder(recorderHost()),
      () => undefined,
    );
  whenIdleAfterFirstPage(load, IDLE_TIMEOUT_MS);
}

/** Tests only: a fresh page load. */
export function resetNotes(): void {
  kept = [];
  recorder = null;
  lastRoute = null;
  started = false;
  if (typeof window !== 'undefined') window.removeEventListener('pagehide', carryFailures);
}
