/**
 * When the seeded parking orders enter and how long they stay, shaped like a city's car parks: entries peak in the
 * morning (7–9 点) and the evening (17–19 点), few at night; a weekend day has fewer entries than a weekday and
 * fewer early ones; most stays are short (half an hour to three hours), commuters stay a working day, a few
 * overnight. The statistics screens (统计报表) read these orders, so their curves look like an operator's.
 */
import type { Prng } from '../../db/prng';
import { DAY, HOUR, MINUTE } from '../../engine/seedKit';

/** Relative entries per hour of the day, weekday and weekend (0–23 点). */
const WEEKDAY_HOURS = [2, 1, 1, 1, 1, 3, 8, 20, 26, 16, 11, 10, 11, 10, 10, 11, 14, 20, 22, 14, 10, 8, 5, 3];
const WEEKEND_HOURS = [3, 2, 1, 1, 1, 2, 3, 6, 10, 13, 15, 16, 15, 14, 14, 14, 14, 15, 16, 14, 11, 8, 6, 4];
/** A weekend day has this share of a weekday's entries. */
const WEEKEND_SHARE = 0.7;

const cumulative = (weights: number[]) => {
  let total = 0;
  return weights.map((w) => (total += w));
};
const WEEKDAY_CUM = cumulative(WEEKDAY_HOURS);
const WEEKEND_CUM = cumulative(WEEKEND_HOURS);

function drawHour(rng: Prng, cum: number[]): number {
  const x = rng.next() * cum[cum.length - 1];
  const hour = cum.findIndex((c) => x < c);
  return hour < 0 ? cum.length - 1 : hour;
}

/** China time's day of the week (0 Sunday) of a ms instant. */
const chinaWeekday = (ms: number) => new Date(ms + 8 * HOUR).getUTCDay();

/**
 * An entry time (ms) between `minAgo` and `maxAgo` before `reference` (whole seconds): a day drawn with weekends
 * thinned, an hour by the day's curve. Tries a few draws to stay in range, else a uniform draw.
 */
export function seededEntry(rng: Prng, reference: number, minAgo: number, maxAgo: number): number {
  const startOfDay = (ms: number) => ms - ((ms + 8 * HOUR) % DAY);
  for (let attempt = 0; attempt < 8; attempt++) {
    const day = startOfDay(reference - rng.int(minAgo, maxAgo));
    const weekend = [0, 6].includes(chinaWeekday(day));
    if (weekend && !rng.chance(WEEKEND_SHARE)) continue;
    const at = day + drawHour(rng, weekend ? WEEKEND_CUM : WEEKDAY_CUM) * HOUR + rng.int(0, 3599) * 1000;
    if (at <= reference - minAgo && at >= reference - maxAgo) return at;
  }
  return reference - Math.floor(rng.int(minAgo, maxAgo) / 1000) * 1000;
}

/** A stay (ms): mostly short visits, some working days, a few nights. */
export function seededStay(rng: Prng): number {
  const draw = rng.int(1, 100);
  if (draw <= 55) return rng.int(40 * MINUTE, 3 * HOUR);
  if (draw <= 80) return rng.int(3 * HOUR, 6 * HOUR);
  if (draw <= 95) return rng.int(8 * HOUR, 10 * HOUR);
  return rng.int(12 * HOUR, 20 * HOUR);
}
