/**
 * The schedule cells of 排班管理: one row per (person, park, date) with the shift worked there. Hand-written storage,
 * because a cell is keyed by three values rather than a record id. Belongs to the `scheduleShift` entity (rebuilt and
 * reseeded with it).
 */
import type Database from 'better-sqlite3';

export const CELLS_TABLE = 'schedule_cells';
export const CELLS_DDL = `CREATE TABLE IF NOT EXISTS ${CELLS_TABLE} (
  staffId INTEGER NOT NULL, parkId INTEGER NOT NULL, date TEXT NOT NULL, shiftId INTEGER NOT NULL, updateTime TEXT,
  PRIMARY KEY (staffId, parkId, date))`;

export interface ScheduleCell {
  staffId: number;
  parkId: number;
  date: string;
  shiftId: number;
}

export function cellsOfPark(db: Database.Database, parkId: number, start: string, end: string): ScheduleCell[] {
  return db
    .prepare(`SELECT staffId, parkId, date, shiftId FROM ${CELLS_TABLE} WHERE parkId = ? AND date BETWEEN ? AND ? ORDER BY staffId, date`)
    .all(parkId, start, end) as ScheduleCell[];
}

/** The person's cells of one date in other parks than `parkId`. */
export function cellsElsewhere(db: Database.Database, staffId: number, parkId: number, date: string): ScheduleCell[] {
  return db
    .prepare(`SELECT staffId, parkId, date, shiftId FROM ${CELLS_TABLE} WHERE staffId = ? AND date = ? AND parkId <> ?`)
    .all(staffId, date, parkId) as ScheduleCell[];
}

export function writeCell(db: Database.Database, cell: Omit<ScheduleCell, 'shiftId'> & { shiftId: number | null }, time: string): void {
  if (cell.shiftId === null)
    db.prepare(`DELETE FROM ${CELLS_TABLE} WHERE staffId = ? AND parkId = ? AND date = ?`).run(cell.staffId, cell.parkId, cell.date);
  else
    db.prepare(`INSERT OR REPLACE INTO ${CELLS_TABLE} (staffId, parkId, date, shiftId, updateTime) VALUES (?, ?, ?, ?, ?)`).run(
      cell.staffId,
      cell.parkId,
      cell.date,
      cell.shiftId,
      time,
    );
}

/** Cells on or after `from` that use one of the shifts. */
export function countUses(db: Database.Database, shiftIds: number[], from: string): number {
  if (shiftIds.length === 0) return 0;
  const row = db
    .prepare(`SELECT COUNT(*) AS n FROM ${CELLS_TABLE} WHERE date >= ? AND shiftId IN (${shiftIds.map(() => '?').join(',')})`)
    .get(from, ...shiftIds) as { n: number };
  return row.n;
}
