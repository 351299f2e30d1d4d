import type { ReactNode } from 'react';
import { RendererServicesContext, type RendererServices } from './services';

/** The single registration point between the shell and the renderer. */
export function RendererProvider({ services, children }: { services: RendererServices; children: ReactNode }) {
  return <RendererServicesContext.Provider value={services}>{children}</RendererServicesContext.Provider>;
}
