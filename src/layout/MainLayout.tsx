import { useIdleLogout } from '../auth/useIdleLogout';
import { useState, type ReactNode } from 'react';
import { Layout } from 'antd';
import { useStore } from '../stores/createStore';
import { appStore } from '../stores/appStore';
import { settingsStore } from '../stores/settingsStore';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { TabBar } from './TabBar';
import { AnnouncementBar } from './AnnouncementBar';
import { WarningBanner } from './WarningBanner';
import { OfflineBanner } from './OfflineBanner';
import { DialogHost } from '../dialogs/DialogHost';
import { SettingsDrawer } from './SettingsDrawer';
import { APP_MAIN_ID } from './scrollContainer';
import { useDeviceWatcher } from './useDeviceWatcher';
import { AlarmPopups } from '../realtime/AlarmPopups';
import { useAlarmSocket } from '../realtime/useAlarmSocket';
import { PageHeading } from './PageHeading';
import './layout.css';

/**
 * The console frame: sidebar on the left; on the right the header (top bar and, with Tags-View,
 * the tab bar) above the page area `<main id="app-main">`. Under the top bar: the warning banner and
 * the announcement bar. The shell's dialogs (DialogHost) and the real-time alarm popups (with their socket)
 * are mounted here once, and the idle timeout is watched.
 */
export function MainLayout({ children }: { children: ReactNode }) {
  useDeviceWatcher();
  useAlarmSocket();
  useIdleLogout();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const tagsView = useStore(settingsStore, (s) => s.tagsView);
  const fixedHeader = useStore(settingsStore, (s) => s.fixedHeader);
  const mobile = useStore(appStore, (s) => s.device === 'mobile');

  const classes = ['app-layout'];
  if (fixedHeader) classes.push('app-layout--fixed-header');
  if (mobile) classes.push('app-layout--mobile');

  return (
    <Layout hasSider className={classes.join(' ')}>
      <Sidebar />
      <Layout className="app-layout-right">
        <div className="app-header-block">
          <TopBar onOpenSettings={() => setSettingsOpen(true)} />
          <OfflineBanner />
          <WarningBanner />
          <AnnouncementBar />
          {tagsView ? <TabBar /> : null}
        </div>
        <main id={APP_MAIN_ID} className="app-main">
          <PageHeading />
          {children}
        </main>
      </Layout>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <DialogHost />
      <AlarmPopups />
    </Layout>
  );
}
