/**
 * A table field (valueType table) → a Formily array field drawn by @formily/antd-v5 ArrayTable: a 序号 column, one
 * column per entry of `tableColumns.properties` (each cell is FormItem + ValueEdit, like any form field), a 操作 column with
 * 删除, and the add button (TableAddition: `addText`, default 添加一行, disabled at `maxItems`). Row counts are checked
 * by validators (至少添加N行 / 最多添加N行); a required cell says <列标题>不能为空.
 */
import type { ISchema } from '@formily/react';
import type { FormField, TableColumn } from '../../schemas/meta/generated/area';
import type { FieldValidator } from '../core/services';
import type { ResolvedArea } from '../core/viewProps';
import { NO_COLUMNS, tableColumns } from '../fields';
import type { ConfigProblem } from './problems';

export const DEFAULT_ADD_TEXT = '添加一行';
export const NESTED_TABLE = '表格的列不能是 table（表格不能嵌套）';
export const tooManyRows = (max: number) => `最多添加${max}行`;
export const tooFewRows = (min: number) => `至少添加${min}行`;
export const cellRequired = (title: string) => `${title}不能为空`;

export interface FieldSchemaContext {
  area: ResolvedArea;
  validators: Record<string, FieldValidator>;
  pointer: string;
  problems: ConfigProblem[];
}

/** How one form field becomes a Formily field schema (fieldSchema.ts; passed in to keep the modules acyclic). */
export type FieldSchemaOf = (name: string, field: FormField, context: FieldSchemaContext) => ISchema;

const rowCount = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/** Validators of the number of rows (an empty table is the business of `required`). */
function rowCountRules(field: FormField) {
  const rules: { triggerType: 'onInput'; validator(value: unknown): string | undefined }[] = [];
  const { minItems, maxItems } = field;
  if (minItems !== undefined)
    rules.push({
      triggerType: 'onInput',
      validator: (v) => (rowCount(v) > 0 && rowCount(v) < minItems ? tooFewRows(minItems) : undefined),
    });
  if (maxItems !== undefined)
    rules.push({ triggerType: 'onInput', validator: (v) => (rowCount(v) > maxItems ? tooManyRows(maxItems) : undefined) });
  return rules;
}

/** One cell: the column as a form field, without label (the header shows it); `required` with the column's title. */
function cellSchema(name: string, column: TableColumn, context: FieldSchemaContext, fieldSchema: FieldSchemaOf): ISchema {
  if (column.valueType === 'table') {
    context.problems.push({ pointer: `${context.pointer}/valueType`, message: NESTED_TABLE });
    return {
      type: 'void',
      'x-component': 'ConfigErrorField',
      'x-component-props': { message: NESTED_TABLE, pointer: `${context.pointer}/valueType` },
    };
  }
  const { required, ...rest } = column;
  const schema = fieldSchema(name, rest as FormField, context) as ISchema & Record<string, unknown>;
  const rules = (schema['x-validator'] as unknown[] | undefined) ?? [];
  const title = column.title ?? name;
  const { title: _title, description: _description, ...cell } = schema;
  return {
    ...cell,
    'x-decorator-props': { feedbackLayout: 'terse' },
    'x-validator': required ? [{ required: true, message: cellRequired(title) }, ...rules] : rules,
  } as ISchema;
}

const column = (title: string, properties: Record<string, ISchema>, props: Record<string, unknown> = {}): ISchema => ({
  type: 'void',
  'x-component': 'ArrayTable.Column',
  'x-component-props': { title, ...props },
  properties,
});

/** The `items` and `properties` of the ArrayTable schema of a table field. */
export function tableParts(
  field: FormField,
  context: FieldSchemaContext,
  fieldSchema: FieldSchemaOf,
): Pick<ISchema, 'items' | 'properties'> & { rules: ReturnType<typeof rowCountRules> } {
  const columns = tableColumns(field);
  if (columns.length === 0) context.problems.push({ pointer: context.pointer, message: NO_COLUMNS });
  const items: Record<string, ISchema> = {
    __index: column('序号', { __indexValue: { type: 'void', 'x-component': 'TableIndex' } }, { width: 64, align: 'center' }),
  };
  for (const [name, spec] of columns) {
    const cell = cellSchema(name, spec, { ...context, pointer: `${context.pointer}/tableColumns/properties/${name}` }, fieldSchema);
    items[`__column_${name}`] = column(spec.title ?? name, { [name]: cell }, spec.width !== undefined ? { width: spec.width } : {});
  }
  items.__operations = column(
    '操作',
    { __remove: { type: 'void', 'x-component': 'ArrayTable.Remove', title: '删除' } },
    { width: 88, align: 'center' },
  );
  return {
    items: { type: 'object', properties: items },
    properties: {
      __add: {
        type: 'void',
        title: field.addText ?? DEFAULT_ADD_TEXT,
        'x-component': 'TableAddition',
        'x-component-props': { maxItems: field.maxItems },
      },
    },
    rules: rowCountRules(field),
  };
}
