import { useEffect, useRef, useState } from 'react';
import { Alert, Card, Skeleton, Statistic } from 'antd';
import type { ListView as ListViewSpec } from '../../schemas/meta/generated/area';
import { callEndpoint, errorMessage, pickPath } from '../core/endpoint';
import { useRendererServices } from '../core/services';
import type { ResolvedArea } from '../core/viewProps';
import { ReadValue } from '../fields';

type Summary = NonNullable<ListViewSpec['summary']>;

export interface ListSummaryProps {
  area: ResolvedArea;
  summary: Summary;
  params: Record<string, string>;
  /** The search and sort parameters of the list's last request; a new object each time the list loads. */
  query: Record<string, unknown> | null;
}

/**
 * The figures above a list (欠费笔数与金额 …): the summary endpoint called with the list's own search each time the
 * list loads, its items shown by their value types. A failure shows its message here and leaves the table alone.
 */
export function ListSummary({ area, summary, params, query }: ListSummaryProps) {
  const services = useRendererServices();
  const [state, setState] = useState<{ record?: Record<string, unknown>; error?: string; loading: boolean }>({ loading: true });
  const request = useRef(0);

  useEffect(() => {
    if (!query) return;
    const id = ++request.current;
    setState((s) => ({ ...s, loading: true }));
    callEndpoint(services, area, summary.endpoint, { params, search: query })
      .then((body) => {
        if (id !== request.current) return;
        const endpoint = area.endpoints[summary.endpoint];
        const record = pickPath(body, endpoint?.result?.record ?? 'data');
        setState({ record: typeof record === 'object' && record !== null ? (record as Record<string, unknown>) : {}, loading: false });
      })
      .catch((failure: unknown) => id === request.current && setState({ error: errorMessage(failure), loading: false }));
  }, [query, services, area, summary.endpoint, params]);

  if (state.error !== undefined) return <Alert type="warning" showIcon message={`汇总加载失败：${state.error}`} />;
  return (
    <Card size="small" aria-label="汇总" role="region">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 48px' }}>
        {summary.items.map((item, index) => (
          <Statistic
            key={item.dataIndex ?? index}
            title={item.title}
            valueRender={() =>
              state.loading && !state.record ? (
                <Skeleton.Input active size="small" style={{ width: 80 }} />
              ) : (
                <ReadValue
                  field={item}
                  value={item.dataIndex ? pickPath(state.record ?? {}, item.dataIndex) : undefined}
                  record={state.record ?? {}}
                  area={area}
                />
              )
            }
          />
        ))}
      </div>
    </Card>
  );
}
