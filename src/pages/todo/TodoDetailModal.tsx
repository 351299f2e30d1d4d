import { Button, Descriptions, Modal, Tag, Typography } from 'antd';
import type { Backlog } from '../../api/shell';
import type { DealtBacklog } from './dealBacklog';
import { formatDateTime } from '../../utils/dates';
import { textOrEmpty } from '../../../renderer/fields/empty';
import { dealStatusOption } from './dealStatus';

/** 查看: one to-do item in a modal, with 处理说明 and 处理时间 when the item carries them. */
export function TodoDetailModal({
  item,
  typeLabel,
  onClose,
}: {
  item: DealtBacklog | null;
  typeLabel: (v: Backlog['backlogType']) => string;
  onClose: () => void;
}) {
  const status = item ? dealStatusOption(item.dealStatus) : undefined;
  return (
    <Modal
      open={item !== null}
      title={item?.title || '待办详情'}
      onCancel={onClose}
      footer={<Button onClick={onClose}>关闭</Button>}
      width={600}
      destroyOnHidden
    >
      {item && (
        <>
          <Descriptions
            size="small"
            column={1}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'type', label: '类型', children: typeLabel(item.backlogType) },
              {
                key: 'status',
                label: '状态',
                children: status ? <Tag color={status.color}>{status.label}</Tag> : textOrEmpty(item.dealStatus),
              },
              { key: 'time', label: '创建时间', children: textOrEmpty(formatDateTime(item.createTime)) },
              ...(item.dealTime ? [{ key: 'dealTime', label: '处理时间', children: textOrEmpty(formatDateTime(item.dealTime)) }] : []),
              ...(item.dealRemark
                ? [{ key: 'dealRemark', label: '处理说明', children: <span style={{ whiteSpace: 'pre-wrap' }}>{item.dealRemark}</span> }]
                : []),
            ]}
          />
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0, background: '#fafafa', padding: 12, borderRadius: 6 }}>
            {item.content ? item.content : <Typography.Text type="secondary">暂无内容</Typography.Text>}
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
