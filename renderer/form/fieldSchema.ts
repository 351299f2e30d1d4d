/** One form field of the schema language → one Formily field schema (decorated by FormItem, edited by ValueEdit). */
import type { ISchema } from '@formily/react';
import type { FormField, ValueType } from '../../schemas/meta/generated/area';
import { unknownValueTypeMessage, valueTypeSpec, type FieldSpec } from '../fields';
import { constantDefault } from './computedValues';
import { tableParts, type FieldSchemaContext } from './tableSchema';
import { toFormilyValidators, valueTypeRules } from './validators';

/** What ValueEdit finds in `x-data` of its field schema. */
export interface ValueEditData {
  field: FieldSpec;
  pointer: string;
}

const NUMERIC: ReadonlySet<string> = new Set<ValueType>(['number', 'integer', 'money', 'percent', 'duration']);
const NEEDS_DICTIONARY: ReadonlySet<string> = new Set<ValueType>([
  'select',
  'multiSelect',
  'radio',
  'checkbox',
  'cascader',
  'status',
  'tag',
  'treeSelect',
  'tree',
]);
/** fieldProps keys the renderer reads itself and never hands to an input. */
const RENDERER_KEYS = new Set(['colorField']);

/** The properties of a form field that its input and read-out use. */
const SPEC_KEYS = [
  'dataIndex',
  'title',
  'valueType',
  'dictionary',
  'unit',
  'precision',
  'format',
  'tooltip',
  'placeholder',
  'emptyText',
  'maxLength',
  'fieldProps',
  'tableColumns',
  'tree',
  'component',
] as const satisfies readonly (keyof FormField & keyof FieldSpec)[];

export function fieldSpecOf(field: FormField): FieldSpec {
  return Object.fromEntries(SPEC_KEYS.map((key) => [key, field[key]])) as FieldSpec;
}

/** The field's fieldProps handed to its control (the vocabulary's, with the form field's own merged over them by `use`). */
function componentProps(field: FormField): Record<string, unknown> {
  return Object.fromEntries(Object.entries(field.fieldProps ?? {}).filter(([key]) => !RENDERER_KEYS.has(key)));
}

const defined = (entries: Record<string, unknown>) => Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined));

export function fieldSchema(name: string, field: FormField, context: FieldSchemaContext): ISchema {
  const { area, validators, pointer, problems } = context;
  const valueType = field.valueType ?? 'text';
  if (valueType === 'table') return tableFieldSchema(name, field, context);
  const known = valueTypeSpec(valueType) !== undefined;
  if (!known) problems.push({ pointer: `${pointer}/valueType`, message: unknownValueTypeMessage(valueType) });
  if (field.dictionary && !area.dictionaries?.[field.dictionary])
    problems.push({ pointer: `${pointer}/dictionary`, message: `未知的字典 "${field.dictionary}"` });
  if (!field.dictionary && NEEDS_DICTIONARY.has(valueType))
    problems.push({ pointer, message: `字段 "${name}" 的类型 ${valueType} 需要字典（dictionary）` });
  const data: ValueEditData = { field: fieldSpecOf(field), pointer };
  return defined({
    type: NUMERIC.has(valueType) ? 'number' : 'string',
    title: field.title,
    description: field.description,
    default: constantDefault(field.default),
    required: field.required,
    maxLength: field.maxLength,
    minLength: field.minLength,
    maximum: field.maximum,
    minimum: field.minimum,
    'x-decorator': 'FormItem',
    'x-decorator-props': defined({ tooltip: field.tooltip, ...(field['x-decorator-props'] ?? {}) }),
    'x-component': known ? 'ValueEdit' : 'ConfigErrorField',
    'x-component-props': known ? componentProps(field) : { message: unknownValueTypeMessage(valueType), pointer: `${pointer}/valueType` },
    'x-validator': [
      ...toFormilyValidators(field['x-validator'], validators, `${pointer}/x-validator`, problems, { name, area }),
      ...valueTypeRules(valueType, field['x-validator']),
    ],
    'x-data': data,
    'x-disabled': field['x-disabled'],
    'x-hidden': field['x-hidden'],
    'x-read-pretty': field['x-read-pretty'],
  }) as ISchema;
}

/** A table field: an array field drawn by ArrayTable (see tableSchema.ts), with the common keys of every field. */
function tableFieldSchema(name: string, field: FormField, context: FieldSchemaContext): ISchema {
  const { items, properties, rules } = tableParts(field, context, fieldSchema);
  const columnTitles = Object.fromEntries(
    Object.entries(field.tableColumns?.properties ?? {}).map(([column, spec]) => [column, spec.title ?? column]),
  );
  const data: ValueEditData = { field: fieldSpecOf(field), pointer: context.pointer };
  return defined({
    type: 'array',
    title: field.title,
    description: field.description,
    default: constantDefault(field.default),
    required: field.required,
    'x-decorator': 'FormItem',
    'x-decorator-props': defined({ tooltip: field.tooltip, ...(field['x-decorator-props'] ?? {}) }),
    'x-component': 'ArrayTable',
    'x-component-props': { pagination: false, ...componentProps(field) },
    'x-validator': [
      ...rules,
      ...toFormilyValidators(field['x-validator'], context.validators, `${context.pointer}/x-validator`, context.problems, {
        name,
        area: context.area,
        columnTitles,
      }),
    ],
    'x-data': data,
    'x-disabled': field['x-disabled'],
    'x-hidden': field['x-hidden'],
    'x-read-pretty': field['x-read-pretty'],
    items,
    properties,
  }) as ISchema;
}
