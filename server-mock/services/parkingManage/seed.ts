/**
 * Curated seed and rules of schemas/parkingManage.json (车场管理 › 场内车场): the closed parks of the shared park
 * dictionary and their lanes (services/parkingManage/data.ts). Unique park numbers and lane codes (车主 scan a lane's
 * code to pay) are declared in the document (`entities.<entity>.unique`). Code, because the document cannot say these:
 * - a lane belongs to an existing closed park, and a new park takes the next free parkId after every park of the
 *   platform (roadside ones included), so the park dictionary never gets two parks with one id;
 * - 车道数 of a park is counted from its lanes after every lane write or delete (never typed in).
 */
import type Database from 'better-sqlite3';
import { PARKS } from '../sharedOptions/parks';
import { INSIDE_PARKS, LANE_ENTITY, PARK_ENTITY, laneSeed } from './data';
import { quote } from '../../engine/storage';
import type { EngineExtension, SeedKit } from '../../engine/types';

const PARK_TABLE = quote(`ent_${PARK_ENTITY}`);
const LANE_TABLE = quote(`ent_${LANE_ENTITY}`);

const tableExists = (db: Database.Database, table: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table.replace(/"/g, '')) !== undefined;

/** Sets every park's 车道数 to the number of its lanes (when both tables exist: the seed fills them one after the other). */
export function recountLanes(db: Database.Database): void {
  if (!tableExists(db, PARK_TABLE) || !tableExists(db, LANE_TABLE)) return;
  db.prepare(`UPDATE ${PARK_TABLE} SET "laneCount" = (SELECT COUNT(*) FROM ${LANE_TABLE} l WHERE l."parkId" = ${PARK_TABLE}."id")`).run();
}

function seedParks(kit: SeedKit): number {
  for (const park of INSIDE_PARKS) kit.insert({ ...park, laneCount: 0 });
  recountLanes(kit.db);
  return INSIDE_PARKS.length;
}

function seedLanes(kit: SeedKit): number {
  const lanes = laneSeed();
  for (const lane of lanes) kit.insert({ ...lane });
  recountLanes(kit.db);
  return lanes.length;
}

const parkExists = (db: Database.Database, parkId: unknown) =>
  tableExists(db, PARK_TABLE) && db.prepare(`SELECT 1 FROM ${PARK_TABLE} WHERE "id" = ?`).get(Number(parkId) || 0) !== undefined;

export const parkingManageExtension: EngineExtension = {
  entities: {
    [PARK_ENTITY]: {
      seed: seedParks,
      fixedRows: true,
      hooks: {
        beforeCreate(values, store) {
          const inTable = (store.prepare(`SELECT MAX("id") AS n FROM ${store.table}`).get() as { n: number | null }).n ?? 0;
          values.id = Math.max(inTable, ...PARKS.map((p) => p.parkId)) + 1;
          values.laneCount = 0;
        },
        beforeUpdate(_current, values) {
          delete values.laneCount;
        },
      },
    },
    [LANE_ENTITY]: {
      seed: seedLanes,
      fixedRows: true,
      hooks: {
        beforeCreate(values, store) {
          if (!parkExists(store.db, values.parkId)) return '请选择车道所属的场内车场';
        },
        beforeUpdate(current, values) {
          values.parkId = current.parkId;
        },
        afterWrite: (db) => recountLanes(db),
        afterDelete: (db) => recountLanes(db),
      },
    },
  },
};
