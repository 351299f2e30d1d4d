/**
 * 错峰共享 (schemas/staggerShare.json) end to end: 分时共享车场 lists the shared parks with their periods; 预约记录
 * filtered by 车场 lists only that park's bookings; 新增预约 books a plate tomorrow evening in 武林广场地下停车库 and
 * the booking is listed 已预约 with its 车位保留至; 办理错峰月卡 issues a pass priced by the chosen rule, and 续费
 * in 错峰月卡续费 extends it from its end by the months chosen, the 续费 standing in its 流转记录 and in 月卡账单;
 * 标记爽约 of a plate's third no-show within the period puts the plate on 共享黑名单 (拉黑中, 多次爽约, by 系统).
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/apiCall';
import { loginAndLand, useBrowser } from './support/browser';
import { formItem as item, toast } from './support/ui';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/stagger-shots';
const TIME_PARKS = '[data-page="/staggerShare/staggerSharePark/timePark"]';
const BOOKINGS = '[data-page="/staggerShare/bookRecord"]';
const ADD_CARD = '[data-page="/staggerShare/monthCar/add"]';
const RENEWAL = '[data-page="/staggerShare/monthCar/renewal"]';
const BILLS = '[data-page="/staggerShare/monthBill"]';
const BOOK_PLATE = '浙A6S2E8';
const CARD_PLATE = '浙A9P3K7';
const NO_SHOW_PLATE = '浙A5N8Q2';
const BLACKS = '[data-page="/staggerShare/blackMenu"]';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** A field of a list's search form, the form expanded first when it is collapsed. */
async function searchItem(root: Locator, label: string) {
  const expand = root.locator('.ant-pro-query-filter').getByText('展开', { exact: true });
  if (await expand.isVisible()) await expand.click();
  return root.locator('.ant-pro-query-filter .ant-form-item', { hasText: label }).first();
}
const visibleOptions = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');

/** Picks the option containing `text` in a select (a form item or a search field). */
async function pick(page: Page, field: Locator, text: string) {
  await field.locator('.ant-select-selector').click();
  await visibleOptions(page).filter({ hasText: text }).first().click();
  await expect.poll(() => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count()).toBe(0);
}

async function openFromSidebar(page: Page, item: string, url: string) {
  const group = page.locator('aside').getByText('错峰共享', { exact: true });
  if (!(await page.locator('aside').getByText(item, { exact: true }).isVisible())) await group.click();
  await page.locator('aside').getByText(item, { exact: true }).click();
  await page.waitForURL(`**${url}`);
}

const chinaDate = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
/** The document's end of a term: n months after the day after `end`, less one day. */
function extend(end: string, months: number) {
  const [y, m, d] = end.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + months, d + 1) - 86_400_000).toISOString().slice(0, 10);
}

describe('错峰共享（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('共享车场 → 预约记录按车场筛选 → 新增预约 → 列表中已预约', async () => {
    const { page } = b;
    await loginAndLand(page);
    await openFromSidebar(page, '分时共享车场', '/staggerShare/staggerSharePark/timePark');
    const parks = page.locator(`${TIME_PARKS} .ant-table-row`);
    await parks.first().waitFor();
    expect(await parks.count()).toBe(6);
    const wulin = parks.filter({ hasText: '武林广场地下停车库' }).first();
    expect(await wulin.textContent()).toContain('00:00–08:00、19:00–23:59');
    expect(await wulin.textContent()).toContain('启用');
    await shot(page, 'stagger-time-parks');

    await openFromSidebar(page, '预约记录', '/staggerShare/bookRecord');
    const list = page.locator(BOOKINGS);
    const rows = list.locator('.ant-table-row');
    await rows.first().waitFor();
    await shot(page, 'stagger-bookings');
    await pick(page, await searchItem(list, '车场'), '黄龙体育中心停车场');
    await list.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(async () => (await rows.allTextContents()).every((r) => r.includes('黄龙体育中心停车场'))).toBe(true);
    expect(await rows.count()).toBeGreaterThan(0);
    await shot(page, 'stagger-bookings-by-park');

    await list.getByRole('button', { name: /新增预约/ }).click();
    const form = page.locator('.ant-modal').filter({ hasText: '新增预约（后台代约）' }).last();
    await item(form, '车牌号').locator('input').waitFor();
    await item(form, '车牌号').locator('input').fill(BOOK_PLATE);
    await item(form, '车主手机号').locator('input').fill('13905712468');
    await pick(page, item(form, '车场'), '武林广场地下停车库');
    const tomorrow = chinaDate(1);
    expect(await item(form, '预约开始').locator('input').inputValue()).toBe(`${tomorrow} 19:00:00`);
    await shot(page, 'stagger-booking-form');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '预约成功!').waitFor();

    await list.getByRole('button', { name: /重\s*置/ }).click();
    await (await searchItem(list, '车牌号')).locator('input').fill(BOOK_PLATE);
    await list.getByRole('button', { name: /查\s*询/ }).click();
    const mine = rows.filter({ hasText: BOOK_PLATE }).first();
    await mine.waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await mine.textContent()).toContain('已预约');
    expect(await mine.textContent()).toContain('武林广场地下停车库');
    expect(await mine.textContent()).toContain(`${tomorrow} 19:00:00`);
    await mine.getByText('查看', { exact: true }).click();
    const detail = page.locator('.ant-drawer').filter({ hasText: '预约详情' }).last();
    await detail.getByText(`${tomorrow} 19:20:00`).waitFor();
    await shot(page, 'stagger-booking-detail');
  }, 180_000);

  it('办理错峰月卡 → 续费从当前结束日期顺延 → 流转记录与月卡账单', async () => {
    const { page } = b;
    await loginAndLand(page);
    await page.goto('/staggerShare/monthCar/add');
    const add = page.locator(ADD_CARD);
    await item(add, '车牌号').locator('input').waitFor();
    await item(add, '车牌号').locator('input').fill(CARD_PLATE);
    await item(add, '车主姓名').locator('input').fill('郑海燕');
    await item(add, '手机号').locator('input').fill('13867112233');
    await pick(page, item(add, '车场'), '钱江新城市民中心停车场');
    await pick(page, item(add, '月卡规则'), '夜间错峰月卡 · ¥250/月');
    await expect.poll(() => item(add, '适用时段').textContent()).toContain('00:00–08:00、19:00–23:59');
    await expect.poll(() => item(add, '应收金额').textContent()).toContain('250.00');
    await pick(page, item(add, '支付方式'), '微信支付');
    await shot(page, 'stagger-month-card-add');
    await add.getByRole('button', { name: /确认并缴费/ }).click();
    await toast(page, '错峰月卡办理成功!').waitFor();

    await page.goto('/staggerShare/monthCar/renewal');
    const list = page.locator(RENEWAL);
    await list.locator('.ant-table-row').first().waitFor();
    await shot(page, 'stagger-month-card-renewal');
    await (await searchItem(list, '车牌号')).locator('input').fill(CARD_PLATE);
    await list.getByRole('button', { name: /查\s*询/ }).click();
    const row = list.locator('.ant-table-row', { hasText: CARD_PLATE }).first();
    await row.waitFor();
    const firstEnd = extend(chinaDate(-1), 1);
    expect(await row.textContent()).toContain(firstEnd);
    expect(await row.textContent()).toContain('生效中');

    await row.getByText('续费', { exact: true }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '错峰月卡续费' }).last();
    await dialog.getByText('3个月', { exact: true }).click();
    await pick(page, item(dialog, '支付方式'), '支付宝');
    await shot(page, 'stagger-month-card-renew-dialog');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '续费成功!').waitFor();
    const renewedEnd = extend(firstEnd, 3);
    await expect.poll(() => row.textContent()).toContain(renewedEnd);

    await row.getByText('查看', { exact: true }).click();
    const detail = page.locator('.ant-drawer').filter({ hasText: '错峰月卡详情' }).last();
    await expect.poll(() => detail.getByTestId('timeline-entry').first().textContent()).toMatch(/^续费陈建国/);
    expect(await detail.textContent()).toContain('¥1,000.00');
    await shot(page, 'stagger-month-card-detail');
    await page.keyboard.press('Escape');

    await page.goto('/staggerShare/monthBill');
    const bills = page.locator(BILLS);
    await bills.locator('.ant-table-row').first().waitFor();
    await (await searchItem(bills, '车牌号')).locator('input').fill(CARD_PLATE);
    await bills.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => bills.locator('.ant-table-row').count()).toBe(2);
    const texts = await bills.locator('.ant-table-row').allTextContents();
    expect(texts.some((t) => t.includes('续费') && t.includes('¥750.00') && t.includes(renewedEnd))).toBe(true);
    expect(texts.some((t) => t.includes('开卡') && t.includes('¥250.00'))).toBe(true);
    await shot(page, 'stagger-month-bills');
  }, 180_000);
  it('预约记录：第三次标记爽约 → 共享黑名单中拉黑中', async () => {
    const { page } = b;
    await loginAndLand(page);
    const day = chinaDate(1);
    // Two earlier no-shows of the plate this month, and tonight's booking still 已预约.
    const book = async (from: string, to: string) => {
      const res = await apiCall<{ code: string; data: { bookId: number } }>(page, 'POST', '/stagger/v2/api/bookings', {
        plateNo: NO_SHOW_PLATE,
        plateColor: 1,
        phone: '13905719876',
        parkId: 1002,
        bookStart: `${day} ${from}`,
        bookEnd: `${day} ${to}`,
        bookChannel: 1,
      });
      expect(res.body?.code).toBe('200');
      return res.body!.data.bookId;
    };
    for (const id of [await book('19:00:00', '20:00:00'), await book('20:00:00', '21:00:00')])
      expect((await apiCall<{ code: string }>(page, 'POST', '/stagger/v2/api/bookings/noShow', { bookId: id })).body?.code).toBe('200');
    await book('21:00:00', '22:00:00');

    await openFromSidebar(page, '预约记录', '/staggerShare/bookRecord');
    const list = page.locator(BOOKINGS);
    await list.locator('.ant-table-row').first().waitFor();
    await (await searchItem(list, '车牌号')).locator('input').fill(NO_SHOW_PLATE);
    await list.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => list.locator('.ant-table-row').count()).toBe(3);
    const held = list.locator('.ant-table-row', { hasText: '已预约' }).first();
    await held.getByText('查看', { exact: true }).click();
    const booking = page.locator('.ant-drawer').filter({ hasText: '预约详情' }).last();
    await booking.getByRole('button', { name: '标记爽约' }).click();
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '确认将该预约标记为爽约？' }).last();
    await confirm.getByText('自动拉入共享黑名单').waitFor();
    await shot(page, 'stagger-no-show-confirm');
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '已标记爽约!').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await list.locator('.ant-table-row').allTextContents()).every((r) => r.includes('爽约'))).toBe(true);

    await page.goto('/staggerShare/blackMenu');
    const blacks = page.locator(BLACKS);
    await blacks.locator('.ant-table-row').first().waitFor();
    await (await searchItem(blacks, '车牌号')).locator('input').fill(NO_SHOW_PLATE);
    await blacks.getByRole('button', { name: /查\s*询/ }).click();
    const row = blacks.locator('.ant-table-row', { hasText: NO_SHOW_PLATE }).first();
    await row.waitFor();
    await expect.poll(() => blacks.locator('.ant-table-row').count()).toBe(1);
    const text = await row.textContent();
    expect(text).toContain('拉黑中');
    expect(text).toContain('多次爽约');
    expect(text).toContain(chinaDate(30));
    await shot(page, 'stagger-no-show-black');
    await row.getByText('查看', { exact: true }).click();
    const detail = page.locator('.ant-drawer').filter({ hasText: '共享黑名单详情' }).last();
    await expect.poll(() => detail.getByTestId('timeline-entry').first().textContent()).toMatch(/^爽约自动拉黑系统/);
    await shot(page, 'stagger-no-show-black-detail');
  }, 180_000);

  it.each([
    ['/staggerShare/staggerSharePark/monthPark', '错峰月卡车场', '钱江新城市民中心停车场', 'stagger-month-parks'],
    ['/staggerShare/bookRule/current', '预约规则', '武林广场夜间共享预约规则', 'stagger-book-rules'],
    ['/staggerShare/bookRule/history', '预约规则历史版本', '首次配置', 'stagger-book-rule-history'],
    ['/staggerShare/record', '停车记录', /分时共享|错峰月卡/, 'stagger-records'],
    ['/staggerShare/monthRule', '错峰月卡规则', '夜间错峰月卡', 'stagger-month-rules'],
    ['/staggerShare/monthCar/cancel', '错峰月卡退卡', '已退卡', 'stagger-month-card-cancel'],
    ['/staggerShare/monthAudit', '月卡审核', '待审核', 'stagger-month-audit'],
    ['/staggerShare/blackMenu', '共享黑名单', '拉黑中', 'stagger-black-list'],
  ])(
    '%s 打开即列出数据',
    async (url, title, text, name) => {
      const { page } = b;
      await loginAndLand(page);
      await page.goto(url);
      const root = page.locator(`[data-page="${url}"]`);
      await root.locator('.ant-table-row', { hasText: text }).first().waitFor();
      expect(await root.textContent()).toContain(title);
      await shot(page, name);
    },
    120_000,
  );

  it('共享设置：读出全平台设置并保存', async () => {
    const { page } = b;
    await loginAndLand(page);
    await page.goto('/staggerShare/setting');
    const root = page.locator('[data-page="/staggerShare/setting"]');
    const limit = item(root, '爽约拉黑次数').locator('input');
    await expect.poll(() => limit.inputValue()).toBe('3');
    await limit.fill('4');
    await shot(page, 'stagger-setting');
    await root.getByRole('button', { name: /保\s*存/ }).click();
    await toast(page, '保存成功!').waitFor();
    await page.reload();
    const reloaded = item(page.locator('[data-page="/staggerShare/setting"]'), '爽约拉黑次数').locator('input');
    await reloaded.waitFor();
    await expect.poll(() => reloaded.inputValue(), { timeout: 20_000 }).toBe('4');
  }, 120_000);
});
