/** What the curated seeds of the areas share: time units, a digit alphabet, row types, seed times and trail entries. */
import { formatSeedTime } from './seedValues';
import type { TrailEntry } from './transitionRun';
import type { EntityExtension } from './types';

export type Row = Record<string, unknown>;
export type Generated = NonNullable<EntityExtension['generated']>;

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const DIGITS = '0123456789';

/** A seed time `YYYY-MM-DD HH:mm:ss` (China time) as ms, or undefined. */
export function parseSeedTime(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return undefined;
  const ms = Date.parse(`${value.replace(' ', 'T')}+08:00`);
  return Number.isNaN(ms) ? undefined : ms;
}

/**
 * One entry of a seeded audit trail (value type timeline), as a workflow step writes it: the step, who, when, and the
 * states from and to with their labels (`labels`: the states' dictionary, value → label).
 */
export const seedTrailEntry = (
  labels: Record<number, string>,
  action: string,
  user: string,
  ms: number,
  from: number,
  to: number,
  note: string | null = null,
): TrailEntry => ({ action, user, time: formatSeedTime(ms), from, fromLabel: labels[from], to, toLabel: labels[to], note });
