/**
 * The cross-field validators of a form (compareField, requiredIf, atLeastOneOf, uniqueInColumn, rowRanges), checked again
 * by the mock before anything is written, with the same rules and Chinese messages as the form
 * (schemas/meta/lib/crossFieldRules.ts). On update a field the body leaves out keeps its stored value, so the
 * rules see the record as it will be.
 */
import type { FormField, FormSchema } from '../../schemas/meta/generated/area';
import { crossFieldMessage, isCrossFieldValidator, type CrossFieldScope } from '../../schemas/meta/lib/crossFieldRules';
import { sameValue } from './conditions';
import type { EntityModel } from './types';

function rulesOf(def: FormField): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const rule of def['x-validator'] ?? []) {
    if (typeof rule === 'object' && rule !== null)
      for (const [name, args] of Object.entries(rule)) if (isCrossFieldValidator(name)) out.push([name, args]);
  }
  return out;
}

/**
 * The first broken cross-field rule's message, or null. `values` are the checked values of the form's fields
 * (hidden fields are null), `current` the stored record on update; the rules of `hidden` fields do not apply.
 */
export function crossFieldRefusal(
  model: EntityModel,
  form: FormSchema,
  values: Record<string, unknown>,
  current: Record<string, unknown> | null | undefined,
  hidden: ReadonlySet<string> = new Set(),
): string | null {
  const merged: Record<string, unknown> = { ...(current ?? {}), ...values };
  const titleOf = (name: string) => form.properties[name]?.title ?? model.byName.get(name)?.title ?? name;
  for (const [name, def] of Object.entries(form.properties)) {
    const rules = rulesOf(def);
    if (rules.length === 0 || hidden.has(name)) continue;
    const field = model.byName.get(name);
    const scope: CrossFieldScope = {
      values: merged,
      title: titleOf,
      label: (other, value) => {
        const items = model.byName.get(other)?.dictionary?.def.options;
        const item = items?.find((i) => sameValue(i.value, value));
        return item ? String(item.label) : undefined;
      },
      columnTitle: (column) =>
        def.tableColumns?.properties[column]?.title ?? field?.columns?.find((c) => c.field.name === column)?.field.title ?? column,
    };
    for (const [rule, args] of rules) {
      if (!isCrossFieldValidator(rule)) continue;
      const message = crossFieldMessage(rule, args, name, titleOf(name), merged[name], scope);
      if (message) return message;
    }
  }
  return null;
}
