import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Result, Spin, Typography } from 'antd';
import { loginWithTicket } from '../../auth/login';
import { safeRedirect } from '../common/safeRedirect';

/** /auth-redirect?ticket=… (or token=…)[&redirect=…]: single sign-on from a portal. */
export default function AuthRedirectPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ticket = params.get('ticket') || params.get('token');
  const target = safeRedirect(params.get('redirect'));
  const [error, setError] = useState<string | null>(ticket ? null : '链接中缺少登录凭证（ticket），无法自动登录。');
  const tried = useRef<string | null>(null);

  useEffect(() => {
    if (!ticket || tried.current === ticket) return;
    tried.current = ticket;
    void loginWithTicket(ticket).then((result) => {
      if (result.ok) navigate(target, { replace: true });
      else setError(result.message || '登录失败，请稍后重试');
    });
  }, [ticket, target, navigate]);

  if (error) {
    return (
      <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Result
          status="error"
          title="自动登录失败"
          subTitle={error}
          extra={
            <Link to="/login">
              <Button type="primary">前往登录</Button>
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div className="app-full-center" style={{ minHeight: '100vh' }}>
      <Spin />
      <Typography.Text type="secondary">正在登录…</Typography.Text>
    </div>
  );
}
