import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAndLand, mockAdmin, screenshot, useBrowser } from './support/browser';

const topbar = (page: Page) => page.locator('header.app-topbar');
const topButton = (page: Page, name: string) => topbar(page).getByRole('button', { name, exact: true });
const shown = async (page: Page, name: string) => (await topButton(page, name).count()) > 0;

/** The labels of the dropdown menu that is open now. */
async function openMenuLabels(page: Page, trigger: string): Promise<string[]> {
  await topButton(page, trigger).click();
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu').last();
  await menu.waitFor();
  const labels = (await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim()).filter(Boolean);
  await page.keyboard.press('Escape');
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await menu.waitFor({ state: 'hidden' });
  return labels;
}

/** The text of a bell's badge ('' when it has none). */
async function badgeOf(page: Page, name: string): Promise<string> {
  const badge = topButton(page, name).locator('xpath=ancestor::*[contains(@class, "ant-badge")][1]').locator('.ant-badge-count');
  return (await badge.count()) ? ((await badge.getAttribute('title')) ?? '') : '';
}

describe('顶栏（真实 Chromium，1440 px）', () => {
  const b = useBrowser();

  it('admin 看到全部顶栏项与角标；侧边栏设备计数显示红点', async () => {
    const { page } = b;
    const unread = page.waitForResponse((r) => r.url().includes('/platformBulletinInfos') && r.url().includes('hasRead=0'));
    await loginAndLand(page, 'admin');
    const unreadTotal = ((await (await unread).json()) as { data: { totalRecord: number } }).data.totalRecord;
    for (const name of [
      '视频监控平台',
      '城市停车诱导平台',
      '故障上报',
      '消息',
      '待办',
      '数据可视化',
      '功能导航',
      '更多功能',
      '刷新',
      '用户菜单',
    ]) {
      expect(await shown(page, name), name).toBe(true);
    }
    await expect.poll(() => badgeOf(page, '消息')).toBe(unreadTotal > 99 ? '99+' : unreadTotal ? String(unreadTotal) : '');
    await expect.poll(() => badgeOf(page, '待办')).not.toBe('');
    expect(
      await topbar(page)
        .getByText(/授权已过期|授权即将过期|企业未认证/)
        .count(),
    ).toBe(0);
    expect(await openMenuLabels(page, '更多功能')).toEqual(['系统管理', '文件下载管理', '区域管理', '软件下载', '帮助文档', '关于']);
    expect(await openMenuLabels(page, '用户菜单')).toEqual(['修改密码', '修改用户名', '用户信息', '隐私协议', '服务条款', '退出登录']);

    await page.locator('aside').getByText('设备监控', { exact: true }).click();
    for (const title of ['不规范停车记录', '车位异常占用记录', '设备异常遮挡记录']) {
      const label = page.locator('aside .app-sidebar-label', { hasText: title });
      await expect.poll(() => label.locator('.app-sidebar-dot').count(), { message: title }).toBe(1);
    }
    await screenshot(page, 'topbar-admin-1440');
  });

  it('数据可视化、第三方页面与隐私协议在新窗口打开；消息铃铛进入全部公告', async () => {
    const { page, context } = b;
    await loginAndLand(page, 'admin');
    const screenPage = context.waitForEvent('page');
    await topButton(page, '数据可视化').click();
    const popup = await screenPage;
    await popup.waitForLoadState();
    expect(popup.url()).toContain('/mock-assets/placeholder.html');
    expect(await popup.locator('h1').textContent()).toBe('数据可视化大屏');
    await popup.close();

    const thirdPage = context.waitForEvent('page');
    await topButton(page, '视频监控平台').click();
    const third = await thirdPage;
    await third.waitForLoadState();
    expect(await third.locator('h1').textContent()).toBe('视频监控平台');
    await third.close();

    const privacyPage = context.waitForEvent('page');
    await topButton(page, '用户菜单').click();
    await page.getByRole('menuitem', { name: '隐私协议' }).click();
    const privacy = await privacyPage;
    await privacy.waitForLoadState();
    expect(await privacy.locator('h1').textContent()).toBe('隐私协议');
    // noopener: the new window cannot reach the console.
    expect(await privacy.evaluate(() => window.opener === null)).toBe(true);
    await privacy.close();

    await topButton(page, '消息').click();
    await page.waitForURL('**/sysBulletin/list');
    await topButton(page, '待办').click();
    await page.waitForURL('**/todo');
  });

  it('功能导航：悬停显示菜单分组，点击子页面进入', async () => {
    const { page } = b;
    await loginAndLand(page, 'admin');
    await topButton(page, '功能导航').hover();
    const panel = page.getByRole('menu', { name: '功能导航' });
    await panel.waitFor();
    for (const group of ['停车收费', '设备监控', '系统公告', '系统管理']) await panel.getByText(group, { exact: true }).waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'topbar-menu-panel');
    await panel.getByRole('menuitem', { name: '停车订单' }).click();
    await page.waitForURL('**/stopFee/parkOrder/list');
  });

  it('operator 只见其子集；故障上报打开对话框', async () => {
    const { page } = b;
    await loginAndLand(page, 'operator');
    for (const name of ['故障上报', '消息', '待办', '功能导航', '更多功能']) expect(await shown(page, name), name).toBe(true);
    expect(await shown(page, '数据可视化')).toBe(false);
    expect(await openMenuLabels(page, '更多功能')).toEqual(['软件下载', '帮助文档', '关于']);
    // A sub-account (userType 3) cannot rename.
    expect(await openMenuLabels(page, '用户菜单')).toEqual(['修改密码', '用户信息', '隐私协议', '服务条款', '退出登录']);
    await topButton(page, '故障上报').click();
    await page.locator('.ant-modal-content').first().waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'topbar-operator-fault-report');
  });

  it.each(['viewer1', 'viewer4'])('%s（userType 1/4）没有关于、用户信息与企业状态', async (account) => {
    const { page } = b;
    await loginAndLand(page, account);
    for (const name of ['故障上报', '数据可视化']) expect(await shown(page, name), name).toBe(false);
    for (const name of ['消息', '待办']) expect(await shown(page, name), name).toBe(true);
    const menu = await openMenuLabels(page, '更多功能');
    expect(menu).toEqual(['软件下载', '帮助文档']);
    const user = await openMenuLabels(page, '用户菜单');
    expect(user).toEqual(['修改密码', '隐私协议', '服务条款', '退出登录']);
    expect(await topbar(page).getByText('企业未认证').count()).toBe(0);
  });

  it.each([
    ['expired', '授权已过期', 'ant-tag-warning'],
    ['expiring', '授权即将过期', 'ant-tag-processing'],
  ])('%s 显示「%s」，点击在新窗口打开运营授权页', async (account, text, cls) => {
    const { page, context } = b;
    await loginAndLand(page, account);
    const chip = topbar(page).getByText(text, { exact: true });
    await chip.waitFor();
    expect(await chip.evaluate((el, c) => el.closest('.ant-tag')!.classList.contains(c), cls)).toBe(true);
    await screenshot(page, `topbar-${account}`);
    const next = context.waitForEvent('page');
    await chip.click();
    const auth = await next;
    await auth.waitForURL((u) => u.pathname.startsWith('/systemManage/operatorAuth/index'));
    await auth.close();
  });

  it('dealer 显示经销商选择器，切换后按 dealerId 加载支付方式', async () => {
    const { page } = b;
    const dealers = page.waitForResponse((r) => r.url().includes('/dealerInfos/chosen'));
    await loginAndLand(page, 'dealer');
    const list = ((await (await dealers).json()) as { data: { dealerId: string; dealerName: string }[] }).data;
    expect(list.length).toBeGreaterThan(2);
    const select = topbar(page).getByRole('combobox', { name: '选择经销商' });
    await select.waitFor();
    // Operator-side items are absent on the multi-dealer platform.
    expect(await shown(page, '视频监控平台')).toBe(false);
    for (const dealer of [list[1], list[2]]) {
      const pay = page.waitForResponse((r) => r.url().includes(`/payTypes?dealerId=${dealer.dealerId}`));
      const recharge = page.waitForResponse((r) => r.url().includes(`/rechargePayTypes?dealerId=${dealer.dealerId}`));
      await topbar(page).locator('.app-topbar-dealer').click();
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(dealer.dealerName).click();
      const [payRes, rechargeRes] = await Promise.all([pay, recharge]);
      expect(((await payRes.json()) as { code: string }).code).toBe('200');
      expect(((await rechargeRes.json()) as { data: unknown[] }).data.length).toBeGreaterThan(1);
      await expect.poll(() => topbar(page).locator('.app-topbar-dealer .ant-select-selection-item').textContent()).toBe(dealer.dealerName);
    }
    await screenshot(page, 'topbar-dealer-1440');
  });

  it('dealer：经销商列表请求失败时选择器为空', async () => {
    const { page } = b;
    await loginAndLand(page, 'dealer');
    // Every dealer-list call of the next page load fails (the layout may mount more than once).
    await mockAdmin('/__mock/faults', {
      body: { path: '/dealer/v2/api/dealerInfos/chosen', code: '0x10d7509999', msg: '服务器内部错误', times: 10 },
    });
    const failed = page.waitForResponse((r) => r.url().includes('/dealerInfos/chosen'));
    await page.reload();
    await failed;
    await topbar(page).locator('.app-topbar-dealer').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('暂无经销商').waitFor();
    expect(await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').count()).toBe(0);
    await mockAdmin('/__mock/faults', { method: 'DELETE' });
  });

  it('告警横幅每 7 秒轮播，下载页不显示，关闭后不再出现', async () => {
    const { page } = b;
    // The page's clock is Playwright's: it runs as usual until paused, then moves only when the test moves it, so the
    // rotation is measured on the page's own timers however busy the machine is.
    await page.clock.install();
    const reminds = page.waitForResponse((r) => r.url().includes('/user/v2/api/reminds'));
    await loginAndLand(page, 'admin');
    const texts = ((await (await reminds).json()) as { data: string[] }).data;
    expect(texts.length).toBeGreaterThan(1);
    const banner = page.getByRole('alert', { name: '提醒' });
    await expect.poll(() => banner.textContent()).toBe(texts[0]);
    await screenshot(page, 'topbar-banner');
    // A little ahead of the page's time: pausing must not land in the past however long the call takes to arrive.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    /** Moves the page's clock in 100 ms steps until the banner shows `text`; the milliseconds it took. */
    const untilShown = async (text: string) => {
      for (let ms = 100; ms <= 10_000; ms += 100) {
        await page.clock.runFor(100);
        if ((await banner.textContent()) === text) return ms;
      }
      throw new Error(`提醒横幅 10 秒内没有轮播到「${text}」`);
    };
    await untilShown(texts[1]);
    // From one change to the next: the rotation interval (REMINDER_INTERVAL_MS), to the step.
    const interval = await untilShown(texts[2 % texts.length]);
    expect(interval).toBeGreaterThan(6900);
    expect(interval).toBeLessThanOrEqual(7000);
    await page.clock.resume();

    await topButton(page, '更多功能').click();
    await page.getByRole('menuitem', { name: '软件下载' }).click();
    await page.waitForURL('**/down');
    await expect.poll(() => banner.count()).toBe(0);
    await page.goBack();
    await banner.waitFor();

    await banner.getByRole('button', { name: '关闭提醒' }).click();
    expect(await banner.count()).toBe(0);
    await page.reload();
    await topButton(page, '用户菜单').waitFor();
    await page.waitForTimeout(500);
    expect(await banner.count()).toBe(0);
  });
});

describe('顶栏（真实 Chromium，1280 px）', () => {
  const b = useBrowser({ viewport: { width: 1280, height: 800 } });

  it.each(['admin', 'expired', 'dealer'])('%s 的顶栏在 1280 px 下不换行、不溢出', async (account) => {
    const { page } = b;
    await loginAndLand(page, account);
    await topButton(page, '用户菜单').waitFor();
    await page.waitForTimeout(300);
    const box = await topbar(page).boundingBox();
    expect(box?.height).toBeLessThanOrEqual(57);
    const overflow = await topbar(page).evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const user = await topButton(page, '用户菜单').boundingBox();
    expect(user!.x + user!.width).toBeLessThanOrEqual(1280);
    await screenshot(page, `topbar-${account}-1280`);
  });
});
