import { describe, expect, it, vi } from 'vitest';
import { reloadExpanded, shapeTreeRows, withChildren, type TreeRow } from './treeRows';

const key = (row: TreeRow) => String(row.areaId);

describe('tree rows', () => {
  it('gives rows with hasChildren an empty children list (expandable) and leaves the others flat', () => {
    const rows = shapeTreeRows(
      [
        { areaId: 1, hasChildren: true, children: 'x' },
        { areaId: 2, hasChildren: false },
      ],
      { parentField: 'parentId' },
    );
    expect(rows).toEqual([
      { areaId: 1, hasChildren: true, children: [] },
      { areaId: 2, hasChildren: false },
    ]);
  });

  it('takes nested children from childrenField', () => {
    const rows = shapeTreeRows([{ id: 1, subs: [{ id: 2, subs: [] }] }], { parentField: 'pid', childrenField: 'subs' });
    expect(rows).toEqual([{ id: 1, children: [{ id: 2 }] }]);
  });

  it('puts loaded children under their row at any depth', () => {
    const rows: TreeRow[] = [{ areaId: 1, children: [{ areaId: 2, children: [] }] }, { areaId: 3 }];
    expect(withChildren(rows, '2', key, [{ areaId: 4 }])).toEqual([
      { areaId: 1, children: [{ areaId: 2, children: [{ areaId: 4 }] }] },
      { areaId: 3 },
    ]);
  });

  it('loads the expanded rows again after a reload, parents first', async () => {
    const load = vi.fn(async (k: string) => (k === '1' ? [{ areaId: 2, children: [] }] : [{ areaId: 5 }]));
    const rows = await reloadExpanded(
      [
        { areaId: 1, children: [] },
        { areaId: 3, children: [] },
      ],
      new Set(['1', '2']),
      key,
      load,
    );
    expect(load.mock.calls.map((c) => c[0])).toEqual(['1', '2']);
    expect(rows).toEqual([
      { areaId: 1, children: [{ areaId: 2, children: [{ areaId: 5 }] }] },
      { areaId: 3, children: [] },
    ]);
  });
});
