/**
 * antd's styles come from the stylesheet drawn at build time: in the built console a list screen is styled by the sheet,
 * and antd generates (almost) none of its styles in the browser. If the sheet did not match what antd computes at run
 * time (another theme, another version), antd would insert its rules as <style> elements again: this test would see them.
 */
import { describe, expect, it } from 'vitest';
import { loginAndLand, useBrowser } from './support/browser';

describe('antd’s build-time stylesheet', () => {
  const b = useBrowser();

  it('a list screen is drawn with the sheet’s rules, and antd inserts none of its own for the table, form or layout', async () => {
    await loginAndLand(b.page);
    const page = b.page;
    await page.goto('/sysBulletin/list');
    const header = page.locator('[data-page="/sysBulletin/list"] .ant-table-thead th').first();
    await header.waitFor();
    const sheet = await page.evaluate(() => {
      const href = document.querySelector<HTMLMetaElement>('meta[name="antd-style-sheet"]')?.content ?? '';
      const link = document.head.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
      const inserted = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '');
      return {
        href,
        // Before the console's own stylesheets, which override antd's rules.
        beforeConsoleSheets: document.head.querySelector('link[rel="stylesheet"]') === link,
        insertedTable: inserted.some((text) => text.includes('.ant-table-wrapper')),
        insertedButton: inserted.some((text) => text.includes('.ant-btn')),
        insertedMenu: inserted.some((text) => text.includes('.ant-menu')),
        insertedForm: inserted.some((text) => text.includes('.ant-form-item')),
      };
    });
    expect(sheet.href).toMatch(/^\/assets\/antd-[0-9a-f]{8}\.css$/);
    expect(sheet.beforeConsoleSheets).toBe(true);
    expect(sheet).toMatchObject({ insertedTable: false, insertedButton: false, insertedMenu: false, insertedForm: false });
    // The sheet's rules apply: antd's table header background and the console's primary button colour.
    expect(await header.evaluate((th) => getComputedStyle(th).backgroundColor)).toBe('rgb(250, 250, 250)');
    const primary = page.locator('[data-page="/sysBulletin/list"] .ant-btn-primary').first();
    expect(await primary.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(22, 104, 220)');
  });
});
