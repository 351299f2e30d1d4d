import { Button, Result, Skeleton, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { getApplyStatus } from '../../api/shell';
import { LoadError } from '../common/LoadError';
import { PageCard } from '../common/PageCard';
import { useShellData } from '../../api/useShellData';
import { applyState } from './statusText';

/** /enterResultPage: 审核中 / 已通过 / 未通过 of the certification application. */
export default function EnterResultPage() {
  const navigate = useNavigate();
  const { data, loading, error, reload } = useShellData('applyStatus', getApplyStatus);

  let body;
  if (loading && !data) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (error || !data) body = <LoadError message={error ?? '加载失败'} onRetry={reload} />;
  else {
    const refresh = <Button onClick={reload}>刷新状态</Button>;
    switch (applyState(data.status)) {
      case 'reviewing':
        body = <Result status="info" title="审核中" subTitle="企业认证资料已提交，平台正在审核，请耐心等待。" extra={refresh} />;
        break;
      case 'approved':
        body = (
          <Result
            status="success"
            title="已通过"
            subTitle="企业认证已通过审核。"
            extra={
              <Space>
                <Button type="primary" onClick={() => navigate('/enterDetail')}>
                  查看认证详情
                </Button>
                <Button onClick={() => navigate('/index')}>返回首页</Button>
              </Space>
            }
          />
        );
        break;
      case 'rejected':
        body = (
          <Result
            status="error"
            title="未通过"
            subTitle={`审核意见：${data.auditRemark || '无'}`}
            extra={
              <Button type="primary" onClick={() => navigate('/enterprise')}>
                重新提交
              </Button>
            }
          />
        );
        break;
      default:
        body = (
          <Result
            status="warning"
            title="尚未提交认证资料"
            extra={
              <Button type="primary" onClick={() => navigate('/enterprise?flag=1')}>
                去认证
              </Button>
            }
          />
        );
    }
  }
  return <PageCard title="认证结果">{body}</PageCard>;
}
