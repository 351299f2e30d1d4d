/**
 * The action an event property names: a detail's `onOpen` and a form submit's `onSuccess` (a column's `onClick` is a
 * button drawn in the cell and runs through the action runner like any other). It is a `request` action without an
 * input form (the check refuses anything else), run the way its button runs it: its endpoint — and so its
 * transition — with the record as the current record and as `rows` ([the record], like a detail button), and the
 * view's parameters. Its confirm and success text belong to the event's owner (DetailView, FormView).
 */
import type { AreaDocument } from '../../schemas/meta/generated/area';
import type { ValueScope } from '../core/endpoint';
import type { ActionOf } from './types';

/** The request action `name` of the area, or undefined when there is none (the check reports it). */
export function eventAction(area: Pick<AreaDocument, 'actions'>, name: string | undefined): ActionOf<'request'> | undefined {
  const action = name === undefined ? undefined : area.actions?.[name];
  return action?.kind === 'request' && action.input === undefined ? action : undefined;
}

/** The values an event action's endpoint is built from: the record, as the current record and as the one row. */
export const eventScope = (record: Record<string, unknown>, params: Record<string, string> | undefined): ValueScope => ({
  record,
  rows: [record],
  params,
});
