// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DetailView, TabsView as TabsViewSpec } from '../../schemas/meta/generated/area';
import { createFakeServices, ok, renderWithServices } from '../testing/fakeServices';
import type { ResolvedArea } from '../core/viewProps';
import TabsView from './TabsView';

const detail = (endpoint: string, title: string): DetailView => ({
  kind: 'detail',
  endpoint,
  sections: [{ items: [{ dataIndex: 'name', title, valueType: 'text' }] }],
});

const area: ResolvedArea = {
  area: 'stopFee',
  title: '停车收费',
  endpoints: { a: { method: 'GET', path: '/a' }, b: { method: 'GET', path: '/b' }, c: { method: 'GET', path: '/c' } },
  views: {
    tabs: {
      kind: 'tabs',
      route: 'records',
      tabs: [
        { key: 'parking', title: '停车记录', view: 'parking' },
        { key: 'charging', title: '充电记录', view: 'charging' },
        { key: 'secret', title: '保密记录', view: 'secret', permission: 'STPF10010001' },
      ],
    },
    parking: detail('a', '停车'),
    charging: detail('b', '充电'),
    secret: detail('c', '保密'),
  },
};
const view = area.views.tabs as TabsViewSpec;
const routes = { 'GET /a': ok({ name: '停车数据' }), 'GET /b': ok({ name: '充电数据' }), 'GET /c': ok({ name: '保密数据' }) };

describe('TabsView', () => {
  it('shows the permitted tabs, opens the one named by the query `tab`, and puts a switch into the URL', async () => {
    window.history.pushState({}, '', '/stopFee/records?tab=charging');
    const services = createFakeServices({ routes, permissions: [] });
    renderWithServices(
      <TabsView area={area} viewName="tabs" view={view} params={{ tab: 'charging' }} pointer="/views/tabs" container="page" />,
      services,
    );
    expect(screen.getByText('停车记录')).toBeTruthy();
    expect(screen.queryByText('保密记录')).toBeNull();
    expect(await screen.findByText('充电数据', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByText('停车记录'));
    expect(await screen.findByText('停车数据', {}, { timeout: 5000 })).toBeTruthy();
    expect(services.navigate).toHaveBeenCalledWith('/stopFee/records?tab=parking', { replace: true });
  });

  it('without a (known) tab in the query, the first permitted tab is active', async () => {
    renderWithServices(
      <TabsView area={area} viewName="tabs" view={view} params={{ tab: 'nope' }} pointer="/views/tabs" container="modal" />,
      createFakeServices({ routes }),
    );
    expect(await screen.findByText('停车数据', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('保密记录')).toBeTruthy();
  });
});
