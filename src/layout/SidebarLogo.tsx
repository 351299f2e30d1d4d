import { CarOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { platformBrand } from './platformBrand';

/** Logo block at the top of the sidebar (setting 侧边栏 Logo); only the logo when collapsed. */
export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const { name, logoUrl } = platformBrand();
  return (
    <Link to="/index" className={collapsed ? 'app-sidebar-logo app-sidebar-logo--collapsed' : 'app-sidebar-logo'} title={name}>
      {logoUrl ? <img className="app-sidebar-logo-img" src={logoUrl} alt="" /> : <CarOutlined className="app-sidebar-logo-icon" />}
      {collapsed ? null : <span className="app-sidebar-logo-name">{name}</span>}
    </Link>
  );
}
