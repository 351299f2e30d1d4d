/**
 * The value a list cell or a detail item shows: its computed `value` (an expression of
 * schemas/meta/lib/expressions.ts over the row's fields, e.g. 面值 × 数量) when it has one, else the row's
 * field at `dataIndex`. Display only: the row itself is not changed.
 */
import type { Expression } from '../../schemas/meta/generated/area';
import { evaluateExpression } from '../../schemas/meta/lib/expressions';
import { pickPath } from './endpoint';

export function displayedValue(item: { dataIndex?: string; value?: Expression }, record: Record<string, unknown>): unknown {
  if (item.value) return evaluateExpression(item.value, { values: record });
  return item.dataIndex ? pickPath(record, item.dataIndex) : undefined;
}
