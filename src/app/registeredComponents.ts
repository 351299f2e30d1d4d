/**
 * The components the shell registers (the schema language's escape hatch), in one place: `view` for `component`
 * views, `field` for `valueType: "component"` fields. Their names and what each serves are those of
 * schemas/meta/components.json (what `schemas:check` knows); a test keeps the two equal. Each is loaded lazily, so its
 * libraries (ECharts for the device map) stay out of every other page.
 */
import { lazy } from 'react';
import type { RegisteredComponent } from '../../renderer';
import type registered from '../../schemas/meta/components.json';

export type RegisteredComponentName = Exclude<keyof typeof registered, `$${string}`>;

export const registeredComponents: Record<RegisteredComponentName, RegisteredComponent> = {
  DeviceMap: { view: lazy(() => import('../deviceMap/DeviceMap')) },
  GeoPoint: { field: lazy(() => import('../geoPoint/GeoPoint')) },
};
