import { getBacklogs } from '../api/shell';
import { hasPermission, userStore } from './userStore';

/** Button code that grants the to-do counts (spec §6). */
export const TODO_COUNT_CODE = 'PAED98000706';
/** Page size of the header's count queries (spec §7). */
export const HEADER_COUNT_PAGE_SIZE = 9999;

async function countBacklogs(dealStatus?: number): Promise<number> {
  const page = await getBacklogs({ pageNo: 1, pageSize: HEADER_COUNT_PAGE_SIZE, dealStatus });
  return Number(page?.totalRecord) || 0;
}

/**
 * The to-do corner marks: three backlog queries (dealStatus 0, none, 1) → todoNum, exeNum, doneNum.
 * Run on every route change, only when the code is held; a failed query leaves the old figures.
 */
export async function refreshTodoCounters(): Promise<void> {
  if (!hasPermission(TODO_COUNT_CODE)) return;
  try {
    const [todoNum, exeNum, doneNum] = await Promise.all([countBacklogs(0), countBacklogs(undefined), countBacklogs(1)]);
    userStore.set((s) => ({ counters: { ...s.counters, todoNum, exeNum, doneNum } }));
  } catch {
    // The counters are a hint; the HTTP client has already told the user what failed.
  }
}
