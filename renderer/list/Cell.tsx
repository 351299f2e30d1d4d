import { Typography } from 'antd';
import type { Column } from '../../schemas/meta/generated/area';
import { isEmptyValue } from '../core/conditions';
import { displayedValue } from '../core/displayedValue';
import type { ResolvedArea } from '../core/viewProps';
import { isActionVisible } from '../actions/actionState';
import type { ActionRunner } from '../actions/useActionRunner';
import { ReadValue } from '../fields';
import { CopyValue } from '../fields/CopyValue';

export interface CellProps {
  column: Column;
  record: Record<string, unknown>;
  area: ResolvedArea;
  runner: ActionRunner;
}

/** One table cell: the read form of the row's value (or of the column's computed `value`), a copy button when `copyable`, a link when `onClick` names an action the user may run. */
export function Cell({ column, record, area, runner }: CellProps) {
  const value = displayedValue(column, record);
  let node = <ReadValue field={column} value={value} record={record} area={area} />;
  if (column.copyable && !isEmptyValue(value)) node = <CopyValue text={String(value)}>{node}</CopyValue>;
  const action = column.onClick ? area.actions?.[column.onClick] : undefined;
  if (column.onClick && action && isActionVisible(action, runner.context.services, { record }, runner.context.area)) {
    const name = column.onClick;
    return <Typography.Link onClick={() => void runner.run(name, { record, rows: [record] })}>{node}</Typography.Link>;
  }
  return node;
}
