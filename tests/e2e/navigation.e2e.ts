import { describe, expect, it } from 'vitest';
import { loginAndLand, mockAdmin, screenshot, useBrowser } from './support/browser';

describe('单点登录票据、刷新按钮与移动端布局（真实 Chromium）', () => {
  const b = useBrowser();

  it('带 ticket 访问受保护页面：用票据登录并停留在该页面，ticket 从地址中移除', async () => {
    const { page } = b;
    const { ticket } = (await mockAdmin('/__mock/ticket?account=admin')) as { ticket: string };
    await page.goto(`/todo?ticket=${ticket}`);
    await page.waitForURL((u) => u.pathname === '/todo' && !u.searchParams.has('ticket'));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[0-9a-f]{64}$/);
    await page.getByPlaceholder('请输入标题').waitFor();
  });

  it('无效 ticket：回到登录页并保留原地址', async () => {
    const { page } = b;
    await page.goto('/todo?ticket=not-a-ticket');
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/todo');
  });

  it('刷新按钮经 /redirect 重新进入当前页面，页面状态被清空', async () => {
    const { page } = b;
    await loginAndLand(page);
    await page.locator('aside').getByText('待办事项', { exact: true }).click();
    await page.waitForURL('**/backlog/todoList');
    const title = page.locator('[data-page="/backlog/todoList"]').getByPlaceholder('请输入标题');
    await title.fill('道闸');
    const seen: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) seen.push(new URL(f.url()).pathname);
    });
    await page.getByRole('button', { name: '刷新' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/backlog/todoList');
    await expect.poll(() => title.inputValue()).toBe('');
    expect(seen.some((p) => p.startsWith('/redirect/'))).toBe(true);
  });

  it('窄于 992 px 时侧边栏收起为抽屉，点击菜单项后自动关闭', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 800, height: 900 });
    await loginAndLand(page);
    await page.getByRole('button', { name: /展开侧边栏/ }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('待办事项', { exact: true }).click();
    await page.waitForURL('**/backlog/todoList');
    await expect.poll(() => drawer.locator('.ant-drawer-content').isVisible()).toBe(false);
    await screenshot(page, 'mobile-todo');
  });
});
