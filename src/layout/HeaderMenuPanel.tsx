import { createElement, useMemo, useState } from 'react';
import { Button, Popover } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useStore } from '../stores/createStore';
import { userStore } from '../stores/userStore';
import { headerMenuGroups, type HeaderMenuItem } from './headerMenuGroups';
import { menuIcon } from './menuIcons';
import { openInNewWindow } from './openWindow';

/**
 * The header menu panel (spec §2): hovering the 功能导航 button shows the user's permitted groups
 * with their pages as buttons; a page with thirdUrl opens in a new window, any other is navigated to.
 */
export function HeaderMenuPanel() {
  const menus = useStore(userStore, (s) => s.menus);
  const groups = useMemo(() => headerMenuGroups(menus), [menus]);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (groups.length === 0) return null;

  const go = (item: HeaderMenuItem) => {
    setOpen(false);
    if (item.thirdUrl) openInNewWindow(item.thirdUrl);
    else navigate(item.path);
  };

  const content = (
    <div className="app-menu-panel" role="menu" aria-label="功能导航">
      {groups.map((g) => (
        <section key={g.key} className="app-menu-panel-group">
          <h4 className="app-menu-panel-title">
            {createElement(menuIcon(g.icon))}
            <span>{g.title}</span>
          </h4>
          <div className="app-menu-panel-items">
            {g.items.map((item) => (
              <Button key={item.key} size="small" role="menuitem" onClick={() => go(item)}>
                {item.title}
              </Button>
            ))}
          </div>
        </section>
      ))}
    </div>
  );

  return (
    <Popover content={content} trigger="hover" placement="bottomRight" open={open} onOpenChange={setOpen} arrow={false}>
      <Button type="text" className="app-topbar-icon" aria-label="功能导航" icon={<AppstoreOutlined />} />
    </Popover>
  );
}
