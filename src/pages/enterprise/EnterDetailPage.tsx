import { Button, Descriptions, Skeleton, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { getApplyStatus } from '../../api/shell';
import { LoadError } from '../common/LoadError';
import { PageCard } from '../common/PageCard';
import { useShellData } from '../../api/useShellData';
import { textOrEmpty } from '../../../renderer/fields/empty';
import { APPLY_STATE_LABELS, applyState } from './statusText';

/** /enterDetail: the certification details. */
export default function EnterDetailPage() {
  const navigate = useNavigate();
  const { data, loading, error, reload } = useShellData('applyStatus', getApplyStatus);

  let body;
  if (loading && !data) body = <Skeleton active paragraph={{ rows: 5 }} />;
  else if (error || !data) body = <LoadError message={error ?? '加载失败'} onRetry={reload} />;
  else {
    const state = applyState(data.status);
    const label = APPLY_STATE_LABELS[state];
    const items = [
      { key: 'dealerName', label: '企业名称', children: textOrEmpty(data.dealerName) },
      { key: 'registerAddr', label: '注册地址', children: textOrEmpty(data.registerAddr) },
      { key: 'manager', label: '负责人', children: textOrEmpty(data.manager) },
      { key: 'phone', label: '手机号', children: textOrEmpty(data.phone) },
      { key: 'status', label: '认证状态', children: <Tag color={label.color}>{label.text}</Tag> },
      ...(data.auditRemark ? [{ key: 'auditRemark', label: '审核意见', children: data.auditRemark }] : []),
    ];
    body = <Descriptions bordered column={1} items={items} styles={{ label: { width: 140 } }} style={{ maxWidth: 720 }} />;
  }
  const canEdit = data && !error && applyState(data.status) !== 'approved' && applyState(data.status) !== 'reviewing';
  return (
    <PageCard
      title="认证详情"
      extra={
        canEdit && (
          <Button type="primary" onClick={() => navigate('/enterprise')}>
            {applyState(data.status) === 'none' ? '去认证' : '修改认证资料'}
          </Button>
        )
      }
    >
      {body}
    </PageCard>
  );
}
