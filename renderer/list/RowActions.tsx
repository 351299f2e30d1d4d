import { DownOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { Button, Dropdown } from 'antd';
import { ActionButton, actionLabel } from '../actions/ActionButton';
import { isActionDisabled, isActionVisible } from '../actions/actionState';
import type { ActionRunner } from '../actions/useActionRunner';

export interface RowActionsProps {
  names: string[];
  /** Inline buttons before 更多. */
  max: number;
  record: Record<string, unknown>;
  runner: ActionRunner;
}

/**
 * Width of the 操作 column for these labels: the first `max` as small link buttons (8 px padding each side, 14 px a
 * character), 更多 and its arrow when there are more, and the cell's padding. Without it ProTable gives every fixed
 * column 200 px, which hides the other columns of a narrow list (a list beside its detail pane).
 */
export function rowActionsWidth(labels: string[], max: number): number {
  const button = (label: string) => [...label].length * 14 + 16;
  const inline = labels.slice(0, max).reduce((sum, label) => sum + button(label), 0);
  return Math.max(80, inline + (labels.length > max ? button('更多') + 14 : 0) + 24);
}

/** The buttons side by side on one line (a plain flex box: the 操作 cell is drawn in every row). */
const ROW_BUTTONS: CSSProperties = { display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' };

/** The 操作 cell: the visible row actions, the first `max` as links and the rest under 更多. */
export function RowActions({ names, max, record, runner }: RowActionsProps) {
  const { services, area } = runner.context;
  const target = { record, rows: [record] };
  const visible = names.filter((name) => {
    const action = area.actions?.[name];
    return action !== undefined && isActionVisible(action, services, target, area);
  });
  const inline = visible.slice(0, max);
  const more = visible.slice(max);
  return (
    <span style={ROW_BUTTONS}>
      {inline.map((name) => (
        <ActionButton key={name} name={name} runner={runner} placement="row" target={target} />
      ))}
      {more.length > 0 && (
        <Dropdown
          menu={{
            items: more.map((name) => {
              const action = area.actions?.[name];
              return {
                key: name,
                label: actionLabel(name, action),
                danger: action?.danger,
                disabled: action ? isActionDisabled(action, services, target, area) : true,
              };
            }),
            onClick: ({ key }) => void runner.run(key, target),
          }}
        >
          <Button type="link" size="small">
            更多 <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </span>
  );
}
