// @vitest-environment jsdom
/**
 * A table column whose dictionary reads the same row ({"row": "parkId"}): each row's 出入口 asks for its 车场 first,
 * then lists that park's gates only; a new park clears that row's 出入口 and leaves the other rows alone.
 */
import { fireEvent, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AreaDocument, FormView as FormViewSpec } from '../../schemas/meta/generated/area';
import type { EndpointCall } from '../core/services';
import type { ResolvedArea } from '../core/viewProps';
import { createFakeServices, ok, renderWithServices } from '../testing/fakeServices';
import { fieldBox } from '../testing/formInteractions';
import FormView from './FormView';

// Kept: @formily/antd-v5 is a library; its FormGrid lays out through a ResizeObserver ponyfill costing ~1 s per render in jsdom.
vi.mock('@formily/antd-v5', async (importOriginal) =>
  (await import('../testing/formInteractions')).withLightGrid(await importOriginal<object>()),
);

const PARKS = [
  { parkId: 1001, parkName: '西湖文化广场停车场' },
  { parkId: 1002, parkName: '武林广场地下停车库' },
];
const GATES = [
  { gateId: 11, gateName: '武林广场·东门入口', parkId: 1002 },
  { gateId: 12, gateName: '武林广场·北门出口', parkId: 1002 },
  { gateId: 21, gateName: '西湖文化广场·东门入口', parkId: 1001 },
];

const view: FormViewSpec = {
  kind: 'form',
  submit: 'save',
  schema: {
    type: 'object',
    properties: {
      sharedGates: {
        title: '共享出入口',
        valueType: 'table',
        tableColumns: {
          type: 'object',
          properties: {
            parkId: { title: '车场', valueType: 'select', dictionary: 'park' },
            gateId: { title: '出入口', valueType: 'select', dictionary: 'rowGate' },
          },
        },
      },
    },
  },
};

const area = {
  area: 'demo',
  title: '演示',
  endpoints: {
    save: { method: 'POST', path: '/white', bodyFrom: 'form' },
    parks: { method: 'GET', path: '/parks', result: { list: 'data' } },
    rowGates: { method: 'GET', path: '/gates', query: { parkId: { row: 'parkId' } }, result: { list: 'data' } },
  },
  dictionaries: {
    park: { endpoint: 'parks', labelKey: 'parkName', valueKey: 'parkId' },
    rowGate: { endpoint: 'rowGates', labelKey: 'gateName', valueKey: 'gateId', requiresParent: true },
  },
  views: { form: view },
} as unknown as ResolvedArea & AreaDocument;

const rows = () => [...fieldBox('共享出入口').querySelectorAll('tbody tr.ant-table-row')];
const cellSelect = (row: number, column: number) => rows()[row].querySelectorAll('td')[column].querySelector('.ant-select') as HTMLElement;
const shown = (row: number, column: number) =>
  cellSelect(row, column).querySelector('.ant-select-selection-item')?.getAttribute('title') ?? '';
/**
 * Each cell's own dropdown, remembered when it first appears (in tests every select has the same id, so
 * aria-controls cannot tell the dropdowns apart).
 */
const dropdowns = new Map<string, Element>();
const allDropdowns = () => [...document.querySelectorAll('.ant-select-dropdown')];

function optionsOf(row: number, column: number): HTMLElement[] {
  const dropdown = dropdowns.get(`${row},${column}`);
  return dropdown ? [...dropdown.querySelectorAll<HTMLElement>('.ant-select-item-option')] : [];
}

async function open(row: number, column: number) {
  const before = new Set(allDropdowns());
  fireEvent.mouseDown(cellSelect(row, column).querySelector('.ant-select-selector') as HTMLElement);
  if (dropdowns.has(`${row},${column}`)) return;
  const created = await waitFor(() => {
    const found = allDropdowns().find((d) => !before.has(d));
    if (!found) throw new Error('下拉框没有出现');
    return found;
  });
  dropdowns.set(`${row},${column}`, created);
}

async function pick(row: number, column: number, label: string) {
  await open(row, column);
  const item = await waitFor(() => {
    const found = optionsOf(row, column).find((el) => el.getAttribute('title') === label);
    if (!found) throw new Error(`没有选项 ${label}`);
    return found as HTMLElement;
  });
  fireEvent.click(item);
  await waitFor(() => expect(shown(row, column)).toBe(label));
}

beforeEach(() => {
  dropdowns.clear();
});

describe('a table column with options from its own row ({"row": "parkId"})', () => {
  it("asks for the row's park, lists that park's gates, and clears only the row whose park changes", async () => {
    const services = createFakeServices({
      routes: {
        'GET /parks': ok(PARKS),
        'GET /gates': (call: EndpointCall) => ok(GATES.filter((g) => g.parkId === Number(call.params?.parkId))),
        'POST /white': ok(null),
      },
    });
    renderWithServices(
      <FormView area={area} viewName="form" view={view} params={{}} pointer="/views/form" container="modal" onClose={vi.fn()} />,
      services,
    );
    const add = [...fieldBox('共享出入口').querySelectorAll('button')].find((b) =>
      b.textContent?.includes('添加一行'),
    ) as HTMLButtonElement;
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(rows()).toHaveLength(2));

    expect(cellSelect(0, 2).classList.contains('ant-select-disabled')).toBe(true);
    expect(rows()[0].textContent).toContain('请先选择车场');
    expect(services.calls.filter((c) => c.url === '/gates')).toHaveLength(0);

    await pick(0, 1, '武林广场地下停车库');
    await waitFor(() => expect(cellSelect(0, 2).classList.contains('ant-select-disabled')).toBe(false));
    await pick(0, 2, '武林广场·北门出口');
    expect(optionsOf(0, 2).map((el) => el.getAttribute('title'))).toEqual(['武林广场·东门入口', '武林广场·北门出口']);
    await pick(1, 1, '西湖文化广场停车场');
    await pick(1, 2, '西湖文化广场·东门入口');
    expect(services.calls.filter((c) => c.url === '/gates').map((c) => c.params)).toEqual([{ parkId: 1002 }, { parkId: 1001 }]);

    await pick(0, 1, '西湖文化广场停车场');
    await waitFor(() => expect(shown(0, 2)).toBe(''));
    expect(shown(1, 2)).toBe('西湖文化广场·东门入口');
  });
});

vi.setConfig({ testTimeout: 60000 });
