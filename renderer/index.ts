/**
 * Public API of the schema renderer. The shell registers its services once with <RendererProvider>,
 * resolves menu components "<area>/<view>" with resolveSchemaView, or mounts <SchemaView> itself.
 */
export { RendererProvider } from './core/RendererProvider';
export { SchemaView, type SchemaViewProps } from './core/SchemaView';
export { resolveSchemaView, type SchemaRouteProps } from './core/resolveSchemaView';
export { listAreas, loadArea } from './core/loadArea';
export { useAreaDocument } from './core/useAreaDocument';
export { useEndpointData } from './core/viewData';
export { preloadFieldControls, preloadViewRenderers } from './core/registry';
export { prefetchView, type PrefetchOptions } from './core/prefetchView';
export { clearPrefetched } from './core/prefetched';
export {
  areaKey,
  isAnyAreaKey,
  isAreaKey,
  schemaKey,
  shellKey,
  type AreaKey,
  type DataKey,
  type SchemaKey,
  type ShellKey,
} from './core/dataKeys';
export { RichTextHtml } from './fields/richText';
export { isWebAddress, safeHref } from './fields/webAddress';
export { useRendererServices } from './core/services';
export { callEndpoint, errorMessage, pickPath } from './core/endpoint';
export type {
  EndpointCall,
  FieldValidator,
  RegisteredComponent,
  RegisteredComponentProps,
  RegisteredFieldProps,
  RendererContextValues,
  RendererServices,
  UploadOptions,
  ViewShown,
} from './core/services';
export type { ResolvedArea, ViewProps } from './core/viewProps';
export { ViewMemoryProvider, useViewMemory, type ViewMemory } from './core/viewMemory';
