/** Inside one form: reactions depend on fields of that form, and groups list exactly its fields. */
import { childPointer } from '../../problem';
import { conditionFields, formSites, reactionSites } from '../inventory';
import { lintMessages } from '../messages';
import type { LintContext } from '../lintContext';

export function checkForms(ctx: LintContext): void {
  for (const form of formSites(ctx.doc)) {
    const keys = Object.keys(form.schema.properties);
    const unknown = (at: string, name: string) => {
      if (!keys.includes(head(name))) ctx.reportUnknown(at, 'unknownFormField', name, keys);
    };
    for (const { reaction, pointer: at } of reactionSites(form)) {
      reaction.dependencies.forEach((d, i) => unknown(childPointer(at, 'dependencies', i), d));
      if (reaction.when) for (const c of conditionFields(reaction.when, childPointer(at, 'when'))) unknown(c.pointer, c.field);
    }
    if (!form.groups || !form.owner.view) continue;
    const grouped = new Set<string>();
    const groupsAt = childPointer(form.pointer.replace(/\/schema$/, ''), 'groups');
    form.groups.forEach((g, i) =>
      g.fields.forEach((name, j) => {
        grouped.add(name);
        unknown(childPointer(groupsAt, i, 'fields', j), name);
      }),
    );
    for (const key of keys) {
      if (!grouped.has(key)) {
        ctx.report({
          pointer: childPointer(form.pointer, 'properties', key),
          rule: 'ungroupedFormField',
          message: lintMessages.ungroupedFormField(key),
          at: 'key',
        });
      }
    }
  }
}

const head = (path: string) => path.split('.')[0];
