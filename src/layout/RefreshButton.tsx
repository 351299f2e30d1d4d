import { Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { useRefreshPage } from './useRefreshPage';

/** Top bar 刷新: reloads the current page. */
export function RefreshButton() {
  const { pathname, search } = useLocation();
  const refresh = useRefreshPage();
  return (
    <Button
      type="text"
      className="app-topbar-icon"
      icon={<ReloadOutlined />}
      title="刷新"
      aria-label="刷新"
      onClick={() => refresh(pathname, `${pathname}${search}`)}
    />
  );
}
