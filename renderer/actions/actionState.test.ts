import { describe, expect, it } from 'vitest';
import { bulletinArea, bulletinRow, createFakeServices } from '../testing/fakeServices';
import { isActionDisabled, isActionVisible, transitionCondition } from './actionState';

/** The bulletin document's workflow: the row actions' visibility comes from the `from` states of their transitions. */
const area = bulletinArea();
const platform = createFakeServices({ context: { platformType: 1 } });
const dealer = createFakeServices({ context: { platformType: 2 } });
/** A row action's target, as RowActions gives it: the row, and `rows` of just that row. */
const onRow = (status: number) => {
  const record = bulletinRow({ bulletinStatus: status });
  return { record, rows: [record] };
};
const visible = (name: string, status: number, services = platform) => isActionVisible(area.actions![name], services, onRow(status), area);

describe('action visibility derived from the transition', () => {
  it.each([
    // action, shown for these bulletin states (0 草稿 1 待审核 2 已驳回 3 已发布 4 已下线)
    ['submitApproval', [0, 2]],
    ['approve', [1]],
    ['offline', [3]],
    ['edit', [0, 2, 4]],
    ['delete', [0, 2, 4]],
  ])('%s is shown in the states %j only', (name, states) => {
    for (const status of [0, 1, 2, 3, 4]) expect([name, status, visible(name, status)]).toEqual([name, status, states.includes(status)]);
  });

  it('applies visibleWhen too: dealerDelete only for dealers, in its from states', () => {
    expect([0, 1, 2, 3, 4].map((s) => visible('dealerDelete', s))).toEqual([false, false, false, false, false]);
    expect([0, 1, 2, 3, 4].map((s) => visible('dealerDelete', s, dealer))).toEqual([true, false, true, false, true]);
    expect([0, 1, 2, 3, 4].map((s) => visible('delete', s, dealer))).toEqual([false, false, false, false, false]);
  });

  it('hides an action without its permission whatever the state', () => {
    const none = createFakeServices({ permissions: [] });
    expect(isActionVisible(area.actions!.submitApproval, none, { record: bulletinRow({ bulletinStatus: 0 }) }, area)).toBe(false);
  });

  it('disables a batch action when any selected row is outside its from states', () => {
    const rows = (...states: number[]) => ({ rows: states.map((s, i) => bulletinRow({ bulletinId: i + 1, bulletinStatus: s })) });
    const batch = area.actions!.batchDelete;
    expect(isActionDisabled(batch, platform, rows(0, 2, 4), area)).toBe(false);
    expect(isActionDisabled(batch, platform, rows(0, 3), area)).toBe(true);
    expect(isActionDisabled(batch, platform, rows(1), area)).toBe(true);
    expect(isActionDisabled(batch, platform, rows(), area)).toBe(true);
    // A batch action stays shown (it is disabled instead).
    expect(isActionVisible(batch, platform, rows(1), area)).toBe(true);
    // Batch is where the action is placed, not a flag of the action: the same rule on one row is a row rule.
    expect(isActionDisabled(batch, platform, onRow(3), area)).toBe(false);
    expect(isActionVisible(batch, platform, onRow(3), area)).toBe(false);
  });

  it('derives the condition from the entity states and the union of the cases', () => {
    expect(transitionCondition(area.actions!.approve, area)).toEqual({ field: 'bulletinStatus', in: [1] });
    expect(transitionCondition(area.actions!.edit, area)).toEqual({ field: 'bulletinStatus', in: [0, 2, 4] });
    expect(transitionCondition(area.actions!.view, area)).toBeUndefined();
    // Without the area (or without states) nothing is derived: the action is shown.
    expect(isActionVisible(area.actions!.approve, platform, { record: bulletinRow({ bulletinStatus: 0 }) })).toBe(true);
  });
});
