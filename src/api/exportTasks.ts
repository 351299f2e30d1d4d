import { getToken } from '../auth/session';
import { del, get } from './http';
import type { ExportTask } from '../../contracts/shellData';

/**
 * Exports that became background download tasks (spec §7 asynExportThreshold; docs/wire-protocol.md "Export and
 * download tasks"): the threshold, and the caller's tasks listed on /downBigFile.
 */
const BASE = '/backlog/v2/api';

/** Task states: 0 排队中, 1 生成中, 2 已完成, 3 失败. */
export const EXPORT_TASK_STATUS = { queued: 0, running: 1, done: 2, failed: 3 } as const;

export type { ExportTask };

export interface ExportTaskPage {
  results: ExportTask[];
  totalRecord: number;
}

/** The caller's tasks, newest first. Silent: the page shows its own error. */
export const getExportTasks = (params: { pageNo: number; pageSize: number }) =>
  get<ExportTaskPage>(`${BASE}/exportTasks`, { ...params }, { silent: true });

/** Deletes tasks of the caller (and their files). */
export const deleteExportTasks = (taskIds: string[]) => del<null>(`${BASE}/exportTasks`, undefined, { data: { taskIds } });

let cached: { token: string | null; threshold: Promise<number> } | undefined;

/**
 * The platform's asynExportThreshold, asked once per session (per token); a failure is not kept, so the next export
 * asks again, and rejects meanwhile (the renderer then downloads at once).
 */
export function fetchExportThreshold(): Promise<number> {
  const token = getToken();
  if (cached?.token === token) return cached.threshold;
  const threshold = get<unknown>('/backlog/v2/api/asynExportThreshold', undefined, { silent: true }).then((value) => {
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    if (!Number.isFinite(n) || n < 0) throw new Error('asynExportThreshold 不是数字');
    return n;
  });
  const entry = { token, threshold };
  cached = entry;
  threshold.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return threshold;
}

/** Forgets the cached threshold (tests, logout). */
export function clearExportThreshold(): void {
  cached = undefined;
}
