import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Result, Space, Spin, Typography } from 'antd';
import { getToken } from '../../auth/session';
import { safeRedirect } from '../common/safeRedirect';

/**
 * /whitePage: where the route guard waits while the user is loaded, and where it lands when loading failed
 * (`?redirect={path}`): then the user can enter again or log in again.
 */
export default function WhitePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get('redirect');

  if (!raw) {
    return (
      <div className="app-full-center" style={{ minHeight: '100vh' }}>
        <Spin />
        <Typography.Text type="secondary">正在加载用户信息…</Typography.Text>
      </div>
    );
  }

  const target = safeRedirect(raw);
  const hasToken = Boolean(getToken());
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Result
        status="warning"
        title="加载用户信息失败"
        subTitle={hasToken ? '可以重新进入页面再试一次，或重新登录。' : '登录状态已失效，请重新登录。'}
        extra={
          <Space>
            {hasToken && (
              <Button type="primary" onClick={() => navigate(target, { replace: true })}>
                重新进入
              </Button>
            )}
            <Button
              type={hasToken ? 'default' : 'primary'}
              onClick={() => navigate(`/login?redirect=${encodeURIComponent(target)}`, { replace: true })}
            >
              重新登录
            </Button>
          </Space>
        }
      />
    </div>
  );
}
