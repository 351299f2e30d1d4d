// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { View } from '../../schemas/meta/generated/area';
import { bulletinArea, bulletinRow, createFakeServices, ok, renderWithServices } from '../testing/fakeServices';
import { bulletinDictionaryRoutes } from '../testing/formInteractions';
import { listAreas, loadArea } from './loadArea';
import { queryParams, resolveSchemaView } from './resolveSchemaView';
import { SchemaView } from './SchemaView';
import { ViewMount } from './ViewMount';

const failures = { remaining: 0 };

/** A registered view component that throws while `failures.remaining` lasts. */
function BrokenList() {
  if (failures.remaining > 0) {
    failures.remaining -= 1;
    throw new Error('列配置有误');
  }
  return <p>列表已渲染</p>;
}

const area = bulletinArea();
/** sysBulletin with its list view drawn by the registered BrokenList. */
const brokenListArea = { ...area, views: { ...area.views, list: { kind: 'component', component: 'BrokenList' } as unknown as View } };
const withBrokenList = () => ({ ...createFakeServices(), components: { BrokenList: { view: BrokenList } } });
const buttonNamed = (label: string) => (_c: string, el: Element | null) =>
  el?.tagName === 'BUTTON' && el.textContent?.replace(/\s/g, '') === label;

afterEach(() => {
  failures.remaining = 0;
  vi.restoreAllMocks();
});

describe('ViewMount', () => {
  it('an unknown view kind shows its name and JSON pointer', () => {
    const grid = { ...area, views: { ...area.views, list: { kind: 'grid' } as unknown as View } };
    renderWithServices(<ViewMount area={grid} viewName="list" params={{}} container="page" />, createFakeServices());
    expect(screen.getByText('未知的视图类型 "grid"（/views/list/kind）')).toBeTruthy();
  });

  it('the error boundary contains a throwing view and 重试 renders it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const swallow = (event: ErrorEvent) => event.preventDefault(); // jsdom reports errors React recovers from
    window.addEventListener('error', swallow);
    failures.remaining = Number.POSITIVE_INFINITY;
    renderWithServices(
      <div>
        <p>页面其他部分</p>
        <ViewMount area={brokenListArea} viewName="list" params={{}} container="page" />
      </div>,
      withBrokenList(),
    );
    expect(await screen.findByText('视图渲染失败')).toBeTruthy();
    expect(screen.getByText('列配置有误')).toBeTruthy();
    expect(screen.getByText('区域 sysBulletin，视图 list（/views/list）')).toBeTruthy();
    expect(screen.getByText('页面其他部分')).toBeTruthy();
    failures.remaining = 0; // the document is fixed
    fireEvent.click(screen.getByText(buttonNamed('重试')));
    expect(await screen.findByText('列表已渲染', {}, { timeout: 5000 })).toBeTruthy();
    window.removeEventListener('error', swallow);
  });

  it('a view whose permission the user lacks shows 无权访问该页面', () => {
    renderWithServices(<ViewMount area={area} viewName="list" params={{}} container="page" />, createFakeServices({ permissions: [] }));
    expect(screen.getByText('无权访问该页面')).toBeTruthy();
  });

  it('a missing required parameter shows an error instead of calling the server', () => {
    const services = createFakeServices();
    renderWithServices(<ViewMount area={area} viewName="detail" params={{}} container="page" />, services);
    expect(screen.getByText('缺少必需的参数 "id"（公告编号）')).toBeTruthy();
    expect(services.calls).toEqual([]);
  });
});

describe('SchemaView', () => {
  it('loads the area, then mounts the view', async () => {
    const services = createFakeServices({
      routes: {
        ...bulletinDictionaryRoutes(),
        'GET /publicity/v2/api/bulletinInfos': ok({ results: [bulletinRow()], totalRecord: 1 }),
      },
    });
    renderWithServices(<SchemaView area="sysBulletin" view="list" />, services);
    expect(screen.getByText('加载中…')).toBeTruthy();
    expect((await screen.findAllByText('更新时间', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    await waitFor(() => expect(services.calls.some((c) => c.url === '/publicity/v2/api/bulletinInfos')).toBe(true));
  });

  it('names a view missing from the area', async () => {
    renderWithServices(<SchemaView area="sysBulletin" view="grid" />, createFakeServices());
    expect(await screen.findByText('视图 "grid" 不存在于区域 "sysBulletin"')).toBeTruthy();
  });

  it('shows why an area failed to load', async () => {
    renderWithServices(<SchemaView area="nowhere" view="list" />, createFakeServices());
    expect(await screen.findByText('区域 "nowhere" 不存在（没有 schemas/nowhere.json）')).toBeTruthy();
  });

  it('passes its parameters to the view', async () => {
    const services = createFakeServices({
      routes: { 'GET /publicity/v2/api/bulletinInfos/8': ok({ bulletinId: 8, title: '参数传到了' }) },
    });
    renderWithServices(<SchemaView area="sysBulletin" view="detail" params={{ id: '8' }} />, services);
    expect(await screen.findByText('参数传到了', {}, { timeout: 5000 })).toBeTruthy();
  });
});

describe('loadArea / listAreas / resolveSchemaView', () => {
  it('lists the area documents and resolves them with the field library', async () => {
    expect(listAreas()).toContain('sysBulletin');
    const loaded = await loadArea('sysBulletin');
    expect(loaded.endpoints.parkChosen).toBeDefined();
    expect(loaded.views.list.kind === 'list' && loaded.views.list.columns[5].title).toBe('更新时间');
    expect(await loadArea('sysBulletin')).toBe(loaded);
  });

  it('resolves "<area>/<view>" only for existing area documents, to one stable component', () => {
    expect(resolveSchemaView('nowhere/list')).toBeNull();
    expect(resolveSchemaView('sysBulletin')).toBeNull();
    expect(resolveSchemaView('sysBulletin/list/extra')).toBeNull();
    const page = resolveSchemaView('sysBulletin/detail');
    expect(page).not.toBeNull();
    expect(resolveSchemaView('sysBulletin/detail')).toBe(page);
  });

  it('a resolved page reads its parameters from the URL query at mount', async () => {
    window.history.pushState({}, '', '/sysBulletin/detail?id=8');
    const services = createFakeServices({
      routes: { 'GET /publicity/v2/api/bulletinInfos/8': ok({ bulletinId: 8, title: '从地址栏读到' }) },
    });
    const Page = resolveSchemaView('sysBulletin/detail')!;
    renderWithServices(<Page />, services);
    expect(await screen.findByText('从地址栏读到', {}, { timeout: 5000 })).toBeTruthy();
    expect(queryParams('?id=3&tab=a')).toEqual({ id: '3', tab: 'a' });
  });
});
