/**
 * Curated seed and rules of schemas/parkingManage.json (车场管理 › 场内车场): the closed parks of the shared park
 * dictionary and their lanes (services/parkingManage/data.ts). Unique park numbers and lane codes (车主 scan a lane's
 * code to pay) are declared in the document (`entities.<entity>.unique`). Code, because the document cannot say these:
 * - a lane belongs to an existing closed park, and a new park takes the next free parkId after every park of the
 *   platform (roadside ones included), so the park dictionary never gets two parks with one id;
 * - 车道数 of a park is counted from its lanes after every lane write or delete (never typed in);
 * - a park (场内 or 路侧) that still has cars inside (停车订单 在场) or monthly passes in force (月卡 正常 / 即将到期) cannot
 *   be deleted: the refusal counts them from those areas' records, which the document cannot read;
 * - a lane's 控制状态 and the 批量控制 history are seeded together (control.ts), so each lane shows its last command.
 */
import type Database from 'better-sqlite3';
import { PARKS } from '../sharedOptions/parks';
import {
  BERTH_ENTITY,
  CONTROL_ENTITY,
  CONTROL_STATE,
  INSIDE_PARKS,
  LANE_ENTITY,
  PARK_ENTITY,
  ROADSIDE_ENTITY,
  ROADSIDE_PARKS,
  berthSeed,
  laneSeed,
} from './data';
import { controlHistory } from './control';
import { formatChinaTime } from '../../db/time';
import { formatSeedTime } from '../../engine/seedValues';
import { quote } from '../../engine/storage';
import type { EngineExtension, SeedKit } from '../../engine/types';

const PARK_TABLE = quote(`ent_${PARK_ENTITY}`);
const LANE_TABLE = quote(`ent_${LANE_ENTITY}`);
const ROADSIDE_TABLE = quote(`ent_${ROADSIDE_ENTITY}`);
const ORDER_TABLE = quote('ent_parkOrder');
const CARD_TABLE = quote('ent_monthlyCard');
/** 停车订单 状态 在场 (services/stopFee/orders.ts ORDER.parked). */
const ORDER_PARKED = 1;
/** 月卡状态 已退卡; any other pass whose end date is today or later is in force (正常 / 即将到期, monthlyCardStates.ts). */
const CARD_CANCELLED = 2;

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
  const { states } = controlHistory(lanes, kit.now);
  for (const lane of lanes) {
    const last = states.get(lane.id);
    kit.insert({ ...lane, controlState: last?.state ?? CONTROL_STATE.normal, lastControlTime: last?.time ?? null });
  }
  recountLanes(kit.db);
  return lanes.length;
}

function seedControlRecords(kit: SeedKit): number {
  const { records } = controlHistory(laneSeed(), kit.now);
  for (const record of records) kit.insert({ ...record });
  return records.length;
}

function seedRoadside(kit: SeedKit): number {
  for (const park of ROADSIDE_PARKS) kit.insert({ ...park });
  return ROADSIDE_PARKS.length;
}

function seedBerths(kit: SeedKit): number {
  const berths = berthSeed();
  // 更新时间: the last state change a detector reported, a few minutes to a few hours ago.
  berths.forEach((berth, i) => kit.insert({ ...berth, updateTime: formatSeedTime(kit.now - ((i * 37) % 300) * 60_000) }));
  return berths.length;
}

/** The next parkId after every park of the platform: the seed's, the closed and the roadside ones. */
function nextParkId(db: Database.Database): number {
  const maxOf = (table: string) =>
    tableExists(db, table) ? ((db.prepare(`SELECT MAX("id") AS n FROM ${table}`).get() as { n: number | null }).n ?? 0) : 0;
  return Math.max(maxOf(PARK_TABLE), maxOf(ROADSIDE_TABLE), ...PARKS.map((p) => p.parkId)) + 1;
}

/** 车场编号 is unique across both kinds of park (each entity's own constraint covers its own table). */
function parkNoUsedElsewhere(db: Database.Database, otherTable: string, parkNo: unknown): string | void {
  if (!tableExists(db, otherTable) || !parkNo) return;
  const other = db.prepare(`SELECT "parkName" FROM ${otherTable} WHERE "parkNo" = ?`).get(String(parkNo)) as
    { parkName: string } | undefined;
  if (other) return `车场编号 ${String(parkNo)} 已被「${other.parkName}」使用`;
}

/** Refuses to delete a park that still has cars inside or monthly passes in force, naming how many. */
function parkStillInUse(db: Database.Database, records: Record<string, unknown>[]): string | void {
  for (const park of records) {
    const id = Number(park.id);
    const parked = tableExists(db, ORDER_TABLE)
      ? (
          db.prepare(`SELECT COUNT(*) AS n FROM ${ORDER_TABLE} WHERE "parkId" = ? AND "orderStatus" = ?`).get(id, ORDER_PARKED) as {
            n: number;
          }
        ).n
      : 0;
    const cards = tableExists(db, CARD_TABLE)
      ? (
          db
            .prepare(
              `SELECT COUNT(*) AS n FROM ${CARD_TABLE} WHERE "parkId" = ? AND ("cardStatus" IS NULL OR "cardStatus" <> ?) AND substr(COALESCE("endDate", "endTime"), 1, 10) >= ?`,
            )
            .get(id, CARD_CANCELLED, formatChinaTime(Date.now()).slice(0, 10)) as { n: number }
        ).n
      : 0;
    if (parked === 0 && cards === 0) continue;
    const what = [parked > 0 ? `在场车辆 ${parked} 辆` : '', cards > 0 ? `有效月卡 ${cards} 张` : ''].filter(Boolean).join('、');
    return `「${String(park.parkName)}」还有${what}，不能删除，请待车辆出场、月卡到期或退卡后再删除`;
  }
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
          const clash = parkNoUsedElsewhere(store.db, ROADSIDE_TABLE, values.parkNo);
          if (clash) return clash;
          values.id = nextParkId(store.db);
          values.laneCount = 0;
        },
        beforeUpdate(_current, values, store) {
          delete values.laneCount;
          return parkNoUsedElsewhere(store.db, ROADSIDE_TABLE, values.parkNo);
        },
        beforeDelete: (records, store) => parkStillInUse(store.db, records),
        afterDelete(db, ids) {
          if (!tableExists(db, LANE_TABLE)) return;
          db.prepare(`DELETE FROM ${LANE_TABLE} WHERE "parkId" IN (${ids.map(() => '?').join(', ')})`).run(...ids);
        },
      },
    },
    [ROADSIDE_ENTITY]: {
      seed: seedRoadside,
      fixedRows: true,
      hooks: {
        beforeCreate(values, store) {
          const clash = parkNoUsedElsewhere(store.db, PARK_TABLE, values.parkNo);
          if (clash) return clash;
          values.id = nextParkId(store.db);
        },
        beforeUpdate: (_current, values, store) => parkNoUsedElsewhere(store.db, PARK_TABLE, values.parkNo),
        beforeDelete: (records, store) => parkStillInUse(store.db, records),
      },
    },
    [BERTH_ENTITY]: { seed: seedBerths, fixedRows: true },
    [CONTROL_ENTITY]: { seed: seedControlRecords, fixedRows: true },
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
