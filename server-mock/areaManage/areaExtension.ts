/**
 * What schemas/areaManage.json cannot say about areas: the curated four-level seed, the level that follows the
 * parent (省级 at the top, 街道 at the bottom and no lower) and that an area with parks
 * is in use and cannot be deleted. The tree rules themselves (top level, hasChildren, no move into the own
 * subtree, no delete with children) are the engine's (engine/treeEntities.ts); unique administrative codes are declared
 * in the document (`entities.areaManage.unique`).
 */
import type { EntityStore } from '../engine/store';
import { descendantKeys, type TreeSpec } from '../engine/treeEntities';
import type { EngineExtension, SeedKit } from '../engine/types';
import { formatSeedTime } from '../engine/seedValues';
import { AREA_REMARKS, AREA_TREE, PARKS_BY_STREET, type AreaSeed } from './areaData';

export const AREA_ENTITY = 'areaManage';
export const STREET_LEVEL = 4;
const AREA_TREE_SPEC: TreeSpec = { parentField: 'parentId', hasChildrenField: 'hasChildren', labelField: 'areaName' };

function seedAreas(kit: SeedKit): number {
  let count = 0;
  const walk = (nodes: AreaSeed[], parentId: number, level: number) => {
    nodes.forEach(([code, name, children], i) => {
      const id = kit.insert({
        areaName: name,
        areaCode: code,
        areaLevel: level,
        parentId,
        sortNo: i + 1,
        parkNum: PARKS_BY_STREET[code] ?? 0,
        remark: AREA_REMARKS[code] ?? null,
        updateTime: formatSeedTime(kit.now - (count + 1) * 3_600_000),
      });
      count += 1;
      if (children) walk(children, id, level + 1);
    });
  };
  walk(AREA_TREE, 0, 1);
  return count;
}

const parentOf = (store: EntityStore, values: Record<string, unknown>) => {
  const parent = values.parentId;
  return parent === null || parent === undefined || parent === '' || parent === 0 ? null : store.find(Number(parent));
};

function levelUnder(store: EntityStore, values: Record<string, unknown>): string | void {
  const parent = parentOf(store, values);
  const level = parent ? Number(parent.areaLevel) + 1 : 1;
  if (level > STREET_LEVEL) return '街道下不能再添加下级区域';
  values.areaLevel = level;
  values.parentId = parent ? parent.areaId : 0;
}

/** A move: the area takes the level under its new parent and its subtree shifts with it (all of it within four levels). */
function moveLevels(store: EntityStore, current: Record<string, unknown>, values: Record<string, unknown>): string | void {
  const below = [...descendantKeys(store, AREA_TREE_SPEC, Number(current.areaId))].map((k) => store.find(Number(k))!);
  const deepest = Math.max(Number(current.areaLevel), ...below.map((r) => Number(r.areaLevel)));
  const refused = levelUnder(store, values);
  if (refused) return refused;
  const shift = Number(values.areaLevel) - Number(current.areaLevel);
  if (deepest + shift > STREET_LEVEL) return `移动后「${String(current.areaName)}」的下级将超过街道一级，不能移动到该区域下`;
  for (const r of below) if (shift !== 0) store.patch(Number(r.areaId), { areaLevel: Number(r.areaLevel) + shift });
}

export const areaManageExtension: EngineExtension = {
  entities: {
    [AREA_ENTITY]: {
      fixedRows: true,
      seed: seedAreas,
      hooks: {
        beforeCreate(values, store) {
          values.parkNum = 0;
          return levelUnder(store, values);
        },
        beforeUpdate(current, values, store) {
          if (values.parentId === undefined) return;
          return moveLevels(store, current, values);
        },
        beforeDelete(records) {
          const used = records.find((r) => Number(r.parkNum) > 0);
          if (used) return `「${String(used.areaName)}」下有 ${String(used.parkNum)} 个车场，不能删除`;
        },
      },
    },
  },
};
