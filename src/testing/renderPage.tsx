import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { DataProvider } from '../app/DataProvider';

/** Shows the router's current path and query, so tests can assert where a page navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a page as the app does (zh_CN locale, the data layer with a cache of its own, a router at `route`), with a location probe. */
export function renderPage(ui: ReactElement, route = '/') {
  const result = render(
    <ConfigProvider locale={zhCN}>
      <DataProvider>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </DataProvider>
    </ConfigProvider>,
  );
  const location = () => result.getByTestId('location').textContent;
  return { ...result, location };
}
