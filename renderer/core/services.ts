import { createContext, useContext, type ComponentType } from 'react';
import type { ResolvedArea } from './viewProps';

/** One call of an endpoint, after the renderer has applied the descriptor (path params, query, body). */
export interface EndpointCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path relative to the API base, params substituted: '/publicity/v2/api/bulletinInfos/12'. */
  url: string;
  params?: Record<string, unknown>;
  data?: unknown;
  /** The caller ignores a failure (a detail view's `onOpen`): the shell shows no error toast for it. */
  silent?: boolean;
}

export type FieldValidator = (value: unknown, args?: unknown) => string | undefined;

/** What the logged-in context offers to conditions and value sources ({"context": "platformType"}). */
export type RendererContextValues = Partial<Record<'userId' | 'account' | 'userType' | 'platformType' | 'dealerId' | 'parkId', unknown>>;

/**
 * Everything the renderer needs from the application, handed over at ONE registration point
 * (<RendererProvider services={…}>). The renderer never imports the shell.
 */
export interface RendererServices {
  /**
   * Calls an endpoint. Resolves with the response body as the descriptors' result paths see it
   * (`{ data: … }`, so "data.results" addresses the list); rejects with an Error whose message is a
   * Chinese text fit to show (the HTTP client has already shown it when it shows errors itself).
   */
  request(call: EndpointCall): Promise<unknown>;
  /** Validators by the names of schemas/meta/validators.json. */
  validators: Record<string, FieldValidator>;
  /** Button permission: true when the user holds the code. */
  hasPermission(code: string): boolean;
  /**
   * The URL path of a routed view: the path of the menu entry whose component is `<area>/<view>` (a menu group
   * may live under another path than the area, e.g. 月卡办理 at /specificParking/…); absent or undefined:
   * `/<area>/<route>`.
   */
  viewPath?(area: string, view: string): string | undefined;
  /** In-app navigation (adds a tab); `newTab` opens a browser tab instead. */
  navigate(to: string, options?: { newTab?: boolean; replace?: boolean }): void;
  /** One toast at a time. */
  message: { success(text: string): void; error(text: string): void; warning(text: string): void; info(text: string): void };
  /** Values of the logged-in context. */
  context(): RendererContextValues;
  /**
   * Uploads one file, resolves with its address (upload fields and import actions); `onProgress`
   * receives 0–100 while the bytes travel (reported for files over 1 MB).
   */
  upload(file: File, purpose: 'image' | 'file', options?: UploadOptions): Promise<{ url: string; name?: string }>;
  /**
   * The row count above which an export becomes a background download task (the platform's
   * asynExportThreshold); absent or failing: every export downloads at once.
   */
  exportThreshold?(): Promise<number>;
  /**
   * Frames of a live topic pushed by the platform (`{"infName": topic, …}`, a monitor view's `topic`) while subscribed,
   * and whether the link is up: `onLink(false)` when frames may be missed, `true` again when the view should reload
   * what it shows. Returns the unsubscribe. Absent: no live updates (the view says so and offers 刷新).
   */
  live?(topic: string, onFrame: (frame: unknown) => void, onLink?: (open: boolean) => void): () => void;
  /**
   * Components the shell registers, by the names of schemas/meta/components.json (a test keeps the two lists equal):
   * `view` for `component` views (`{"kind": "component", "component": "DeviceMap"}`), `field` for
   * `valueType: "component"` fields (`{"valueType": "component", "component": "GeoPoint"}`), as each one serves.
   */
  components?: Record<string, RegisteredComponent>;
  /**
   * A view has drawn its first data (a list its first page of rows, or its error): called once per mounted view. The shell
   * times navigations from it and lets its own secondary loads wait for the first one.
   */
  viewShown?(shown: ViewShown): void;
  /**
   * Code could not be loaded (an area document's chunk after a redeploy) and the renderer shows its own error for it
   * instead of handing it to the page: the shell records it (field telemetry). Called once per failure
   * (`reportChunkLoadError` of core/chunkLoadError.ts).
   */
  chunkFailed?(error: Error): void;
}

/** What a view reports when it has drawn its first data. */
export interface ViewShown {
  area: string;
  view: string;
  kind: string;
  /** Rows drawn (a list), absent for other kinds. */
  rows?: number;
  /** The first load failed: the view shows its error instead. */
  failed?: boolean;
}

/** One registered component: what it draws as a `component` view and/or as a `valueType: "component"` field. */
export interface RegisteredComponent {
  view?: ComponentType<RegisteredComponentProps>;
  field?: ComponentType<RegisteredFieldProps>;
}

/**
 * What a registered field component receives: `read` in list cells, details and read-pretty forms, `edit` in forms.
 * `value` is the field's own value and `onChange` sets it (the form's validators run on it); `record` is the row, the
 * detail record or, in a form, the live form values, and `setRecordValue` sets another field of the same form;
 * `props` are the field's `fieldProps` exactly as written.
 */
export interface RegisteredFieldProps {
  mode: 'read' | 'edit';
  value: unknown;
  onChange(value: unknown): void;
  record: Record<string, unknown>;
  setRecordValue(name: string, value: unknown): void;
  props: Record<string, unknown>;
  disabled?: boolean;
}

/** What a registered component receives: the view's `props` (data), its area, view name, parameters and container. */
export interface RegisteredComponentProps {
  props: Record<string, unknown>;
  area: ResolvedArea;
  viewName: string;
  params: Record<string, string>;
  container: 'page' | 'modal' | 'drawer';
}

export interface UploadOptions {
  onProgress?(percent: number): void;
}

export const RendererServicesContext = createContext<RendererServices | null>(null);

export function useRendererServices(): RendererServices {
  const services = useContext(RendererServicesContext);
  if (!services) throw new Error('RendererProvider 未注册：外壳需用 <RendererProvider services={…}> 包住 schema 视图');
  return services;
}
