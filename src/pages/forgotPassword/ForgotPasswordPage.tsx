import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { forgetPwdNext, getVerifyCodeByAccount } from '../../auth/authApi';
import { AuthCard } from '../common/AuthCard';
import { storedBranding } from '../common/branding';
import { errorText } from '../common/errorText';
import { requiredText } from '../common/formRules';
import { useCountdown } from '../common/useCountdown';
import { maskPhone } from './maskPhone';

interface ForgotValues {
  account: string;
  verifyCode: string;
}

/** Label of the send button: 获取验证码, then `{n}s后重新发送` while counting down, then 重新发送. */
export function sendButtonLabel(sent: boolean, remaining: number): string {
  if (remaining > 0) return `${remaining}s后重新发送`;
  return sent ? '重新发送' : '获取验证码';
}

/** /forgotPassword: account → SMS code to the bound phone → /forgotPasswordSet. */
export default function ForgotPasswordPage() {
  const [form] = Form.useForm<ForgotValues>();
  const navigate = useNavigate();
  const [branding] = useState(storedBranding);
  const countdown = useCountdown();
  const [phone, setPhone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const sendCode = async () => {
    let account: string;
    try {
      account = String((await form.validateFields(['account'])).account).trim();
    } catch {
      return;
    }
    setError(null);
    setSending(true);
    try {
      const result = await getVerifyCodeByAccount(account);
      setPhone(result?.phone ?? '');
      countdown.start();
    } catch (e) {
      setError(errorText(e, '验证码发送失败，请稍后重试'));
    } finally {
      setSending(false);
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
          extra={phone !== null ? <Typography.Text type="secondary">验证码已发送至 +86 {maskPhone(phone)}</Typography.Text> : undefined}
        >
          <div style={{ display: 'flex', gap: 8 }}>
            <Form.Item name="verifyCode" noStyle rules={[requiredText('请输入验证码')]}>
              <Input placeholder="请输入验证码" maxLength={8} style={{ flex: 1 }} aria-label="验证码" />
            </Form.Item>
            <Button style={{ width: 132, flex: 'none' }} onClick={sendCode} loading={sending} disabled={countdown.running}>
              {sendButtonLabel(phone !== null, countdown.remaining)}
            </Button>
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
