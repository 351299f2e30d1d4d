// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import library from '../../schemas/common/fields.json';
import parkingManage from '../../schemas/parkingManage.json';
import type { AreaDocument, FieldLibraryDocument, ListView as ListViewSpec } from '../../schemas/meta/generated/area';
import { resolveArea } from '../../schemas/meta/lib/resolveArea';
import type { EndpointCall } from '../core/services';
import { createFakeServices, ok, renderWithServices, type FakeServices } from '../testing/fakeServices';
import ListView from './ListView';
import { paneTitle } from './ListPane';

const area = resolveArea(parkingManage as unknown as AreaDocument, library as unknown as FieldLibraryDocument);
const view = area.views.inside as ListViewSpec;
const PARKS = 'GET /dealer/v2/api/parkInfos/inside';
const LANES = 'GET /dealer/v2/api/laneInfos';

const parks = [
  { id: 1001, parkName: '西湖文化广场停车场', parkNo: 'P330105001', berthNum: 620, laneCount: 7, parkStatus: 1 },
  { id: 1002, parkName: '武林广场地下停车库', parkNo: 'P330105002', berthNum: 480, laneCount: 2, parkStatus: 1 },
  { id: 1003, parkName: '钱江新城市民中心停车场', parkNo: 'P330102001', berthNum: 350, laneCount: 2, parkStatus: 1 },
];
/** Lanes named after their park, seven for the first park (two pages of five), two for the others. */
const lanesOf = (parkId: number) =>
  Array.from({ length: parkId === 1001 ? 7 : 2 }, (_, i) => ({
    id: parkId * 10 + i + 1,
    parkId,
    laneName: `${parkId}车道${i + 1}`,
    laneCode: `CD${parkId}0${i + 1}`,
    laneType: 1,
    laneStatus: 1,
  }));

function setup(parkRows = parks) {
  const services = createFakeServices({
    routes: {
      [PARKS]: ok({ results: parkRows, totalRecord: parkRows.length }),
      [LANES]: (call: EndpointCall) => {
        const all = lanesOf(Number(call.params?.parkId));
        const no = Number(call.params?.pageNo ?? 1);
        const size = Number(call.params?.pageSize ?? 5);
        return ok({ results: all.slice((no - 1) * size, no * size), totalRecord: all.length });
      },
      'GET /dealer/v2/api/areas/tree': ok([]),
    },
  });
  renderWithServices(<ListView area={area} viewName="inside" view={view} params={{}} pointer="/views/inside" container="page" />, services);
  return services;
}

const callsTo = (services: FakeServices, route: string) => services.calls.filter((c) => `${c.method} ${c.url}` === route);
const laneCalls = (services: FakeServices) => callsTo(services, LANES);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const pane = () => screen.getByRole('region', { name: /车道$/ });

// Two tables (the list and the one in its pane) render per test: slow in jsdom on a busy machine.
describe('ListView with a detail pane (场内车场 → 车道)', { timeout: 60_000 }, () => {
  it('selects the first row when the list loads and shows its lanes under its name', async () => {
    const services = setup();
    expect(await screen.findByText('1001车道1')).toBeTruthy();
    expect(rowOf('西湖文化广场停车场').getAttribute('aria-selected')).toBe('true');
    expect(rowOf('武林广场地下停车库').getAttribute('aria-selected')).toBe('false');
    expect(within(pane()).getByText('西湖文化广场停车场 · 车道')).toBeTruthy();
    expect(laneCalls(services)[0].params).toMatchObject({ parkId: '1001', pageNo: 1, pageSize: 5 });
  });

  it('shows the clicked row in the pane, and only its lanes', async () => {
    const services = setup();
    await screen.findByText('1001车道1');
    fireEvent.click(rowOf('钱江新城市民中心停车场'));
    expect(await screen.findByText('1003车道2')).toBeTruthy();
    expect(screen.queryByText('1001车道1')).toBeNull();
    expect(rowOf('钱江新城市民中心停车场').getAttribute('aria-selected')).toBe('true');
    expect(laneCalls(services).at(-1)?.params).toMatchObject({ parkId: '1003' });
  });

  it('moves the selection with the arrow keys from the focused row, stopping at the ends', async () => {
    const services = setup();
    await screen.findByText('1001车道1');
    const first = rowOf('西湖文化广场停车场');
    expect(first.tabIndex).toBe(0);
    expect(rowOf('武林广场地下停车库').tabIndex).toBe(-1);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(await screen.findByText('1002车道1')).toBeTruthy();
    expect(document.activeElement).toBe(rowOf('武林广场地下停车库'));
    fireEvent.keyDown(rowOf('武林广场地下停车库'), { key: 'ArrowDown' });
    expect(await screen.findByText('1003车道1')).toBeTruthy();
    fireEvent.keyDown(rowOf('钱江新城市民中心停车场'), { key: 'ArrowDown' });
    expect(rowOf('钱江新城市民中心停车场').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(rowOf('钱江新城市民中心停车场'), { key: 'ArrowUp' });
    expect(await screen.findByText('1002车道2')).toBeTruthy();
    expect(laneCalls(services).map((c) => c.params?.parkId)).toEqual(['1001', '1002', '1003', '1002']);
  });

  it('pages the pane on its own: the parks are not asked again', async () => {
    const services = setup();
    await screen.findByText('1001车道1');
    const parkCalls = callsTo(services, PARKS).length;
    expect(within(pane()).getByText('共 7 条')).toBeTruthy();
    fireEvent.click(within(pane()).getByTitle('2'));
    expect(await screen.findByText('1001车道6')).toBeTruthy();
    expect(laneCalls(services).at(-1)?.params).toMatchObject({ parkId: '1001', pageNo: 2, pageSize: 5 });
    expect(callsTo(services, PARKS)).toHaveLength(parkCalls);
    expect(rowOf('西湖文化广场停车场').getAttribute('aria-selected')).toBe('true');
  });

  it('searches the pane on its own: the search goes with the selected park', async () => {
    const services = setup();
    await screen.findByText('1001车道1');
    fireEvent.change(within(pane()).getByLabelText('车道名称'), { target: { value: '车道3' } });
    fireEvent.click(within(pane()).getByText((_c, el) => el?.tagName === 'BUTTON' && el.textContent?.replace(/\s/g, '') === '查询'));
    await waitFor(() => expect(laneCalls(services).at(-1)?.params).toMatchObject({ parkId: '1001', laneName: '车道3', pageNo: 1 }));
    expect(callsTo(services, PARKS)).toHaveLength(1);
  });

  it('shows the document’s empty text when no park is there to select', async () => {
    const services = setup([]);
    expect(await screen.findByText('请在左侧选择车场')).toBeTruthy();
    expect(laneCalls(services)).toHaveLength(0);
  });
});

describe('paneTitle', () => {
  it.each([
    [{ view: 'lanes', params: {}, title: '车道', titleField: 'parkName' }, { parkName: '西湖文化广场停车场' }, '西湖文化广场停车场 · 车道'],
    [{ view: 'lanes', params: {}, titleField: 'parkName' }, undefined, '车道列表'],
    [{ view: 'lanes', params: {}, title: '车道', titleField: 'parkName' }, { parkName: '' }, '车道'],
  ])('%j with %j reads %s', (pane, row, title) => {
    expect(paneTitle(pane, '车道列表', row)).toBe(title);
  });
});
