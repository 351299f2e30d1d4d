import type Database from 'better-sqlite3';
import type { ErrorReport } from '../../contracts/shellData';

export type { ErrorReport };

export interface NewErrorReport {
  id: string;
  userId: string;
  errorTitle: string;
  errorContent: string;
  picUrls: string[];
  createTime: string;
  status: 0 | 1;
}

export function insertErrorReport(db: Database.Database, report: NewErrorReport): void {
  db.prepare(
    `INSERT INTO error_reports (id, user_id, error_title, error_content, pic_urls, create_time, status)
     VALUES (@id, @userId, @errorTitle, @errorContent, @picUrls, @createTime, @status)`,
  ).run({ ...report, picUrls: JSON.stringify(report.picUrls) });
}

const parsePicUrls = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((u): u is string => typeof u === 'string') : [];
  } catch {
    return [];
  }
};

/** One page of fault reports, newest first (the latest insert first among equal times), and the total. */
export function pageErrorReports(db: Database.Database, limit: number, offset: number): { results: ErrorReport[]; totalRecord: number } {
  const totalRecord = (db.prepare('SELECT COUNT(*) AS n FROM error_reports').get() as { n: number }).n;
  const rows = db
    .prepare(
      `SELECT id, error_title AS errorTitle, error_content AS errorContent, pic_urls AS picUrls, create_time AS createTime, status
       FROM error_reports ORDER BY create_time DESC, rowid DESC LIMIT ? OFFSET ?`,
    )
    .all(limit, offset) as (Omit<ErrorReport, 'picUrls'> & { picUrls: string })[];
  return { results: rows.map((r) => ({ ...r, picUrls: parsePicUrls(r.picUrls) })), totalRecord };
}
