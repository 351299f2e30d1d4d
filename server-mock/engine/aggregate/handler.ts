import { formatChinaTime } from '../../db/time';
import type { UserRow } from '../../db/users';
import type { Envelope } from '../../http/envelope';
import type { RequestContext } from '../../http/router';
import { queryValues } from '../filters';
import { okAt } from '../resultPaths';
import type { EntityStore } from '../store';
import { runAggregate } from './query';
import type { AggregateBinding } from './types';
import { badRequest } from '../requestParts';
import { recordScope } from '../dataScope';

/**
 * GET of an aggregate endpoint: `data.results` the rows (one without a group), `data.totalRecord` their count,
 * `data.previous` the previous period's rows when the descriptor asks to compare (null without a complete period).
 */
export function aggregateHandler(store: EntityStore, binding: AggregateBinding, now: () => number) {
  return (req: RequestContext<UserRow>): Envelope => {
    const scope = recordScope(store, req);
    const outcome = runAggregate(store, binding, queryValues(req.query, req.queryAll), formatChinaTime(now()), scope);
    if (!outcome.ok) return badRequest(outcome.msg);
    return okAt([
      ['data.results', outcome.rows],
      ['data.totalRecord', outcome.total],
      ...(outcome.previous !== undefined ? ([['data.previous', outcome.previous]] as [string, unknown][]) : []),
    ]);
  };
}
