// @vitest-environment jsdom
/** The read form of value type timeline: an audit trail, newest first. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bulletinArea, createFakeServices, renderWithServices } from '../testing/fakeServices';
import { ReadValue } from './ReadValue';
import { trailEntries } from './timeline';

const area = bulletinArea();
const field = { title: '流转记录', valueType: 'timeline' as const };
const TRAIL = [
  { action: '提交审核', user: '王志强', time: '2026-01-10 09:00:00', from: 0, fromLabel: '草稿', to: 1, toLabel: '待审核', note: null },
  {
    action: '审核驳回',
    user: '陈建国',
    time: '2026-01-10 10:30:00',
    from: 1,
    fromLabel: '待审核',
    to: 2,
    toLabel: '已驳回',
    note: '标题不规范',
  },
];

describe('value type timeline', () => {
  it('shows the trail newest first: step, from → to, who and when, the note', () => {
    renderWithServices(<ReadValue field={field} value={TRAIL} record={{}} area={area} />, createFakeServices());
    const entries = screen.getAllByTestId('timeline-entry').map((e) => e.textContent);
    expect(entries).toEqual([
      '审核驳回（待审核 → 已驳回）陈建国  2026-01-10 10:30:00备注：标题不规范',
      '提交审核（草稿 → 待审核）王志强  2026-01-10 09:00:00',
    ]);
  });

  it('reads a trail stored as JSON text and ignores what is not an entry', () => {
    expect(trailEntries(JSON.stringify(TRAIL)).map((e) => e.action)).toEqual(['审核驳回', '提交审核']);
    expect(trailEntries([1, null, TRAIL[0]]).map((e) => e.action)).toEqual(['提交审核']);
    expect(trailEntries('not json')).toEqual([]);
  });

  it('shows the empty text for an empty trail', () => {
    renderWithServices(<ReadValue field={field} value={[]} record={{}} area={area} />, createFakeServices());
    expect(screen.getByText('--')).toBeTruthy();
  });
});
