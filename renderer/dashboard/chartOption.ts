/**
 * A chart widget and its rows → an ECharts option (pure, so it is unit-tested without a canvas). Cartesian
 * charts get a category axis from `x` and one series per `series` entry (or per value of the `pivot` field);
 * pie and donut take the first series; a series on the right axis gets a second value axis (lineBar).
 * Tooltips and axes read like the KPI figures (formatValue.ts).
 */
import type { ChartSeries, ChartWidget } from '../../schemas/meta/generated/area';
import { toNumber } from '../fields/format';
import type { EChartsCoreOption } from './echarts';
import { formatAxis, formatFigure } from './formatValue';

export type Row = Record<string, unknown>;
/** The label of a value of a field: dictionary labels for `x.dictionary` and `pivot.dictionary`. */
export type LabelOf = (dictionary: string | undefined, value: unknown) => string;

export interface ChartData {
  categories: string[];
  series: { spec: ChartSeries; name: string; values: (number | null)[] }[];
}

const PALETTE = ['#1677ff', '#52c41a', '#faad14', '#f5222d', '#722ed1', '#13c2c2', '#eb2f96', '#fa8c16', '#2f54eb', '#a0d911'];

/** Rows → categories and series values (pivoted when the widget says so). */
export function chartData(widget: ChartWidget, rows: Row[], labelOf: LabelOf): ChartData {
  const xLabel = (value: unknown) =>
    value === null || value === undefined || value === ''
      ? (widget.x.emptyText ?? '未知')
      : `${labelOf(widget.x.dictionary, value)}${widget.x.suffix ?? ''}`;
  if (widget.pivot) {
    const pivot = widget.pivot;
    const spec = widget.series[0];
    const xs: unknown[] = [];
    const ps: unknown[] = [];
    for (const row of rows) {
      if (!xs.some((x) => String(x) === String(row[widget.x.field]))) xs.push(row[widget.x.field]);
      if (!ps.some((p) => String(p) === String(row[pivot.field]))) ps.push(row[pivot.field]);
    }
    const series = ps.map((p) => {
      const values = xs.map((x) => {
        const hits = rows.filter((r) => String(r[widget.x.field]) === String(x) && String(r[pivot.field]) === String(p));
        return hits.length ? hits.reduce((sum, r) => sum + (toNumber(r[spec.field]) ?? 0), 0) : 0;
      });
      return { spec, name: labelOf(pivot.dictionary, p), values };
    });
    return { categories: xs.map(xLabel), series };
  }
  return {
    categories: rows.map((row) => xLabel(row[widget.x.field])),
    series: widget.series.map((spec) => ({ spec, name: spec.title, values: rows.map((row) => toNumber(row[spec.field]) ?? null) })),
  };
}

/** True when there is nothing to draw: no rows, or every value empty or zero. */
export function isEmptyChart(data: ChartData): boolean {
  return data.categories.length === 0 || data.series.every((s) => s.values.every((v) => v === null || v === 0));
}

type TooltipParam = { seriesIndex?: number; seriesName?: string; name?: string; value?: unknown; marker?: string; percent?: number };

const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

/** Tooltip lines formatted like the KPI figures; names and values escaped (ECharts inserts the text as HTML). */
export function tooltipFormatter(data: ChartData) {
  return (raw: TooltipParam | TooltipParam[]) => {
    const items = Array.isArray(raw) ? raw : [raw];
    const head = escapeHtml(items[0]?.name ?? '');
    const lines = items.map((p) => {
      const spec = data.series[p.seriesIndex ?? 0]?.spec ?? data.series[0].spec;
      const percent = !Array.isArray(raw) && p.percent !== undefined ? `（${p.percent}%）` : '';
      return `${p.marker ?? ''}${escapeHtml(p.seriesName ?? '')}：${escapeHtml(formatFigure(p.value, spec))}${percent}`;
    });
    return [head, ...lines].join('<br/>');
  };
}

export function chartOption(widget: ChartWidget, data: ChartData): EChartsCoreOption {
  // No entry animation: the figures are there at once, and ECharts' `finished` (the drawn mark) comes with the first frame.
  const base = { color: PALETTE, animation: false, textStyle: { fontFamily: 'inherit' } };
  if (widget.chart === 'pie' || widget.chart === 'donut') {
    const first = data.series[0];
    return {
      ...base,
      tooltip: { trigger: 'item', formatter: tooltipFormatter(data) },
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          type: 'pie',
          name: first.name,
          radius: widget.chart === 'donut' ? ['35%', '58%'] : '58%',
          center: ['50%', '46%'],
          // Names are in the legend below; the slices carry their share.
          label: { formatter: '{d}%', overflow: 'none' },
          labelLayout: { hideOverlap: true },
          data: data.categories.map((name, i) => ({ name, value: first.values[i] ?? 0 })),
        },
      ],
    };
  }
  const horizontal = widget.chart === 'horizontalBar';
  const stacked = widget.chart === 'stackedBar';
  const hasRight = widget.chart === 'lineBar' && data.series.some((s) => s.spec.axis === 'right');
  const valueAxis = (spec: ChartSeries | undefined, position?: 'left' | 'right') => ({
    type: 'value',
    position,
    axisLabel: { formatter: (v: number) => formatAxis(v, spec ?? {}) },
    // Counts step in whole numbers.
    minInterval: !spec?.valueType || spec.valueType === 'integer' ? 1 : undefined,
    splitLine: { show: position !== 'right' },
  });
  const categoryAxis = { type: 'category', data: data.categories, axisTick: { alignWithLabel: true }, inverse: horizontal };
  const leftSpec = data.series.find((s) => s.spec.axis !== 'right')?.spec;
  const rightSpec = data.series.find((s) => s.spec.axis === 'right')?.spec;
  const yAxis = horizontal ? categoryAxis : hasRight ? [valueAxis(leftSpec, 'left'), valueAxis(rightSpec, 'right')] : valueAxis(leftSpec);
  return {
    ...base,
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: widget.chart === 'line' || widget.chart === 'area' ? 'line' : 'shadow' },
      formatter: tooltipFormatter(data),
    },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 12, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: horizontal ? valueAxis(leftSpec) : categoryAxis,
    yAxis,
    series: data.series.map((s) => {
      const type =
        widget.chart === 'lineBar' ? (s.spec.type ?? 'bar') : widget.chart === 'line' || widget.chart === 'area' ? 'line' : 'bar';
      return {
        type,
        name: s.name,
        data: s.values,
        yAxisIndex: hasRight && s.spec.axis === 'right' ? 1 : 0,
        stack: stacked ? 'total' : undefined,
        areaStyle: widget.chart === 'area' ? { opacity: 0.25 } : undefined,
        barMaxWidth: 28,
        showSymbol: data.categories.length <= 31,
      };
    }),
  };
}
