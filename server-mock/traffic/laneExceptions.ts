/**
 * Passages a lane could not settle by itself — 无牌车 (no plate read), 低置信度 (a plate read with low confidence),
 * 出入场不匹配 (the exit's plate matches no car in the park), 车位已满 (a car kept out of a full park, no order) — kept
 * for the remote-attendance queue, which reads and
 * handles them. Hand-written storage: the queue's document does not exist yet, and the rows come from the gates
 * (traffic/simulator.ts), never from a form.
 */
import type Database from 'better-sqlite3';

export const LANE_EXCEPTIONS_TABLE = 'lane_exceptions';

/** 异常类型 */
export const LANE_EXCEPTION = { noPlate: 1, lowConfidence: 2, unmatched: 3, full: 4 } as const;
export const LANE_EXCEPTION_NAMES: Record<number, string> = { 1: '无牌车', 2: '低置信度', 3: '出入场不匹配', 4: '车位已满' };

export interface LaneException {
  exceptionType: number;
  direction: 'in' | 'out';
  parkId: number;
  gateName: string;
  eventTime: string;
  /** The plate read by the camera ('' for 无牌车). */
  readPlate: string;
  /** Recognition confidence, 0–1. */
  confidence: number;
  /** The order concerned: the one opened (低置信度) or the one the exit could not close (出入场不匹配). */
  orderNo: string | null;
  /** The plate of that order. */
  plateNo: string | null;
}

const DDL = `CREATE TABLE IF NOT EXISTS ${LANE_EXCEPTIONS_TABLE} (
  id INTEGER PRIMARY KEY,
  exception_type INTEGER NOT NULL,
  direction TEXT NOT NULL,
  park_id INTEGER NOT NULL,
  gate_name TEXT NOT NULL,
  event_time TEXT NOT NULL,
  read_plate TEXT NOT NULL,
  confidence REAL NOT NULL,
  order_no TEXT,
  plate_no TEXT,
  handle_status INTEGER NOT NULL DEFAULT 0
)`;

export function recordLaneException(db: Database.Database, e: LaneException): void {
  db.exec(DDL);
  db.prepare(
    `INSERT INTO ${LANE_EXCEPTIONS_TABLE} (exception_type, direction, park_id, gate_name, event_time, read_plate, confidence, order_no, plate_no)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(e.exceptionType, e.direction, e.parkId, e.gateName, e.eventTime, e.readPlate, e.confidence, e.orderNo, e.plateNo);
}

/** Every recorded exception, oldest first (tests and the queue to come). */
export function laneExceptions(db: Database.Database): (LaneException & { id: number })[] {
  db.exec(DDL);
  const rows = db.prepare(`SELECT * FROM ${LANE_EXCEPTIONS_TABLE} ORDER BY id`).all() as Record<string, unknown>[];
  return rows.map((r) => ({
    id: Number(r.id),
    exceptionType: Number(r.exception_type),
    direction: r.direction as 'in' | 'out',
    parkId: Number(r.park_id),
    gateName: String(r.gate_name),
    eventTime: String(r.event_time),
    readPlate: String(r.read_plate),
    confidence: Number(r.confidence),
    orderNo: (r.order_no as string | null) ?? null,
    plateNo: (r.plate_no as string | null) ?? null,
  }));
}
