import type { EndpointCall, RendererServices } from '../renderer/core/services';

/** The renderer's services of a standalone bench page: its own `request`, every permission, nothing else reaches out. */
export function benchPageServices(request: (call: EndpointCall) => Promise<unknown>): RendererServices {
  return {
    request,
    validators: {},
    hasPermission: () => true,
    navigate: () => undefined,
    message: { success: () => undefined, error: () => undefined, warning: () => undefined, info: () => undefined },
    context: () => ({}),
    upload: async () => ({ url: '' }),
  };
}
