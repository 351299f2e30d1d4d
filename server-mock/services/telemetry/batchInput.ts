/**
 * The check of a telemetry batch (`POST telemetry/batch`, contracts/telemetry.ts): its shape, the kinds and their
 * fields, the limits of TELEMETRY_LIMITS. A batch with one bad event is refused whole, with the Chinese message of its
 * first problem (`第 3 条事件的类型不正确`); nothing is stored then.
 */
import {
  CHUNK_SOURCES,
  ERROR_SOURCES,
  NAVIGATION_TYPES,
  TELEMETRY_KINDS,
  TELEMETRY_LIMITS as LIMITS,
  VITAL_NAMES,
  VITAL_RATINGS,
  type TelemetryBatch,
  type TelemetryEvent,
} from '../../../contracts/telemetry';
import { invalid, valid, type Checked } from '../validation';

type Fields = Record<string, unknown>;
type TelemetryErrorSource = (typeof ERROR_SOURCES)[number];
type TelemetryChunkSource = (typeof CHUNK_SOURCES)[number];

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isWhole = (value: unknown, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** An optional text of at most `max` characters: undefined when absent or blank, null when it is not a text or too long. */
function optionalText(value: unknown, max: number): string | undefined | null {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > max) return null;
  return value.trim() === '' ? undefined : value;
}

/** A required text of 1 to `max` characters (after trimming), else a message built from `label`. */
function requiredText(value: unknown, max: number, label: string): string | { msg: string } {
  if (typeof value !== 'string' || value.trim() === '') return { msg: `${label}不能为空` };
  if (value.length > max) return { msg: `${label}不能超过${max}个字符` };
  return value;
}

/** One event of the batch, checked; `n` is its place (1-based) for the messages. */
function checkEvent(raw: unknown, n: number): Checked<TelemetryEvent> {
  const at = `第 ${n} 条事件的`;
  if (!isObject(raw)) return invalid(`第 ${n} 条事件格式不正确`);
  if (!oneOf(TELEMETRY_KINDS, raw.kind)) return invalid(`${at}类型不正确`);
  if (!isFiniteNumber(raw.at) || raw.at <= 0) return invalid(`${at}发生时间格式不正确`);
  if (typeof raw.screenPath !== 'string' || !raw.screenPath.startsWith('/') || raw.screenPath.length > LIMITS.screenPath)
    return invalid(`${at}页面路径格式不正确`);
  const screenTitle = optionalText(raw.screenTitle, LIMITS.screenTitle);
  if (screenTitle === null) return invalid(`${at}页面标题不能超过${LIMITS.screenTitle}个字符`);
  const base = { at: raw.at, screenPath: raw.screenPath, ...(screenTitle ? { screenTitle } : {}) };

  if (raw.kind === 'error' || raw.kind === 'chunk') {
    const sources: readonly string[] = raw.kind === 'error' ? ERROR_SOURCES : CHUNK_SOURCES;
    if (!oneOf(sources, raw.source)) return invalid(`${at}捕获位置不正确`);
    const message = requiredText(raw.message, LIMITS.message, `${at}错误信息`);
    if (typeof message !== 'string') return invalid(message.msg);
    if (raw.kind === 'chunk') return valid({ ...base, kind: 'chunk', source: raw.source as TelemetryChunkSource, message });
    const name = optionalText(raw.name, LIMITS.errorName);
    if (name === null) return invalid(`${at}错误类型不能超过${LIMITS.errorName}个字符`);
    const stack = optionalText(raw.stack, LIMITS.stack);
    if (stack === null) return invalid(`${at}调用栈不能超过${LIMITS.stack}个字符`);
    return valid({
      ...base,
      kind: 'error',
      source: raw.source as TelemetryErrorSource,
      message,
      ...(name ? { name } : {}),
      ...(stack ? { stack } : {}),
    });
  }

  if (raw.kind === 'navigation') {
    if (!oneOf(NAVIGATION_TYPES, raw.navType)) return invalid(`${at}导航方式不正确`);
    if (!isFiniteNumber(raw.rowsVisibleMs) || raw.rowsVisibleMs < 0 || raw.rowsVisibleMs > LIMITS.durationMs)
      return invalid(`${at}数据可见耗时应在0~${LIMITS.durationMs}毫秒之间`);
    if (typeof raw.view !== 'string' || !/^[A-Za-z][A-Za-z0-9]*\/[A-Za-z][A-Za-z0-9]*$/.test(raw.view) || raw.view.length > LIMITS.view)
      return invalid(`${at}视图格式不正确`);
    if (raw.rows !== undefined && raw.rows !== null && !isWhole(raw.rows, LIMITS.count)) return invalid(`${at}数据行数格式不正确`);
    if (raw.viewFailed !== undefined && raw.viewFailed !== null && typeof raw.viewFailed !== 'boolean')
      return invalid(`${at}首次加载失败标记格式不正确`);
    if (!isWhole(raw.longTasks, LIMITS.count)) return invalid(`${at}长任务数格式不正确`);
    if (!isFiniteNumber(raw.longestTaskMs) || raw.longestTaskMs < 0 || raw.longestTaskMs > LIMITS.durationMs)
      return invalid(`${at}最长长任务耗时应在0~${LIMITS.durationMs}毫秒之间`);
    return valid({
      ...base,
      kind: 'navigation',
      navType: raw.navType,
      rowsVisibleMs: raw.rowsVisibleMs,
      view: raw.view,
      longTasks: raw.longTasks,
      longestTaskMs: raw.longestTaskMs,
      ...(typeof raw.rows === 'number' ? { rows: raw.rows } : {}),
      ...(raw.viewFailed === true ? { viewFailed: true } : {}),
    });
  }

  if (!oneOf(VITAL_NAMES, raw.metric)) return invalid(`${at}指标不正确`);
  if (!isFiniteNumber(raw.value) || raw.value < 0 || raw.value > LIMITS.durationMs) return invalid(`${at}指标值格式不正确`);
  if (!oneOf(VITAL_RATINGS, raw.rating)) return invalid(`${at}评级不正确`);
  return valid({ ...base, kind: 'vital', metric: raw.metric, value: raw.value, rating: raw.rating });
}

/** Checks a whole batch: the batch's own fields, then every event in order. */
export function checkBatch(body: unknown): Checked<TelemetryBatch> {
  if (!isObject(body)) return invalid('上报内容格式不正确');
  if (!Array.isArray(body.events) || body.events.length === 0) return invalid('上报的事件不能为空');
  if (body.events.length > LIMITS.events) return invalid(`一次最多上报${LIMITS.events}条事件`);
  if (!isFiniteNumber(body.sentAt) || body.sentAt <= 0) return invalid('上报时间格式不正确');
  if (typeof body.pageLoadId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(body.pageLoadId)) return invalid('页面加载编号格式不正确');
  const version = optionalText(body.version, LIMITS.version);
  if (version === null) return invalid(`版本号不能超过${LIMITS.version}个字符`);
  const userId = optionalText(typeof body.userId === 'number' ? String(body.userId) : body.userId, LIMITS.userId);
  if (userId === null) return invalid('用户编号格式不正确');
  const account = optionalText(body.account, LIMITS.account);
  if (account === null) return invalid('账号格式不正确');
  const events: TelemetryEvent[] = [];
  for (const [i, raw] of body.events.entries()) {
    const event = checkEvent(raw, i + 1);
    if (!event.ok) return invalid(event.msg);
    events.push(event.value);
  }
  return valid({
    sentAt: body.sentAt,
    pageLoadId: body.pageLoadId,
    events,
    ...(version ? { version } : {}),
    ...(userId ? { userId } : {}),
    ...(account ? { account } : {}),
  });
}
