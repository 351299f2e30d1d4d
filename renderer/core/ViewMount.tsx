import { Suspense } from 'react';
import { Result } from 'antd';
import type { View } from '../../schemas/meta/generated/area';
import { Loading } from './Loading';
import { rendererOf } from './registry';
import { useRendererServices } from './services';
import { UnknownKind } from './UnknownKind';
import { ViewErrorBoundary } from './ViewErrorBoundary';
import type { ResolvedArea, ViewProps } from './viewProps';

export interface ViewMountProps {
  area: ResolvedArea;
  viewName: string;
  /** The view to render; defaults to area.views[viewName] (an opening action may pass one with overrides). */
  view?: View;
  params: Record<string, string>;
  record?: Record<string, unknown>;
  container: ViewProps['container'];
  onClose?(changed: boolean): void;
}

/** Names of required view parameters that are absent or empty. */
export function missingParams(view: View, params: Record<string, string>): string[] {
  return Object.entries(view.params ?? {})
    .filter(([name, spec]) => spec.required && (params[name] === undefined || params[name] === ''))
    .map(([name, spec]) => (spec.title ? `"${name}"（${spec.title}）` : `"${name}"`));
}

/**
 * Renders one view of an area the same way wherever it appears (route, tab, modal, drawer): permission,
 * required parameters, the renderer of its kind (or a visible error), inside its own error boundary.
 */
export function ViewMount({ area, viewName, view: given, params, record, container, onClose }: ViewMountProps) {
  const services = useRendererServices();
  const view = given ?? area.views[viewName];
  const pointer = `/views/${viewName}`;
  if (!view) return <Result status="warning" title={`视图 "${viewName}" 不存在于区域 "${area.area}"`} />;
  if (view.permission && !services.hasPermission(view.permission)) return <Result status="403" title="403" subTitle="无权访问该页面" />;
  const Renderer = rendererOf(view.kind);
  if (!Renderer) return <UnknownKind what="视图类型" name={String(view.kind)} pointer={`${pointer}/kind`} />;
  const missing = missingParams(view, params);
  if (missing.length > 0) return <Result status="warning" title="缺少参数" subTitle={`缺少必需的参数 ${missing.join('、')}`} />;
  return (
    <ViewErrorBoundary area={area.area} view={viewName} pointer={pointer}>
      <Suspense fallback={<Loading />}>
        <Renderer
          area={area}
          viewName={viewName}
          view={view}
          params={params}
          record={record}
          pointer={pointer}
          container={container}
          onClose={onClose}
        />
      </Suspense>
    </ViewErrorBoundary>
  );
}
