// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const started = vi.hoisted(() => ({ areas: [] as string[], library: 0, kinds: [] as string[][], data: [] as [string, string][] }));

vi.mock('../../renderer/core/areaModules', () => ({
  loadAreaModule: (name: string) => (started.areas.push(name), Promise.resolve({ default: {} })),
  loadLibraryModule: () => (started.library++, Promise.resolve({ default: {} })),
}));
vi.mock('../../renderer/core/registry', () => ({
  isViewKind: (kind: string) => ['list', 'form', 'detail'].includes(kind),
  preloadViewRenderers: (kinds: string[]) => (started.kinds.push(kinds), Promise.resolve()),
}));
vi.mock('./startView', () => ({
  startDeepLinkData: (name: string, search: string) => (started.data.push([name, search]), Promise.resolve()),
}));

import { clearRouteViews, clearSession, getViewKind, rememberViewKind, setRouteViews, setToken } from '../auth/session';
import { startDeepLink } from './deepLink';

/** Lets the dynamic import of startView resolve. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startDeepLink: a remembered schema view starts from the address', () => {
  beforeEach(() => {
    clearSession();
    Object.assign(started, { areas: [], library: 0, kinds: [], data: [] });
  });
  afterEach(clearSession);

  it('with a session, starts the area document, the field library, the remembered kind’s code and the data', async () => {
    setToken('t-1');
    setRouteViews({ '/stopFee/parkOrder/list': 'stopFee/parkOrderList' });
    rememberViewKind('stopFee/parkOrderList', 'list');
    startDeepLink('/stopFee/parkOrder/list/', '?plateNo=浙A12345');
    await settle();
    expect(started.areas).toEqual(['stopFee']);
    expect(started.library).toBe(1);
    expect(started.kinds).toEqual([['list']]);
    expect(started.data).toEqual([['stopFee/parkOrderList', '?plateNo=浙A12345']]);
  });

  it('a view whose kind is not remembered yet starts everything but its code (it comes with the document)', async () => {
    setToken('t-1');
    setRouteViews({ '/sysBulletin/list': 'sysBulletin/list' });
    startDeepLink('/sysBulletin/list', '');
    await settle();
    expect(started.areas).toEqual(['sysBulletin']);
    expect(started.kinds).toEqual([]);
    expect(started.data).toEqual([['sysBulletin/list', '']]);
  });

  it.each([
    ['no session', () => setRouteViews({ '/sysBulletin/list': 'sysBulletin/list' })],
    ['an address that is no remembered view', () => (setToken('t-1'), setRouteViews({ '/other': 'sysBulletin/list' }))],
    ['an unreadable cache', () => (setToken('t-1'), localStorage.setItem('routeViews', '{not json'))],
    ['a cache that is not a map', () => (setToken('t-1'), localStorage.setItem('routeViews', '"x"'))],
  ])('%s: starts nothing', async (_case, arrange) => {
    arrange();
    startDeepLink('/sysBulletin/list', '');
    await settle();
    expect(started).toEqual({ areas: [], library: 0, kinds: [], data: [] });
  });

  it('a remembered kind that is no kind of the language fetches no code', async () => {
    setToken('t-1');
    setRouteViews({ '/sysBulletin/list': 'sysBulletin/list' });
    rememberViewKind('sysBulletin/list', 'chart');
    startDeepLink('/sysBulletin/list', '');
    await settle();
    expect(started.kinds).toEqual([]);
    expect(started.data).toHaveLength(1);
  });

  it('the remembered views and kinds are forgotten together', () => {
    setRouteViews({ '/sysBulletin/list': 'sysBulletin/list' });
    rememberViewKind('sysBulletin/list', 'list');
    clearRouteViews();
    expect(localStorage.getItem('routeViews')).toBeNull();
    expect(getViewKind('sysBulletin/list')).toBeUndefined();
  });
});
