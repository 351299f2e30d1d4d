import { useState } from 'react';
import { Result, Tabs } from 'antd';
import type { TabsView as TabsViewSpec } from '../../schemas/meta/generated/area';
import { useRendererServices } from '../core/services';
import { ViewMount } from '../core/ViewMount';
import type { ViewProps } from '../core/viewProps';

/**
 * Several views of the area under one route, as antd Tabs. Tabs whose permission (or whose view's
 * permission) the user lacks are left out. The active tab is the URL query `tab` of a routed view.
 */
export default function TabsView({ area, view, params, container }: ViewProps<TabsViewSpec>) {
  const services = useRendererServices();
  const allowed = (code: string | undefined) => !code || services.hasPermission(code);
  const tabs = view.tabs.filter((tab) => allowed(tab.permission) && allowed(area.views[tab.view]?.permission));
  const [active, setActive] = useState(() => (tabs.some((t) => t.key === params.tab) ? params.tab : tabs[0]?.key));

  if (tabs.length === 0) return <Result status="403" title="403" subTitle="无权访问该页面" />;

  const change = (key: string) => {
    setActive(key);
    if (container === 'page' && typeof window !== 'undefined') {
      const query = new URLSearchParams(window.location.search);
      query.set('tab', key);
      services.navigate(`${window.location.pathname}?${query.toString()}`, { replace: true });
    }
  };

  return (
    <Tabs
      activeKey={active}
      onChange={change}
      items={tabs.map((tab) => ({
        key: tab.key,
        label: tab.title,
        children: <ViewMount area={area} viewName={tab.view} params={params} container={container} />,
      }))}
    />
  );
}
