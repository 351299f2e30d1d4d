// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MonitorView as MonitorViewSpec } from '../../schemas/meta/generated/area';
import type { ResolvedArea } from '../core/viewProps';
import { createFakeServices, ok, renderWithServices } from '../testing/fakeServices';
import MonitorView from './MonitorView';

const view: MonitorViewSpec = {
  kind: 'monitor',
  title: '实时监控',
  endpoint: 'board',
  topic: 'chargingConnectors',
  rowKey: 'connectorId',
  stateField: 'connectorStatus',
  columns: [
    { dataIndex: 'stationId', title: '充电站', valueType: 'select', dictionary: 'station', search: true },
    { dataIndex: 'pileCode', title: '桩编号', valueType: 'text', search: true },
    { dataIndex: 'connectorStatus', title: '枪状态', valueType: 'status', dictionary: 'connectorStatus' },
    { dataIndex: 'plateNo', title: '车牌号', valueType: 'plate', search: true },
  ],
};
const area: ResolvedArea = {
  area: 'chargingPlatform',
  title: '充电平台',
  endpoints: { board: { method: 'GET', path: '/monitor/connectors' } },
  dictionaries: {
    station: {
      options: [
        { value: 1, label: '文三路充电站' },
        { value: 2, label: '钱江路充电站' },
      ],
    },
    connectorStatus: {
      options: [
        { value: 1, label: '空闲', status: 'success' },
        { value: 2, label: '充电中', status: 'processing' },
        { value: 3, label: '故障', status: 'error' },
      ],
    },
  },
  views: { monitoring: view },
};

const rows = [
  { connectorId: 11, stationId: 1, pileCode: 'CP01', connectorStatus: 1, plateNo: null, rev: 1 },
  { connectorId: 12, stationId: 1, pileCode: 'CP01', connectorStatus: 2, plateNo: '浙AD12345', rev: 2 },
  { connectorId: 21, stationId: 2, pileCode: 'CP02', connectorStatus: 2, plateNo: '沪AF88888', rev: 3 },
];

function mount(withLive = true) {
  const services = createFakeServices({ routes: { 'GET /monitor/connectors': ok({ results: rows, totalRecord: 3 }) } });
  let push: (frame: unknown) => void = () => undefined;
  let link: (open: boolean) => void = () => undefined;
  if (withLive)
    services.live = (topic, onFrame, onLink) => {
      expect(topic).toBe('chargingConnectors');
      push = onFrame;
      link = onLink ?? (() => undefined);
      link(true);
      return () => undefined;
    };
  renderWithServices(
    <MonitorView area={area} viewName="monitoring" view={view} params={{}} pointer="/views/monitoring" container="page" />,
    services,
  );
  return { services, push: (f: unknown) => push(f), link: (o: boolean) => link(o) };
}

const footer = () => screen.getByText(/^显示 \d+ 条，共 \d+ 条$/).textContent;
const segment = (text: RegExp) => screen.getByText(text);

describe('MonitorView', () => {
  it('counts rows by state, filters by state and by the searchable columns at once, and says when nothing matches', async () => {
    mount();
    expect(await screen.findByText('全部 3')).toBeTruthy();
    expect(segment(/^空闲 1$/)).toBeTruthy();
    expect(segment(/^充电中 2$/)).toBeTruthy();
    expect(segment(/^故障 0$/)).toBeTruthy();
    expect(footer()).toBe('显示 3 条，共 3 条');
    expect(screen.getByText('实时更新中')).toBeTruthy();

    fireEvent.click(segment(/^充电中 2$/));
    await waitFor(() => expect(footer()).toBe('显示 2 条，共 3 条'));
    fireEvent.change(screen.getByLabelText('车牌号'), { target: { value: '沪a' } });
    await waitFor(() => expect(footer()).toBe('显示 1 条，共 3 条'));
    // The counts follow the other filters.
    expect(screen.getByText('全部 1')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('车牌号'), { target: { value: '苏' } });
    await waitFor(() => expect(footer()).toBe('显示 0 条，共 3 条'));
    expect(screen.getByText('没有符合条件的记录')).toBeTruthy();
  });

  it('applies pushed rows (newer revs only), and loads again when the link comes back after a break', async () => {
    const { services, push, link } = mount();
    expect(await screen.findByText('全部 3')).toBeTruthy();
    await act(async () => {
      push({
        infName: 'chargingConnectors',
        rows: [
          { ...rows[0], connectorStatus: 3, rev: 9 },
          { ...rows[1], connectorStatus: 1, rev: 1 },
        ],
      });
      await new Promise((r) => requestAnimationFrame(r));
    });
    await waitFor(() => expect(segment(/^故障 1$/)).toBeTruthy());
    expect(segment(/^充电中 2$/)).toBeTruthy();
    expect(segment(/^空闲 0$/)).toBeTruthy();

    act(() => link(false));
    expect(screen.getByText(/实时连接未建立/)).toBeTruthy();
    const loads = services.calls.length;
    act(() => link(true));
    await waitFor(() => expect(services.calls.length).toBe(loads + 1));
    // The reload shows the platform's rows again.
    await waitFor(() => expect(segment(/^空闲 1$/)).toBeTruthy());
  });

  it('without live updates says so; a failed load shows the error with 重试', async () => {
    const { services } = mount(false);
    expect(await screen.findByText('全部 3')).toBeTruthy();
    expect(screen.getByText(/实时连接未建立，数据可能不是最新/)).toBeTruthy();
    services.routes['GET /monitor/connectors'] = () => {
      throw new Error('网络连接已断开，请检查网络');
    };
    fireEvent.click(screen.getByRole('button', { name: /刷\s*新/ }));
    expect(await screen.findByText('数据加载失败：网络连接已断开，请检查网络')).toBeTruthy();
    expect(screen.getByText('全部 3')).toBeTruthy();
  });

  it('shows only the rows meeting `where`, without state counts, and rows leave or join as pushes change them', async () => {
    const services = createFakeServices({ routes: { 'GET /monitor/connectors': ok({ results: rows, totalRecord: 3 }) } });
    let push: (frame: unknown) => void = () => undefined;
    services.live = (_topic, onFrame, onLink) => {
      push = onFrame;
      onLink?.(true);
      return () => undefined;
    };
    const charging: MonitorViewSpec = { ...view, stateField: undefined, where: { field: 'connectorStatus', eq: 2 } };
    renderWithServices(
      <MonitorView area={area} viewName="cars" view={charging} params={{}} pointer="/views/cars" container="page" />,
      services,
    );
    await waitFor(() => expect(footer()).toBe('显示 2 条，共 2 条'));
    expect(screen.getByText('浙AD12345')).toBeTruthy();
    expect(screen.queryByText(/^全部 \d+$/)).toBeNull();
    await act(async () => {
      push({
        infName: 'chargingConnectors',
        rows: [
          { ...rows[1], connectorStatus: 5, rev: 9 },
          { ...rows[0], connectorStatus: 2, rev: 9 },
        ],
      });
      await new Promise((r) => requestAnimationFrame(r));
    });
    await waitFor(() => expect(screen.queryByText('浙AD12345')).toBeNull());
    expect(footer()).toBe('显示 2 条，共 2 条');
    expect(screen.getByText('沪AF88888')).toBeTruthy();
  });
});
