/**
 * A form schema of the schema language → a Formily JSON schema: fields in display order inside a
 * FormGrid (layout.columns), or inside titled FormGroup blocks when the view has `groups`. Problems
 * (unknown value types, validators, dictionaries, group members) are collected, never thrown.
 */
import type { ISchema } from '@formily/react';
import type { FormGroup, FormSchema } from '../../schemas/meta/generated/area';
import type { FieldValidator } from '../core/services';
import type { ResolvedArea } from '../core/viewProps';
import { fieldSchema } from './fieldSchema';
import type { ConfigProblem } from './problems';

export interface FormilyConversion {
  schema: ISchema;
  problems: ConfigProblem[];
}

export interface ConversionOptions {
  /** The shell's validator library (services.validators). */
  validators?: Record<string, FieldValidator>;
  /** JSON pointer of the form schema in its document, e.g. /views/form/schema. */
  pointer?: string;
  groups?: FormGroup[];
  /** Fields per row (FormGrid maxColumns), default 1. */
  columns?: number;
}

const grid = (columns: number, properties: Record<string, ISchema>): ISchema => ({
  type: 'void',
  'x-component': 'FormGrid',
  'x-component-props': { maxColumns: columns, minColumns: 1, columnGap: 24 },
  properties,
});

export function toFormilySchema(formSchema: FormSchema, area: ResolvedArea, options: ConversionOptions = {}): FormilyConversion {
  const problems: ConfigProblem[] = [];
  const pointer = options.pointer ?? '/schema';
  const columns = Math.min(Math.max(options.columns ?? 1, 1), 3);
  const fields: Record<string, ISchema> = {};
  for (const [name, field] of Object.entries(formSchema.properties)) {
    fields[name] = fieldSchema(name, field, { area, validators: options.validators ?? {}, pointer: `${pointer}/properties/${name}`, problems });
  }
  if (!options.groups?.length) return { schema: { type: 'object', properties: { __grid: grid(columns, fields) } }, problems };

  const properties: Record<string, ISchema> = {};
  const placed = new Set<string>();
  options.groups.forEach((group, index) => {
    const members: Record<string, ISchema> = {};
    group.fields.forEach((name, i) => {
      if (!fields[name]) problems.push({ pointer: `${pointer.replace(/\/schema$/, '')}/groups/${index}/fields/${i}`, message: `分组 "${group.title}" 中的字段 "${name}" 不在表单中` });
      else if (!placed.has(name)) {
        members[name] = fields[name];
        placed.add(name);
      }
    });
    properties[`__group${index}`] = { type: 'void', 'x-component': 'FormGroup', 'x-component-props': { title: group.title }, properties: { __grid: grid(columns, members) } };
  });
  const rest = Object.keys(fields).filter((name) => !placed.has(name));
  if (rest.length) properties.__ungrouped = grid(columns, Object.fromEntries(rest.map((name) => [name, fields[name]])));
  return { schema: { type: 'object', properties }, problems };
}
