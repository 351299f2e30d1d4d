import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { ChartWidget } from '../../schemas/meta/generated/area';
import { chartData, chartOption, isEmptyChart, tooltipFormatter } from './chartOption';
import { presetRange, rangePresets } from './datePresets';
import { chartCsv } from './exportCsv';
import { changeOf, formatAxis, formatFigure } from './formatValue';

const labels = (dictionary: string | undefined, value: unknown) =>
  dictionary === 'carType' ? (({ 1: '小型车', 2: '大型车' } as Record<string, string>)[String(value)] ?? String(value)) : String(value);

describe('formatFigure / formatAxis / changeOf', () => {
  it.each([
    [1234567.5, { valueType: 'money', unit: 'yuan' }, '¥1,234,567.50'],
    [123456, { valueType: 'money', unit: 'fen' }, '¥1,234.56'],
    [12034, { suffix: '单' }, '12,034单'],
    [0.4567, { valueType: 'number', precision: 3, suffix: '次/位' }, '0.457次/位'],
    [12.345, { valueType: 'percent', precision: 2 }, '12.35%'],
    [8100, { valueType: 'duration', unit: 'second' }, '2小时15分'],
    [null, { valueType: 'money' }, '--'],
    ['abc', {}, '--'],
  ] as const)('%s as %j → %s', (value, format, text) => {
    expect(formatFigure(value, format as never)).toBe(text);
  });

  it('shortens axis labels', () => {
    expect(formatAxis(125000, { valueType: 'money' })).toBe('¥12.5万');
    expect(formatAxis(35, { valueType: 'percent' })).toBe('35%');
    expect(formatAxis(7200, { valueType: 'duration' })).toBe('2小时');
  });

  it('gives the change against the previous period with its direction', () => {
    expect(changeOf(120, 100)).toEqual({ direction: 'up', text: '20.0%' });
    expect(changeOf(75, 100)).toEqual({ direction: 'down', text: '25.0%' });
    expect(changeOf(5, 5)).toEqual({ direction: 'flat', text: '0.0%' });
    expect(changeOf(5, 0)).toEqual({ direction: 'up', text: null });
    expect(changeOf(5, undefined)).toBeNull();
  });
});

describe('date presets', () => {
  const now = dayjs('2026-03-15 10:20:00');
  const fmt = (r: [dayjs.Dayjs, dayjs.Dayjs]) => r.map((d) => d.format('YYYY-MM-DD HH:mm:ss'));
  it.each([
    ['today', ['2026-03-15 00:00:00', '2026-03-15 23:59:59']],
    ['yesterday', ['2026-03-14 00:00:00', '2026-03-14 23:59:59']],
    ['last7Days', ['2026-03-09 00:00:00', '2026-03-15 23:59:59']],
    ['last30Days', ['2026-02-14 00:00:00', '2026-03-15 23:59:59']],
    ['thisMonth', ['2026-03-01 00:00:00', '2026-03-15 23:59:59']],
    ['lastMonth', ['2026-02-01 00:00:00', '2026-02-28 23:59:59']],
  ] as const)('%s → %j', (preset, range) => {
    expect(fmt(presetRange(preset, now))).toEqual(range);
  });
  it('offers them in order with Chinese labels', () => {
    expect(rangePresets(now).map((p) => p.label)).toEqual(['今天', '昨天', '近7天', '近30天', '本月', '上月']);
  });
});

const daily: ChartWidget = {
  kind: 'chart',
  title: '每日订单与收入',
  endpoint: 'daily',
  chart: 'lineBar',
  x: { field: 'inTime', title: '日期' },
  series: [
    { field: 'orderCount', title: '订单数', type: 'bar', suffix: '单' },
    { field: 'paid', title: '实收', type: 'line', axis: 'right', valueType: 'money', unit: 'yuan' },
  ],
};
const rows = [
  { inTime: '2026-03-01', orderCount: 12, paid: 345.5 },
  { inTime: '2026-03-02', orderCount: 0, paid: 0 },
];

/** The parts of an ECharts option these tests read. */
interface DrawnOption {
  xAxis: { type?: string; data?: string[] };
  yAxis: Array<{ axisLabel: { formatter(v: number): string } }> | Record<string, unknown>;
  series: Array<{ type?: string; name?: string; stack?: string; yAxisIndex?: number; data?: unknown }>;
}

describe('chartOption', () => {
  it('draws a line+bar chart with a right axis for the series that asks for it', () => {
    const data = chartData(daily, rows, labels);
    const option = chartOption(daily, data) as unknown as DrawnOption;
    expect(option.xAxis.data).toEqual(['2026-03-01', '2026-03-02']);
    expect(option.yAxis).toHaveLength(2);
    expect(option.series.map((s) => [s.type, s.name, s.yAxisIndex, s.data])).toEqual([
      ['bar', '订单数', 0, [12, 0]],
      ['line', '实收', 1, [345.5, 0]],
    ]);
    expect((option.yAxis as Array<{ axisLabel: { formatter(v: number): string } }>)[1].axisLabel.formatter(12000)).toBe('¥1.2万');
  });

  it('formats tooltips like the KPIs and escapes names', () => {
    const data = chartData(daily, rows, labels);
    const text = tooltipFormatter(data)([
      { seriesIndex: 0, seriesName: '订单数', name: '2026-03-01', value: 12, marker: '●' },
      { seriesIndex: 1, seriesName: '<b>实收</b>', name: '2026-03-01', value: 345.5, marker: '●' },
    ]);
    expect(text).toBe('2026-03-01<br/>●订单数：12单<br/>●&lt;b&gt;实收&lt;/b&gt;：¥345.50');
  });

  it('pivots rows into one series per value (stacked), with dictionary labels', () => {
    const widget: ChartWidget = {
      ...daily,
      chart: 'stackedBar',
      pivot: { field: 'carType', dictionary: 'carType' },
      series: [{ field: 'orderCount', title: '订单数' }],
    };
    const data = chartData(
      widget,
      [
        { inTime: '2026-03-01', carType: 1, orderCount: 5 },
        { inTime: '2026-03-01', carType: 2, orderCount: 2 },
        { inTime: '2026-03-02', carType: 1, orderCount: 3 },
      ],
      labels,
    );
    const option = chartOption(widget, data) as unknown as DrawnOption;
    expect(option.series.map((s) => [s.name, s.stack, s.data])).toEqual([
      ['小型车', 'total', [5, 3]],
      ['大型车', 'total', [2, 0]],
    ]);
  });

  it('draws a horizontal bar with the categories on the y axis, first on top', () => {
    const widget: ChartWidget = { ...daily, chart: 'horizontalBar', series: [daily.series[0]] };
    const option = chartOption(widget, chartData(widget, rows, labels)) as unknown as DrawnOption;
    expect(option.yAxis).toMatchObject({ type: 'category', inverse: true, data: ['2026-03-01', '2026-03-02'] });
    expect(option.xAxis.type).toBe('value');
  });

  it('draws a donut from the first series', () => {
    const widget: ChartWidget = { ...daily, chart: 'donut', x: { field: 'carType', dictionary: 'carType' }, series: [daily.series[0]] };
    const option = chartOption(
      widget,
      chartData(
        widget,
        [
          { carType: 1, orderCount: 7 },
          { carType: 2, orderCount: 3 },
        ],
        labels,
      ),
    ) as unknown as DrawnOption;
    expect(option.series[0]).toMatchObject({
      type: 'pie',
      radius: ['35%', '58%'],
      data: [
        { name: '小型车', value: 7 },
        { name: '大型车', value: 3 },
      ],
    });
  });

  it('names rows whose group value is empty by x.emptyText (default 未知)', () => {
    const widget: ChartWidget = { ...daily, chart: 'pie', x: { field: 'payType', emptyText: '未支付' }, series: [daily.series[0]] };
    expect(chartData(widget, [{ payType: null, orderCount: 4 }], labels).categories).toEqual(['未支付']);
    expect(chartData({ ...widget, x: { field: 'payType' } }, [{ payType: null, orderCount: 4 }], labels).categories).toEqual(['未知']);
  });

  it('calls a chart without rows, or with only zeros, empty', () => {
    expect(isEmptyChart(chartData(daily, [], labels))).toBe(true);
    expect(isEmptyChart(chartData(daily, [{ inTime: '2026-03-01', orderCount: 0, paid: null }], labels))).toBe(true);
    expect(isEmptyChart(chartData(daily, rows, labels))).toBe(false);
  });

  it('exports the chart data as CSV with formatted values', () => {
    const csv = chartCsv('日期', chartData(daily, rows, labels));
    expect(csv).toBe('\ufeff日期,订单数,实收\r\n2026-03-01,12单,¥345.50\r\n2026-03-02,0单,¥0.00\r\n');
  });
});
