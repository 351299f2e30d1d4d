// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SWRConfig, useSWRConfig, type Cache, type SWRConfiguration } from 'swr';
import { bulletinArea, createFakeServices, ok, testDataLayer } from '../testing/fakeServices';
import { loadDictionary, toDictionaryItems, useDictionaries, useDictionary } from './dictionaries';
import { RendererProvider } from './RendererProvider';
import type { RendererServices } from './services';
import type { ResolvedArea } from './viewProps';

const area = bulletinArea();
/** The data layer of one test: every hook rendered in the test shares it, as the views of one session do. */
let layer: SWRConfiguration = testDataLayer();
beforeEach(() => {
  const cache: Cache = new Map();
  layer = { ...testDataLayer(), provider: () => cache };
});
const wrapper = (services: RendererServices) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <SWRConfig value={layer}>
        <RendererProvider services={services}>{children}</RendererProvider>
      </SWRConfig>
    );
  };

const categories = ok([
  { dictValue: 1, dictName: '平台公告' },
  { dictValue: 2, dictName: '运营商公告' },
]);

describe('useDictionary', () => {
  it('static items come at once, without a call', () => {
    const services = createFakeServices();
    const { result } = renderHook(() => useDictionary(area, 'bulletinStatus'), { wrapper: wrapper(services) });
    expect(result.current.loading).toBe(false);
    expect(result.current.items.map((i) => i.label)).toEqual(['草稿', '待审核', '已驳回', '已发布', '已下线']);
    expect(services.calls).toEqual([]);
  });

  it('library dictionaries are usable by name from every area', () => {
    const services = createFakeServices();
    const { result } = renderHook(() => useDictionary(area, 'yesNo'), { wrapper: wrapper(services) });
    expect(result.current.items.map((i) => i.label)).toEqual(['是', '否']);
  });

  it('a loaded dictionary maps labelKey/valueKey, loads once and is shared by later users', async () => {
    const services = createFakeServices({ routes: { 'GET /basic/v2/api/sysDicts/findByDicType': categories } });
    const first = renderHook(() => useDictionary(area, 'bulletinCategory'), { wrapper: wrapper(services) });
    const second = renderHook(() => useDictionary(area, 'bulletinCategory'), { wrapper: wrapper(services) });
    expect(first.result.current.loading).toBe(true);
    await waitFor(() => expect(first.result.current.loading).toBe(false));
    await waitFor(() => expect(second.result.current.loading).toBe(false));
    expect(first.result.current.items).toEqual([
      { value: 1, label: '平台公告' },
      { value: 2, label: '运营商公告' },
    ]);
    expect(second.result.current.items).toEqual(first.result.current.items);
    const third = renderHook(() => useDictionary(area, 'bulletinCategory'), { wrapper: wrapper(services) });
    expect(third.result.current).toEqual({ items: first.result.current.items, loading: false });
    expect(services.calls).toEqual([
      { method: 'GET', url: '/basic/v2/api/sysDicts/findByDicType', params: { dicType: 'bulletinCategory' } },
    ]);
  });

  it('reloads when a field its query depends on changes (province → city), each value once', async () => {
    const services = createFakeServices({
      routes: {
        'GET /dealer/v2/api/level2AddrInfos': (call: { params?: Record<string, unknown> }) =>
          ok(
            call.params?.parentCode === '330000'
              ? [{ addrCode: '330100', addrName: '杭州市' }]
              : [{ addrCode: '320100', addrName: '南京市' }],
          ),
      },
    });
    const { result, rerender } = renderHook(({ province }) => useDictionary(area, 'city', { form: { provinceCode: province } }), {
      wrapper: wrapper(services),
      initialProps: { province: '330000' },
    });
    await waitFor(() => expect(result.current.items.map((i) => i.label)).toEqual(['杭州市']));
    rerender({ province: '320000' });
    await waitFor(() => expect(result.current.items.map((i) => i.label)).toEqual(['南京市']));
    rerender({ province: '330000' });
    expect(result.current.items.map((i) => i.label)).toEqual(['杭州市']);
    expect(services.calls.map((c) => c.params)).toEqual([{ parentCode: '330000' }, { parentCode: '320000' }]);
  });

  it('a failure is reported and not cached', async () => {
    const services = createFakeServices();
    const { result } = renderHook(() => useDictionary(area, 'bulletinCategory'), { wrapper: wrapper(services) });
    await waitFor(() => expect(result.current.error).toBe('未配置的接口 GET /basic/v2/api/sysDicts/findByDicType'));
    services.routes['GET /basic/v2/api/sysDicts/findByDicType'] = categories;
    const data = renderHook(() => useSWRConfig(), { wrapper: wrapper(services) }).result.current;
    await expect(loadDictionary(services, area, 'bulletinCategory', {}, data)).resolves.toHaveLength(2);
  });

  it('cache "none" loads again at each use', async () => {
    const noCache: ResolvedArea = {
      ...area,
      dictionaries: { ...area.dictionaries, bulletinCategory: { ...area.dictionaries!.bulletinCategory, cache: 'none' } },
    };
    const services = createFakeServices({ routes: { 'GET /basic/v2/api/sysDicts/findByDicType': categories } });
    const first = renderHook(() => useDictionary(noCache, 'bulletinCategory'), { wrapper: wrapper(services) });
    await waitFor(() => expect(first.result.current.items).toHaveLength(2));
    const second = renderHook(() => useDictionary(noCache, 'bulletinCategory'), { wrapper: wrapper(services) });
    // The second use may show the items it already has while its own load runs: the load is what is asserted.
    await waitFor(() => expect(services.calls).toHaveLength(2));
    expect(second.result.current.items).toHaveLength(2);
  });

  it('an unknown name is an error, no name is nothing', () => {
    const services = createFakeServices();
    const { result } = renderHook(() => useDictionaries(area, ['nope', undefined]), { wrapper: wrapper(services) });
    expect(result.current).toEqual({ nope: { items: [], loading: false, error: '未知的字典 "nope"' } });
    expect(renderHook(() => useDictionary(area, undefined), { wrapper: wrapper(services) }).result.current).toEqual({
      items: [],
      loading: false,
    });
  });
});

describe('toDictionaryItems', () => {
  it('maps statusKey and childrenKey into a tree', () => {
    const items = toDictionaryItems(
      [{ code: 1, name: '浙江', state: 'success', subs: [{ code: 11, name: '杭州' }] }],
      { endpoint: 'x', valueKey: 'code', labelKey: 'name', statusKey: 'state', childrenKey: 'subs' },
      'region',
    );
    expect(items).toEqual([{ value: 1, label: '浙江', status: 'success', children: [{ value: 11, label: '杭州' }] }]);
  });
  it.each<[string, Record<string, unknown>, string]>([
    [
      'name and the sum of the period prices',
      { id: 7, ruleName: '夜间月卡', periods: [{ monthPrice: 30000 }, { monthPrice: 20000 }] },
      '夜间月卡 · ¥500/月',
    ],
    ['labelKey when the computed label is empty', { id: 8, ruleName: '未设时段', periods: [] }, '未设时段'],
  ])('computes a label from the record (label): %s', (_name, record, label) => {
    const price = {
      op: 'div',
      args: [{ op: 'sumEach', list: { field: 'periods' }, each: { field: 'monthPrice' } }, { const: 100 }],
    } as const;
    const dict = {
      endpoint: 'x',
      valueKey: 'id',
      labelKey: 'ruleName',
      label: { op: 'concat', args: [{ field: 'ruleName' }, { const: ' · ¥' }, price, { const: '/月' }] },
    } as const;
    expect(toDictionaryItems([record], dict as unknown as Parameters<typeof toDictionaryItems>[1], 'rule')).toEqual([
      { value: record.id, label },
    ]);
  });
  it('refuses a body that is not a list', () => {
    expect(() => toDictionaryItems({}, { endpoint: 'x' }, 'region')).toThrow('字典 "region" 的接口没有返回列表');
  });
});
