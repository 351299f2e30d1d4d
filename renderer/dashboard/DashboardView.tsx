import { Col, Row } from 'antd';
import { useMemo, useState } from 'react';
import type { DashboardView as DashboardSpec, DashboardWidget } from '../../schemas/meta/generated/area';
import { useRendererServices } from '../core/services';
import { useInvalidateArea } from '../core/viewData';
import type { ViewProps } from '../core/viewProps';
import { buildSearchFields, toSearchParams } from '../list/searchFields';
import { ChartWidget } from './ChartWidget';
import { DashboardFilters, initialFilterValues } from './DashboardFilters';
import { KpiWidget } from './KpiWidget';
import { ViewWidget } from './ViewWidget';
import type { WidgetProps } from './widgetProps';

const DEFAULT_SPAN = { kpi: 6, chart: 12, view: 24 } as const;

function Widget(props: WidgetProps<DashboardWidget>) {
  const { widget } = props;
  if (widget.kind === 'kpi') return <KpiWidget {...props} widget={widget} />;
  if (widget.kind === 'chart') return <ChartWidget {...props} widget={widget} />;
  return <ViewWidget {...props} widget={widget} />;
}

/**
 * A dashboard: the filter bar (list search fields, date presets) and a 24-column grid of KPI, chart and embedded-view
 * widgets. Every widget loads on its own, so one failing endpoint shows its error and 重试 in its own cell while the
 * others draw. 查询 and the optional auto-refresh (refreshSeconds, SWR `refreshInterval` of each widget's load) reload every widget.
 */
export default function DashboardView({ area, view, params, pointer }: ViewProps<DashboardSpec>) {
  const services = useRendererServices();
  const fields = useMemo(() => buildSearchFields(view.filters ?? []), [view.filters]);
  const preset = view.defaultPreset ?? 'last7Days';
  const [search, setSearch] = useState(() => toSearchParams(fields, initialFilterValues(fields, preset)));
  const invalidate = useInvalidateArea();
  const refreshMs = (view.refreshSeconds ?? 0) * 1000;
  const exportAllowed = !view.exportPermission || services.hasPermission(view.exportPermission);
  return (
    <div className="dashboard" data-view={pointer}>
      {fields.length > 0 && (
        <DashboardFilters
          area={area}
          fields={fields}
          defaultPreset={preset}
          onSearch={(values) => {
            const next = toSearchParams(fields, values);
            // A new search loads under new keys; the same search again reloads every widget of the area.
            if (JSON.stringify(next) === JSON.stringify(search)) void invalidate(area.area);
            else setSearch(next);
          }}
        />
      )}
      <Row gutter={[16, 16]}>
        {view.widgets.map((widget, index) => (
          <Col key={index} xs={24} xl={widget.span ?? DEFAULT_SPAN[widget.kind]} style={{ display: 'flex', flexDirection: 'column' }}>
            <Widget
              area={area}
              widget={widget}
              index={index}
              params={params}
              search={search}
              refreshMs={refreshMs}
              pointer={`${pointer}/widgets/${index}`}
              exportAllowed={exportAllowed}
            />
          </Col>
        ))}
      </Row>
    </div>
  );
}
