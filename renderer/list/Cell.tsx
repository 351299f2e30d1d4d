import { Typography } from 'antd';
import type { Column } from '../../schemas/meta/generated/area';
import { isEmptyValue } from '../core/conditions';
import { pickPath } from '../core/endpoint';
import type { ResolvedArea } from '../core/viewProps';
import { isActionVisible } from '../actions/actionState';
import type { ActionRunner } from '../actions/useActionRunner';
import { ReadValue } from '../fields';

export interface CellProps {
  column: Column;
  record: Record<string, unknown>;
  area: ResolvedArea;
  runner: ActionRunner;
}

/** One table cell: the value's read form, a copy button when `copyable`, a link when `onClick` names an action the user may run. */
export function Cell({ column, record, area, runner }: CellProps) {
  const value = column.dataIndex ? pickPath(record, column.dataIndex) : undefined;
  let node = <ReadValue field={column} value={value} record={record} area={area} />;
  if (column.copyable && !isEmptyValue(value)) node = <Typography.Text copyable={{ text: String(value) }}>{node}</Typography.Text>;
  const action = column.onClick ? area.actions?.[column.onClick] : undefined;
  if (column.onClick && action && isActionVisible(action, runner.context.services, { record })) {
    const name = column.onClick;
    return <Typography.Link onClick={() => void runner.run(name, { record, rows: [record] })}>{node}</Typography.Link>;
  }
  return node;
}
