import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, Empty, Modal, Table } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { TablePaginationConfig } from 'antd/es/table';
import { deleteExportTasks, getExportTasks, type ExportTask } from '../../api/exportTasks';
import { showSuccess } from '../../api/toast';
import { LoadError } from '../common/LoadError';
import { PageCard } from '../common/PageCard';
import { nextPaging, serverPagination } from '../common/serverPaging';
import { exportTaskColumns } from './exportTaskColumns';
import { useExportTasks, type ExportTasksApi } from './useExportTasks';

export const DELETE_CONFIRM = '确认删除该下载任务？';
export const DELETED = '删除成功';
export const EMPTY_TASKS = '暂无下载任务';

const realApi: ExportTasksApi = { list: getExportTasks, remove: deleteExportTasks };

/**
 * /downBigFile 平台大数据下载: the caller's export download tasks (exports over the platform's asynExportThreshold),
 * refreshed every 2 s while one is 排队中 or 生成中; 下载 once ready, 删除 after a confirm.
 */
export default function DownBigFilePage({ api = realApi }: { api?: ExportTasksApi }) {
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [modal, modalHolder] = Modal.useModal();
  const root = useRef<HTMLDivElement>(null);
  const tasks = useExportTasks(api, paging, root);
  const { reload, rows } = tasks;

  // A kept-alive page shown again (an export has just led here): load again, new tasks may exist.
  const { key } = useLocation();
  const shownKey = useRef(key);
  useEffect(() => {
    if (key === shownKey.current || root.current?.closest('[hidden]')) return;
    shownKey.current = key;
    reload();
  }, [key, reload]);

  const columns = useMemo(() => {
    const confirmDelete = (task: ExportTask) => {
      modal.confirm({
        title: '提示',
        content: DELETE_CONFIRM,
        okText: '确定',
        cancelText: '取消',
        onOk: async () => {
          try {
            await api.remove([task.taskId]);
          } catch {
            return; // The HTTP client has shown the message.
          }
          showSuccess(DELETED);
          // The last row of a later page: go back one page, else load this page again.
          if (rows.length === 1 && paging.pageNo > 1) setPaging((p) => ({ ...p, pageNo: p.pageNo - 1 }));
          else reload();
        },
      });
    };
    return exportTaskColumns(confirmDelete);
  }, [api, modal, reload, rows.length, paging.pageNo]);

  const onTableChange = (p: TablePaginationConfig) => setPaging((q) => nextPaging(q, p));

  return (
    <div ref={root}>
      <PageCard
        title="平台大数据下载"
        extra={
          <Button icon={<ReloadOutlined />} onClick={reload}>
            刷新
          </Button>
        }
      >
        {tasks.error ? (
          <LoadError message={tasks.error} onRetry={reload} />
        ) : (
          <Table<ExportTask>
            rowKey="taskId"
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={tasks.loading}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TASKS} /> }}
            pagination={serverPagination(paging, tasks.total)}
            onChange={onTableChange}
          />
        )}
        {modalHolder}
      </PageCard>
    </div>
  );
}
