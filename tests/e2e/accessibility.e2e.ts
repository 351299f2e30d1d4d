import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, loginAndLand, screenshot, useBrowser } from './support/browser';
import { opened, settled, openSidebarPage } from './support/ui';
import { axeViolations, describeViolations, type AxeExclusion } from './support/axe';

const LIST = '[data-page="/sysBulletin/list"]';
const DETAIL = '[data-page="/sysBulletin/detail"]';

/**
 * Every exclusion, with its reason. Nothing else is left out: every rule of WCAG 2.1 A/AA runs over
 * every other element of each screen.
 */
const EXCLUSIONS: readonly AxeExclusion[] = [
  {
    // rc-table (antd Table) renders, for tables with fixed columns, an empty zero-height row that measures
    // column widths: <tr aria-hidden="true" class="ant-table-measure-row" tabindex="-1">. It has no content,
    // is never in the tab order (tabindex -1) and cannot be reached or seen; antd offers no prop to drop
    // the tabindex. axe's aria-hidden-focus counts tabindex="-1" as focusable.
    selector: '.ant-table-measure-row',
    why: 'antd Table internal measuring row: empty, hidden, outside the tab order',
  },
  {
    // The placeholder of a disabled antd Select (全部城市 while no province is chosen) is drawn in antd's
    // disabled grey. WCAG 1.4.3 exempts text of inactive user interface components, but axe cannot tell:
    // antd marks only the inner <input disabled>, not the placeholder <span> next to it.
    selector: '.ant-select-disabled .ant-select-selection-placeholder',
    rule: 'color-contrast',
    why: 'text of a disabled control (WCAG 1.4.3 exemption), antd markup',
  },
];

const ORDERS = '[data-page="/stopFee/parkOrder/list"]';

async function openOrderList(page: Page) {
  await loginAndLand(page);
  await openSidebarPage(page, '停车收费', '停车订单', '**/stopFee/parkOrder/list');
  await page.locator(`${ORDERS} .ant-table-row`).first().waitFor();
}

async function openBulletinList(page: Page) {
  await loginAndLand(page);
  await page.locator('aside').getByText('全部公告', { exact: true }).click();
  await page.waitForURL('**/sysBulletin/list');
  await page.locator(`${LIST} .ant-table-row`).first().waitFor();
}

/** Scans the page and fails with one readable line per violation. */
async function expectNoViolations(page: Page, screen: string) {
  await settled(page);
  // Colours are measured at rest. The warning banner fades its next text in every 7 s, which could start during
  // the scan: with reduced motion (as the console honours it) it has no fade; a modal's fade-in is waited for.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  const found = await axeViolations(page, EXCLUSIONS);
  expect(found.length, describeViolations(screen, found)).toBe(0);
}

/** The placeholder (or aria-label) of the element that has the keyboard focus. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute('placeholder') ?? el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });

describe('无障碍：WCAG 2.1 A/AA（axe，真实 Chromium）', () => {
  const b = useBrowser();

  it('登录页', async () => {
    const { page } = b;
    await page.goto('/login');
    await page.getByRole('button', { name: /登\s*录/ }).waitFor();
    await screenshot(page, 'a11y-login');
    await expectNoViolations(page, '登录页');
  });

  it('首页', async () => {
    const { page } = b;
    await loginAndLand(page);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'a11y-home');
    await expectNoViolations(page, '首页');
  });

  it('列表（全部公告）', async () => {
    const { page } = b;
    await openBulletinList(page);
    await screenshot(page, 'a11y-list');
    await expectNoViolations(page, '全部公告列表');
  });

  it('表单对话框（新增公告）', async () => {
    const { page } = b;
    await openBulletinList(page);
    await page
      .locator(LIST)
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const modal = await opened(page, '新增公告');
    await modal.getByPlaceholder('请输入公告标题').waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'a11y-form-dialog');
    await expectNoViolations(page, '新增公告对话框');
  });

  it('详情（公告详情）', async () => {
    const { page } = b;
    await openBulletinList(page);
    await page.locator(`${LIST} .ant-table-row`).first().getByText('查看', { exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/sysBulletin/detail' && u.searchParams.has('id'));
    await page.locator(DETAIL).getByText('基本信息').first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'a11y-detail');
    await expectNoViolations(page, '公告详情');
  });

  it('列表（停车订单）', async () => {
    const { page } = b;
    await openOrderList(page);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'a11y-order-list');
    await expectNoViolations(page, '停车订单列表');
  });

  it('详情（停车订单）', async () => {
    const { page } = b;
    await openOrderList(page);
    await page.locator(`${ORDERS} .ant-table-row`).first().getByText('查看', { exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/stopFee/parkOrder/detail' && u.searchParams.has('id'));
    await page.locator('[data-page="/stopFee/parkOrder/detail"]').getByText('车辆与停车').waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'a11y-order-detail');
    await expectNoViolations(page, '停车订单详情');
  });
});

describe('无障碍：只用键盘（真实 Chromium）', () => {
  const b = useBrowser();

  it('登录表单：Tab 依次到账号、密码，回车提交并进入首页', async () => {
    const { page } = b;
    await page.goto('/login');
    await page.getByRole('button', { name: /登\s*录/ }).waitFor();
    // The account field is the first stop of the tab order.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('账号');
    await page.keyboard.type('admin');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('密码');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/index');
  });

  it('表单对话框：回车打开，焦点在对话框内；Esc 关闭，焦点回到“新增”按钮', async () => {
    const { page } = b;
    await openBulletinList(page);
    const add = page.locator(LIST).getByRole('button', { name: /新\s*增/ });
    await add.focus();
    await page.keyboard.press('Enter');
    const modal = await opened(page, '新增公告');
    await modal.getByPlaceholder('请输入公告标题').waitFor();
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.ant-modal-wrap')))).toBe(true);

    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    await settled(page);
    expect(await add.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
