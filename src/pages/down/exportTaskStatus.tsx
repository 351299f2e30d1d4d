import { Progress, Space, Tag, Tooltip } from 'antd';
import { EXPORT_TASK_STATUS, type ExportTask } from '../../api/exportTasks';

/** Label and tag colour of each task state. */
export const TASK_STATUS_TAGS: Record<number, { label: string; color: string }> = {
  [EXPORT_TASK_STATUS.queued]: { label: '排队中', color: 'default' },
  [EXPORT_TASK_STATUS.running]: { label: '生成中', color: 'processing' },
  [EXPORT_TASK_STATUS.done]: { label: '已完成', color: 'success' },
  [EXPORT_TASK_STATUS.failed]: { label: '失败', color: 'error' },
};

/** 排队中 and 生成中 tasks still change: the page polls while it shows one. */
export const isPending = (task: Pick<ExportTask, 'status'>) =>
  task.status === EXPORT_TASK_STATUS.queued || task.status === EXPORT_TASK_STATUS.running;

const clampPercent = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? Math.min(100, Math.max(0, Math.round(n))) : 0);

/** The 状态 cell: a tag; 生成中 with its progress bar, 失败 with the reason in a tooltip. */
export function TaskStatus({ task }: { task: ExportTask }) {
  const tag = TASK_STATUS_TAGS[task.status];
  if (!tag) return <>--</>;
  if (task.status === EXPORT_TASK_STATUS.running) {
    return (
      <Space size={8}>
        <Tag color={tag.color}>{tag.label}</Tag>
        <Progress percent={clampPercent(task.progress)} size="small" style={{ width: 120, margin: 0 }} />
      </Space>
    );
  }
  if (task.status === EXPORT_TASK_STATUS.failed) {
    return (
      <Tooltip title={task.errorMsg || '导出失败，请稍后重试'}>
        <Tag color={tag.color}>{tag.label}</Tag>
      </Tooltip>
    );
  }
  return <Tag color={tag.color}>{tag.label}</Tag>;
}
