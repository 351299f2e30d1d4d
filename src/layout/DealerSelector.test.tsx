// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { appStore } from '../stores/appStore';
import { dealerStore, hideDealerSelector, selectDealer } from '../stores/dealerStore';
import { openTab, tabsStore } from '../stores/tabsStore';
import { envelope, installHttpDoubles, type FetchCall } from '../testing/httpDoubles';
import { renderInShell } from '../testing/renderInShell';
import { setSession } from '../testing/topBarSession';
import { DealerSelector } from './DealerSelector';

const DEALERS = [
  { dealerId: 'D2002', dealerName: '宁波海曙智慧停车有限公司' },
  { dealerId: 'D2003', dealerName: '温州鹿城城市停车管理有限公司' },
];

let http: ReturnType<typeof installHttpDoubles>;
const queryOf = (call: FetchCall) => Object.fromEntries(new URL(call.url, 'http://console').searchParams);

/** The scripted platform: dealers, and pay types whose names say which dealer they were asked for. */
function serve(dealers: () => Response) {
  const payTypes = (call: FetchCall) => {
    const { dealerId = '无' } = queryOf(call);
    return call.url.includes('rechargePayTypes')
      ? envelope('200', [{ payType: 2, payTypeName: `充值-${dealerId}` }])
      : envelope('200', [{ payType: 1, payTypeName: `支付-${dealerId}` }]);
  };
  http.serve({
    '/api/dealer/v2/api/dealerInfos/chosen': dealers,
    '/api/dealer/v2/api/payTypes': payTypes,
    '/api/dealer/v2/api/rechargePayTypes': payTypes,
    '/api/dealer/v2/api/dealerInfos/D2002': () =>
      envelope('200', { dealerId: 'D2002', dealerName: DEALERS[0].dealerName, platName: '海曙智慧停车服务平台' }),
  });
}

/** The query of every GET of `url`, in order. */
const calls = (url: string) => http.calls.filter((c) => c.url.split('?')[0] === `/api${url}`).map(queryOf);

/** Lets the scripted answers travel through the HTTP client (a few promise turns). */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });

beforeEach(() => {
  setSession({ platformType: 2 });
  dealerStore.reset();
  http = installHttpDoubles();
  serve(() => envelope('200', DEALERS));
});

async function renderSelector() {
  const view = renderInShell(<DealerSelector />);
  await settle();
  return view;
}

async function choose(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '选择经销商' }));
  fireEvent.click(await screen.findByTitle(name));
  await settle();
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

  it('choosing a dealer reloads every open page and sends the dealer as DealerId with the calls after it', async () => {
    openTab({ path: '/stopFee/parkOrder/list', fullPath: '/stopFee/parkOrder/list', query: {}, name: 'a', title: '停车订单', meta: {} });
    const before = { ...tabsStore.get().refreshKeys };
    await renderSelector();
    await choose('温州鹿城城市停车管理有限公司');
    const after = tabsStore.get().refreshKeys;
    for (const { path } of tabsStore.get().visited) expect(after[path], path).toBe((before[path] ?? 0) + 1);
    const payTypes = http.calls.filter((c) => c.url.startsWith('/api/dealer/v2/api/payTypes')).at(-1)!;
    expect(payTypes.headers.DealerId).toBe('D2003');
    act(() => selectDealer(undefined));
    expect(tabsStore.get().refreshKeys['/stopFee/parkOrder/list']).toBe((before['/stopFee/parkOrder/list'] ?? 0) + 2);
  });

  it('clearing the dealer elsewhere (sidebar click) empties the selector and reloads the pay types', async () => {
    const { container } = await renderSelector();
    await choose('宁波海曙智慧停车有限公司');
    expect(container.querySelector('.ant-select-selection-item')?.textContent).toBe('宁波海曙智慧停车有限公司');
    await act(async () => {
      appStore.set({ dealerValue: undefined });
    });
    await settle();
    expect(dealerStore.get().dealerValue).toBeUndefined();
    expect(dealerStore.get().payTypes).toEqual([{ payType: 1, payTypeName: '支付-无' }]);
    expect(container.querySelector('.ant-select-selection-item')).toBeNull();
  });

  it.each([
    ['a refused call', () => envelope('0x1', null, '网关超时')],
    ['a non-list answer', () => envelope('200', { list: DEALERS })],
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
    const payTypes = async (call: FetchCall) => {
      const { dealerId } = queryOf(call);
      if (dealerId === 'D2002') await slow;
      return envelope('200', [{ payType: 1, payTypeName: `${call.url.includes('rechargePayTypes') ? '充值' : '支付'}-${dealerId}` }]);
    };
    http.serve({ '/api/dealer/v2/api/payTypes': payTypes, '/api/dealer/v2/api/rechargePayTypes': payTypes });
    act(() => selectDealer('D2002'));
    await act(async () => selectDealer('D2003'));
    await settle();
    await act(async () => release());
    await settle();
    expect(calls('/dealer/v2/api/payTypes').slice(-2)).toEqual([{ dealerId: 'D2002' }, { dealerId: 'D2003' }]);
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
    expect(calls('/dealer/v2/api/payTypes')).toEqual([{}]);
    act(() => selectDealer('D2002'));
    expect(calls('/dealer/v2/api/payTypes')).toHaveLength(1);
  });
});
