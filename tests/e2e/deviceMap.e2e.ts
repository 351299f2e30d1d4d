import { describe, expect, it } from 'vitest';
import { loginAndLand, screenshot, useBrowser } from './support/browser';
import { axeViolations, describeViolations } from './support/axe';
import { openSidebarPage } from './support/ui';

const PAGE = '[data-page="/deviceManage/deviceMap"]';
const MAP = `${PAGE} [data-testid="device-map-canvas"]`;
/** Marker colours: 在线, 离线, 故障. */
const COLOURS = ['#52c41a', '#8c8c8c', '#ff4d4f'];

const total = async (text: string) => Number(/共 (\d+) 台/.exec(text)?.[1] ?? NaN);

describe('设备地图（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('画出按状态着色的设备点，按类型与车场筛选，点击设备打开其详情', async () => {
    const { page } = b;
    await loginAndLand(page);
    await openSidebarPage(page, '设备管理', '设备地图', '**/deviceManage/deviceMap');
    const stats = page.locator(`${PAGE} [aria-label="设备状态统计"]`);
    await expect.poll(async () => total(await stats.innerText()), { timeout: 20_000 }).toBeGreaterThan(500);
    const all = await total(await stats.innerText());
    // The three states have their counts, and the map draws markers in their colours (clusters when zoomed out).
    const text = await stats.innerText();
    const counts = ['在线', '离线', '故障'].map((label) => Number(new RegExp(`${label} (\\d+)`).exec(text)?.[1]));
    expect(counts).toHaveItemsAllMatching((n) => n > 0);
    expect(counts.reduce((a, c) => a + c, 0)).toBe(all);
    const markers = () =>
      page
        .locator(`${MAP} svg path`)
        .evaluateAll(
          (paths, colours) => paths.filter((p) => colours.includes((p.getAttribute('fill') ?? '').toLowerCase())).length,
          COLOURS,
        );
    await expect.poll(markers).toBeGreaterThan(3);
    await page.locator(`${MAP} svg`).getByText('西湖区').first().waitFor();
    await screenshot(page, 'device-map');
    const found = await axeViolations(page);
    expect(found.length, describeViolations('设备地图', found)).toBe(0);

    await page.getByRole('combobox', { name: '设备类型' }).click();
    await page.locator('.ant-select-dropdown:visible').getByText('枪机', { exact: true }).click();
    await page.getByRole('combobox', { name: '车场' }).click();
    await page.locator('.ant-select-dropdown:visible').getByText('西湖文化广场停车场', { exact: true }).click();
    await expect.poll(async () => total(await stats.innerText())).toBeLessThan(all);
    const filtered = await total(await stats.innerText());
    expect(filtered).toBeGreaterThan(0);
    const items = page.locator(`${PAGE} [aria-label="设备列表"] .ant-list-item`);
    await expect.poll(() => items.count()).toBe(Math.min(filtered, 12));
    for (const line of await items.allInnerTexts()) expect(line).toMatch(/枪机[\s\S]*西湖文化广场停车场/);
    // Framed on the park: the markers spread out (a few devices a few metres apart may still share one).
    await expect.poll(markers).toBeGreaterThanOrEqual(Math.ceil(filtered / 2));
    await screenshot(page, 'device-map-filtered');

    const first = (await items.first().locator('button').innerText()).trim();
    // Click the marker drawn for a device: the tooltip names it, the click opens its detail. The map animates to the
    // park first: wait until the markers stand still, or a click aims where a marker was a moment ago.
    const positions = () =>
      page
        .locator(`${MAP} svg path`)
        .evaluateAll(
          (all, colours) =>
            JSON.stringify(
              all
                .filter((p) => colours.includes((p.getAttribute('fill') ?? '').toLowerCase()))
                .map((p) => p.getAttribute('d') ?? p.getAttribute('transform')),
            ),
          COLOURS,
        );
    let before = '';
    await expect
      .poll(
        async () => {
          const now = await positions();
          const still = now === before;
          before = now;
          return still;
        },
        { interval: 400, timeout: 15_000 },
      )
      .toBe(true);
    const paths = page.locator(`${MAP} svg path`);
    const n = await paths.count();
    let opened = false;
    for (let i = n - 1; i >= 0 && !opened; i--) {
      const fill = ((await paths.nth(i).getAttribute('fill')) ?? '').toLowerCase();
      if (!COLOURS.includes(fill)) continue;
      await paths.nth(i).click({ force: true });
      opened = await page
        .locator('.ant-drawer-title')
        .filter({ hasText: '枪机详情' })
        .isVisible()
        .catch(() => false);
      if (!opened)
        opened = await page
          .locator('.ant-drawer-title')
          .filter({ hasText: '枪机详情' })
          .waitFor({ timeout: 2000 })
          .then(
            () => true,
            () => false,
          );
      // A missed click may have left a tooltip over the map: move away before the next marker.
      if (!opened) await page.mouse.move(0, 0);
    }
    expect(opened).toBe(true);
    const title = await page.locator('.ant-drawer-title').innerText();
    const name = title.replace(/^枪机详情 · /, '');
    await page.locator('.ant-drawer-body').getByText(name).first().waitFor();
    await page.waitForFunction(() => !document.querySelector('.ant-drawer [class*="motion"]'));
    await screenshot(page, 'device-map-detail');
    await page.locator('.ant-drawer-close').click();

    // The list is the keyboard way to the same detail.
    await items.first().locator('button').click();
    await page
      .locator('.ant-drawer-title')
      .filter({ hasText: `枪机详情 · ${first}` })
      .waitFor();
  }, 120_000);
});
