/**
 * Telemetry events as the records of the entity `telemetryEvent` (schemas/telemetry.json): the time corrected by the
 * batch's clock, the user, the one-line 内容 the list shows and searches, and the per-screen timing figures.
 */
import { type TelemetryBatch, type TelemetryEvent, type VitalName } from '../../../contracts/telemetry';
import { formatChinaTime } from '../../db/time';

/** The entity of schemas/telemetry.json. */
export const TELEMETRY_ENTITY = 'telemetryEvent';

/** Longest 浏览器 (User-Agent) text kept. */
export const USER_AGENT_LIMIT = 300;
/** Longest 内容 text. */
const SUMMARY_LIMIT = 300;

const RATING_LABEL = { good: '良好', 'needs-improvement': '待改进', poor: '较差' } as const;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A vital's value as it reads: CLS without unit (3 decimals), the others in whole milliseconds. */
export const vitalText = (metric: VitalName, value: number) => (metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} 毫秒`);

/** The one-line 内容 of an event: the error, the timing or the vital. */
export function summaryOf(event: TelemetryEvent): string {
  switch (event.kind) {
    case 'error':
      return cut(event.name && !event.message.startsWith(event.name) ? `${event.name}: ${event.message}` : event.message, SUMMARY_LIMIT);
    case 'chunk':
      return cut(event.message, SUMMARY_LIMIT);
    case 'navigation': {
      const ms = Math.round(event.rowsVisibleMs);
      const tasks = event.longTasks > 0 ? `长任务 ${event.longTasks} 个，最长 ${Math.round(event.longestTaskMs)} 毫秒` : '无长任务';
      return event.viewFailed
        ? `${event.view} 首次加载失败，${ms} 毫秒后显示错误；${tasks}`
        : `${event.view} 数据可见 ${ms} 毫秒${event.rows === undefined ? '' : `，${event.rows} 行`}；${tasks}`;
    }
    case 'vital':
      return `${event.metric} ${vitalText(event.metric, event.value)}（${RATING_LABEL[event.rating]}）`;
  }
}

/** Who a batch is attributed to: the caller's session user, else the user the console names when the platform knows it. */
export interface BatchUser {
  userId: string | null;
  account: string | null;
}

/**
 * One stored record. The time is the browser's, moved by the difference between the two clocks when the batch left
 * (`receivedAt − (sentAt − at)`), never later than the arrival.
 */
export function recordOf(
  event: TelemetryEvent,
  batch: Pick<TelemetryBatch, 'sentAt' | 'pageLoadId' | 'version'>,
  user: BatchUser,
  receivedAt: number,
  userAgent: string,
): Record<string, unknown> {
  const happened = receivedAt - Math.max(0, batch.sentAt - event.at);
  const record: Record<string, unknown> = {
    eventKind: event.kind,
    eventTime: formatChinaTime(happened),
    receivedTime: formatChinaTime(receivedAt),
    screenPath: event.screenPath,
    screenTitle: event.screenTitle ?? null,
    userId: user.userId,
    account: user.account,
    summary: summaryOf(event),
    appVersion: batch.version ?? null,
    pageLoadId: batch.pageLoadId,
    userAgent: userAgent ? cut(userAgent, USER_AGENT_LIMIT) : null,
  };
  if (event.kind === 'error' || event.kind === 'chunk') {
    record.source = event.source;
    record.message = event.message;
  }
  if (event.kind === 'error') {
    record.errorName = event.name ?? null;
    record.stack = event.stack ?? null;
  }
  if (event.kind === 'navigation') {
    record.navType = event.navType;
    record.viewName = event.view;
    record.rowsVisibleMs = Math.round(event.rowsVisibleMs);
    record.rowCount = event.rows ?? null;
    record.viewFailed = event.viewFailed ? 1 : 0;
    record.longTasks = event.longTasks;
    record.longestTaskMs = Math.round(event.longestTaskMs);
  }
  if (event.kind === 'vital') {
    record.metric = event.metric;
    record.metricValue = event.metric === 'CLS' ? Math.round(event.value * 10000) / 10000 : Math.round(event.value);
    record.rating = event.rating;
  }
  return record;
}

/** The nearest-rank percentile of ascending values: the smallest value with at least p % of the values at or below it. */
export function nearestRank(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1];
}

/** One navigation record, as the figures read it. */
export interface NavigationSample {
  screenPath: string;
  screenTitle: string | null;
  eventTime: string;
  rowsVisibleMs: number;
  longTasks: number;
  viewFailed: boolean;
}

/** The figures of one screen (a row of 页面耗时) or of every screen together (the summary above it). */
export interface NavigationFigures {
  navCount: number;
  medianMs: number | null;
  p95Ms: number | null;
  maxMs: number | null;
  avgLongTasks: number | null;
  failedCount: number;
}

/**
 * The timing figures of some navigations: count, median, P95 and maximum of navigation → rows visible over the
 * navigations whose view showed its data, the average long tasks per navigation, and how many views failed instead.
 */
export function figuresOf(samples: readonly NavigationSample[]): NavigationFigures {
  const shown = samples.filter((s) => !s.viewFailed);
  const times = shown.map((s) => s.rowsVisibleMs).sort((a, b) => a - b);
  const tasks = samples.reduce((sum, s) => sum + s.longTasks, 0);
  return {
    navCount: samples.length,
    medianMs: nearestRank(times, 50),
    p95Ms: nearestRank(times, 95),
    maxMs: times.length ? times[times.length - 1] : null,
    avgLongTasks: samples.length ? Math.round((tasks / samples.length) * 10) / 10 : null,
    failedCount: samples.length - shown.length,
  };
}

/** One row per screen, slowest P95 first; the title is the latest one recorded for the path. */
export function figuresByScreen(
  samples: readonly NavigationSample[],
): (NavigationFigures & { screenPath: string; screenTitle: string | null })[] {
  const groups = new Map<string, NavigationSample[]>();
  for (const s of samples) groups.set(s.screenPath, [...(groups.get(s.screenPath) ?? []), s]);
  return [...groups.entries()]
    .map(([screenPath, list]) => {
      const latest = list.reduce((a, b) => (b.eventTime > a.eventTime && b.screenTitle ? b : a));
      return { screenPath, screenTitle: latest.screenTitle ?? list.find((s) => s.screenTitle)?.screenTitle ?? null, ...figuresOf(list) };
    })
    .sort((a, b) => (b.p95Ms ?? -1) - (a.p95Ms ?? -1) || b.navCount - a.navCount || a.screenPath.localeCompare(b.screenPath));
}
