import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { forgetPwdNext, getVerifyCodeByAccount } from '../../auth/authApi';
import { AuthCard } from '../common/AuthCard';
import { storedBranding } from '../common/branding';
import { errorText } from '../common/errorText';
import { requiredText } from '../common/formRules';
import { useCountdown } from '../../verifyCode/useCountdown';
import { VerifyCodeButton } from '../../verifyCode/VerifyCodeButton';
import { codeSentTo } from '../../verifyCode/verifyCodeTexts';
import { maskPhone } from './maskPhone';

interface ForgotValues {
  account: string;
  verifyCode: string;
}

/** /forgotPassword: account → SMS code to the bound phone → /forgotPasswordSet. */
export default function ForgotPasswordPage() {
  const [form] = Form.useForm<ForgotValues>();
  const navigate = useNavigate();
  const [branding] = useState(storedBranding);
  const countdown = useCountdown();
  const [phone, setPhone] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** True once the code went out (the button then counts down). */
  const sendCode = async (): Promise<boolean> => {
    let account: string;
    try {
      account = String((await form.validateFields(['account'])).account).trim();
    } catch {
      return false;
    }
    setError(null);
    try {
      const result = await getVerifyCodeByAccount(account);
      setPhone(result?.phone ?? '');
      return true;
    } catch (e) {
      setError(errorText(e, '验证码发送失败，请稍后重试'));
      return false;
    }
  };

  const onFinish = async (values: ForgotValues) => {
    const account = values.account.trim();
    setError(null);
    setSubmitting(true);
    try {
      const { resetKey } = await forgetPwdNext({ account, verifyCode: values.verifyCode.trim() });
      navigate(`/forgotPasswordSet?key=${encodeURIComponent(resetKey)}&account=${encodeURIComponent(account)}`);
    } catch (e) {
      setError(errorText(e, '验证失败，请稍后重试'));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard platformName={branding.platformName} logoUrl={branding.logoUrl} subtitle="找回密码">
      <Form<ForgotValues> form={form} layout="vertical" requiredMark={false} onFinish={onFinish} autoComplete="off">
        <Form.Item label="账号" name="account" rules={[requiredText('请输入账号')]}>
          <Input placeholder="请输入账号" maxLength={64} />
        </Form.Item>
        <Form.Item
          label="验证码"
          required
          extra={phone !== null ? <Typography.Text type="secondary">{codeSentTo(maskPhone(phone))}</Typography.Text> : undefined}
        >
          <div style={{ display: 'flex', gap: 8 }}>
            <Form.Item name="verifyCode" noStyle rules={[requiredText('请输入验证码')]}>
              <Input placeholder="请输入验证码" maxLength={8} style={{ flex: 1 }} aria-label="验证码" />
            </Form.Item>
            <VerifyCodeButton countdown={countdown} canSend onSend={sendCode} />
          </div>
        </Form.Item>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
        <Form.Item style={{ marginBottom: 12 }}>
          <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
            下一步
          </Button>
        </Form.Item>
        <div style={{ textAlign: 'center' }}>
          <Link to="/login">返回登录</Link>
        </div>
      </Form>
    </AuthCard>
  );
}
