// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListView as ListViewSpec } from '../../schemas/meta/generated/area';
import { bulletinArea, bulletinRow, createFakeServices, ok, renderWithServices, type FakeServices } from '../testing/fakeServices';
import ListView from '../list/ListView';
import { clearPrefetched } from './prefetched';
import { prefetchView, schemaViewName } from './prefetchView';

vi.mock('../form/FormView', () => import('../testing/mockForm'));
vi.mock('../form/InputForm', () => import('../testing/mockForm'));

const area = bulletinArea();
const view = area.views.list as ListViewSpec;
const LIST = 'GET /publicity/v2/api/bulletinInfos';
const CATEGORIES = 'GET /basic/v2/api/sysDicts/findByDicType';
const rows = [bulletinRow({ bulletinId: 1, title: '草稿公告', bulletinStatus: 0 }), bulletinRow({ bulletinId: 2, title: '已发布公告' })];

function services(list: unknown = ok({ results: rows, totalRecord: 2 })) {
  return createFakeServices({ routes: { [LIST]: list, [CATEGORIES]: ok([{ dictValue: 1, dictName: '平台公告' }]) } });
}
const callsOf = (s: FakeServices, route: string) => s.calls.filter((c) => `${c.method} ${c.url}` === route);
const mount = (s: FakeServices, params: Record<string, string> = {}) =>
  renderWithServices(<ListView area={area} viewName="list" view={view} params={params} pointer="/views/list" container="page" />, s);

afterEach(clearPrefetched);

describe('prefetchView: a list view’s first page and dictionaries asked for before it mounts', () => {
  it('sends the first page and the dictionaries together, and the mounted list takes them: each is sent once', async () => {
    const s = services();
    await prefetchView(s, 'sysBulletin/list', {});
    expect(callsOf(s, LIST)).toHaveLength(1);
    expect(callsOf(s, CATEGORIES)).toHaveLength(1);
    expect(callsOf(s, LIST)[0].params).toEqual({ pageNo: 1, pageSize: 10, orderBy: 'updateTime', orderType: 'desc' });
    mount(s);
    expect(await screen.findByText('已发布公告')).toBeTruthy();
    expect(await screen.findByText('共 2 条')).toBeTruthy();
    expect(callsOf(s, LIST)).toHaveLength(1);
    expect(callsOf(s, CATEGORIES)).toHaveLength(1);
  });

  it('a view parameter that seeds a search field is in the first page’s call, which is still sent once', async () => {
    const s = services();
    await prefetchView(s, 'sysBulletin/list', { title: '升级' });
    expect(callsOf(s, LIST)[0].params).toMatchObject({ title: '升级', pageNo: 1 });
    mount(s, { title: '升级' });
    expect(await screen.findByText('已发布公告')).toBeTruthy();
    expect(callsOf(s, LIST)).toHaveLength(1);
  });

  it('a failed answer asked for ahead is the list’s answer: it shows the error and does not ask again', async () => {
    let tries = 0;
    const s = services(() => {
      tries += 1;
      if (tries === 1) throw new Error('服务器开小差了（HTTP 503），请稍后重试');
      return ok({ results: rows, totalRecord: 2 });
    });
    await prefetchView(s, 'sysBulletin/list', {});
    mount(s);
    expect(await screen.findByText('数据加载失败：服务器开小差了（HTTP 503），请稍后重试')).toBeTruthy();
    expect(callsOf(s, LIST)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('已发布公告')).toBeTruthy();
    expect(callsOf(s, LIST)).toHaveLength(2);
  });

  it('a second prefetch of the same view does not ask again while the first answer waits to be taken', async () => {
    const s = services();
    await prefetchView(s, 'sysBulletin/list', {});
    await prefetchView(s, 'sysBulletin/list', {});
    expect(callsOf(s, LIST)).toHaveLength(1);
    expect(callsOf(s, CATEGORIES)).toHaveLength(1);
  });

  it('a hover asks for the code only; names that are not schema views ask for nothing', async () => {
    const s = services();
    await prefetchView(s, 'sysBulletin/list', {}, { data: false });
    await prefetchView(s, 'Home', {});
    await prefetchView(s, 'noSuchArea/list', {});
    await prefetchView(s, 'sysBulletin/noSuchView', {});
    expect(s.calls).toEqual([]);
    expect(schemaViewName('sysBulletin/list')).toEqual({ area: 'sysBulletin', view: 'list' });
    expect(schemaViewName('sysBulletin')).toBeNull();
  });

  it('without a prefetch the list asks on its own, once', async () => {
    const s = services();
    mount(s);
    expect(await screen.findByText('已发布公告')).toBeTruthy();
    await waitFor(() => expect(callsOf(s, LIST)).toHaveLength(1));
  });
});
