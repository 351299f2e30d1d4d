/** Every value type of the schema language with its read and edit form; a missing one is a compile error. */
import type { ValueType } from '../../schemas/meta/generated/area';
import { cascaderTypes } from './cascader';
import { componentTypes } from './component';
import { dateTypes } from './date';
import { mediaTypes } from './media';
import { numberTypes } from './number';
import { optionTypes } from './options';
import { plateTypes } from './plate';
import { richTextTypes } from './richText';
import { statusTypes } from './status';
import { switchTypes } from './switch';
import { tableTypes } from './table';
import { textTypes } from './text';
import { timelineTypes } from './timeline';
import { treeTypes } from './tree';
import { treeSelectTypes } from './treeSelect';
import type { ValueTypeSpec } from './types';

export const valueTypes: Record<ValueType, ValueTypeSpec> = {
  ...textTypes,
  ...numberTypes,
  ...dateTypes,
  ...optionTypes,
  ...statusTypes,
  ...switchTypes,
  ...cascaderTypes,
  ...plateTypes,
  ...mediaTypes,
  ...richTextTypes,
  ...tableTypes,
  ...treeSelectTypes,
  ...treeTypes,
  ...componentTypes,
  ...timelineTypes,
};

/** The spec of a value type by exact name; undefined for a name outside the closed set. */
export function valueTypeSpec(valueType: unknown): ValueTypeSpec | undefined {
  return typeof valueType === 'string' && Object.prototype.hasOwnProperty.call(valueTypes, valueType)
    ? valueTypes[valueType as ValueType]
    : undefined;
}
