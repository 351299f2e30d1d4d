import { Drawer, Layout } from 'antd';
import { useStore } from '../stores/createStore';
import { appStore, setSidebarOpened } from '../stores/appStore';
import { settingsStore } from '../stores/settingsStore';
import { SidebarLogo } from './SidebarLogo';
import { SidebarMenu } from './SidebarMenu';

/** Spec §9: sidebar 240 px, collapsed 54 px. */
export const SIDEBAR_WIDTH = 240;
export const SIDEBAR_COLLAPSED_WIDTH = 54;

const closeSidebar = () => setSidebarOpened(false);

/**
 * Desktop: a fixed-width dark Sider that collapses to its icons.
 * Mobile: an overlay drawer that closes on a chosen item or a click on the backdrop.
 */
export function Sidebar() {
  const opened = useStore(appStore, (s) => s.sidebarOpened);
  const mobile = useStore(appStore, (s) => s.device === 'mobile');
  const showLogo = useStore(settingsStore, (s) => s.sidebarLogo);

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
        <div className="app-sidebar-scroll">
          <SidebarMenu collapsed={!opened} />
        </div>
      </nav>
    </Layout.Sider>
  );
}
