/** The actions of a document that carry a `transition`, with what every workflow rule reads of them. */
import type { AreaDocument, OpenAction, RequestAction, Transition } from '../../../../schemas/meta/generated/area';
import { childPointer, pointer } from '../../problem';

export interface TransitionAction {
  name: string;
  action: (RequestAction | OpenAction) & { transition: Transition | Transition[] };
  /** The endpoint the action calls (a request's `endpoint`, an open action's `submit`). */
  endpointName: string | undefined;
  /** The entity that endpoint writes: the area's own unless the endpoint names another. */
  entity: string;
  /** The fields of a request action's input form. */
  inputs: string[];
  /** Pointer of the action's `transition`. */
  at: string;
  /** Each case with its own pointer (the transition itself when it is not a list). */
  cases: { transition: Transition; at: string }[];
}

export function transitionActions(doc: AreaDocument): TransitionAction[] {
  return Object.entries(doc.actions ?? {}).flatMap(([name, action]) => {
    if ((action.kind !== 'request' && action.kind !== 'open') || action.transition === undefined) return [];
    const endpointName = action.kind === 'request' ? action.endpoint : action.submit;
    const at = pointer('actions', name, 'transition');
    const list = Array.isArray(action.transition);
    return [
      {
        name,
        action: action as TransitionAction['action'],
        endpointName,
        entity: (endpointName && doc.endpoints[endpointName]?.entity) || doc.area,
        inputs: action.kind === 'request' ? Object.keys(action.input?.schema.properties ?? {}) : [],
        at,
        cases: (list ? (action.transition as Transition[]) : [action.transition as Transition]).map((transition, i) => ({
          transition,
          at: list ? childPointer(at, i) : at,
        })),
      },
    ];
  });
}

/** Two state values are the same when equal or equal as text (a dictionary's 1 and a stored '1'). */
export const sameValue = (a: unknown, b: unknown) => a === b || String(a) === String(b);
