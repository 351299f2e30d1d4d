import type { ReactNode } from 'react';
import type { FieldCore } from '../../schemas/meta/generated/area';
import type { ResolvedArea } from '../core/viewProps';
import { ConfigError, unknownValueTypeMessage } from './ConfigError';
import { EMPTY_TEXT, isEmptyValue } from './empty';
import type { FieldSpec } from './types';
import { valueTypeSpec } from './valueTypes';

export interface ReadValueProps {
  field: FieldCore;
  value: unknown;
  record: Record<string, unknown>;
  area: ResolvedArea;
}

/**
 * The read form of a value by its field's value type (text when none is given): '--' (or the field's
 * emptyText) for an empty value (a `component` field draws its own), a visible error for a value type outside the closed set.
 */
export function ReadValue({ field, value, record, area }: ReadValueProps): ReactNode {
  const valueType = field.valueType ?? 'text';
  const spec = valueTypeSpec(valueType);
  if (!spec) return <ConfigError message={unknownValueTypeMessage(valueType)} />;
  // A registered component decides itself what an empty value looks like (GeoPoint reads other fields of the record).
  if (isEmptyValue(value) && valueType !== 'component') return <>{field.emptyText ?? EMPTY_TEXT}</>;
  return <spec.Read field={field as FieldSpec} value={value} record={record} area={area} />;
}
