import { Breadcrumb, Button } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStore } from '../stores/createStore';
import { appStore, toggleSidebar } from '../stores/appStore';
import { userStore } from '../stores/userStore';
import { menuTrail } from './menuTrail';
import { platformBrand } from './platformBrand';
import { TopBarActions } from './TopBarActions';
import { useAfterFirstView } from '../app/viewShown';

/** The white header: sidebar toggle, platform logo and name, breadcrumb, then the actions. */
export function TopBar({ onOpenSettings }: { onOpenSettings: () => void }) {
  const opened = useStore(appStore, (s) => s.sidebarOpened);
  const mobile = useStore(appStore, (s) => s.device === 'mobile');
  const menus = useStore(userStore, (s) => s.menus);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { name, logoUrl } = platformBrand();
  // The actions (bells, menus, the user's) are drawn once the page opened has drawn (or after 1 s): that page comes first.
  const ready = useAfterFirstView();
  const trail = mobile ? [] : menuTrail(menus, pathname);

  return (
    <header className="app-topbar">
      <Button
        type="text"
        className="app-topbar-icon"
        icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        aria-label={opened ? '收起侧边栏' : '展开侧边栏'}
        aria-expanded={opened}
        onClick={toggleSidebar}
      />
      <button type="button" className="app-topbar-brand" title={name} onClick={() => navigate('/index')}>
        {logoUrl ? <img className="app-topbar-logo" src={logoUrl} alt="" /> : null}
        <span className="app-topbar-name">{name}</span>
      </button>
      {trail.length ? <Breadcrumb className="app-topbar-breadcrumb" items={trail.map((title) => ({ title }))} /> : null}
      {ready ? <TopBarActions onOpenSettings={onOpenSettings} /> : null}
    </header>
  );
}
