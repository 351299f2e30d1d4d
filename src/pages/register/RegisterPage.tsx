import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Form, Input, Result } from 'antd';
import { portalRegist, type RegistBody } from '../../auth/authApi';
import { AuthCard } from '../common/AuthCard';
import { storedBranding } from '../common/branding';
import { errorText } from '../common/errorText';
import { mobileRule, requiredText } from '../common/formRules';

/** /register: an enterprise applies for an account. */
export default function RegisterPage() {
  const [form] = Form.useForm<RegistBody>();
  const navigate = useNavigate();
  const [branding] = useState(storedBranding);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const onFinish = async (values: RegistBody) => {
    setError(null);
    setSubmitting(true);
    try {
      await portalRegist({
        dealerName: values.dealerName.trim(),
        manager: values.manager.trim(),
        phone: values.phone.trim(),
        account: values.account.trim(),
      });
      setDone(true);
    } catch (e) {
      setError(errorText(e, '提交失败，请稍后重试'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard platformName={branding.platformName} logoUrl={branding.logoUrl} subtitle={done ? undefined : '企业注册'} width={440}>
      {done ? (
        <Result
          status="success"
          title="提交成功"
          subTitle="注册申请已提交，平台审核通过后即可使用该账号登录。"
          extra={
            <Button type="primary" onClick={() => navigate('/login', { replace: true })}>
              返回登录
            </Button>
          }
        />
      ) : (
        <Form<RegistBody> form={form} layout="vertical" requiredMark={false} onFinish={onFinish} autoComplete="off">
          <Form.Item label="企业名称" name="dealerName" rules={[requiredText('请输入企业名称')]}>
            <Input placeholder="请输入企业名称" maxLength={64} />
          </Form.Item>
          <Form.Item label="负责人" name="manager" rules={[requiredText('请输入负责人姓名')]}>
            <Input placeholder="请输入负责人姓名" maxLength={20} />
          </Form.Item>
          <Form.Item label="手机号" name="phone" rules={[requiredText('请输入手机号码'), mobileRule]}>
            <Input placeholder="请输入手机号码" maxLength={15} />
          </Form.Item>
          <Form.Item label="账号" name="account" rules={[requiredText('请输入账号')]} extra="账号是登录平台的唯一凭证">
            <Input placeholder="请输入账号" maxLength={32} />
          </Form.Item>
          {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
          <Form.Item style={{ marginBottom: 12 }}>
            <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
              提交注册
            </Button>
          </Form.Item>
          <div style={{ textAlign: 'center' }}>
            已有账号？<Link to="/login">返回登录</Link>
          </div>
        </Form>
      )}
    </AuthCard>
  );
}
