// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ComponentView as ComponentViewSpec } from '../../schemas/meta/generated/area';
import type { RegisteredComponent, RegisteredComponentProps, RegisteredFieldProps } from '../core/services';
import type { ResolvedArea } from '../core/viewProps';
import { createFakeServices, renderWithServices } from '../testing/fakeServices';
import ComponentView from './ComponentView';

const area: ResolvedArea = { area: 'deviceMap', title: '设备地图', endpoints: {}, views: {} };

function Echo({ props, area: a, viewName, params, container }: RegisteredComponentProps) {
  return <p>{`${a.area}/${viewName} ${container} ${JSON.stringify(props)} ${JSON.stringify(params)}`}</p>;
}

const mount = (view: ComponentViewSpec, components?: Record<string, RegisteredComponent>) =>
  renderWithServices(
    <ComponentView area={area} viewName="deviceMap" view={view} params={{ parkId: '1001' }} pointer="/views/deviceMap" container="page" />,
    { ...createFakeServices(), components },
  );

describe('ComponentView', () => {
  it('renders the registered component with the view props as data, the area, view name, params and container', () => {
    mount(
      { kind: 'component', component: 'DeviceMap', fieldProps: { endpoint: 'points', detailViews: { '1': 'pcameraDetail' } } },
      { DeviceMap: { view: Echo } },
    );
    expect(
      screen.getByText('deviceMap/deviceMap page {"endpoint":"points","detailViews":{"1":"pcameraDetail"}} {"parkId":"1001"}'),
    ).toBeTruthy();
  });

  it('an unknown name is a visible error naming it, its pointer and the registered ones', () => {
    mount({ kind: 'component', component: 'DeviceMapp' }, { DeviceMap: { view: Echo }, ParkMap: { view: Echo } });
    expect(screen.getByText('未知的组件 "DeviceMapp"（/views/deviceMap/component；已注册的组件：DeviceMap、ParkMap）')).toBeTruthy();
  });

  it('without any registered component it says so', () => {
    mount({ kind: 'component', component: 'DeviceMap' });
    expect(screen.getByText('未知的组件 "DeviceMap"（/views/deviceMap/component；外壳没有注册任何组件）')).toBeTruthy();
  });

  it('a component registered for fields only is a visible error naming the ones that serve as views', () => {
    const Field = ({ value }: RegisteredFieldProps) => <span>{String(value)}</span>;
    mount({ kind: 'component', component: 'GeoPoint' }, { DeviceMap: { view: Echo }, GeoPoint: { field: Field } });
    expect(
      screen.getByText('未知的组件 "GeoPoint"（/views/deviceMap/component；该组件不能用作视图；可用作视图的组件：DeviceMap）'),
    ).toBeTruthy();
  });

  it('does not take names from the prototype (toString is not a component)', () => {
    mount({ kind: 'component', component: 'ToString' }, { DeviceMap: { view: Echo } });
    expect(screen.getByText(/未知的组件 "ToString"/)).toBeTruthy();
  });
});
