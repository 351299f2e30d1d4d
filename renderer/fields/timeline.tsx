/**
 * Value type timeline: an audit trail (server-mock/engine/transitionRun.ts TrailEntry: action, user, time, from/to
 * state and note), shown newest first as an antd Timeline. A trail is written by the workflow, never typed: the edit
 * form shows the same read-only timeline.
 */
import { Timeline, Typography } from 'antd';
import { EMPTY_TEXT } from './empty';
import { tableRows } from './table';
import type { EditProps, ReadProps, ValueTypeSpec } from './types';

/** One entry of an audit trail as the mock writes it. */
export interface TrailEntry {
  action?: string;
  user?: string;
  time?: string;
  fromLabel?: string;
  toLabel?: string;
  note?: string | null;
}

/** The entries of a trail value (an array of objects, or its JSON text: read like a table's rows), newest first. */
export function trailEntries(value: unknown): TrailEntry[] {
  return (tableRows(value) as TrailEntry[]).reverse();
}

/** The dot colour of an entry: red for a rejection (an entry with a note that ends in 驳回), else blue. */
const colorOf = (entry: TrailEntry) =>
  entry.action?.includes('驳回') ? 'red' : entry.toLabel && entry.toLabel === entry.fromLabel ? 'gray' : 'blue';

function TrailTimeline({ value }: { value: unknown }) {
  const entries = trailEntries(value);
  if (entries.length === 0) return <Typography.Text type="secondary">暂无记录</Typography.Text>;
  return (
    <Timeline
      style={{ marginTop: 8 }}
      items={entries.map((entry, index) => ({
        key: index,
        color: colorOf(entry),
        children: (
          <div data-testid="timeline-entry">
            <Typography.Text strong>{entry.action ?? EMPTY_TEXT}</Typography.Text>
            {entry.fromLabel !== undefined && entry.toLabel !== undefined && entry.fromLabel !== entry.toLabel && (
              <Typography.Text type="secondary">{`（${entry.fromLabel} → ${entry.toLabel}）`}</Typography.Text>
            )}
            <div>
              <Typography.Text type="secondary">{`${entry.user || EMPTY_TEXT}  ${entry.time ?? ''}`}</Typography.Text>
            </div>
            {entry.note && <div style={{ whiteSpace: 'pre-wrap' }}>{`备注：${entry.note}`}</div>}
          </div>
        ),
      }))}
    />
  );
}

export const timelineTypes = {
  timeline: {
    Read: ({ value }: ReadProps) => <TrailTimeline value={value} />,
    Edit: ({ value }: EditProps) => <TrailTimeline value={value} />,
  },
} satisfies Record<string, ValueTypeSpec>;
