/**
 * A form schema of the schema language → a Formily JSON schema: fields in display order inside a
 * FormGrid (layout.columns), inside titled FormGroup blocks when the view has `groups`, or inside one
 * FormStepPane per step when it has `steps` (a pane mounts when its step is first reached and stays; the current one shows).
 * Problems (unknown value types, validators, dictionaries, group or step members) are collected, never thrown.
 */
import type { ISchema } from '@formily/react';
import type { FormGroup, FormSchema, FormStep } from '../../schemas/meta/generated/area';
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
  steps?: FormStep[];
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
    fields[name] = fieldSchema(name, field, {
      area,
      validators: options.validators ?? {},
      pointer: `${pointer}/properties/${name}`,
      problems,
    });
  }
  if (options.steps?.length) return { schema: stepsSchema(options.steps, fields, columns, pointer, problems), problems };
  if (!options.groups?.length) return { schema: { type: 'object', properties: { __grid: grid(columns, fields) } }, problems };

  const properties: Record<string, ISchema> = {};
  const placed = new Set<string>();
  options.groups.forEach((group, index) => {
    const members: Record<string, ISchema> = {};
    group.fields.forEach((name, i) => {
      if (!fields[name])
        problems.push({
          pointer: `${pointer.replace(/\/schema$/, '')}/groups/${index}/fields/${i}`,
          message: `分组 "${group.title}" 中的字段 "${name}" 不在表单中`,
        });
      else if (!placed.has(name)) {
        members[name] = fields[name];
        placed.add(name);
      }
    });
    properties[`__group${index}`] = {
      type: 'void',
      'x-component': 'FormGroup',
      'x-component-props': { title: group.title },
      properties: { __grid: grid(columns, members) },
    };
  });
  const rest = Object.keys(fields).filter((name) => !placed.has(name));
  if (rest.length) properties.__ungrouped = grid(columns, Object.fromEntries(rest.map((name) => [name, fields[name]])));
  return { schema: { type: 'object', properties }, problems };
}

/** One pane per step with its fields; a field no step names goes to the last pane (the check reports it). */
function stepsSchema(
  steps: FormStep[],
  fields: Record<string, ISchema>,
  columns: number,
  pointer: string,
  problems: ConfigProblem[],
): ISchema {
  const placed = new Set<string>();
  const members = steps.map((step, index) => {
    const own: Record<string, ISchema> = {};
    step.fields.forEach((name, i) => {
      if (!fields[name])
        problems.push({
          pointer: `${pointer.replace(/\/schema$/, '')}/steps/${index}/fields/${i}`,
          message: `步骤 "${step.title}" 中的字段 "${name}" 不在表单中`,
        });
      else if (!placed.has(name)) {
        own[name] = fields[name];
        placed.add(name);
      }
    });
    return own;
  });
  for (const name of Object.keys(fields)) if (!placed.has(name)) members[members.length - 1][name] = fields[name];
  const properties = Object.fromEntries(
    members.map((own, index) => [
      `__step${index}`,
      { type: 'void', 'x-component': 'FormStepPane', 'x-component-props': { index }, properties: { __grid: grid(columns, own) } },
    ]),
  );
  return { type: 'object', properties };
}
