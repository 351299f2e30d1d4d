/**
 * A detail view's `onOpen`: the request action run once after the record has loaded (e.g. marking a bulletin read),
 * the way the detail's own button would run it but without its confirm and without a success text. It runs only
 * when that button would be shown for the record (the user holds its permission, its visibleWhen holds, the record
 * is in a `from` state of its transition). It is fire-and-forget: a failure — of the call or of building it — is
 * silent (the call is marked `silent`, so the shell shows no toast either) and changes nothing on the page.
 */
import { buildCall } from '../core/endpoint';
import type { RendererServices } from '../core/services';
import type { ResolvedArea } from '../core/viewProps';
import { isActionVisible } from '../actions/actionState';
import { eventAction, eventScope } from '../actions/eventAction';

export function runOnOpen(
  services: RendererServices,
  area: ResolvedArea,
  actionName: string,
  scope: { record: Record<string, unknown>; params: Record<string, string> },
): void {
  const action = eventAction(area, actionName);
  if (!action || !isActionVisible(action, services, { record: scope.record, rows: [scope.record] }, area)) return;
  try {
    services
      .request({ ...buildCall(services, area, action.endpoint, eventScope(scope.record, scope.params)), silent: true })
      .catch(() => undefined);
  } catch {
    // an endpoint that cannot be built in this scope (e.g. a missing path parameter) is skipped like a failed call
  }
}
