import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import type { ChartWidget as ChartSpec } from '../../schemas/meta/generated/area';
import { useDictionaries } from '../core/dictionaries';
import { pickPath } from '../core/endpoint';
import { chartData, chartOption, isEmptyChart, type LabelOf, type Row } from './chartOption';
import { EChart } from './EChart';
import { chartCsv, downloadCsv } from './exportCsv';
import { useWidgetData } from './useWidgetData';
import type { WidgetProps } from './widgetProps';
import { MALFORMED, WidgetEmpty, WidgetError, WidgetLoading } from './WidgetState';

const isRowList = (value: unknown): value is Row[] =>
  Array.isArray(value) && value.every((r) => r !== null && typeof r === 'object' && !Array.isArray(r));

/** A chart cell: ECharts from the endpoint's rows, with 暂无数据, an error with 重试, and 导出数据 (CSV). */
export function ChartWidget(props: WidgetProps<ChartSpec>) {
  const { widget, area, params, search, refreshMs, index } = props;
  const height = widget.height ?? 300;
  const { data, retry } = useWidgetData(area, widget.endpoint, params, search, refreshMs);
  const dictionaries = useDictionaries(area, [widget.x.dictionary, widget.pivot?.dictionary]);
  const labelOf: LabelOf = (dictionary, value) => {
    if (value === null || value === undefined || value === '') return '未知';
    const item = dictionary ? dictionaries[dictionary]?.items.find((i) => String(i.value) === String(value)) : undefined;
    return item ? item.label : String(value);
  };
  const rows = data.status === 'ok' ? pickPath(data.body, 'data.results') : undefined;
  const malformed = data.status === 'ok' && !isRowList(rows);
  const labelsKey = JSON.stringify(Object.values(dictionaries).map((d) => d.items.length));
  const prepared = useMemo(() => (isRowList(rows) ? chartData(widget, rows, labelOf) : null), [rows, widget, labelsKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const option = useMemo(() => (prepared && !isEmptyChart(prepared) ? chartOption(widget, prepared) : null), [prepared, widget]);

  let body: React.ReactNode;
  if (data.status === 'loading') body = <WidgetLoading height={height} />;
  else if (data.status === 'error') body = <WidgetError height={height} message={data.message} onRetry={retry} />;
  else if (malformed) body = <WidgetError height={height} message={MALFORMED} onRetry={retry} />;
  else if (!option) body = <WidgetEmpty height={height} />;
  else body = <EChart option={option} height={height} markName={String(index)} ariaLabel={widget.title} />;

  const exportButton =
    widget.exportable && props.exportAllowed && prepared && option ? (
      <Button
        size="small"
        type="text"
        icon={<DownloadOutlined />}
        onClick={() => downloadCsv(`${widget.title}_${dayjs().format('YYYYMMDDHHmmss')}.csv`, chartCsv(widget.x.title ?? '分组', prepared))}
      >
        导出数据
      </Button>
    ) : null;
  return (
    <Card
      size="small"
      title={widget.title}
      extra={exportButton}
      className="dashboard-widget dashboard-chart-card"
      style={{ height: '100%' }}
      data-widget={index}
      data-state={option ? 'chart' : data.status}
    >
      {body}
    </Card>
  );
}
