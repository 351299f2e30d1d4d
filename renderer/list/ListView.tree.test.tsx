// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import library from '../../schemas/common/fields.json';
import areaDoc from '../../schemas/areaManage.json';
import type { AreaDocument, FieldLibraryDocument, ListView as ListViewSpec } from '../../schemas/meta/generated/area';
import { resolveArea } from '../../schemas/meta/lib/resolveArea';
import type { EndpointCall } from '../core/services';
import { createFakeServices, ok, renderWithServices } from '../testing/fakeServices';
import ListView from './ListView';

const area = resolveArea(areaDoc as unknown as AreaDocument, library as unknown as FieldLibraryDocument);
const view = area.views.list as ListViewSpec;
const LIST = 'GET /system/v2/api/areas';

const area$ = (areaId: number, areaName: string, areaLevel: number, hasChildren: boolean) => ({
  areaId,
  areaName,
  areaCode: String(330000 + areaId),
  areaLevel,
  hasChildren,
  parkNum: 0,
  sortNo: 1,
});
const BY_PARENT: Record<string, unknown[]> = {
  '': [area$(1, '浙江省', 1, true), area$(2, '上海市', 1, true)],
  '1': [area$(11, '杭州市', 2, true), area$(12, '宁波市', 2, false)],
  '11': [area$(111, '西湖区', 3, false)],
};

function setup(fail = false) {
  const services = createFakeServices({
    routes: {
      [LIST]: (call: EndpointCall) => {
        const parent = String((call.params as Record<string, unknown>).parentId ?? '');
        if (fail && parent) throw new Error('网络错误');
        const rows = BY_PARENT[parent] ?? [];
        return ok({ results: rows, totalRecord: rows.length });
      },
    },
  });
  renderWithServices(<ListView area={area} viewName="list" view={view} params={{}} pointer="/views/list" container="page" />, services);
  return services;
}

const expandRow = (name: string) => fireEvent.click(screen.getByText(name).closest('tr')!.querySelector('.ant-table-row-expand-icon')!);
const listCalls = (services: ReturnType<typeof createFakeServices>) => services.calls.filter((c) => `${c.method} ${c.url}` === LIST);

afterEach(cleanup);

describe('ListView with tree rows (区域管理)', () => {
  it('shows the top level with expand icons only where there are children, and loads children on expand', async () => {
    const services = setup();
    await screen.findByText('浙江省');
    expect(listCalls(services)[0].params).not.toHaveProperty('parentId');
    expandRow('浙江省');
    await screen.findByText('杭州市');
    expect(listCalls(services)[1].params).toMatchObject({ parentId: '1', pageNo: 1, pageSize: 500 });
    expect(screen.getByText('宁波市').closest('tr')!.querySelector('.ant-table-row-expand-icon-spaced')).not.toBeNull();
    expandRow('杭州市');
    await screen.findByText('西湖区');
    // A level loads once: collapsing and expanding again asks nothing more.
    expandRow('浙江省');
    expandRow('浙江省');
    expect(listCalls(services)).toHaveLength(3);
  });

  it('a reload keeps the expanded rows open (their children are loaded again)', async () => {
    const services = setup();
    await screen.findByText('浙江省');
    expandRow('浙江省');
    await screen.findByText('杭州市');
    fireEvent.click(screen.getByLabelText('reload'));
    await waitFor(() => expect(listCalls(services).length).toBeGreaterThanOrEqual(4));
    expect(listCalls(services).at(-1)!.params).toMatchObject({ parentId: '1' });
    expect(await screen.findByText('杭州市')).toBeTruthy();
  });

  it('a failed expansion says so and leaves the row closed', async () => {
    const services = setup(true);
    await screen.findByText('浙江省');
    expandRow('浙江省');
    await waitFor(() => expect(services.messages).toContainEqual({ type: 'error', text: '下级加载失败：网络错误' }));
    expect(screen.queryByText('杭州市')).toBeNull();
  });

  it('row actions: 新增下级 only above the street level', async () => {
    setup();
    await screen.findByText('浙江省');
    expect(screen.getAllByText('新增下级').length).toBe(2);
  });
});
