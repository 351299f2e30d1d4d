import type { MockContext } from '../../context';
import { formatChinaTime } from '../../db/time';
import type { ExportFileBuilder, ExportFileType } from '../../engine/export/fileBuilder';
import { selectSlice, type ExportQuery } from '../../engine/export/query';
import type { EntityStore } from '../../engine/store';
import { EXPORT_FAILED_MSG, fileIdOf, finishTask, setProgress, storeExportFile } from './store';

/** Rows generated per slice, the pause between slices, and how many tasks generate at once (the rest wait, 排队中). */
export const SLICE_ROWS = 2000;
export const SLICE_MS = 200;
export const MAX_RUNNING = 2;

/** A task being generated. */
export interface ExportJob {
  taskId: string;
  userId: string;
  fileName: string;
  fileType: ExportFileType;
  store: EntityStore;
  query: ExportQuery;
  builder: ExportFileBuilder;
  /** Rows read so far. */
  offset: number;
  /** The mock's failure switch picked this task: it fails at its first slice. */
  fail: boolean;
}

/**
 * Generates download tasks in slices on a timer (unref'd, so it never keeps the process alive): every SLICE_MS the
 * first MAX_RUNNING jobs read SLICE_ROWS more rows and store their progress; a finished job writes and stores its
 * file. Rounds never overlap, so a job is stepped by one round at a time and finishes exactly once.
 */
export class ExportTaskRunner {
  private jobs: ExportJob[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** A round is under way (a file may be being written): no other round starts meanwhile. */
  private ticking = false;

  constructor(private readonly ctx: MockContext) {}

  enqueue(job: ExportJob): void {
    this.jobs.push(job);
    this.schedule();
  }

  /** Stops generating these tasks (they were deleted). */
  cancel(taskIds: string[]): void {
    this.jobs = this.jobs.filter((j) => !taskIds.includes(j.taskId));
  }

  get pending(): number {
    return this.jobs.length;
  }

  private schedule(): void {
    if (this.timer || this.ticking || this.jobs.length === 0) return;
    this.timer = setTimeout(() => void this.tick(), SLICE_MS);
    this.timer.unref();
  }

  /** One round: a slice of each running job; the next round is scheduled only once every slice is over. */
  private async tick(): Promise<void> {
    this.timer = undefined;
    if (!this.ctx.db.open) {
      this.jobs = [];
      return;
    }
    this.ticking = true;
    try {
      const over = await Promise.all(this.jobs.slice(0, MAX_RUNNING).map(async (job) => ((await this.step(job)) ? job.taskId : undefined)));
      this.cancel(over.filter((id): id is string => id !== undefined));
    } finally {
      this.ticking = false;
    }
    this.schedule();
  }

  /** One slice of a job; true when the job is over (done, failed or deleted). */
  private async step(job: ExportJob): Promise<boolean> {
    const { db } = this.ctx;
    const now = () => formatChinaTime(this.ctx.now());
    try {
      if (job.fail) {
        finishTask(db, job.taskId, { errorMsg: EXPORT_FAILED_MSG }, now());
        return true;
      }
      const records = selectSlice(job.store, job.query, job.offset, SLICE_ROWS);
      job.builder.add(records);
      job.offset += records.length;
      const finished = records.length < SLICE_ROWS || job.offset >= job.query.total;
      if (!finished) {
        const progress = Math.min(99, Math.floor((job.offset / Math.max(job.query.total, 1)) * 100));
        return !setProgress(db, job.taskId, progress);
      }
      const bytes = await job.builder.finish();
      // Deleted (or the mock reset) while the file was being written: nothing to store.
      if (!db.open || !this.jobs.includes(job)) return true;
      const url = storeExportFile(db, { name: job.fileName, type: job.fileType, userId: job.userId, bytes, now: now() });
      finishTask(db, job.taskId, { fileId: fileIdOf(url), rowCount: job.builder.rows }, now());
      return true;
    } catch (err) {
      this.ctx.log.error(`export task ${job.taskId} failed:`, err);
      if (db.open) finishTask(db, job.taskId, { errorMsg: EXPORT_FAILED_MSG }, now());
      return true;
    }
  }
}
