/**
 * Every value type of the schema language with its read and edit form; a missing one is a compile error. The media
 * types' controls (antd Image and Upload) load on first use: few screens show them, and a list draws without them.
 */
import type { ValueType } from '../../schemas/meta/generated/area';
import { cascaderTypes } from './cascader';
import { componentTypes } from './component';
import { dateTypes } from './date';
import { lazyValueType } from './lazyValueType';
import { numberTypes } from './number';
import { optionTypes } from './options';
import { plateTypes } from './plate';
import { htmlCleaner, richTextTypes } from './richText';
import { statusTypes } from './status';
import { switchTypes } from './switch';
import { tableTypes } from './table';
import { textTypes } from './text';
import { timelineTypes } from './timeline';
import { treeTypes } from './tree';
import { treeSelectTypes } from './treeSelect';
import type { ValueTypeSpec } from './types';

const media = () => import('./media').then((m) => m.mediaTypes);
const lazyTypes = {
  image: lazyValueType(() => media().then((types) => types.image)),
  upload: lazyValueType(() => media().then((types) => types.upload)),
};

export const valueTypes: Record<ValueType, ValueTypeSpec> = {
  ...textTypes,
  ...numberTypes,
  ...dateTypes,
  ...optionTypes,
  ...statusTypes,
  ...switchTypes,
  ...cascaderTypes,
  ...plateTypes,
  ...lazyTypes,
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

/** Fetches the code that loads on first use (the renderer's idle preload calls it); a failure is left for its first use. */
export function preloadValueTypeControls(): Promise<void> {
  const loads = [htmlCleaner, ...Object.values(lazyTypes).map((type) => type.controls)].map((code) => code.load().catch(() => undefined));
  return Promise.all(loads).then(() => undefined);
}
