import { Col, Row } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { DashboardView as DashboardSpec, DashboardWidget } from '../../schemas/meta/generated/area';
import { useRendererServices } from '../core/services';
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
 * others draw. 查询 and the optional auto-refresh (refreshSeconds) reload every widget.
 */
export default function DashboardView({ area, view, params, pointer }: ViewProps<DashboardSpec>) {
  const services = useRendererServices();
  const fields = useMemo(() => buildSearchFields(view.filters ?? []), [view.filters]);
  const preset = view.defaultPreset ?? 'last7Days';
  const [search, setSearch] = useState(() => toSearchParams(fields, initialFilterValues(fields, preset)));
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!view.refreshSeconds) return;
    const timer = setInterval(() => setTick((n) => n + 1), view.refreshSeconds * 1000);
    return () => clearInterval(timer);
  }, [view.refreshSeconds]);
  const exportAllowed = !view.exportPermission || services.hasPermission(view.exportPermission);
  return (
    <div className="dashboard" data-view={pointer}>
      {fields.length > 0 && (
        <DashboardFilters
          area={area}
          fields={fields}
          defaultPreset={preset}
          onSearch={(values) => {
            setSearch(toSearchParams(fields, values));
            setTick((n) => n + 1);
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
              tick={tick}
              pointer={`${pointer}/widgets/${index}`}
              exportAllowed={exportAllowed}
            />
          </Col>
        ))}
      </Row>
    </div>
  );
}
