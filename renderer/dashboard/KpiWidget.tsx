import { QuestionCircleOutlined } from '@ant-design/icons';
import { Card, Tooltip, Typography } from 'antd';
import { useMemo } from 'react';
import type { KpiWidget as KpiSpec } from '../../schemas/meta/generated/area';
import { pickPath } from '../core/endpoint';
import { toNumber } from '../fields/format';
import { EChart } from './EChart';
import { changeOf, formatFigure } from './formatValue';
import { useWidgetData } from './useWidgetData';
import type { WidgetProps } from './widgetProps';
import { MALFORMED, WidgetError, WidgetLoading } from './WidgetState';

const UP = '#cf1322';
const DOWN = '#389e0d';

/** The figure: the first result row's measure; undefined when the answer is not that shape. */
export function kpiFigure(body: unknown, field: string): { value: unknown; previous: unknown; malformed: boolean } {
  const rows = pickPath(body, 'data.results');
  if (!Array.isArray(rows)) return { value: undefined, previous: undefined, malformed: true };
  const row = rows[0] as Record<string, unknown> | undefined;
  const value = row?.[field];
  if (value !== undefined && value !== null && toNumber(value) === undefined) return { value, previous: undefined, malformed: true };
  const previousRows = pickPath(body, 'data.previous');
  const previous = Array.isArray(previousRows) ? (previousRows[0] as Record<string, unknown> | undefined)?.[field] : undefined;
  return { value, previous, malformed: false };
}

function Sparkline({ spec, props }: { spec: NonNullable<KpiSpec['sparkline']>; props: WidgetProps<KpiSpec> }) {
  const { data } = useWidgetData(props.area, spec.endpoint, props.params, props.search, props.refreshMs);
  const rows = data.status === 'ok' ? pickPath(data.body, 'data.results') : undefined;
  const key = Array.isArray(rows) ? rows.map((r) => toNumber((r as Record<string, unknown>)[spec.field]) ?? 0).join(',') : '';
  const values = useMemo(() => (key ? key.split(',').map(Number) : []), [key]);
  const option = useMemo(
    () => ({
      animation: false,
      grid: { left: 0, right: 0, top: 2, bottom: 2 },
      xAxis: { type: 'category', show: false, data: values.map((_, i) => i) },
      yAxis: { type: 'value', show: false, min: 'dataMin' },
      series: [
        {
          type: 'line',
          data: values,
          showSymbol: false,
          lineStyle: { width: 1.5, color: '#1677ff' },
          areaStyle: { color: 'rgba(22,119,255,0.12)' },
        },
      ],
    }),
    [values],
  );
  if (values.length < 2) return <div style={{ height: 36 }} />;
  return <EChart option={option} height={36} ariaLabel={`${props.widget.title}趋势`} markName={`${props.index}-sparkline`} />;
}

/** 指标卡: the figure with its unit and format, the change against the previous period (↑/↓), and a sparkline. */
export function KpiWidget(props: WidgetProps<KpiSpec>) {
  const { widget, area, params, search, refreshMs } = props;
  const { data, retry } = useWidgetData(area, widget.endpoint, params, search, refreshMs);
  const title = (
    <span>
      {widget.title}
      {widget.tooltip && (
        <Tooltip title={widget.tooltip}>
          <QuestionCircleOutlined style={{ marginLeft: 6, color: 'rgba(0,0,0,0.45)' }} aria-label={`${widget.title}口径说明`} />
        </Tooltip>
      )}
    </span>
  );
  let body: React.ReactNode;
  if (data.status === 'loading') body = <WidgetLoading height={96} />;
  else if (data.status === 'error') body = <WidgetError compact height={96} message={data.message} onRetry={retry} />;
  else {
    const figure = kpiFigure(data.body, widget.field);
    if (figure.malformed) body = <WidgetError compact height={96} message={MALFORMED} onRetry={retry} />;
    else {
      const change = changeOf(figure.value, figure.previous);
      body = (
        <div style={{ minHeight: 96 }}>
          <div
            className="dashboard-kpi-value"
            style={{
              fontSize: 28,
              lineHeight: '38px',
              fontWeight: 500,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {formatFigure(figure.value ?? 0, widget)}
          </div>
          <div className="dashboard-kpi-change" style={{ height: 22 }}>
            {change && (
              <Typography.Text type="secondary">
                较上期{' '}
                {change.direction === 'flat' ? (
                  <span>持平</span>
                ) : (
                  <span style={{ color: change.direction === 'up' ? UP : DOWN }}>
                    {change.text === null ? '（上期为 0）' : `${change.direction === 'up' ? '↑' : '↓'} ${change.text}`}
                  </span>
                )}
              </Typography.Text>
            )}
          </div>
          {widget.sparkline && <Sparkline spec={widget.sparkline} props={props} />}
        </div>
      );
    }
  }
  return (
    <Card
      size="small"
      title={title}
      className="dashboard-widget dashboard-kpi"
      style={{ height: '100%' }}
      data-widget={props.index}
      styles={{ body: { padding: '12px 16px' } }}
    >
      {body}
    </Card>
  );
}
