import { useEffect, useMemo, useRef } from 'react';
import { Alert, Card, Skeleton, Statistic } from 'antd';
import { unstable_serialize } from 'swr';
import type { ListView as ListViewSpec } from '../../schemas/meta/generated/area';
import { errorMessage, pickPath } from '../core/endpoint';
import type { ResolvedArea } from '../core/viewProps';
import { useEndpointData } from '../core/viewData';
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
 * The figures above a list (欠费笔数与金额 …): the summary endpoint called with the list's own search (under its area
 * key, so an action of the area reloads it), asked again when the list loads again with the same search (刷新, a
 * page), its items shown by their value types. A failure shows its message here and leaves the table alone.
 */
export function ListSummary({ area, summary, params, query }: ListSummaryProps) {
  const loaded = useEndpointData(area, query ? summary.endpoint : undefined, { params, search: query ?? undefined });
  const { mutate, isValidating } = loaded;
  const hash = loaded.key ? unstable_serialize(loaded.key) : null;
  const shown = useRef({ query, hash });
  useEffect(() => {
    if (query === shown.current.query) return;
    const sameKey = hash !== null && hash === shown.current.hash;
    shown.current = { query, hash };
    if (sameKey && !isValidating) void mutate();
    // Only a new query object (the list loaded again) asks again; a new key loads by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);
  const resultPath = area.endpoints[summary.endpoint]?.result?.record ?? 'data';
  const record = useMemo(() => {
    if (loaded.data === undefined) return undefined;
    const picked = pickPath(loaded.data, resultPath);
    return typeof picked === 'object' && picked !== null ? (picked as Record<string, unknown>) : {};
  }, [loaded.data, resultPath]);

  if (loaded.error !== undefined && !isValidating)
    return <Alert type="warning" showIcon message={`汇总加载失败：${errorMessage(loaded.error)}`} />;
  return (
    <Card size="small" aria-label="汇总" role="region">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 48px' }}>
        {summary.items.map((item, index) => (
          <Statistic
            key={item.dataIndex ?? index}
            title={item.title}
            valueRender={() =>
              !record ? (
                <Skeleton.Input active size="small" style={{ width: 80 }} />
              ) : (
                <ReadValue field={item} value={item.dataIndex ? pickPath(record, item.dataIndex) : undefined} record={record} area={area} />
              )
            }
          />
        ))}
      </div>
    </Card>
  );
}
