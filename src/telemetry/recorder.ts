/**
 * Field telemetry's recorder, a chunk of its own (notes.ts loads it when the console is idle): turns the notes into
 * the events of contracts/telemetry.ts and sends them through the outbox (queue.ts) to the platform.
 *
 * - errors and chunk failures as they were noted, with the screen they happened on (an error repeated within
 *   REPEAT_WINDOW_MS on the same screen is recorded once);
 * - navigations: from a route change (or the page load, which starts at 0) to the first view of that screen that
 *   reports its data drawn (`services.viewShown`), with the long tasks (PerformanceObserver 'longtask') that ran in
 *   between; a route left before any view showed data records nothing;
 * - the page load's web vitals (web-vitals: LCP, INP, CLS, FCP, TTFB), on the screen the page was loaded on;
 * with the screen's menu title, the signed-in user and the console's build.
 *
 * It imports none of the console's own modules: what it needs of them (the notes, the sender, the screens, the user)
 * comes as its `RecorderHost` from notes.ts. So its chunk reaches nothing the login page loads, and adding it leaves
 * the way the build splits the login page's code as it was.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import {
  TELEMETRY_BATCH_PATH,
  TELEMETRY_LIMITS as LIMITS,
  type TelemetryBatch,
  type TelemetryEvent,
  type VitalName,
} from '../../contracts/telemetry';
import type { CarriedNotes, Note } from './notes';
import { TelemetryQueue } from './queue';

/** The same error on the same screen within this time is recorded once (an error thrown in a loop). */
export const REPEAT_WINDOW_MS = 10_000;
/** A navigation is sent this long after its view showed data, so the long tasks observed until then are counted. */
export const LONG_TASK_SETTLE_MS = 500;

/** A long task on the page's clock. */
export interface LongTask {
  start: number;
  duration: number;
}

/** What a screen is, as far as the console knows: its menu title and what it shows (`<area>/<view>`, or a page's name). */
export interface ScreenInfo {
  title?: string;
  component?: string;
}

export interface RecorderDeps {
  /** Where finished events go (the outbox). */
  push(event: TelemetryEvent): void;
  screen(path: string): ScreenInfo;
  /** performance.timeOrigin: the page's clock + this = ms since epoch. */
  timeOrigin: number;
  /** The long tasks observed so far. */
  longTasks(): readonly LongTask[];
  /** Runs `run` after `ms` (setTimeout). */
  later(run: () => void, ms: number): void;
  /** Date.now. */
  now(): number;
}

const cut = (text: string | undefined, max: number) => (text === undefined ? undefined : text.length > max ? text.slice(0, max) : text);
const screenPath = (path: string) => cut(path.startsWith('/') ? path : `/${path}`, LIMITS.screenPath)!;

interface Pending {
  path: string;
  t: number;
  navType: 'load' | 'route';
}

/** The recorder's logic, without the browser: notes and vitals in, events out. */
export function createRecorder(deps: RecorderDeps) {
  let pending: Pending | null = null;
  let loadPath: string | null = null;
  const lastSeen = new Map<string, number>();

  const where = (path: string) => {
    const title = cut(deps.screen(path).title || undefined, LIMITS.screenTitle);
    return { screenPath: screenPath(path), ...(title ? { screenTitle: title } : {}) };
  };

  /** False for the same failure on the same screen within REPEAT_WINDOW_MS of its last occurrence. */
  const fresh = (key: string, at: number) => {
    const last = lastSeen.get(key);
    if (lastSeen.size >= 200) lastSeen.clear();
    lastSeen.set(key, at);
    return last === undefined || at - last >= REPEAT_WINDOW_MS;
  };

  /**
   * The view belongs to the screen navigated to: the screen shows a view of that area (`<area>/<view>`). A hand-written
   * page (`Home`) shows none of its own; a path the console does not know is given the benefit of the doubt.
   */
  const belongsTo = (path: string, area: string) => {
    const component = deps.screen(path).component;
    return component === undefined || component.split('/')[0] === area;
  };

  function failure(note: Extract<Note, { type: 'error' | 'chunk' }>): TelemetryEvent | null {
    const message = cut(note.message.trim() || '未知错误', LIMITS.message)!;
    if (!fresh(`${note.type} ${note.path} ${message}`, note.at)) return null;
    if (note.type === 'chunk') return { kind: 'chunk', source: note.source, message, at: note.at, ...where(note.path) };
    const name = cut(note.name || undefined, LIMITS.errorName);
    const stack = cut(note.stack || undefined, LIMITS.stack);
    return {
      kind: 'error',
      source: note.source,
      message,
      ...(name ? { name } : {}),
      ...(stack ? { stack } : {}),
      at: note.at,
      ...where(note.path),
    };
  }

  function shown(note: Extract<Note, { type: 'view' }>): void {
    const { shown: view } = note;
    if (!pending || view.at < pending.t || !belongsTo(pending.path, view.area)) return;
    const started = pending;
    pending = null;
    const ms = view.at - started.t;
    if (ms > LIMITS.durationMs) return;
    deps.later(() => {
      const during = deps.longTasks().filter((task) => task.start >= started.t && task.start <= view.at);
      deps.push({
        kind: 'navigation',
        navType: started.navType,
        rowsVisibleMs: Math.round(ms),
        view: `${view.area}/${view.view}`,
        ...(typeof view.rows === 'number' ? { rows: view.rows } : {}),
        ...(view.failed ? { viewFailed: true } : {}),
        longTasks: during.length,
        longestTaskMs: Math.round(Math.max(0, ...during.map((task) => task.duration))),
        at: Math.round(deps.timeOrigin + view.at),
        ...where(started.path),
      });
    }, LONG_TASK_SETTLE_MS);
  }

  return {
    receive(note: Note): void {
      if (note.type === 'route') {
        pending = { path: note.path, t: note.t, navType: note.navType };
        if (note.navType === 'load') loadPath = note.path;
      } else if (note.type === 'view') shown(note);
      else {
        const event = failure(note);
        if (event) deps.push(event);
      }
    },
    vital(metric: Pick<MetricType, 'name' | 'value' | 'rating'>): void {
      const name = metric.name as VitalName;
      const value = name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
      deps.push({ kind: 'vital', metric: name, value, rating: metric.rating, at: deps.now(), ...where(loadPath ?? '/') });
    },
  };
}

/** What the console hands the recorder (notes.ts `recorderHost`). */
export interface RecorderHost {
  /** This page load's id. */
  pageLoadId: string;
  /** Hands over the notes kept so far, then every new one. */
  attach(receive: (note: Note) => void): void;
  /** The failures an earlier page load of this tab could not send. */
  takeCarried(): CarriedNotes | null;
  screen(path: string): ScreenInfo;
  /** The signed-in user, when there is one. */
  user(): { userId?: string; account?: string };
  /** The console's build, when known. */
  version(): string | undefined;
  /** POSTs a body to a platform call (relative to /api), silently; resolves whether the platform took it. */
  post(url: string, body: TelemetryBatch): Promise<boolean>;
  /** The same as a beacon (the page is going away); false when the browser refused it. */
  beacon(url: string, body: TelemetryBatch): boolean;
}

/** Long tasks observed from the start of the page (buffered), the latest 200. */
function observeLongTasks(): () => readonly LongTask[] {
  const tasks: LongTask[] = [];
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('longtask')) return () => tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    if (tasks.length > 200) tasks.splice(0, tasks.length - 200);
  }).observe({ type: 'longtask', buffered: true });
  return () => tasks;
}

let running = false;

/** Starts recording (once per page load): the outbox, the notes kept so far and from now on, the vitals, the page's end. */
export function startRecorder(host: RecorderHost): void {
  if (running) return;
  running = true;
  const batchOf = (events: TelemetryEvent[], pageLoadId = host.pageLoadId): TelemetryBatch => {
    const version = cut(host.version(), LIMITS.version);
    const { userId, account } = host.user();
    return {
      sentAt: Date.now(),
      pageLoadId,
      ...(version ? { version } : {}),
      ...(userId ? { userId: cut(userId, LIMITS.userId) } : {}),
      ...(account ? { account: cut(account, LIMITS.account) } : {}),
      events,
    };
  };
  const online = () => navigator.onLine !== false;
  const queue = new TelemetryQueue<TelemetryEvent>({
    send: (events) => host.post(TELEMETRY_BATCH_PATH, batchOf(events)),
    beacon: (events) => host.beacon(TELEMETRY_BATCH_PATH, batchOf(events)),
    online,
  });
  const deps: Omit<RecorderDeps, 'push'> = {
    screen: (path) => host.screen(path),
    timeOrigin: performance.timeOrigin,
    longTasks: observeLongTasks(),
    later: (run, ms) => void window.setTimeout(run, ms),
    now: Date.now,
  };

  // Failures an earlier page load of this tab could not send (it reloaded at once): a batch of their own page load.
  const carried = host.takeCarried();
  if (carried && online()) {
    const events: TelemetryEvent[] = [];
    const earlier = createRecorder({ ...deps, push: (event) => events.push(event) });
    for (const note of carried.notes) earlier.receive(note);
    if (events.length) void host.post(TELEMETRY_BATCH_PATH, batchOf(events.slice(0, LIMITS.events), carried.pageLoadId));
  }

  const recorder = createRecorder({ ...deps, push: (event) => queue.push(event) });
  host.attach(recorder.receive);
  // web-vitals first: its own listeners report LCP, CLS and INP as the page is hidden, before the outbox leaves below.
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(recorder.vital);
  const leave = () => queue.flushWithBeacon();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
  });
  window.addEventListener('pagehide', leave);
}
