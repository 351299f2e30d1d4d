// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const io = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../api/http', async (importOriginal) => ({ ...(await importOriginal<typeof import('../api/http')>()), get: io.get }));

const { appStore } = await import('../stores/appStore');
const { dealerStore, hideDealerSelector, selectDealer } = await import('../stores/dealerStore');
const { DealerSelector } = await import('./DealerSelector');
const { renderInShell } = await import('../testing/renderInShell');
const { setSession } = await import('../testing/topBarSession');

const DEALERS = [
  { dealerId: 'D2002', dealerName: '宁波海曙智慧停车有限公司' },
  { dealerId: 'D2003', dealerName: '温州鹿城城市停车管理有限公司' },
];

/** The mocked platform: dealers, and pay types whose names say which dealer they were asked for. */
function serve(dealers: () => Promise<unknown>) {
  io.get.mockImplementation(async (url: string, params?: { dealerId?: string }) => {
    if (url === '/dealer/v2/api/dealerInfos/chosen') return dealers();
    if (url === '/dealer/v2/api/payTypes') return [{ payType: 1, payTypeName: `支付-${params?.dealerId ?? '无'}` }];
    if (url === '/dealer/v2/api/rechargePayTypes') return [{ payType: 2, payTypeName: `充值-${params?.dealerId ?? '无'}` }];
    if (url === '/dealer/v2/api/dealerInfos/D2002')
      return { dealerId: 'D2002', dealerName: DEALERS[0].dealerName, platName: '海曙智慧停车服务平台' };
    throw new Error(`unexpected ${url}`);
  });
}

const calls = (url: string) => io.get.mock.calls.filter((c) => c[0] === url).map((c) => c[1]);

beforeEach(() => {
  setSession({ platformType: 2 });
  dealerStore.reset();
  io.get.mockReset();
  serve(async () => DEALERS);
});

async function renderSelector() {
  const view = renderInShell(<DealerSelector />);
  await act(async () => undefined);
  return view;
}

async function choose(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '选择经销商' }));
  fireEvent.click(await screen.findByTitle(name));
  await act(async () => undefined);
}

describe('dealer selector (platformType 2)', () => {
  it('loads the chosen dealer’s platform (dealerInfos/{id} platName); a failing one falls back to the stored name', async () => {
    await renderSelector();
    await choose('宁波海曙智慧停车有限公司');
    await waitFor(() => expect(dealerStore.get().platInfo).toEqual({ platName: '海曙智慧停车服务平台' }));
    expect(screen.getAllByTitle('当前平台：海曙智慧停车服务平台').length).toBeGreaterThan(0);
    await choose('温州鹿城城市停车管理有限公司');
    await waitFor(() => expect(dealerStore.get().platInfo).toEqual({ platName: '测试停车平台' }));
  });

  it('lists dealerInfos/chosen and loads the pay types of no dealer yet', async () => {
    await renderSelector();
    expect(dealerStore.get().dealerList).toEqual(DEALERS);
    expect(dealerStore.get().platInfo).toEqual({ platName: '测试停车平台' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '选择经销商' }));
    expect(await screen.findByTitle('宁波海曙智慧停车有限公司')).toBeTruthy();
    expect(screen.getByTitle('温州鹿城城市停车管理有限公司')).toBeTruthy();
    expect(dealerStore.get().payTypes).toEqual([{ payType: 1, payTypeName: '支付-无' }]);
  });

  it('choosing a dealer sets appStore.dealerValue and loads payTypes and rechargePayTypes with its dealerId', async () => {
    await renderSelector();
    await choose('温州鹿城城市停车管理有限公司');
    expect(appStore.get().dealerValue).toBe('D2003');
    expect(dealerStore.get().dealerValue).toBe('D2003');
    expect(calls('/dealer/v2/api/payTypes').at(-1)).toEqual({ dealerId: 'D2003' });
    expect(calls('/dealer/v2/api/rechargePayTypes').at(-1)).toEqual({ dealerId: 'D2003' });
    expect(dealerStore.get()).toMatchObject({
      payTypes: [{ payType: 1, payTypeName: '支付-D2003' }],
      rePayTypes: [{ payType: 2, payTypeName: '充值-D2003' }],
    });
  });

  it('clearing the dealer elsewhere (sidebar click) empties the selector and reloads the pay types', async () => {
    const { container } = await renderSelector();
    await choose('宁波海曙智慧停车有限公司');
    expect(container.querySelector('.ant-select-selection-item')?.textContent).toBe('宁波海曙智慧停车有限公司');
    await act(async () => {
      appStore.set({ dealerValue: undefined });
    });
    expect(dealerStore.get().dealerValue).toBeUndefined();
    expect(dealerStore.get().payTypes).toEqual([{ payType: 1, payTypeName: '支付-无' }]);
    expect(container.querySelector('.ant-select-selection-item')).toBeNull();
  });

  it.each([
    ['a rejected call', () => Promise.reject(new Error('网关超时'))],
    ['a non-list answer', async () => ({ list: DEALERS })],
  ])('%s leaves an empty list', async (_name, dealers) => {
    dealerStore.set({ dealerList: DEALERS });
    serve(dealers);
    await renderSelector();
    expect(dealerStore.get().dealerList).toEqual([]);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '选择经销商' }));
    expect(await screen.findByText('暂无经销商')).toBeTruthy();
  });

  it('a later answer for an earlier dealer does not overwrite the pay types of the dealer chosen after it', async () => {
    await renderSelector();
    let release: () => void = () => undefined;
    const slow = new Promise<void>((r) => (release = r));
    io.get.mockImplementation(async (url: string, params?: { dealerId?: string }) => {
      if (params?.dealerId === 'D2002') await slow;
      return [{ payType: 1, payTypeName: `${url.endsWith('rechargePayTypes') ? '充值' : '支付'}-${params?.dealerId}` }];
    });
    act(() => selectDealer('D2002'));
    await act(async () => selectDealer('D2003'));
    await act(async () => release());
    expect(dealerStore.get().payTypes).toEqual([{ payType: 1, payTypeName: '支付-D2003' }]);
  });

  it('a page can hide it while it is shown', async () => {
    await renderSelector();
    let show: () => void = () => undefined;
    act(() => {
      show = hideDealerSelector();
    });
    expect(screen.queryByRole('combobox', { name: '选择经销商' })).toBeNull();
    act(() => show());
    act(() => show());
    await waitFor(() => expect(screen.getByRole('combobox', { name: '选择经销商' })).toBeTruthy());
    expect(dealerStore.get().hiddenBy).toBe(0);
  });

  it('on platformType 1 the pay types are asked for without dealerId', async () => {
    setSession({ platformType: 1 });
    await renderSelector();
    expect(calls('/dealer/v2/api/payTypes')).toEqual([{ dealerId: undefined }]);
    act(() => selectDealer('D2002'));
    expect(calls('/dealer/v2/api/payTypes')).toHaveLength(1);
  });
});
