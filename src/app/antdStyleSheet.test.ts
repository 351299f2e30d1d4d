// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sheetLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

/** A fresh copy of the module (it loads the sheet once per page load). */
const freshLoader = async () => {
  vi.resetModules();
  return (await import('./antdStyleSheet')).loadAntdStyleSheet;
};

beforeEach(() => {
  document.head.innerHTML = '<link rel="stylesheet" href="/assets/main.css">';
});
afterEach(() => {
  document.head.innerHTML = '';
});

describe('loadAntdStyleSheet: antd’s build-time stylesheet applied before antd draws', () => {
  it('without the page’s meta (the development server) resolves at once and adds nothing', async () => {
    const load = await freshLoader();
    await expect(load()).resolves.toBeUndefined();
    expect(sheetLinks().map((l) => l.getAttribute('href'))).toEqual(['/assets/main.css']);
  });

  it('adds the sheet named by the meta first in the head, once, and resolves when it has loaded', async () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="antd-style-sheet" content="/assets/antd-1234abcd.css">');
    const load = await freshLoader();
    let done = false;
    const first = load().then(() => (done = true));
    const again = load();
    expect(sheetLinks().map((l) => l.getAttribute('href'))).toEqual(['/assets/antd-1234abcd.css', '/assets/main.css']);
    await Promise.resolve();
    expect(done).toBe(false);
    sheetLinks()[0].dispatchEvent(new Event('load'));
    await Promise.all([first, again]);
    expect(done).toBe(true);
    expect(sheetLinks()).toHaveLength(2);
  });

  it('a sheet that cannot be loaded still lets antd draw (it generates its styles itself)', async () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="antd-style-sheet" content="/assets/antd-gone.css">');
    const load = await freshLoader();
    const loading = load();
    sheetLinks()[0].dispatchEvent(new Event('error'));
    await expect(loading).resolves.toBeUndefined();
  });
});
