import { describe, expect, it } from 'vitest';
import { applySaveResult, cellKey, changeList, noEdits, setCells, shownValue, type CellValue } from './edits';

const saved = new Map<string, CellValue>([
  [cellKey(1, '2026-12-01'), 1],
  [cellKey(1, '2026-12-02'), 2],
]);

describe('calendar edits', () => {
  it('keeps only real changes: setting a cell back to its saved value drops the edit', () => {
    let edits = setCells(noEdits(), saved, [cellKey(1, '2026-12-01'), cellKey(1, '2026-12-03')], 2);
    expect([...edits.changed]).toEqual([
      ['1|2026-12-01', 2],
      ['1|2026-12-03', 2],
    ]);
    edits = setCells(edits, saved, [cellKey(1, '2026-12-01')], 1);
    expect([...edits.changed.keys()]).toEqual(['1|2026-12-03']);
    expect(shownValue(edits, saved, '1|2026-12-03')).toBe(2);
    expect(shownValue(edits, saved, '1|2026-12-02')).toBe(2);
    expect(shownValue(edits, saved, '1|2026-12-09')).toBeNull();
  });

  it('lists the changes for the save body with the row and cell field names (null clears)', () => {
    const edits = setCells(setCells(noEdits(), saved, ['4001|2026-12-05'], 3), saved, ['1|2026-12-02'], null);
    expect(changeList(edits, 'staffId', 'shiftId')).toEqual([
      { staffId: 4001, date: '2026-12-05', shiftId: 3 },
      { staffId: 1, date: '2026-12-02', shiftId: null },
    ]);
  });

  it('after a save the accepted edits become saved and the refused stay edited with their reason', () => {
    const edits = setCells(setCells(noEdits(), saved, ['1|2026-12-05', '1|2026-12-06'], 3), saved, ['1|2026-12-02'], null);
    const next = applySaveResult(edits, saved, [{ key: '1|2026-12-06', reason: '不能修改今天之前的排班' }]);
    expect([...next.edits.changed]).toEqual([['1|2026-12-06', 3]]);
    expect([...next.edits.refused]).toEqual([['1|2026-12-06', '不能修改今天之前的排班']]);
    expect(next.saved.get('1|2026-12-05')).toBe(3);
    expect(next.saved.has('1|2026-12-02')).toBe(false);
    expect(next.saved.has('1|2026-12-06')).toBe(false);
    // editing a refused cell again clears its mark
    expect(setCells(next.edits, next.saved, ['1|2026-12-06'], 1).refused.size).toBe(0);
  });
});
