/**
 * Field telemetry (docs/wire-protocol.md, "Field telemetry"): what a production console records about itself — errors
 * nobody caught, code that could not be loaded, how long a navigation took until the first view showed its rows, and
 * the page load's web vitals — and sends to the platform in small batches. The mock stores the events and lists them
 * on 系统管理 › 前端监控.
 */

/** The batch call, relative to `/api`: public (the login page reports too) and answered without a `Payload` header. */
export const TELEMETRY_BATCH_PATH = '/basic/v2/api/telemetry/batch';

/** error: an uncaught error or rejection; chunk: code that could not be loaded; navigation: a timing; vital: a web vital. */
export const TELEMETRY_KINDS = ['error', 'chunk', 'navigation', 'vital'] as const;
export type TelemetryKind = (typeof TELEMETRY_KINDS)[number];

/** Where an error was caught: the window's `error` event or an `unhandledrejection`. */
export const ERROR_SOURCES = ['error', 'rejection'] as const;
/**
 * Where a chunk failure was noticed: Vite's `vite:preloadError`, a page's error boundary, an area document the renderer
 * could not load, or the window's uncaught-error net.
 */
export const CHUNK_SOURCES = ['preload', 'page', 'area', 'uncaught'] as const;
/** A page load (the navigation starts when the document does) or a route change inside the console. */
export const NAVIGATION_TYPES = ['load', 'route'] as const;

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

/**
 * The web-vitals thresholds (good up to the first, needs improvement up to the second, poor above); milliseconds except
 * CLS, which has no unit.
 */
export const VITAL_THRESHOLDS: Readonly<Record<VitalName, readonly [number, number]>> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export function vitalRating(name: VitalName, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** Longest texts and largest counts the platform accepts; the console cuts its texts to them before sending. */
export const TELEMETRY_LIMITS = {
  /** Events in one batch. */
  events: 50,
  message: 500,
  errorName: 60,
  stack: 4000,
  screenPath: 300,
  screenTitle: 60,
  view: 120,
  version: 60,
  pageLoadId: 64,
  account: 64,
  userId: 32,
  /** A duration in milliseconds (a navigation, a long task) above this is not believed. */
  durationMs: 600_000,
  /** Rows or long tasks counted for one navigation. */
  count: 100_000,
} as const;

interface EventBase {
  kind: TelemetryKind;
  /** When it happened, ms since epoch on the browser's clock (the platform corrects it by the batch's `sentAt`). */
  at: number;
  /** The route path on screen (no query). */
  screenPath: string;
  /** The route's title (its menu name), when the console knows it. */
  screenTitle?: string;
}

export interface TelemetryErrorEvent extends EventBase {
  kind: 'error';
  source: (typeof ERROR_SOURCES)[number];
  /** The error's name (TypeError …), when it has one. */
  name?: string;
  message: string;
  stack?: string;
}

export interface TelemetryChunkEvent extends EventBase {
  kind: 'chunk';
  source: (typeof CHUNK_SOURCES)[number];
  message: string;
}

export interface TelemetryNavigationEvent extends EventBase {
  kind: 'navigation';
  navType: (typeof NAVIGATION_TYPES)[number];
  /** Navigation start → the first view's rows drawn (or its error shown, `viewFailed`), ms. */
  rowsVisibleMs: number;
  /** The view that was shown, `<area>/<view>`. */
  view: string;
  /** Rows the view drew (a list). */
  rows?: number;
  /** The view's first load failed and it showed its error. */
  viewFailed?: boolean;
  /** Long tasks (over 50 ms on the main thread) during the navigation, and the longest, ms. */
  longTasks: number;
  longestTaskMs: number;
}

export interface TelemetryVitalEvent extends EventBase {
  kind: 'vital';
  metric: VitalName;
  value: number;
  rating: VitalRating;
}

export type TelemetryEvent = TelemetryErrorEvent | TelemetryChunkEvent | TelemetryNavigationEvent | TelemetryVitalEvent;

/** The body of the batch call. */
export interface TelemetryBatch {
  /** When the batch left, ms since epoch on the browser's clock. */
  sentAt: number;
  /** One id per page load (document): the events of one load belong together. */
  pageLoadId: string;
  /** The console's build, when known. */
  version?: string;
  /** The signed-in user as the console knows it; a call with a live token is attributed to the token's user instead. */
  userId?: string;
  account?: string;
  events: TelemetryEvent[];
}
