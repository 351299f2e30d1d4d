import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Empty, Modal, Space, Table, Tag } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import { getBacklogs, getBacklogTypes, type Backlog } from '../../api/shell';
import { showSuccess } from '../../api/toast';
import { refreshCounters } from '../../stores/counters';
import { useStore } from '../../stores/createStore';
import { userStore } from '../../stores/userStore';
import { formatDateTime } from '../../utils/dates';
import { textOrEmpty } from '../../../renderer/fields/empty';
import { LoadError } from '../common/LoadError';
import { PageCard } from '../common/PageCard';
import { usePagedShellData, useShellData } from '../../api/useShellData';
import { nextPaging, serverPagination } from '../common/serverPaging';
import { DEAL_BACKLOG_CODE, dealBacklog } from './dealBacklog';
import { dealStatusOption } from './dealStatus';
import { TodoDealModal } from './TodoDealModal';
import { TodoDetailModal } from './TodoDetailModal';
import { TodoSearchForm } from './TodoSearchForm';
import { cleanFilters, readTodoValue, writeTodoValue, type TodoFilters, type TodoQuery } from './todoValue';

const loadBacklogs = (q: TodoQuery) => getBacklogs({ pageNo: q.pageNo, pageSize: q.pageSize, ...cleanFilters(q.filters) });

export const DEALT = '处理成功';
export const CLOSED = '操作成功';
export const CLOSE_CONFIRM = '确认关闭该待办事项？';

const linkStyle = { paddingInline: 0 };

/**
 * /todo 待办事项: filters, a server-paged table, a detail modal, and for 待处理 items 处理 (with an optional 处理说明)
 * and 关闭 (after confirmation), both only for an account holding the 处理 code. After a deal the list reloads in place and the header counters refresh.
 * The query survives hiding and sessionStorage `todoValue`.
 */
export default function TodoPage() {
  const [query, setQuery] = useState<TodoQuery>(() => readTodoValue());
  const [viewing, setViewing] = useState<Backlog | null>(null);
  const [dealing, setDealing] = useState<Backlog | null>(null);
  const [modal, modalHolder] = Modal.useModal();
  const mayDeal = useStore(userStore, (s) => s.buttonCodes.includes(DEAL_BACKLOG_CODE));
  const types = useShellData('backlogTypes', getBacklogTypes);
  const list = usePagedShellData('backlogs', loadBacklogs, query, '待办事项加载失败');

  useEffect(() => writeTodoValue(query), [query]);

  const { reload } = list;
  const afterDeal = useCallback(
    (text: string) => {
      showSuccess(text);
      reload();
      void refreshCounters();
    },
    [reload],
  );

  const submitDeal = async (dealRemark: string) => {
    if (!dealing) return;
    await dealBacklog({ backlogId: dealing.backlogId, dealStatus: 1, ...(dealRemark ? { dealRemark } : {}) });
    setDealing(null);
    afterDeal(DEALT);
  };

  const confirmClose = (record: Backlog) => {
    modal.confirm({
      title: '提示',
      content: CLOSE_CONFIRM,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          await dealBacklog({ backlogId: record.backlogId, dealStatus: 2 });
        } catch {
          return; // The HTTP client has shown the message.
        }
        afterDeal(CLOSED);
      },
    });
  };

  const typeOptions = useMemo(() => (Array.isArray(types.data) ? types.data : []), [types.data]);
  const typeLabel = useCallback(
    (value: Backlog['backlogType']) => typeOptions.find((t) => String(t.value) === String(value))?.label ?? textOrEmpty(value),
    [typeOptions],
  );

  const columns: ColumnsType<Backlog> = [
    { title: '标题', dataIndex: 'title', ellipsis: true, render: (v: string) => textOrEmpty(v) },
    { title: '类型', dataIndex: 'backlogType', width: 160, render: (v: Backlog['backlogType']) => typeLabel(v) },
    {
      title: '状态',
      dataIndex: 'dealStatus',
      width: 110,
      render: (v: number) => {
        const o = dealStatusOption(v);
        return o ? <Tag color={o.color}>{o.label}</Tag> : textOrEmpty(v);
      },
    },
    { title: '创建时间', dataIndex: 'createTime', width: 190, render: (v: string) => textOrEmpty(formatDateTime(v)) },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_: unknown, record) => (
        <Space size="middle">
          <Button type="link" size="small" style={linkStyle} onClick={() => setViewing(record)}>
            查看
          </Button>
          {mayDeal && record.dealStatus === 0 && (
            <>
              <Button type="link" size="small" style={linkStyle} onClick={() => setDealing(record)}>
                处理
              </Button>
              <Button type="link" size="small" style={linkStyle} onClick={() => confirmClose(record)}>
                关闭
              </Button>
            </>
          )}
        </Space>
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
        <LoadError message={list.error} onRetry={list.reload} />
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
      <TodoDealModal title={dealing ? dealing.title || '' : null} onSubmit={submitDeal} onClose={() => setDealing(null)} />
      {modalHolder}
    </PageCard>
  );
}
