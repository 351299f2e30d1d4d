import type { Page } from 'playwright-core';

/** Logs in as admin through the login form in the page, as a user does, and waits for the home page. */
export async function loginInPage(page: Page, baseUrl: string): Promise<void> {
  await page.goto(baseUrl + '/login', { waitUntil: 'networkidle' });
  await page.getByPlaceholder('账号', { exact: true }).fill('admin');
  await page.getByPlaceholder('密码', { exact: true }).fill('Park@2026');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL('**/index');
}
