import { Drawer, Layout } from 'antd';
import { useStore } from '../stores/createStore';
import { appStore, setSidebarOpened } from '../stores/appStore';
import { settingsStore } from '../stores/settingsStore';
import { SidebarLogo } from './SidebarLogo';
import { SidebarMenu } from './SidebarMenu';
import { useAfterFirstView } from '../app/viewShown';

/** Spec §9: sidebar 240 px, collapsed 54 px. */
export const SIDEBAR_WIDTH = 240;
export const SIDEBAR_COLLAPSED_WIDTH = 54;

const closeSidebar = () => setSidebarOpened(false);

/**
 * Desktop: a fixed-width dark Sider that collapses to its icons; its menu is drawn after the first page (viewShown.ts).
 * Mobile: an overlay drawer that closes on a chosen item or a click on the backdrop.
 */
export function Sidebar() {
  const opened = useStore(appStore, (s) => s.sidebarOpened);
  const mobile = useStore(appStore, (s) => s.device === 'mobile');
  const showLogo = useStore(settingsStore, (s) => s.sidebarLogo);
  // The menu (a hundred items) is drawn once the page opened has drawn (or after 1 s): that page comes first.
  const ready = useAfterFirstView();

  if (mobile) {
    return (
      <Drawer
        placement="left"
        open={opened}
        onClose={closeSidebar}
        closable={false}
        width={SIDEBAR_WIDTH}
        rootClassName="app-sidebar-drawer"
        styles={{ body: { padding: 0 } }}
      >
        <nav className="app-sidebar-inner" aria-label="侧边导航">
          {showLogo ? <SidebarLogo collapsed={false} /> : null}
          <div className="app-sidebar-scroll">
            <SidebarMenu collapsed={false} onItemChosen={closeSidebar} />
          </div>
        </nav>
      </Drawer>
    );
  }

  return (
    <Layout.Sider
      className="app-sidebar"
      theme="dark"
      width={SIDEBAR_WIDTH}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
      collapsed={!opened}
      collapsible
      trigger={null}
    >
      <nav className="app-sidebar-inner" aria-label="侧边导航">
        {showLogo ? <SidebarLogo collapsed={!opened} /> : null}
        <div className="app-sidebar-scroll">{ready ? <SidebarMenu collapsed={!opened} /> : null}</div>
      </nav>
    </Layout.Sider>
  );
}
