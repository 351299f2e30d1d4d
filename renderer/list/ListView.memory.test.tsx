// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListView as ListViewSpec } from '../../schemas/meta/generated/area';
import { ViewMemoryProvider } from '../core/viewMemory';
import { bulletinArea, bulletinRow, createFakeServices, ok, renderWithServices, type FakeServices } from '../testing/fakeServices';
import ListView from './ListView';

// Stand-ins for the forms, as in ListView.test.tsx (the real ones outlast the test timeout in jsdom).
vi.mock('../form/FormView', () => import('../testing/mockForm'));
vi.mock('../form/InputForm', () => import('../testing/mockForm'));

const area = bulletinArea();
const view = area.views.list as ListViewSpec;
const LIST = 'GET /publicity/v2/api/bulletinInfos';

function services() {
  return createFakeServices({
    routes: {
      [LIST]: ok({ results: [bulletinRow({ bulletinId: 1, title: '系统升级通知' })], totalRecord: 45 }),
      'GET /basic/v2/api/sysDicts/findByDicType': ok([{ dictValue: 1, dictName: '平台公告' }]),
    },
  });
}

function mount(memory: Map<string, unknown> | null, fake: FakeServices, container: 'page' | 'modal' = 'page') {
  const list = <ListView area={area} viewName="list" view={view} params={{}} pointer="/views/list" container={container} />;
  return renderWithServices(memory ? <ViewMemoryProvider value={memory}>{list}</ViewMemoryProvider> : list, fake);
}

const listCalls = (fake: FakeServices) => fake.calls.filter((c) => `${c.method} ${c.url}` === LIST);
const buttonNamed = (label: string) => (_content: string, element: Element | null) =>
  element?.tagName === 'BUTTON' && element.textContent?.replace(/\s/g, '') === label;

/** Searches 升级, goes to page 2 and sorts by 更新时间 ascending, then unmounts the list. */
async function searchPageAndSort(memory: Map<string, unknown> | null, container: 'page' | 'modal' = 'page') {
  const fake = services();
  const { unmount } = mount(memory, fake, container);
  await screen.findByText('系统升级通知');
  fireEvent.change(screen.getByLabelText('公告标题'), { target: { value: '升级' } });
  fireEvent.click(screen.getByText(buttonNamed('查询')));
  await waitFor(() => expect(listCalls(fake).at(-1)?.params).toMatchObject({ title: '升级', pageNo: 1 }));
  fireEvent.click(screen.getByTitle('2'));
  await waitFor(() => expect(listCalls(fake).at(-1)?.params).toMatchObject({ title: '升级', pageNo: 2 }));
  // The header of the sorted column (更新时间, descending by default): a click takes the sort off, a second sorts ascending.
  const header = () => document.querySelector('th.ant-table-column-has-sorters') as HTMLElement;
  fireEvent.click(header());
  await waitFor(() => expect(listCalls(fake).at(-1)?.params).not.toHaveProperty('orderType'));
  fireEvent.click(header());
  await waitFor(() => expect(listCalls(fake).at(-1)?.params).toMatchObject({ orderType: 'asc' }));
  const last = listCalls(fake).at(-1)?.params;
  unmount();
  return last;
}

describe('ListView with a page memory', () => {
  it('mounted again with the same memory, sends the same search, page and sort and shows the search value', async () => {
    const memory = new Map<string, unknown>();
    const last = await searchPageAndSort(memory);
    expect(last).toEqual({ title: '升级', pageNo: 2, pageSize: 10, orderBy: 'updateTime', orderType: 'asc' });

    const fake = services();
    mount(memory, fake);
    await screen.findByText('系统升级通知');
    expect(listCalls(fake)[0].params).toEqual(last);
    expect((screen.getByLabelText('公告标题') as HTMLInputElement).value).toBe('升级');
    expect(screen.getByTitle('2').className).toContain('ant-pagination-item-active');
  });

  it('with an empty memory, or in a modal, starts from the document’s defaults', async () => {
    const memory = new Map<string, unknown>();
    await searchPageAndSort(memory, 'modal');
    expect(memory.size).toBe(0);

    const fake = services();
    mount(new Map(), fake);
    await screen.findByText('系统升级通知');
    expect(listCalls(fake)[0].params).toEqual({ pageNo: 1, pageSize: 10, orderBy: 'updateTime', orderType: 'desc' });
    expect((screen.getByLabelText('公告标题') as HTMLInputElement).value).toBe('');
  });
});
