import type Database from 'better-sqlite3';
import type { LaneTerminalConfig } from '../../../contracts/lanePages';
import type { EngineExtension } from '../../engine/types';

/** Snapshots taken on the live view (抓拍), the SVG frame kept as text. */
const SNAPSHOTS_TABLE = 'lane_snapshots';
const SNAPSHOTS_DDL = `CREATE TABLE IF NOT EXISTS ${SNAPSHOTS_TABLE} (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  device_id INTEGER NOT NULL,
  taken_at INTEGER NOT NULL,
  plate TEXT NOT NULL,
  svg TEXT NOT NULL
)`;

/** The parameters last sent to each lane terminal (下发配置), as JSON. */
const CONFIGS_TABLE = 'lane_terminal_configs';
const CONFIGS_DDL = `CREATE TABLE IF NOT EXISTS ${CONFIGS_TABLE} (
  device_id INTEGER PRIMARY KEY,
  config TEXT NOT NULL,
  sent_at INTEGER NOT NULL
)`;

/** How many snapshots the live view lists. */
export const SNAPSHOT_LIST_SIZE = 10;

export interface SnapshotRow {
  id: number;
  takenAt: number;
  plate: string;
}

/**
 * The two tables belong to the lane-terminal entity, so `/__mock/reset` empties them with the devices they name
 * (an entity's tables are dropped and rebuilt with it).
 */
export const laneVideoExtension: EngineExtension = {
  entities: {
    deviceTerminal: {
      tables: [
        { name: SNAPSHOTS_TABLE, ddl: SNAPSHOTS_DDL },
        { name: CONFIGS_TABLE, ddl: CONFIGS_DDL },
      ],
    },
  },
};

export function addSnapshot(db: Database.Database, deviceId: number, takenAt: number, plate: string, svg: string): number {
  return Number(
    db.prepare(`INSERT INTO ${SNAPSHOTS_TABLE} (device_id, taken_at, plate, svg) VALUES (?, ?, ?, ?)`).run(deviceId, takenAt, plate, svg)
      .lastInsertRowid,
  );
}

/** The latest snapshots of a camera, newest first. */
export function latestSnapshots(db: Database.Database, deviceId: number): SnapshotRow[] {
  return db
    .prepare(`SELECT id, taken_at AS takenAt, plate FROM ${SNAPSHOTS_TABLE} WHERE device_id = ? ORDER BY taken_at DESC, id DESC LIMIT ?`)
    .all(deviceId, SNAPSHOT_LIST_SIZE) as SnapshotRow[];
}

export function snapshotSvg(db: Database.Database, deviceId: number, id: number): string | null {
  const row = db.prepare(`SELECT svg FROM ${SNAPSHOTS_TABLE} WHERE id = ? AND device_id = ?`).get(id, deviceId) as
    { svg: string } | undefined;
  return row?.svg ?? null;
}

export function storedConfig(db: Database.Database, deviceId: number): { config: LaneTerminalConfig; sentAt: number } | null {
  const row = db.prepare(`SELECT config, sent_at AS sentAt FROM ${CONFIGS_TABLE} WHERE device_id = ?`).get(deviceId) as
    { config: string; sentAt: number } | undefined;
  return row ? { config: JSON.parse(row.config) as LaneTerminalConfig, sentAt: row.sentAt } : null;
}

export function storeConfig(db: Database.Database, deviceId: number, config: LaneTerminalConfig, sentAt: number): void {
  db.prepare(
    `INSERT INTO ${CONFIGS_TABLE} (device_id, config, sent_at) VALUES (?, ?, ?) ON CONFLICT(device_id) DO UPDATE SET config = excluded.config, sent_at = excluded.sent_at`,
  ).run(deviceId, JSON.stringify(config), sentAt);
}
