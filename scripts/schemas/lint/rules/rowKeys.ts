/**
 * Row keys live on the entities (`entities.<entity>.rowKey`): a list showing the records of an entity this document
 * owns — its endpoint is a generic list endpoint — takes its key from the entity and writes none of its own. Only a
 * list whose rows are not such records (a custom or aggregate endpoint, an entity shared from another area) does.
 */
import { endpointEntity } from '../../../../schemas/meta/lib/rowKeys';
import { pointer } from '../../problem';
import { lintMessages } from '../messages';
import type { LintContext } from '../lintContext';

export function checkRowKeys(ctx: LintContext): void {
  for (const [name, view] of Object.entries(ctx.doc.views ?? {})) {
    if (view.kind !== 'list' || view.rowKey === undefined) continue;
    if (ctx.doc.endpoints?.[view.endpoint]?.operation !== 'list') continue;
    const entity = endpointEntity({ area: ctx.doc.area ?? '', endpoints: ctx.doc.endpoints ?? {} }, view.endpoint);
    if (ctx.doc.entities?.[entity]?.sharedFrom !== undefined) continue;
    ctx.report({
      pointer: pointer('views', name, 'rowKey'),
      rule: 'listRowKeyOnEntity',
      message: lintMessages.listRowKeyOnEntity(entity, view.rowKey),
    });
  }
}
