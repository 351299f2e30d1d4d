import { describe, expect, it } from 'vitest';
import { activate, keepOpen, KEEP_ALIVE_LIMIT, mountedPages } from './keepAliveRules';

const paths = (n: number) => Array.from({ length: n }, (_, i) => `/p${i + 1}`);
/** Shows each path in turn, as navigation does. */
const shown = (list: string[]) => list.reduce<string[]>((order, p) => activate(order, p), []);

describe('activate', () => {
  it('moves the shown path to the end, once', () => {
    expect(activate([], '/a')).toEqual(['/a']);
    expect(activate(['/a', '/b', '/c'], '/a')).toEqual(['/b', '/c', '/a']);
    expect(activate(['/a', '/b'], '/b')).toEqual(['/a', '/b']);
  });
});

describe('keepOpen', () => {
  it('drops the paths whose tabs were closed, keeping the order', () => {
    expect(keepOpen(['/a', '/b', '/c'], ['/c', '/a'])).toEqual(['/a', '/c']);
  });
});

describe('mountedPages', () => {
  it('mounts a tab only once it has been shown: the pinned 首页 is not mounted when the console starts elsewhere', () => {
    expect(mountedPages({ tabs: ['/index', '/a'], activations: [], active: '/a' })).toEqual(['/a']);
    expect(mountedPages({ tabs: ['/index', '/a'], activations: ['/a'], active: '/a' })).toEqual(['/a']);
    expect(mountedPages({ tabs: ['/index', '/a'], activations: ['/a', '/index'], active: '/index' })).toEqual(['/index', '/a']);
  });

  it('keeps every shown tab up to the limit, in tab order', () => {
    const tabs = ['/index', ...paths(KEEP_ALIVE_LIMIT - 1)];
    const activations = shown(['/p3', '/index', ...paths(KEEP_ALIVE_LIMIT - 1)]);
    expect(mountedPages({ tabs, activations, active: '/p2' })).toEqual(tabs);
  });

  it('beyond the limit, unmounts the least recently shown pages; their tabs stay open', () => {
    const tabs = ['/index', ...paths(14)];
    const activations = shown(['/index', ...paths(14)]);
    const mounted = mountedPages({ tabs, activations, active: '/p14' });
    expect(mounted).toHaveLength(KEEP_ALIVE_LIMIT);
    expect(mounted).toEqual(paths(14).slice(2));
    expect(mounted).not.toContain('/index');
  });

  it('shown again, a page counts as the most recent', () => {
    const tabs = paths(13);
    const activations = shown([...paths(13), '/p1']);
    const mounted = mountedPages({ tabs, activations, active: '/p1' });
    expect(mounted).toHaveLength(KEEP_ALIVE_LIMIT);
    expect(mounted).toContain('/p1');
    expect(mounted).not.toContain('/p2');
  });

  it('never unmounts the page on screen, even before it is recorded as shown or has a tab', () => {
    const tabs = paths(13);
    const activations = shown(paths(12));
    // /p13 is on screen: its tab is open but its showing is not recorded yet.
    expect(mountedPages({ tabs, activations, active: '/p13' })).toEqual([...paths(12).slice(1), '/p13']);
    // A path without a tab comes last.
    const withoutTab = mountedPages({ tabs: paths(12), activations: shown(paths(12)), active: '/new' });
    expect(withoutTab).toHaveLength(KEEP_ALIVE_LIMIT);
    expect(withoutTab.at(-1)).toBe('/new');
    expect(withoutTab).not.toContain('/p1');
  });

  it('ignores shown paths whose tabs are closed, so they free their place', () => {
    const activations = shown(paths(14));
    const tabs = paths(14).filter((p) => p !== '/p13' && p !== '/p14');
    expect(mountedPages({ tabs, activations, active: '/p12' })).toEqual(paths(12));
  });

  it('takes another limit', () => {
    expect(mountedPages({ tabs: paths(4), activations: shown(paths(4)), active: '/p1', limit: 2 })).toEqual(['/p1', '/p4']);
  });
});
