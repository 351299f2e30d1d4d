import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import Cookies from 'js-cookie';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { DataProvider } from '../app/DataProvider';
import { reportPageDrawn } from '../app/viewShown';
import { appStore } from '../stores/appStore';
import { settingsStore } from '../stores/settingsStore';
import { tabsStore } from '../stores/tabsStore';
import { userStore } from '../stores/userStore';

/** Shows the router location so tests can read where a click went. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * Renders inside the zh_CN ConfigProvider and a MemoryRouter at `route`. Motion is off: jsdom
 * never ends CSS transitions, so closing dialogs would otherwise stay in the DOM. The page is taken as drawn
 * (app/viewShown.ts), as in the console once the page opened has drawn: the sidebar's menu and the header's actions
 * are there at once (`pageDrawn: false` leaves that to the test).
 */
export function renderInShell(ui: ReactElement, route = '/index', { pageDrawn = true } = {}) {
  if (pageDrawn) reportPageDrawn();
  return render(
    <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }}>
      <DataProvider>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </DataProvider>
    </ConfigProvider>,
  );
}

/** Empties the stores, localStorage and the sidebar cookie between tests. */
export function resetLayoutState() {
  localStorage.clear();
  sessionStorage.clear();
  Cookies.remove('sidebarStatus');
  appStore.reset();
  settingsStore.reset();
  tabsStore.reset();
  userStore.reset();
}

export { SAMPLE_MENUS as MENUS } from '../layout/sampleMenus';
