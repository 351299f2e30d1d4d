import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAndLand, screenshot, useBrowser } from './support/browser';
import { apiCall } from './support/apiCall';

const LIST = '[data-page="/sysBulletin/list"]';

async function openBulletinList(page: Page) {
  await loginAndLand(page);
  await page.locator('aside').getByText('全部公告', { exact: true }).click();
  await page.waitForURL('**/sysBulletin/list');
  await page.locator(`${LIST} .ant-table-row`).first().waitFor();
}

/** The row of the list whose title cell holds `title`. */
const rowOf = (page: Page, title: string) => page.locator(`${LIST} .ant-table-row`, { hasText: title });

async function rowAction(page: Page, title: string, label: string) {
  const row = rowOf(page, title);
  const direct = row.getByText(label, { exact: true });
  if (await direct.count()) await direct.first().click();
  else {
    await row.getByText('更多').click();
    await page.getByRole('menuitem', { name: label }).click();
  }
}

async function confirmDialog(page: Page, text: string) {
  await page.getByText(text).waitFor();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

describe('系统公告：从新建到公告栏再到下线（真实 Chromium）', () => {
  const b = useBrowser();

  it('登录时须阅读强制阅读公告；读过后不再出现', async () => {
    const { page } = b;
    const forced = page.waitForResponse((r) => r.url().includes('/forceReadBulletinInfos'));
    await page.goto('/login');
    await page.getByPlaceholder('账号', { exact: true }).fill('operator');
    await page.getByPlaceholder('密码', { exact: true }).fill('Park@2026');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL('**/index');
    const titles = ((await (await forced).json()).data as { title: string }[]).map((b) => b.title);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) {
      const dialog = page.getByRole('dialog');
      await dialog.getByText(title).waitFor();
      await screenshot(page, 'force-read');
      // Not closable by the mask or Escape: only 我已阅读.
      await page.keyboard.press('Escape');
      await dialog.getByText(title).waitFor();
      await dialog.getByRole('button', { name: '我已阅读' }).click();
    }
    await expect.poll(() => page.getByRole('button', { name: '我已阅读' }).count()).toBe(0);
    const again = page.waitForResponse((r) => r.url().includes('/forceReadBulletinInfos'));
    await page.reload();
    expect(((await (await again).json()).data as unknown[]).length).toBe(0);
    await page.waitForTimeout(300);
    expect(await page.getByRole('button', { name: '我已阅读' }).count()).toBe(0);
  });

  it('新建 → 提交审核 → 审核通过 → 出现在公告栏 → 下线 → 从公告栏消失', async () => {
    const { page } = b;
    const title = `e2e 停车场临时封闭通知 ${Date.now() % 100000}`;
    await openBulletinList(page);
    await screenshot(page, 'bulletin-list');

    // 新增: the form opens in a modal; a failed submit keeps what was typed.
    await page
      .locator(LIST)
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const modal = page.locator('.ant-modal').filter({ hasText: '公告标题' }).last();
    await modal.waitFor();
    await modal.getByPlaceholder('请输入公告标题').fill(title);
    await modal.getByRole('button', { name: '保存草稿' }).click();
    await expect.poll(() => modal.getByText('该字段是必填字段').count()).toBeGreaterThan(0);
    expect(await modal.getByPlaceholder('请输入公告标题').inputValue()).toBe(title);

    await modal.locator('.ant-formily-item', { hasText: '公告类型' }).locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible').getByText('运营公告', { exact: true }).click();
    // 运营公告 (category 2) asks for the receiving dealer types.
    const dealerTypes = modal.locator('.ant-formily-item', { hasText: '接收运营商类型' });
    await dealerTypes.locator('.ant-checkbox-wrapper').first().waitFor();
    await dealerTypes.locator('.ant-checkbox-wrapper').first().click();
    await modal.locator('textarea, [contenteditable="true"]').last().fill('因道路施工，本停车场 B 区将于本周六临时封闭。');
    await screenshot(page, 'bulletin-form');
    await modal.getByRole('button', { name: '保存草稿' }).click();
    await page.getByText('保存成功!').waitFor();
    await rowOf(page, title).waitFor();

    await rowAction(page, title, '提交审核');
    await confirmDialog(page, '确认提交审核该公告？');
    await page.getByText('提交成功!').waitFor();
    await expect.poll(() => rowOf(page, title).textContent()).toContain('待审核');

    await rowAction(page, title, '审核');
    const review = page.locator('.ant-modal').filter({ hasText: '审核' }).last();
    await review.getByText('通过', { exact: true }).click();
    await review.getByRole('button', { name: /确\s*定|提\s*交/ }).click();
    await page.getByText('审核成功!').waitFor();
    await expect.poll(() => rowOf(page, title).textContent()).toContain('已发布');

    // The announcement bar fetches on start: a reload shows the new bulletin there.
    await page.reload();
    const bar = page.getByRole('marquee');
    await bar.waitFor();
    await bar.hover(); // paused while hovered
    await expect
      .poll(
        async () => {
          const text = await bar.textContent();
          if (text?.includes(title)) return true;
          await page.mouse.move(0, 0);
          await page.waitForTimeout(5200);
          await bar.hover();
          return (await bar.textContent())?.includes(title) ?? false;
        },
        { timeout: 60000 },
      )
      .toBe(true);
    await screenshot(page, 'bulletin-bar');
    await bar.getByRole('button', { name: title }).click();
    await page.waitForURL((u) => u.pathname === '/sysBulletin/detail' && u.searchParams.has('id'));
    await page.locator('[data-page="/sysBulletin/detail"]').getByText(title).first().waitFor();
    await screenshot(page, 'bulletin-detail');

    await page.locator('aside').getByText('全部公告', { exact: true }).click();
    await rowOf(page, title).waitFor();
    await rowAction(page, title, '下线');
    await confirmDialog(page, '确认下线该公告？');
    await page.getByText('下线成功!').waitFor();
    await page.reload();
    await page.locator(`${LIST} .ant-table-row`).first().waitFor();
    await page.waitForTimeout(500);
    const barText = (await page.getByRole('marquee').count()) ? await page.getByRole('marquee').textContent() : '';
    expect(barText).not.toContain(title);
  });

  it('驳回须填写原因；驳回后按钮随状态变化，审核记录以时间线显示每一步', async () => {
    const { page } = b;
    const title = '车位预约服务试运行公告'; // a curated bulletin 待审核
    await openBulletinList(page);
    const row = rowOf(page, title);
    await row.waitFor();
    expect(await row.getByText('提交审核', { exact: true }).count()).toBe(0);

    await rowAction(page, title, '审核');
    const review = page.locator('.ant-modal').filter({ hasText: '公告审核' }).last();
    await review.getByText('驳回', { exact: true }).click();
    await review.getByRole('button', { name: /确\s*定|提\s*交/ }).click();
    await expect.poll(() => review.getByText('该字段是必填字段').count()).toBeGreaterThan(0);
    await review.locator('textarea').fill('试运行范围与收费标准未说明');
    await review.getByRole('button', { name: /确\s*定|提\s*交/ }).click();
    await page.getByText('审核成功!').waitFor();
    await expect.poll(() => row.textContent()).toContain('已驳回');
    // The actions follow the new state: 提交审核 and 编辑 come back, 审核 is gone.
    await expect.poll(() => row.getByText('提交审核', { exact: true }).count()).toBe(1);
    expect(await row.getByText('审核', { exact: true }).count()).toBe(0);

    await rowAction(page, title, '审核记录');
    const drawer = page.locator('.ant-drawer').filter({ hasText: '流转记录' }).last();
    await drawer.getByTestId('timeline-entry').first().waitFor();
    const entries = await drawer.getByTestId('timeline-entry').allTextContents();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toContain('审核驳回（待审核 → 已驳回）陈建国');
    expect(entries[0]).toContain('备注：试运行范围与收费标准未说明');
    expect(entries[1]).toContain('提交审核（草稿 → 待审核）');
    await screenshot(page, 'bulletin-audit-timeline');
  });

  it('公告内容中的脚本不会执行，标记原样显示或被清除', async () => {
    const { page } = b;
    await openBulletinList(page);
    const payload =
      '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">点我</a>安全文本';
    const created = await apiCall<{ code: string }>(page, 'POST', '/publicity/v2/api/bulletinInfos', {
      title: 'XSS 测试公告',
      category: 1,
      forceRead: 0,
      content: payload,
    });
    expect(created.body?.code).toBe('200');
    await page
      .locator(LIST)
      .getByRole('button', { name: /重\s*置|查\s*询/ })
      .first()
      .click();
    await rowOf(page, 'XSS 测试公告').waitFor();
    await rowAction(page, 'XSS 测试公告', '查看');
    await page.getByText('安全文本').first().waitFor();
    await page
      .locator('a', { hasText: '点我' })
      .first()
      .click()
      .catch(() => undefined);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  it('打开公告详情即标记已读：该用户的未读数（hasRead=0 的 totalRecord）减一', async () => {
    const { page } = b;
    await openBulletinList(page);
    const unread = async () => {
      const { body } = await apiCall<{ data: { totalRecord: number; results: { title: string }[] } }>(
        page,
        'GET',
        '/publicity/v2/api/bulletinInfos/platformBulletinInfos?pageNo=1&pageSize=999&hasRead=0',
      );
      return { total: body!.data.totalRecord, titles: body!.data.results.map((r) => r.title) };
    };
    const before = await unread();
    expect(before.total).toBeGreaterThan(0);
    // An unread published bulletin shown on the list's first page, opened as a user does: 查看.
    const shown = await page.locator(`${LIST} .ant-table-row`).allTextContents();
    const title = before.titles.find((t) => shown.some((row) => row.includes(t)));
    expect(title, '第一页上没有未读的已发布公告').toBeDefined();
    await rowAction(page, title!, '查看');
    await page.waitForURL((u) => u.pathname === '/sysBulletin/detail' && u.searchParams.has('id'));
    await page.locator('[data-page="/sysBulletin/detail"]').getByText(title!).first().waitFor();
    await expect.poll(async () => (await unread()).total).toBe(before.total - 1);
    expect((await unread()).titles).not.toContain(title);
    // Opening it again changes nothing more.
    await page.reload();
    await page.locator('[data-page="/sysBulletin/detail"]').getByText(title!).first().waitFor();
    await page.waitForTimeout(500);
    expect((await unread()).total).toBe(before.total - 1);
  });

  it('新增公告时填写两行附件链接（表格），详情中以表格显示这两行', async () => {
    const { page } = b;
    const title = `e2e 附件公告 ${Date.now() % 100000}`;
    await openBulletinList(page);
    await page
      .locator(LIST)
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const modal = page.locator('.ant-modal').filter({ hasText: '公告标题' }).last();
    await modal.waitFor();
    await modal.getByPlaceholder('请输入公告标题').fill(title);
    await modal.locator('.ant-formily-item', { hasText: '公告类型' }).locator('.ant-select').first().click();
    await page.locator('.ant-select-dropdown:visible').getByText('系统公告', { exact: true }).click();
    await modal.locator('textarea, [contenteditable="true"]').last().fill('附件见下方链接。');

    const table = modal.locator('.ant-formily-item', { hasText: '附件链接' }).first();
    const rows = table.locator('tbody tr.ant-table-row');
    await table.getByRole('button', { name: /添加一行/ }).click();
    await table.getByRole('button', { name: /添加一行/ }).click();
    await expect.poll(() => rows.count()).toBe(2);
    expect(await table.locator('thead th').allTextContents()).toEqual(['序号', '名称', '链接', '操作']);
    await rows.nth(0).locator('input').nth(0).fill('收费标准');
    await rows.nth(0).locator('input').nth(1).fill('https://example.com/files/fee.pdf');
    await rows.nth(1).locator('input').nth(1).fill('https://example.com/files/plan.png');
    // The second row has no name: the cell says so and nothing is saved.
    await modal.getByRole('button', { name: '保存草稿' }).click();
    await rows.nth(1).getByText('名称不能为空').waitFor();
    await rows.nth(1).locator('input').nth(0).fill('停车场平面图');
    await screenshot(page, 'bulletin-form-attachments');
    await modal.getByRole('button', { name: '保存草稿' }).click();
    await page.getByText('保存成功!').waitFor();

    await rowOf(page, title).waitFor();
    await rowAction(page, title, '查看');
    const detail = page.locator('[data-page="/sysBulletin/detail"]').filter({ hasText: title });
    await detail.getByText('附件链接').first().waitFor();
    const cells = detail.locator('.renderer-table-value tbody tr');
    await expect.poll(() => cells.count()).toBe(2);
    expect(await cells.nth(0).locator('td').allTextContents()).toEqual(['收费标准', 'https://example.com/files/fee.pdf']);
    expect(await cells.nth(1).locator('td').allTextContents()).toEqual(['停车场平面图', 'https://example.com/files/plan.png']);
    expect(await cells.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      'https://example.com/files/fee.pdf',
      'https://example.com/files/plan.png',
    ]);
    await screenshot(page, 'bulletin-detail-attachments');
  });
});
