import { useNavigate } from 'react-router-dom';
import { Button, Result, Space } from 'antd';

/** /401 */
export default function UnauthorizedPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="401"
      subTitle="您没有访问该页面的权限"
      extra={
        <Space>
          <Button type="primary" onClick={() => navigate('/index', { replace: true })}>
            返回首页
          </Button>
          <Button onClick={() => navigate('/login', { replace: true })}>重新登录</Button>
        </Space>
      }
    />
  );
}
