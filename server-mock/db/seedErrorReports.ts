import type Database from 'better-sqlite3';
import { insertErrorReport } from './errorReports';
import { createPrng } from './prng';
import { formatChinaTime } from './time';
import { FAULT_PHOTOS, FAULT_REPORTS, PARK_NAMES } from './zhData';

/**
 * Seeds one fault report per entry of FAULT_REPORTS (12), reported within the 30 days before `now`. It draws from its
 * own generator (derived from the seed string), so it gives the same rows whether it runs in the full seed or when an
 * older database is upgraded.
 */
export function seedErrorReports(db: Database.Database, seed: string, now: number): void {
  const rng = createPrng(`${seed}/errorReports`);
  FAULT_REPORTS.forEach((fault, i) => {
    const ageSeconds = rng.int(30 * 60, 30 * 86_400);
    const photos = rng.int(0, FAULT_PHOTOS.length);
    insertErrorReport(db, {
      id: `ER${String(i + 1).padStart(6, '0')}`,
      userId: '',
      errorTitle: fault.title,
      errorContent: `${rng.pick(PARK_NAMES)}：${fault.detail}`,
      picUrls: FAULT_PHOTOS.slice(0, photos),
      createTime: formatChinaTime(now - ageSeconds * 1000),
      // Older reports are more likely to have been handled.
      status: rng.chance(ageSeconds / (30 * 86_400)) ? 1 : 0,
    });
  });
}
