import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { safeHref } from '../../../renderer/fields/webAddress';
import { EXPORT_TASK_STATUS, type ExportTask } from '../../api/exportTasks';
import { textOrEmpty } from '../../../renderer/fields/empty';
import { TaskStatus } from './exportTaskStatus';

const linkStyle = { paddingInline: 0 };
const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n.toLocaleString('zh-CN') : textOrEmpty(n));

/** 文件名, 数据条数, 状态, 创建时间, 完成时间, 操作 (下载 for a ready task, 删除 for every task). */
export function exportTaskColumns(onDelete: (task: ExportTask) => void): ColumnsType<ExportTask> {
  return [
    { title: '文件名', dataIndex: 'fileName', ellipsis: true, render: (v: string) => textOrEmpty(v) },
    { title: '数据条数', dataIndex: 'rowCount', width: 110, align: 'right', render: count },
    { title: '状态', key: 'status', width: 240, render: (_: unknown, task) => <TaskStatus task={task} /> },
    { title: '创建时间', dataIndex: 'createTime', width: 180, render: (v: string) => textOrEmpty(v) },
    { title: '完成时间', dataIndex: 'finishTime', width: 180, render: (v: string | null) => textOrEmpty(v) },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_: unknown, task) => (
        <Space size="middle">
          {task.status === EXPORT_TASK_STATUS.done && safeHref(task.fileUrl, { sitePaths: true }) && (
            <a href={safeHref(task.fileUrl, { sitePaths: true })} download={task.fileName} rel="noopener noreferrer">
              下载
            </a>
          )}
          <Button type="link" size="small" danger style={linkStyle} onClick={() => onDelete(task)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];
}
