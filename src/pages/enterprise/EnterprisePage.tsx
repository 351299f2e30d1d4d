import { Alert, Button, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getApplyStatus, getRegistState } from '../../api/shell';
import { showSuccess } from '../../api/toast';
import { LoadError } from '../common/LoadError';
import { PageCard } from '../common/PageCard';
import { useShellData } from '../../api/useShellData';
import { EnterpriseForm } from './EnterpriseForm';
import { applyState, enterpriseStatusLabel } from './statusText';

const loadEnterprise = async () => {
  const [regist, apply] = await Promise.all([getRegistState(), getApplyStatus()]);
  return { regist, apply };
};

/** /enterprise (`?flag=1`: certification is required now): the certification state and the form to apply. */
export default function EnterprisePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const required = params.get('flag') === '1';
  const { data, loading, error, reload } = useShellData('enterprise', loadEnterprise);

  const status = enterpriseStatusLabel(data?.regist?.status);
  const state = applyState(data?.apply?.status);

  let body;
  if (loading && !data) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (error || !data) body = <LoadError message={error ?? '加载失败'} onRetry={reload} />;
  else if (data.regist.status === 1 || state === 'approved')
    body = (
      <Result
        status="success"
        title="企业已认证"
        extra={
          <Button type="primary" onClick={() => navigate('/enterDetail')}>
            查看认证详情
          </Button>
        }
      />
    );
  else if (state === 'reviewing')
    body = (
      <Result
        status="info"
        title="认证资料审核中"
        subTitle="平台正在审核您提交的企业认证资料，请耐心等待。"
        extra={<Button onClick={() => navigate('/enterResultPage')}>查看审核进度</Button>}
      />
    );
  else
    body = (
      <>
        {state === 'rejected' && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 24, maxWidth: 560 }}
            message="认证未通过"
            description={`审核意见：${data.apply.auditRemark || '无'}。请修改资料后重新提交。`}
          />
        )}
        <EnterpriseForm
          initialValues={{
            dealerName: data.apply.dealerName,
            registerAddr: data.apply.registerAddr,
            manager: data.apply.manager,
            phone: data.apply.phone,
          }}
          onSubmitted={() => {
            showSuccess('提交成功');
            navigate('/enterResultPage');
          }}
        />
      </>
    );

  return (
    <PageCard
      title="企业认证"
      extra={
        data && (
          <Space>
            <Typography.Text type="secondary">认证状态</Typography.Text>
            <Tag color={status.color}>{status.text}</Tag>
          </Space>
        )
      }
    >
      {required && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 24 }}
          message="企业尚未认证"
          description="请先提交企业认证资料，审核通过后即可正常使用平台的全部功能。"
        />
      )}
      {body}
    </PageCard>
  );
}
