import type { FieldSpec } from './types';

/** The placeholder of an input: the field's own, else 请输入/请选择 + title. */
export const inputPlaceholder = (field: FieldSpec) => field.placeholder ?? `请输入${field.title ?? ''}`;
export const selectPlaceholder = (field: FieldSpec) => field.placeholder ?? `请选择${field.title ?? ''}`;
