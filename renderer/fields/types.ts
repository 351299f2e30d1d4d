/**
 * The contract of a value type: how a value is READ (table cells, detail items, read-pretty form
 * fields) and how it is EDITED (form inputs). Both are plain React components; the Formily adapter in
 * renderer/form/ValueEdit.tsx connects the edit form to a form field.
 */
import type { ComponentType } from 'react';
import type { FieldCore, FieldProps } from '../../schemas/meta/generated/area';
import type { ValueScope } from '../core/endpoint';
import type { ResolvedArea } from '../core/viewProps';

/** A field as the value types see it: the common part plus the pass-through props of columns and items. */
export type FieldSpec = FieldCore & { fieldProps?: FieldProps; maxLength?: number };

export interface ReadProps {
  field: FieldSpec;
  /** Never empty (ReadValue shows the empty text itself), except for a `component` field, which draws its own. */
  value: unknown;
  record: Record<string, unknown>;
  area: ResolvedArea;
}

export interface EditProps {
  field: FieldSpec;
  area: ResolvedArea;
  value: unknown;
  onChange(value: unknown): void;
  disabled?: boolean;
  readOnly?: boolean;
  /** Where a dependent dictionary takes its query values from (the form values, the search form, the row, the record). */
  scope?: ValueScope;
  /** Titles of a dependent dictionary's parents by name (the prompt 请先选择车场 while a required parent is empty). */
  parentTitles?: Record<string, string>;
  /** The field's `fieldProps` (without the keys the renderer reads itself), passed to the antd control as they are. */
  componentProps?: Record<string, unknown>;
  /** Sets another field of the same form (the half-checked keys of a tree go to tree.halfCheckedField). */
  setFormValue?(name: string, value: unknown): void;
  /** The live values of the whole form (given to `component` fields only). */
  formValues?: Record<string, unknown>;
}

export interface ValueTypeSpec {
  Read: ComponentType<ReadProps>;
  Edit: ComponentType<EditProps>;
}
