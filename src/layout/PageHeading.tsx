import { useLocation } from 'react-router-dom';
import { useStore } from '../stores/createStore';
import { userStore } from '../stores/userStore';
import { menuTrail } from './menuTrail';
import { platformBrand } from './platformBrand';

/**
 * The one <h1> of every console page, for screen readers and heading navigation: the page's menu title
 * (全部公告, 公告详情 …), or the platform name off the menu. Visually hidden: the breadcrumb shows it.
 */
export function PageHeading() {
  const menus = useStore(userStore, (s) => s.menus);
  const { pathname } = useLocation();
  const trail = menuTrail(menus, pathname);
  return <h1 className="app-visually-hidden">{trail[trail.length - 1] ?? platformBrand().name}</h1>;
}
