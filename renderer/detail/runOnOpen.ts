/**
 * A detail view's `onOpen`: the endpoint called once after the record has loaded (e.g. marking a bulletin read), with
 * the record and the view parameters as its scope. It is fire-and-forget: a failure — of the call or of building it —
 * is silent (the call is marked `silent`, so the shell shows no toast either) and changes nothing on the page.
 */
import { buildCall } from '../core/endpoint';
import type { RendererServices } from '../core/services';
import type { ResolvedArea } from '../core/viewProps';

export function runOnOpen(
  services: RendererServices,
  area: ResolvedArea,
  endpointName: string,
  scope: { record: Record<string, unknown>; params: Record<string, string> },
): void {
  try {
    services.request({ ...buildCall(services, area, endpointName, scope), silent: true }).catch(() => undefined);
  } catch {
    // an endpoint that cannot be built in this scope (e.g. a missing path parameter) is skipped like a failed call
  }
}
