/**
 * GET /system/v2/api/areas/treeOptions — the options of the 上级区域 tree select (schemas/areaManage.json,
 * dictionary areaTree): one level (the top level, or the children of `parentId`) with `hasChildren`, and, when
 * `selected` names an area, the branch down to it nested under `children`, so the current value shows by name
 * before anything is expanded. Hand-written because a generic list answers one level, never a branch.
 */
import { ok } from '../http/envelope';
import type { RegisterService } from '../services/types';
import type { EntityRecord, EntityStore } from '../engine/store';
import { AREA_ENTITY } from './areaExtension';

type Option = { areaId: unknown; areaName: unknown; areaLevel: unknown; hasChildren: boolean; children?: Option[] };

function level(store: EntityStore, parentId: number): Option[] {
  const rows = store.select('WHERE "parentId" = ?', [parentId], 'ORDER BY "sortNo", "areaId"');
  const withKids = new Set(
    (
      store
        .prepare(`SELECT DISTINCT "parentId" AS p FROM ${store.table} WHERE "parentId" IN (${rows.map(() => '?').join(',') || 'NULL'})`)
        .all(...rows.map((r) => r.areaId)) as { p: unknown }[]
    ).map((r) => String(r.p)),
  );
  return rows.map((r: EntityRecord) => ({
    areaId: r.areaId,
    areaName: r.areaName,
    areaLevel: r.areaLevel,
    hasChildren: withKids.has(String(r.areaId)),
  }));
}

/** The ancestors of an area, top first (the area itself excluded). */
function ancestors(store: EntityStore, id: number): number[] {
  const out: number[] = [];
  let current = store.find(id);
  while (current && Number(current.parentId) > 0 && out.length < 10) {
    out.unshift(Number(current.parentId));
    current = store.find(Number(current.parentId));
  }
  return out;
}

export const registerAreaManage: RegisterService = (router, ctx) => {
  router.get('/api/system/v2/api/areas/treeOptions', (req) => {
    const store = ctx.engine.store(ctx.db, AREA_ENTITY)!;
    const parentId = Number(req.query.parentId ?? 0) || 0;
    const options = level(store, parentId);
    const selected = Number(req.query.selected ?? 0) || 0;
    if (parentId === 0 && selected > 0 && store.find(selected)) {
      // Open the branch: the children of every ancestor and of the selected area's parent.
      let levelNodes = options;
      for (const id of [...ancestors(store, selected)]) {
        const node = levelNodes.find((o) => Number(o.areaId) === id);
        if (!node) break;
        node.children = level(store, id);
        levelNodes = node.children;
      }
    }
    return ok(options);
  });
};
