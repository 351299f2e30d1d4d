/**
 * Dependent options: a dictionary whose endpoint reads `{"search": x}` serves only the search fields of lists,
 * and x is a search parameter of each such list; one whose endpoint reads `{"row": x}` serves only the columns
 * of tables, and x is a column of each such table. A misplaced use is reported where the dictionary is used;
 * a parent the list or table lacks is reported at the value source.
 */
import { childPointer, pointer } from '../../problem';
import type { Column, SearchSpec } from '../../../../schemas/meta/generated/area';
import { endpointSources, endpointUses, fieldSites, type FieldEntry } from '../inventory';
import { resolveField, type LintContext } from '../lintContext';
import { lintMessages, withGuess } from '../messages';
import { closestName } from '../../suggest';

type Kind = 'search' | 'row';

/** Where a dictionary is used: as a list's search field (with the list's search parameters), a table column (with the table's columns), or elsewhere. */
type Use =
  | { pointer: string; place: 'search'; list: string; params: string[] }
  | { pointer: string; place: 'row'; table: string; columns: string[] }
  | { pointer: string; place: 'other' };

const searchSpecOf = (search: unknown): SearchSpec | undefined =>
  search === true ? {} : search && typeof search === 'object' ? (search as SearchSpec) : undefined;

/** The request parameters of a list's search fields (a field's `param`, a range's two `params`, else its dataIndex). */
function searchParams(ctx: LintContext, columns: Column[]): string[] {
  return columns.flatMap((entry, i) => {
    const column = resolveField(ctx, entry as FieldEntry) as Column;
    const spec = searchSpecOf(column.search);
    if (!spec) return [];
    const dataIndex = column.dataIndex ?? `column${i}`;
    return spec.params ? [...spec.params] : [spec.param ?? dataIndex];
  });
}

function dictionaryUses(ctx: LintContext, dictionary: string): Use[] {
  const uses: Use[] = [];
  const listColumns = new Set<string>();
  for (const [name, view] of Object.entries(ctx.doc.views ?? {})) {
    if (view.kind !== 'list') continue;
    const params = searchParams(ctx, view.columns);
    view.columns.forEach((entry, i) => {
      const at = pointer('views', name, 'columns', i);
      listColumns.add(at);
      const column = resolveField(ctx, entry as FieldEntry) as Column;
      const spec = searchSpecOf(column.search);
      if (column.dictionary === dictionary) uses.push({ pointer: at, place: 'other' }); // a cell has no search form
      if (spec && (spec.dictionary ?? column.dictionary) === dictionary) uses.push({ pointer: at, place: 'search', list: name, params });
    });
  }
  for (const site of fieldSites(ctx.doc)) {
    if (site.kind === 'vocabulary' || listColumns.has(site.pointer)) continue;
    const field = resolveField(ctx, site.entry);
    const spec = searchSpecOf((field as { search?: unknown }).search);
    const used = field.dictionary === dictionary || (site.kind === 'column' && spec?.dictionary === dictionary);
    if (!used) continue;
    if (site.kind === 'tableColumn' && site.table) {
      const table = resolveField(ctx, site.table.entry);
      uses.push({
        pointer: site.pointer,
        place: 'row',
        table: site.table.pointer,
        columns: Object.keys(table.tableColumns?.properties ?? {}),
      });
    } else uses.push({ pointer: site.pointer, place: 'other' });
  }
  return uses;
}

export function checkDependentOptions(ctx: LintContext): void {
  const uses = endpointUses(ctx.doc);
  for (const [endpointName, endpoint] of Object.entries(ctx.doc.endpoints ?? {})) {
    const sources = endpointSources(endpoint, pointer('endpoints', endpointName)).flatMap(({ pointer: at, source }) =>
      (['search', 'row'] as const).flatMap((kind) =>
        typeof source[kind] === 'string' ? [{ kind, name: source[kind] as string, at: childPointer(at, kind) }] : [],
      ),
    );
    if (sources.length === 0) continue;
    const kinds = new Set<Kind>(sources.map((s) => s.kind));
    for (const use of uses.filter((u) => u.name === endpointName)) {
      if (use.dictionary === undefined) {
        for (const kind of kinds) {
          const rule = kind === 'search' ? 'searchSourceOutsideSearch' : 'rowSourceOutsideTable';
          ctx.report({ pointer: use.pointer, rule, message: lintMessages[rule]('endpoint', endpointName) });
        }
        continue;
      }
      for (const dictUse of dictionaryUses(ctx, use.dictionary)) {
        for (const kind of kinds) {
          if (dictUse.place !== kind) {
            const rule = kind === 'search' ? 'searchSourceOutsideSearch' : 'rowSourceOutsideTable';
            ctx.report({ pointer: dictUse.pointer, rule, message: lintMessages[rule]('dictionary', use.dictionary) });
          }
        }
        for (const source of sources) {
          if (dictUse.place === 'search' && source.kind === 'search' && !dictUse.params.includes(source.name)) {
            const message = withGuess(
              lintMessages.unknownSearchParent(dictUse.list, source.name),
              closestName(source.name, dictUse.params),
            );
            ctx.report({ pointer: source.at, rule: 'unknownSearchParent', message });
          }
          if (dictUse.place === 'row' && source.kind === 'row' && !dictUse.columns.includes(source.name)) {
            const message = withGuess(lintMessages.unknownRowParent(dictUse.table, source.name), closestName(source.name, dictUse.columns));
            ctx.report({ pointer: source.at, rule: 'unknownRowParent', message });
          }
        }
      }
    }
  }
}
