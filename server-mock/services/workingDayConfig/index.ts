import { PARKS } from '../sharedOptions/parks';
import { ok } from '../../http/envelope';
import { badRequest } from '../../engine/requestParts';
import type { RegisterService } from '../types';
import type { EntityStore } from '../../engine/store';
import type { DayRange } from './holidays';
import { CONFIG_ENTITY } from './seed';

const BASE = '/api/basic/v2/api';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** At most this many days per calendar call. */
const MAX_DAYS = 62;

/** dayKind of the document: 1 工作日, 2 休息日, 3 调休上班, 10 + holidayName for a holiday (11 元旦 … 17 国庆节, 18 其他假日). */
export const DAY_KIND = { workday: 1, restDay: 2, adjustedWorkday: 3, holiday: 10 } as const;

const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const intOf = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined);

/** What a day is under one configuration: a listed range first, then the week (Saturday and Sunday rest). */
export function dayKind(date: string, days: readonly DayRange[]): number {
  const range = days.find((d) => d.startDate <= date && date <= d.endDate);
  if (range) return range.dayType === 2 ? DAY_KIND.adjustedWorkday : DAY_KIND.holiday + Number(range.holidayName ?? 8);
  const weekday = new Date(dayMs(date)).getUTCDay();
  return weekday === 0 || weekday === 6 ? DAY_KIND.restDay : DAY_KIND.workday;
}

/**
 * What a day is for one park: under the park's own configuration in force for that year, else the platform's, else
 * by the week alone (the fee rules, the gates and the booking rules ask this).
 */
export function dayKindAt(store: Pick<EntityStore, 'select'> | null, parkId: number, date: string): number {
  const [config] =
    store?.select(
      'WHERE "configStatus" = 1 AND "year" = ? AND ("parkId" = ? OR "scopeType" = 1)',
      [Number(date.slice(0, 4)), parkId],
      'ORDER BY "scopeType" DESC LIMIT 1',
    ) ?? [];
  return dayKind(date, (Array.isArray(config?.days) ? config.days : []) as DayRange[]);
}

/**
 * 工作日配置 (schemas/workingDayConfig.json), hand-written because a calendar is every day of a period worked out
 * from a configuration's ranges and the week, not a list of stored records:
 * - `GET workingDayCalendar?startDate&endDate[&scopeType][&parkId]` — `{rows: the configurations in force for the
 *   period's years (全平台 first, then by park), cells: [{configId, date, dayKind}] for every day of each row's year}`.
 * Lists, forms, versions, uniqueness and the date checks are the document's.
 */
export const registerWorkingDayConfig: RegisterService = (router, ctx) => {
  router.get(`${BASE}/workingDayCalendar`, (req) => {
    const store = ctx.engine.store(ctx.db, CONFIG_ENTITY);
    const { startDate, endDate } = req.query;
    if (typeof startDate !== 'string' || typeof endDate !== 'string' || !DATE.test(startDate) || !DATE.test(endDate) || endDate < startDate)
      return badRequest('请给出正确的开始与结束日期（YYYY-MM-DD）');
    if ((dayMs(endDate) - dayMs(startDate)) / 86_400_000 >= MAX_DAYS) return badRequest(`一次最多查询 ${MAX_DAYS} 天`);
    const scopeType = intOf(req.query.scopeType);
    const parkId = intOf(req.query.parkId);
    const years = [Number(startDate.slice(0, 4)), Number(endDate.slice(0, 4))];
    const configs = (
      store?.select('WHERE "configStatus" = 1 AND "year" BETWEEN ? AND ?', years, 'ORDER BY "scopeType", "parkId", "year"') ?? []
    ).filter(
      (c) => (scopeType === undefined || Number(c.scopeType) === scopeType) && (parkId === undefined || Number(c.parkId) === parkId),
    );
    const rows = configs.map((c) => ({
      configId: c.configId,
      configName: c.configName,
      scopeText: `${Number(c.scopeType) === 1 ? '全平台' : (PARKS.find((p) => p.parkId === Number(c.parkId))?.parkName ?? '指定车场')} · 第${c.version}版`,
    }));
    const cells: { configId: unknown; date: string; dayKind: number }[] = [];
    for (const c of configs) {
      const days = (Array.isArray(c.days) ? c.days : []) as DayRange[];
      for (let ms = dayMs(startDate); ms <= dayMs(endDate); ms += 86_400_000) {
        const date = dateOf(ms);
        if (Number(date.slice(0, 4)) === Number(c.year)) cells.push({ configId: c.configId, date, dayKind: dayKind(date, days) });
      }
    }
    return ok({ rows, cells });
  });
};
