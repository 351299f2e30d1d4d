import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Form, Input, Spin } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { loginWithPassword, loginWithTicket } from '../../auth/login';
import { checkAccount } from '../../auth/authApi';
import { AuthCard } from '../common/AuthCard';
import { blockPaste } from '../common/blockPaste';
import { safeRedirect } from '../common/safeRedirect';
import { usePlatformBranding } from './usePlatformBranding';
import { usePicVerifyCode } from './usePicVerifyCode';
import { PicCodeImage } from './PicCodeImage';

interface LoginValues {
  account: string;
  password: string;
  verifyCode?: string;
}

/** /login and /adminLogin: account and password, a picture code when the server asks for one, or a ticket in the URL. */
export default function LoginPage() {
  const [form] = Form.useForm<LoginValues>();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const ticket = params.get('ticket');
  const branding = usePlatformBranding();
  const picCode = usePicVerifyCode();
  const [submitting, setSubmitting] = useState(false);
  const [ticketPending, setTicketPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ticketTried = useRef<string | null>(null);

  useEffect(() => {
    if (!ticket || ticketTried.current === ticket) return;
    ticketTried.current = ticket;
    setTicketPending(true);
    void loginWithTicket(ticket).then((result) => {
      if (result.ok) {
        navigate(target, { replace: true });
        return;
      }
      setTicketPending(false);
      setError(result.message);
    });
  }, [ticket, target, navigate]);

  const onAccountBlur = () => {
    const account = String(form.getFieldValue('account') ?? '').trim();
    if (!account || picCode.needed) return;
    checkAccount(account, { silent: true }).then(
      (r) => {
        if (r?.needVerifyCode) picCode.refresh();
      },
      () => {
        /* the login call itself reports problems */
      },
    );
  };

  const onFinish = async (values: LoginValues) => {
    setError(null);
    setSubmitting(true);
    const result = await loginWithPassword({
      account: values.account,
      password: values.password,
      ...(picCode.needed ? { verifyCodeId: picCode.verifyCodeId ?? undefined, verifyCode: values.verifyCode } : {}),
    });
    if (result.ok) {
      navigate(target, { replace: true });
      return;
    }
    setSubmitting(false);
    setError(result.message || '登录失败，请稍后重试');
    if (result.needVerifyCode) {
      // The old picture is spent: a new one comes, and its answer must be typed again.
      form.setFieldValue('verifyCode', undefined);
      picCode.refresh();
    }
  };

  return (
    <AuthCard
      platformName={branding.platformName}
      logoUrl={branding.logoUrl}
      subtitle={pathname === '/adminLogin' ? '管理员登录' : '账号登录'}
    >
      <Spin spinning={ticketPending} tip="正在登录…">
        <Form<LoginValues> form={form} layout="vertical" size="large" requiredMark={false} onFinish={onFinish} autoComplete="off">
          <Form.Item label="账号" name="account" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
            <Input prefix={<UserOutlined />} placeholder="账号" maxLength={64} onBlur={onAccountBlur} autoComplete="username" />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password
              prefix={<LockOutlined />}
              placeholder="密码"
              maxLength={20}
              onPaste={blockPaste}
              autoComplete="current-password"
            />
          </Form.Item>
          {picCode.needed && (
            <Form.Item label="图片验证码" required>
              <div style={{ display: 'flex', gap: 8 }}>
                <Form.Item name="verifyCode" noStyle rules={[{ required: true, whitespace: true, message: '请输入图片验证码' }]}>
                  <Input prefix={<SafetyOutlined />} placeholder="图片验证码" maxLength={8} style={{ flex: 1 }} />
                </Form.Item>
                <PicCodeImage image={picCode.image} loading={picCode.loading} failed={picCode.failed} onRefresh={picCode.refresh} />
              </div>
            </Form.Item>
          )}
          {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
          <Form.Item style={{ marginBottom: 12 }}>
            <Button type="primary" htmlType="submit" block loading={submitting} disabled={ticketPending}>
              登 录
            </Button>
          </Form.Item>
          <div style={{ display: 'flex', justifyContent: 'space-between' }}>
            <Link to="/forgotPassword">忘记密码</Link>
            <Link to="/register">注册</Link>
          </div>
        </Form>
      </Spin>
    </AuthCard>
  );
}
