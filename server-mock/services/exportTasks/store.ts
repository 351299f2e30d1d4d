import type Database from 'better-sqlite3';
import { EXPORT_CONTENT_TYPES, type ExportFileType } from '../../engine/export/fileBuilder';
import { ERR, fail } from '../../http/envelope';
import type { FileReply, Reply } from '../../http/reply';
import { randomHex } from '../../security/random';
import type { ExportTask } from '../../../contracts/shellData';
import { attachmentDisposition } from '../../http/contentDisposition';

/**
 * Export download tasks and the generated files, in SQLite (kept across `/__mock/reset`, like uploads). Files are
 * public by an unguessable id (24 random hex digits and the extension); only the newest ones are kept.
 */
export const EXPORT_BASE = '/api/backlog/v2/api';
export const EXPORT_FILES_PATH = `${EXPORT_BASE}/exportFiles`;
/** Task states: 0 排队中, 1 生成中, 2 已完成, 3 失败. */
export const TASK_STATUS = { queued: 0, running: 1, done: 2, failed: 3 } as const;
export const EXPORT_FAILED_MSG = '导出失败，请稍后重试';
/** Newest tasks kept (all users together) and newest files kept apart from those of kept tasks. */
export const TASKS_KEPT = 500;
export const FILES_KEPT = 200;

const CREATE_TABLES = `
CREATE TABLE IF NOT EXISTS export_tasks (
  task_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  file_name TEXT NOT NULL,
  file_type TEXT NOT NULL,
  status INTEGER NOT NULL,
  progress INTEGER NOT NULL,
  row_count INTEGER NOT NULL,
  file_id TEXT,
  error_msg TEXT,
  create_time TEXT NOT NULL,
  finish_time TEXT
);
CREATE INDEX IF NOT EXISTS export_tasks__user ON export_tasks (user_id);
CREATE TABLE IF NOT EXISTS export_files (
  file_id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  user_id TEXT NOT NULL,
  create_time TEXT NOT NULL,
  bytes BLOB NOT NULL
);`;

interface TaskRow {
  task_id: string;
  file_name: string;
  file_type: string;
  status: number;
  progress: number;
  row_count: number;
  file_id: string | null;
  error_msg: string | null;
  create_time: string;
  finish_time: string | null;
}

export type { ExportTask };

export const fileUrlOf = (fileId: string) => `${EXPORT_FILES_PATH}/${fileId}`;

function toTask(row: TaskRow): ExportTask {
  const task: ExportTask = {
    taskId: row.task_id,
    fileName: row.file_name,
    fileType: row.file_type,
    status: row.status,
    progress: row.progress,
    rowCount: row.row_count,
    createTime: row.create_time,
    finishTime: row.finish_time,
  };
  if (row.status === TASK_STATUS.done && row.file_id) task.fileUrl = fileUrlOf(row.file_id);
  if (row.status === TASK_STATUS.failed) task.errorMsg = row.error_msg ?? EXPORT_FAILED_MSG;
  return task;
}

/** Creates the tables; tasks a stopped server left queued or running are failed (nothing generates them any more). */
export function ensureExportTables(db: Database.Database, now: string): void {
  db.exec(CREATE_TABLES);
  db.prepare('UPDATE export_tasks SET status = ?, error_msg = ?, finish_time = ? WHERE status IN (?, ?)').run(
    TASK_STATUS.failed,
    EXPORT_FAILED_MSG,
    now,
    TASK_STATUS.queued,
    TASK_STATUS.running,
  );
}

/** Stores a generated file; returns its public address. */
export function storeExportFile(
  db: Database.Database,
  file: { name: string; type: ExportFileType; userId: string; bytes: Buffer; now: string },
): string {
  const fileId = `${randomHex(12)}.${file.type}`;
  db.transaction(() => {
    db.prepare('INSERT INTO export_files (file_id, name, content_type, user_id, create_time, bytes) VALUES (?, ?, ?, ?, ?, ?)').run(
      fileId,
      file.name,
      EXPORT_CONTENT_TYPES[file.type],
      file.userId,
      file.now,
      file.bytes,
    );
    db.prepare(
      `DELETE FROM export_files WHERE rowid NOT IN (SELECT rowid FROM export_files ORDER BY rowid DESC LIMIT ?)
         AND file_id NOT IN (SELECT file_id FROM export_tasks WHERE file_id IS NOT NULL)`,
    ).run(FILES_KEPT);
  })();
  return fileUrlOf(fileId);
}

/** A generated file: a download under its Chinese name, never sniffed nor run on the console's origin. */
export function serveExportFile(db: Database.Database, fileId: string): FileReply | Reply {
  const row = db.prepare('SELECT name, content_type, bytes FROM export_files WHERE file_id = ?').get(fileId) as
    { name: string; content_type: string; bytes: Buffer } | undefined;
  if (!row) return { status: 404, body: fail(ERR.recordNotFound[0], ERR.recordNotFound[1]) };
  return {
    status: 200,
    bytes: row.bytes,
    contentType: row.content_type,
    headers: {
      'Content-Disposition': attachmentDisposition(row.name),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': 'sandbox',
      'Cache-Control': 'private, max-age=3600',
    },
  };
}

/** A new queued task of a user; returns its id. Old tasks beyond TASKS_KEPT go, with their files. */
export function insertTask(
  db: Database.Database,
  task: { userId: string; fileName: string; fileType: ExportFileType; rowCount: number; now: string },
): string {
  const taskId = randomHex(8);
  db.transaction(() => {
    db.prepare(
      'INSERT INTO export_tasks (task_id, user_id, file_name, file_type, status, progress, row_count, create_time) VALUES (?, ?, ?, ?, ?, 0, ?, ?)',
    ).run(taskId, task.userId, task.fileName, task.fileType, TASK_STATUS.queued, task.rowCount, task.now);
    const old = db.prepare('SELECT task_id FROM export_tasks ORDER BY rowid DESC LIMIT -1 OFFSET ?').all(TASKS_KEPT) as {
      task_id: string;
    }[];
    removeTasks(
      db,
      old.map((t) => t.task_id),
    );
  })();
  return taskId;
}

/** Progress of a running task; false when the task is gone (deleted meanwhile). */
export function setProgress(db: Database.Database, taskId: string, progress: number): boolean {
  return (
    db.prepare('UPDATE export_tasks SET status = ?, progress = ? WHERE task_id = ?').run(TASK_STATUS.running, progress, taskId).changes > 0
  );
}

export function finishTask(
  db: Database.Database,
  taskId: string,
  outcome: { fileId: string; rowCount: number } | { errorMsg: string },
  now: string,
): void {
  if ('fileId' in outcome) {
    db.prepare('UPDATE export_tasks SET status = ?, progress = 100, file_id = ?, row_count = ?, finish_time = ? WHERE task_id = ?').run(
      TASK_STATUS.done,
      outcome.fileId,
      outcome.rowCount,
      now,
      taskId,
    );
  } else {
    db.prepare('UPDATE export_tasks SET status = ?, error_msg = ?, finish_time = ? WHERE task_id = ?').run(
      TASK_STATUS.failed,
      outcome.errorMsg,
      now,
      taskId,
    );
  }
}

/** A page of a user's tasks, newest first. */
export function listTasks(
  db: Database.Database,
  userId: string,
  limit: number,
  offset: number,
): { results: ExportTask[]; totalRecord: number } {
  const total = (db.prepare('SELECT COUNT(*) AS n FROM export_tasks WHERE user_id = ?').get(userId) as { n: number }).n;
  const rows = db
    .prepare('SELECT * FROM export_tasks WHERE user_id = ? ORDER BY rowid DESC LIMIT ? OFFSET ?')
    .all(userId, limit, offset) as TaskRow[];
  return { results: rows.map(toTask), totalRecord: total };
}

/** The ids among `taskIds` that are not tasks of this user. */
export function foreignTasks(db: Database.Database, userId: string, taskIds: string[]): string[] {
  const own = db.prepare('SELECT 1 FROM export_tasks WHERE task_id = ? AND user_id = ?');
  return taskIds.filter((id) => own.get(id, userId) === undefined);
}

/** Deletes tasks and their files. */
export function removeTasks(db: Database.Database, taskIds: string[]): void {
  const files = db.prepare('SELECT file_id FROM export_tasks WHERE task_id = ? AND file_id IS NOT NULL');
  const dropFile = db.prepare('DELETE FROM export_files WHERE file_id = ?');
  const dropTask = db.prepare('DELETE FROM export_tasks WHERE task_id = ?');
  for (const id of taskIds) {
    const file = files.get(id) as { file_id: string } | undefined;
    if (file) dropFile.run(file.file_id);
    dropTask.run(id);
  }
}

/** The file id of an address made by storeExportFile. */
export const fileIdOf = (url: string) => url.slice(EXPORT_FILES_PATH.length + 1);
