/**
 * Cross-field validators in the form: the rule reads the other values of the form (Formily's validation
 * context), names fields by their titles and options by their dictionary labels; `crossFieldEffects` validates a
 * field again when a field its rules read changes (结束日期 when 开始日期 moves, 手机号 when 邮箱 is filled).
 */
import { isField, onFieldValueChange, type Form } from '@formily/core';
import type { FormSchema } from '../../schemas/meta/generated/area';
import {
  crossFieldDependencies,
  crossFieldMessage,
  isCrossFieldValidator,
  tableValidatorColumns,
  type CrossFieldValidator,
} from '../../schemas/meta/lib/crossFieldRules';
import type { ResolvedArea } from '../core/viewProps';
import type { ValueEditData } from './fieldSchema';
import type { FormilyValidatorRule, ValidationContext } from './validators';

/** Where a rule sits: the field's name, the area (dictionary labels) and, for a table, its column titles. */
export interface CrossFieldSite {
  name?: string;
  area?: ResolvedArea;
  columnTitles?: Record<string, string>;
}

interface QueriedField {
  title?: unknown;
  data?: Partial<ValueEditData>;
}
type Queryable = { values: Record<string, unknown>; query?: (path: string) => { take(): unknown } };

function fieldOf(form: Queryable | undefined, name: string): QueriedField | undefined {
  const found = form?.query?.(name).take();
  return found && typeof found === 'object' ? (found as QueriedField) : undefined;
}

export function crossFieldRule(rule: CrossFieldValidator, args: unknown, site: CrossFieldSite): FormilyValidatorRule {
  return {
    triggerType: 'onInput',
    validator(value, _rule, context?: ValidationContext) {
      const form = (context?.form ?? context?.field?.form) as Queryable | undefined;
      const ownTitle = typeof context?.field?.title === 'string' ? context.field.title : (site.name ?? '');
      return crossFieldMessage(rule, args, site.name ?? '', ownTitle, value, {
        values: form?.values ?? {},
        title: (name) => {
          const title = fieldOf(form, name)?.title;
          return typeof title === 'string' && title !== '' ? title : name;
        },
        label: (name, option) => {
          const dictionary = fieldOf(form, name)?.data?.field?.dictionary;
          const items = dictionary ? site.area?.dictionaries?.[dictionary]?.options : undefined;
          const item = items?.find((i) => String(i.value) === String(option));
          return item ? String(item.label) : undefined;
        },
        columnTitle: (column) => site.columnTitles?.[column] ?? column,
      });
    },
  };
}

/**
 * Form effects: a field with cross-field rules is validated again when a field they read changes (once it was
 * touched or shows an error); a table with uniqueInColumn or rowRanges when a cell of a column they read changes.
 */
export function crossFieldEffects(schema: FormSchema) {
  return (form: Form) => {
    for (const [name, field] of Object.entries(schema.properties)) {
      const dependencies = new Set<string>();
      for (const rule of field['x-validator'] ?? []) {
        if (typeof rule !== 'object' || rule === null) continue;
        for (const [ruleName, args] of Object.entries(rule)) {
          if (isCrossFieldValidator(ruleName)) for (const d of crossFieldDependencies(ruleName, args)) dependencies.add(d);
          for (const column of tableValidatorColumns(ruleName, args)) dependencies.add(`${name}.*.${column}`);
        }
      }
      for (const dependency of dependencies) {
        onFieldValueChange(dependency, () => {
          const target = form.query(name).take();
          if (target && isField(target) && (target.modified || target.selfErrors.length > 0)) void target.validate().catch(() => undefined);
        });
      }
    }
  };
}
