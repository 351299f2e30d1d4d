import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { DataProvider } from '../app/DataProvider';

/** Shows the router location so tests can read where a dialog navigated. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Renders inside the zh_CN ConfigProvider (motion off: jsdom never ends CSS transitions), a data layer of its own and a MemoryRouter. */
export function renderDialog(ui: ReactElement, route = '/index') {
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
