// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import library from '../../schemas/common/fields.json';
import areaDoc from '../../schemas/areaManage.json';
import type { AreaDocument, FieldLibraryDocument } from '../../schemas/meta/generated/area';
import { resolveArea } from '../../schemas/meta/lib/resolveArea';
import type { EndpointCall } from '../core/services';
import { createFakeServices, ok, renderWithServices } from '../testing/fakeServices';
import { valueTypes } from './index';
import type { FieldSpec } from './types';

afterEach(cleanup);

const area = resolveArea(areaDoc as unknown as AreaDocument, library as unknown as FieldLibraryDocument);
const OPTIONS = 'GET /system/v2/api/areas/treeOptions';
const field = area.fields!.parentId as FieldSpec;

const LEVELS: Record<string, unknown[]> = {
  '': [
    { areaId: 1, areaName: '浙江省', hasChildren: true },
    { areaId: 2, areaName: '上海市', hasChildren: true },
  ],
  '1': [{ areaId: 11, areaName: '杭州市', hasChildren: true }],
};

function mount(
  value: unknown,
  reply = (call: EndpointCall) => ok(LEVELS[String((call.params as Record<string, unknown>)?.parentId ?? '')] ?? []),
) {
  const onChange = vi.fn();
  const services = createFakeServices({ routes: { [OPTIONS]: reply } });
  const Edit = valueTypes.treeSelect.Edit;
  const view = renderWithServices(
    <Edit field={field} area={area} value={value} onChange={onChange} scope={{ form: { parentId: value } }} />,
    services,
  );
  return { ...view, onChange, services };
}

const open = (container: HTMLElement) => fireEvent.mouseDown(container.querySelector('.ant-select-selector')!);

describe('value type treeSelect with a lazy dictionary (上级区域)', () => {
  it('loads the top level, then a node’s children when it is expanded, and picks one', async () => {
    const { container, services, onChange } = mount(undefined);
    open(container);
    await screen.findByText('浙江省');
    expect(services.calls).toHaveLength(1);
    const zhejiang = screen.getByText('浙江省').closest('.ant-select-tree-treenode')!;
    fireEvent.click(zhejiang.querySelector('.ant-select-tree-switcher')!);
    await screen.findByText('杭州市');
    expect(services.calls[1].params).toMatchObject({ parentId: 1 });
    fireEvent.click(screen.getByText('杭州市'));
    expect(onChange).toHaveBeenLastCalledWith(11);
  });

  it('shows the current value by name from the branch the endpoint nests, sending it as selected', async () => {
    const reply = (call: EndpointCall) =>
      ok(
        (call.params as Record<string, unknown>)?.parentId
          ? []
          : [{ areaId: 1, areaName: '浙江省', hasChildren: true, children: [{ areaId: 11, areaName: '杭州市', hasChildren: true }] }],
      );
    const { container, services } = mount(11, reply);
    await waitFor(() => expect(container.querySelector('.ant-select-selection-item')?.textContent).toBe('杭州市'));
    expect(services.calls[0].params).toMatchObject({ selected: 11 });
  });

  it('says why the options failed to load', async () => {
    mount(undefined, () => {
      throw new Error('网络错误');
    });
    expect(await screen.findByText('网络错误')).toBeTruthy();
  });

  it('a static tree with tree.multiple picks several nodes and searches by name', async () => {
    const staticArea = {
      ...area,
      dictionaries: {
        ...area.dictionaries,
        parks: {
          options: [
            {
              value: 1,
              label: '西湖区',
              children: [
                { value: 11, label: '湖滨银泰停车场' },
                { value: 12, label: '西溪印象城停车场' },
              ],
            },
          ],
        },
      },
    };
    const onChange = vi.fn();
    const Edit = valueTypes.treeSelect.Edit;
    const spec: FieldSpec = { valueType: 'treeSelect', title: '车场', dictionary: 'parks', tree: { multiple: true, search: true } };
    const { container } = renderWithServices(
      <Edit field={spec} area={staticArea} value={['11']} onChange={onChange} />,
      createFakeServices(),
    );
    await waitFor(() => expect(container.querySelector('.ant-select-selection-item')?.textContent).toBe('湖滨银泰停车场'));
    fireEvent.change(container.querySelector('input')!, { target: { value: '西溪' } });
    fireEvent.click(await screen.findByText('印象城停车场', { exact: false }));
    expect(onChange).toHaveBeenLastCalledWith([11, 12]);
  });

  it('reads as the title path', async () => {
    const Read = valueTypes.treeSelect.Read;
    const services = createFakeServices({
      routes: { [OPTIONS]: ok([{ areaId: 1, areaName: '浙江省', children: [{ areaId: 11, areaName: '杭州市' }] }]) },
    });
    renderWithServices(<Read field={field} area={area} value={11} record={{ parentId: 11 }} />, services);
    expect(await screen.findByText('浙江省 / 杭州市')).toBeTruthy();
  });
});
