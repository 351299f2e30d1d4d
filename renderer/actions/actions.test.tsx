// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeServices, ok, renderWithServices } from '../testing/fakeServices';
import type { ResolvedArea } from '../core/viewProps';
import type { EndpointCall } from '../core/services';
import { ActionButton } from './ActionButton';
import { importFileProblem } from './importFile';
import { useActionRunner } from './useActionRunner';

const area: ResolvedArea = {
  area: 'specificCar',
  title: '特殊车辆',
  entities: { specificCar: { rowKey: 'blackListId' } },
  endpoints: {
    export: { method: 'GET', path: '/special/v2/api/blackLists/export', result: { url: 'data' } },
    import: { method: 'POST', path: '/special/v2/api/blackLists/import' },
    sheetImport: { method: 'POST', path: '/special/v2/api/whiteLists/import', operation: 'import', create: 'whiteCreate' },
    detail: { method: 'GET', path: '/special/v2/api/blackLists/{id}', pathParams: { id: { param: 'id' } } },
    touch: { method: 'POST', path: '/special/v2/api/touch', body: { id: { field: 'blackListId' } } },
    liveTicket: { method: 'POST', path: '/device/v2/api/pcameras/{id}/liveTicket', pathParams: { id: { field: 'blackListId' } } },
  },
  views: {
    detail: {
      kind: 'detail',
      title: '黑名单详情',
      mode: 'drawer',
      params: { id: { required: true } },
      endpoint: 'detail',
      sections: [{ items: [{ dataIndex: 'plateNo', title: '车牌号', valueType: 'text' }] }],
    },
  },
  actions: {
    export: { kind: 'export', label: '导出', endpoint: 'export', permission: 'SPCR11020005' },
    exportAll: { kind: 'export', label: '全部导出', endpoint: 'export', withSearch: false, successMessage: '已开始导出!' },
    import: { kind: 'import', label: '导入', endpoint: 'import', accept: '.xlsx,.xls', maxSizeMb: 1, templateUrl: '/templates/black.xlsx' },
    sheetImport: { kind: 'import', label: '批量导入', endpoint: 'sheetImport', accept: '.csv,.xlsx' },
    show: { kind: 'open', label: '详情', view: 'detail', params: { id: { field: 'blackListId' } } },
    goOrders: {
      kind: 'link',
      label: '订单',
      to: '/stopFee/parkOrder/list',
      query: { plateNo: { field: 'plateNo' }, none: { field: 'missing' } },
    },
    newTab: { kind: 'link', label: '新窗口', to: '/help?x=1', query: { id: { field: 'blackListId' } }, newTab: true },
    live: { kind: 'link', label: '实时视频', to: '/video', query: { from: { const: 'console' } }, ticket: 'liveTicket', newTab: true },
    touch: { kind: 'request', label: '标记', endpoint: 'touch', refresh: 'none' },
    broken: { kind: 'open', label: '坏的', view: 'nothing' },
  },
};

const record = { blackListId: 7, plateNo: '浙A12345' };
const buttonNamed = (label: string) => (_c: string, el: Element | null) =>
  el?.tagName === 'BUTTON' && el.textContent?.replace(/\s/g, '') === label;

/** How many times the view holding the buttons has been drawn. */
let harnessRenders = 0;

function Harness({ names, search }: { names: string[]; search?: Record<string, unknown> }) {
  harnessRenders += 1;
  const runner = useActionRunner({ area, params: {}, search: () => search ?? {} });
  return (
    <>
      {names.map((name) => (
        <ActionButton key={name} name={name} runner={runner} placement="toolbar" target={{ record, rows: [record] }} />
      ))}
      {runner.holder}
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('export', () => {
  it('sends the current search, downloads the returned address and says 导出成功!', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const services = createFakeServices({
      routes: { 'GET /special/v2/api/blackLists/export': ok('https://files.example/black%20list.xlsx') },
    });
    renderWithServices(<Harness names={['export']} search={{ plateNo: '浙A', orderBy: 'createTime', orderType: 'desc' }} />, services);
    fireEvent.click(screen.getByText(buttonNamed('导出')));
    await waitFor(() => expect(services.messages).toEqual([{ type: 'success', text: '导出成功!' }]));
    expect(services.calls[0].params).toEqual({ plateNo: '浙A', orderBy: 'createTime', orderType: 'desc' });
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.href).toBe('https://files.example/black%20list.xlsx');
    expect(link.download).toBe('black list.xlsx');
  });

  it('withSearch false sends no search; a failure shows its message', async () => {
    const services = createFakeServices({
      routes: {
        'GET /special/v2/api/blackLists/export': () => {
          throw new Error('导出数据量过大');
        },
      },
    });
    renderWithServices(<Harness names={['exportAll']} search={{ plateNo: '浙A' }} />, services);
    fireEvent.click(screen.getByText(buttonNamed('全部导出')));
    await waitFor(() => expect(services.messages).toEqual([{ type: 'error', text: '导出数据量过大' }]));
    expect(services.calls[0].params).toBeUndefined();
  });

  it('is hidden without its permission code', () => {
    renderWithServices(<Harness names={['export', 'exportAll']} />, createFakeServices({ permissions: [] }));
    expect(screen.queryByText(buttonNamed('导出'))).toBeNull();
    expect(screen.getByText(buttonNamed('全部导出'))).toBeTruthy();
  });
});

describe('import', () => {
  /** The import button's file input, once its picker's code has loaded (on first use). */
  const fileInput = (container: HTMLElement) =>
    waitFor(() => {
      const input = container.querySelector('input[type="file"]');
      expect(input).not.toBeNull();
      return input as HTMLInputElement;
    });

  it.each([
    [{ name: 'a.xlsx', size: 10 }, '.xlsx,.xls', 10, undefined],
    [{ name: 'A.XLS', size: 10 }, '.xlsx,.xls', undefined, undefined],
    [{ name: 'a.csv', size: 10 }, '.xlsx,.xls', undefined, '只能上传 .xlsx、.xls 格式的文件'],
    [{ name: 'a.png', size: 10, type: 'image/png' }, 'image/*', undefined, undefined],
    [{ name: 'a.xlsx', size: 3 * 1024 * 1024 }, '.xlsx', 2, '上传文件大小不能超过2M'],
  ])('%j accept %s max %s → %s', (file, accept, max, expected) => {
    expect(importFileProblem(file, accept, max)).toBe(expected);
  });

  it('uploads the file, calls the endpoint with its address and says 导入成功!', async () => {
    const services = createFakeServices({ routes: { 'POST /special/v2/api/blackLists/import': ok(null) } });
    const { container } = renderWithServices(<Harness names={['import']} />, services);
    const input = await fileInput(container);
    expect(screen.getByText('下载模板').closest('a')?.getAttribute('href')).toBe('/templates/black.xlsx');
    expect(input.accept).toBe('.xlsx,.xls');
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'list.xlsx')] } });
    });
    await waitFor(() => expect(services.messages).toEqual([{ type: 'success', text: '导入成功!' }]));
    expect(services.calls).toEqual([
      { method: 'POST', url: '/special/v2/api/blackLists/import', data: { file: 'https://files.example/list.xlsx' } },
    ]);
  });

  it('refuses a file of another type with a Chinese message', async () => {
    const services = createFakeServices();
    const { container } = renderWithServices(<Harness names={['import']} />, services);
    const input = await fileInput(container);
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'list.csv')] } });
    });
    await waitFor(() => expect(services.messages).toEqual([{ type: 'error', text: '只能上传 .xlsx、.xls 格式的文件' }]));
    expect(services.upload).not.toHaveBeenCalled();
  });
});

describe('import with a check (operation import)', () => {
  const IMPORT = 'POST /special/v2/api/whiteLists/import';
  const REFUSED = { rowNo: 3, reason: '车牌 浙A12345 在 西湖文化广场停车场 已在白名单中' };
  const report = (mode: string, failures: (typeof REFUSED)[]) =>
    ok({ total: 3, validCount: 3 - failures.length, imported: mode === 'check' ? 0 : 3 - failures.length, failures });

  async function pick(services: ReturnType<typeof createFakeServices>, container: HTMLElement) {
    const input = await waitFor(() => container.querySelector('input[type="file"]') as HTMLInputElement);
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], '白名单.csv')] } });
    });
    return services;
  }
  const modes = (services: ReturnType<typeof createFakeServices>) => services.calls.map((c) => (c.data as { mode?: string }).mode);

  it('shows the refused rows, imports the good ones on 仅导入正确的 2 行', async () => {
    const services = createFakeServices({
      routes: { [IMPORT]: (call: EndpointCall) => report((call.data as { mode: string }).mode, [REFUSED]) },
    });
    const { container } = renderWithServices(<Harness names={['sheetImport']} />, services);
    await pick(services, container);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('批量导入：导入校验结果');
    expect(dialog.textContent).toContain('共 3 行，其中 2 行正确，1 行有误');
    expect(dialog.textContent).toContain('第 3 行');
    expect(dialog.textContent).toContain(REFUSED.reason);
    fireEvent.click(screen.getByText(buttonNamed('仅导入正确的2行')));
    await waitFor(() => expect(services.messages).toEqual([{ type: 'success', text: '已导入 2 条，1 行有误未导入' }]));
    expect(modes(services)).toEqual(['check', 'valid']);
    expect(services.calls[0].data).toEqual({ file: 'https://files.example/白名单.csv', mode: 'check' });
  });

  it('全部不导入 imports nothing and says so', async () => {
    const services = createFakeServices({
      routes: { [IMPORT]: (call: EndpointCall) => report((call.data as { mode: string }).mode, [REFUSED]) },
    });
    const { container } = renderWithServices(<Harness names={['sheetImport']} />, services);
    await pick(services, container);
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByText(buttonNamed('全部不导入')));
    await waitFor(() => expect(services.messages).toEqual([{ type: 'info', text: '未导入任何数据' }]));
    expect(modes(services)).toEqual(['check']);
  });

  it('a sheet without refused rows is imported at once', async () => {
    const services = createFakeServices({ routes: { [IMPORT]: (call: EndpointCall) => report((call.data as { mode: string }).mode, []) } });
    const { container } = renderWithServices(<Harness names={['sheetImport']} />, services);
    await pick(services, container);
    await waitFor(() => expect(services.messages).toEqual([{ type: 'success', text: '导入成功，共 3 条' }]));
    expect(modes(services)).toEqual(['check', 'all']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('下载模板 asks the endpoint for the header and saves it as CSV', async () => {
    const made: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return 'blob:template';
    });
    try {
      const services = createFakeServices({ routes: { [IMPORT]: ok({ header: ['*车牌号', '*车场', '备注'] }) } });
      renderWithServices(<Harness names={['sheetImport']} />, services);
      fireEvent.click(await screen.findByText(buttonNamed('下载模板')));
      await waitFor(() => expect(made).toHaveLength(1));
      // UTF-8 with its BOM first, so that Excel reads the Chinese titles.
      expect([...new Uint8Array(await made[0].arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(await made[0].text()).toBe('*车牌号,*车场,备注\r\n');
      expect(services.calls[0].data).toEqual({ mode: 'template' });
    } finally {
      create.mockRestore();
    }
  });
});

describe('link, open and request', () => {
  it('link navigates with its query from value sources, or opens a new tab', () => {
    const services = createFakeServices();
    renderWithServices(<Harness names={['goOrders', 'newTab']} />, services);
    fireEvent.click(screen.getByText(buttonNamed('订单')));
    expect(services.navigate).toHaveBeenLastCalledWith('/stopFee/parkOrder/list?plateNo=%E6%B5%99A12345', undefined);
    fireEvent.click(screen.getByText(buttonNamed('新窗口')));
    expect(services.navigate).toHaveBeenLastCalledWith('/help?x=1&id=7', { newTab: true });
  });

  it('link with a ticket asks the ticket endpoint with the record first and opens the page with data.ticket', async () => {
    const services = createFakeServices({
      routes: { 'POST /device/v2/api/pcameras/7/liveTicket': ok({ ticket: 'eyJk.c2ln', expireTime: 1 }) },
    });
    renderWithServices(<Harness names={['live']} />, services);
    fireEvent.click(screen.getByText(buttonNamed('实时视频')));
    await waitFor(() => expect(services.navigate).toHaveBeenCalledWith('/video?from=console&ticket=eyJk.c2ln', { newTab: true }));
    expect(services.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /device/v2/api/pcameras/7/liveTicket']);
  });

  it('link with a ticket opens nothing and shows the message when the ticket is refused or missing', async () => {
    const refused = createFakeServices({
      routes: {
        'POST /device/v2/api/pcameras/7/liveTicket': () => {
          throw new Error('无权访问该接口');
        },
      },
    });
    renderWithServices(<Harness names={['live']} />, refused);
    fireEvent.click(screen.getByText(buttonNamed('实时视频')));
    await waitFor(() => expect(refused.messages).toEqual([{ type: 'error', text: '无权访问该接口' }]));
    expect(refused.navigate).not.toHaveBeenCalled();
  });

  it('link with a ticket refuses an answer without one', async () => {
    const empty = createFakeServices({ routes: { 'POST /device/v2/api/pcameras/7/liveTicket': ok({}) } });
    renderWithServices(<Harness names={['live']} />, empty);
    fireEvent.click(screen.getByText(buttonNamed('实时视频')));
    await waitFor(() => expect(empty.messages).toEqual([{ type: 'error', text: '未取得访问凭证，请稍后重试' }]));
    expect(empty.navigate).not.toHaveBeenCalled();
  });

  it('open in a drawer mounts the view with the passed parameters', async () => {
    const services = createFakeServices({ routes: { 'GET /special/v2/api/blackLists/7': ok({ plateNo: '浙A12345' }) } });
    renderWithServices(<Harness names={['show']} />, services);
    fireEvent.click(screen.getByText(buttonNamed('详情')));
    expect(await screen.findByText('黑名单详情', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('浙A12345', {}, { timeout: 5000 })).toBeTruthy();
    expect(document.querySelector('.ant-drawer')).not.toBeNull();
  });

  it('opening and closing a view draws only the dialog, never the view its button sits in (a list stays as it is)', async () => {
    const services = createFakeServices({ routes: { 'GET /special/v2/api/blackLists/7': ok({ plateNo: '浙A12345' }) } });
    renderWithServices(<Harness names={['show']} />, services);
    const before = harnessRenders;
    fireEvent.click(screen.getByText(buttonNamed('详情')));
    expect(await screen.findByText('浙A12345', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(document.querySelector('.ant-drawer-close')!);
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
    expect(harnessRenders).toBe(before);
  });

  it('request without confirm calls at once and says 操作成功!', async () => {
    const services = createFakeServices({ routes: { 'POST /special/v2/api/touch': ok(null) } });
    renderWithServices(<Harness names={['touch']} />, services);
    fireEvent.click(screen.getByText(buttonNamed('标记')));
    await waitFor(() => expect(services.messages).toEqual([{ type: 'success', text: '操作成功!' }]));
    expect(services.calls[0].data).toEqual({ id: 7 });
  });

  it('a broken reference shows its message instead of throwing', async () => {
    const services = createFakeServices();
    renderWithServices(<Harness names={['broken']} />, services);
    fireEvent.click(screen.getByText(buttonNamed('坏的')));
    await waitFor(() => expect(services.messages).toEqual([{ type: 'error', text: '视图 "nothing" 不存在于区域 "specificCar"' }]));
  });
});
