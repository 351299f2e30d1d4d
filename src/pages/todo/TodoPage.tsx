import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Empty, Table, Tag } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import { getBacklogs, getBacklogTypes, type Backlog } from '../../api/shell';
import { formatDateTime } from '../../utils/dates';
import { emptyText } from '../../utils/emptyText';
import { LoadError } from '../common/LoadError';
import { PageCard } from '../common/PageCard';
import { nextPaging, serverPagination, usePagedList } from '../common/usePagedList';
import { useRequest } from '../common/useRequest';
import { dealStatusOption } from './dealStatus';
import { TodoDetailModal } from './TodoDetailModal';
import { TodoSearchForm } from './TodoSearchForm';
import { cleanFilters, readTodoValue, writeTodoValue, type TodoFilters, type TodoQuery } from './todoValue';

const loadBacklogs = (q: TodoQuery) => getBacklogs({ pageNo: q.pageNo, pageSize: q.pageSize, ...cleanFilters(q.filters) });

/** /todo 待办事项: filters, a server-paged table and a detail modal. The query survives hiding and sessionStorage `todoValue`. */
export default function TodoPage() {
  const [query, setQuery] = useState<TodoQuery>(() => readTodoValue());
  const [viewing, setViewing] = useState<Backlog | null>(null);
  const types = useRequest(getBacklogTypes);
  const list = usePagedList(loadBacklogs, query, '待办事项加载失败');

  useEffect(() => writeTodoValue(query), [query]);

  const typeOptions = useMemo(() => (Array.isArray(types.data) ? types.data : []), [types.data]);
  const typeLabel = useCallback(
    (value: Backlog['backlogType']) => typeOptions.find((t) => String(t.value) === String(value))?.label ?? emptyText(value),
    [typeOptions],
  );

  const columns: ColumnsType<Backlog> = [
    { title: '标题', dataIndex: 'title', ellipsis: true, render: (v: string) => emptyText(v) },
    { title: '类型', dataIndex: 'backlogType', width: 160, render: (v: Backlog['backlogType']) => typeLabel(v) },
    {
      title: '状态',
      dataIndex: 'dealStatus',
      width: 110,
      render: (v: number) => {
        const o = dealStatusOption(v);
        return o ? <Tag color={o.color}>{o.label}</Tag> : emptyText(v);
      },
    },
    { title: '创建时间', dataIndex: 'createTime', width: 190, render: (v: string) => emptyText(formatDateTime(v)) },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_: unknown, record) => (
        <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => setViewing(record)}>
          查看
        </Button>
      ),
    },
  ];

  const onSearch = (filters: TodoFilters) => setQuery((q) => ({ filters: cleanFilters(filters), pageNo: 1, pageSize: q.pageSize }));
  const onReset = () => setQuery((q) => ({ filters: {}, pageNo: 1, pageSize: q.pageSize }));
  const onTableChange = (p: TablePaginationConfig) => setQuery((q) => nextPaging(q, p));

  return (
    <PageCard title="待办事项">
      <TodoSearchForm value={query.filters} types={typeOptions} typesLoading={types.loading} onSearch={onSearch} onReset={onReset} />
      {list.error ? (
        <LoadError message={list.error} onRetry={list.retry} />
      ) : (
        <Table<Backlog>
          rowKey="backlogId"
          size="middle"
          columns={columns}
          dataSource={list.rows}
          loading={list.loading}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无待办事项" /> }}
          pagination={serverPagination(query, list.total)}
          onChange={onTableChange}
        />
      )}
      <TodoDetailModal item={viewing} typeLabel={typeLabel} onClose={() => setViewing(null)} />
    </PageCard>
  );
}
