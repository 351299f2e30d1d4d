/**
 * Fields named by conditions, value sources and default sorts must be fields of the area's records: a vocabulary
 * entry, a column, a detail item or a form field of this document (or the key an entity declares).
 */
import { entityRowKey } from '../../../../schemas/meta/lib/rowKeys';
import { childPointer, pointer } from '../../problem';
import { actionSources, conditionFields, endpointSources, fieldSites, paneSources } from '../inventory';
import { resolveField, type LintContext } from '../lintContext';

const head = (path: string) => path.split('.')[0];

export function knownDataFields(ctx: LintContext): Set<string> {
  const known = new Set<string>();
  // The key of each entity the endpoints read and write (entities.<entity>.rowKey, default id).
  for (const endpoint of Object.values(ctx.doc.endpoints ?? {})) known.add(entityRowKey(ctx.doc, endpoint.entity ?? ctx.doc.area ?? ''));
  // A list whose rows are not records of an entity names their key itself.
  for (const view of Object.values(ctx.doc.views ?? {})) if (view.kind === 'list' && view.rowKey) known.add(head(view.rowKey));
  for (const site of fieldSites(ctx.doc)) {
    if (site.kind === 'tableColumn') continue; // a field of the rows of a table, not of the records
    if (site.kind === 'vocabulary') known.add(site.pointer.split('/').pop() ?? '');
    if (site.formKey !== undefined) known.add(site.formKey);
    const field = resolveField(ctx, site.entry);
    if (field.dataIndex !== undefined) known.add(head(field.dataIndex));
  }
  return known;
}

export function checkDataFields(ctx: LintContext): void {
  if (ctx.isLibrary) return;
  const known = knownDataFields(ctx);
  const check = (at: string, field: string) => {
    if (!known.has(head(field))) ctx.reportUnknown(at, 'unknownDataField', field, known);
  };
  for (const [name, action] of Object.entries(ctx.doc.actions ?? {})) {
    for (const key of ['visibleWhen', 'disabledWhen'] as const) {
      const condition = action[key];
      if (condition) for (const c of conditionFields(condition, pointer('actions', name, key))) check(c.pointer, c.field);
    }
  }
  const sources = [
    ...Object.entries(ctx.doc.endpoints ?? {}).flatMap(([name, e]) => endpointSources(e, pointer('endpoints', name))),
    ...actionSources(ctx.doc),
    ...paneSources(ctx.doc),
  ];
  for (const { pointer: at, source } of sources) {
    if (source.field !== undefined) check(childPointer(at, 'field'), source.field);
    if (source.rows !== undefined) check(childPointer(at, 'rows'), source.rows);
  }
  for (const [name, view] of Object.entries(ctx.doc.views ?? {})) {
    if (view.kind === 'list' && view.defaultSort) check(pointer('views', name, 'defaultSort', 'field'), view.defaultSort.field);
  }
}
