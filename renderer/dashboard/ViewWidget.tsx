import { Card, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { ViewWidget as ViewSpec } from '../../schemas/meta/generated/area';
import { ViewMount } from '../core/ViewMount';
import type { WidgetProps } from './widgetProps';

/** Search values as view parameters (texts): the embedded view reads the dashboard's filters from them. */
export function searchAsParams(search: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(search)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
}

/**
 * True once the box comes near the viewport: an embedded view below the charts loads its code and data when the
 * user scrolls to it, so it does not hold up the charts' first draw. Without IntersectionObserver it is true at once.
 */
function useNearViewport(box: React.RefObject<HTMLDivElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '120px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, near]);
  return near;
}

/** Another view of the area in a cell (typically a list of the same figures), given the dashboard's filters as parameters. */
export function ViewWidget({ area, widget, params, search, index }: WidgetProps<ViewSpec>) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const content = near ? (
    <ViewMount area={area} viewName={widget.view} params={{ ...params, ...searchAsParams(search) }} container="page" />
  ) : (
    <Skeleton active paragraph={{ rows: 6 }} />
  );
  // Without a title the view stands on its own (a list brings its own card and header).
  if (!widget.title) {
    return (
      <div ref={box} className="dashboard-widget dashboard-view" data-widget={index} data-state={near ? 'mounted' : 'waiting'}>
        {content}
      </div>
    );
  }
  return (
    <Card
      ref={box}
      size="small"
      title={widget.title}
      className="dashboard-widget dashboard-view"
      data-widget={index}
      data-state={near ? 'mounted' : 'waiting'}
      styles={{ body: { padding: 12 } }}
    >
      {content}
    </Card>
  );
}
