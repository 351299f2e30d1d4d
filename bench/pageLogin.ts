import type { Page } from 'playwright-core';

/** Logs in as admin through the login form in the page, as a user does, and waits for the home page. */
export async function loginInPage(page: Page, baseUrl: string): Promise<void> {
  await page.goto(baseUrl + '/login', { waitUntil: 'networkidle' });
  await page.getByPlaceholder('账号', { exact: true }).fill('admin');
  await page.getByPlaceholder('密码', { exact: true }).fill('Park@2026');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL('**/index');
}

/**
 * Logs in as admin and reads the forced bulletins (我已阅读, one dialog after another), so the console is left on a
 * clear screen.
 */
export async function loginAndReadBulletins(page: Page, baseUrl: string): Promise<void> {
  const forced = page.waitForResponse((r) => r.url().includes('/forceReadBulletinInfos'));
  await loginInPage(page, baseUrl);
  const body = (await (await forced).json()) as { data?: unknown[] };
  const read = page.getByRole('button', { name: '我已阅读' });
  for (let left = body.data?.length ?? 0; left > 0; left--) {
    const title = await page.locator('.ant-modal-title').last().textContent();
    await read.click();
    if (left > 1)
      await page
        .locator('.ant-modal-title', { hasNotText: title ?? '' })
        .last()
        .waitFor();
  }
  await read.waitFor({ state: 'detached' });
}
