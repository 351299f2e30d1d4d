import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAndLand, screenshot, useBrowser } from './support/browser';
import { opened, toast } from './support/ui';

const PLATES = '[data-page="/underpaymentManage/underpaymentCar/list"]';
const RECORDS = '[data-page="/stopFee/arrearsRecord/list"]';

async function openFromMenu(page: Page, group: string, entry: string, selector: string) {
  await loginAndLand(page);
  const aside = page.locator('aside');
  await aside.getByText(group, { exact: true }).click();
  await aside.getByText(entry, { exact: true }).click();
  await page.locator(`${selector} .ant-table-row`).first().waitFor();
}

/** Clicks a row button, inline or under 更多. */
async function rowAction(page: Page, row: ReturnType<Page['locator']>, label: string) {
  const direct = row.getByText(label, { exact: true });
  if (await direct.count()) await direct.first().click();
  else {
    await row.getByText('更多').click();
    await page.getByRole('menuitem', { name: label }).click();
  }
}

describe('欠费追缴：找到欠费车辆，催缴，查看催缴结果（真实 Chromium）', () => {
  const b = useBrowser();

  it('按车牌查到欠费车辆 → 催缴（短信 + 微信公众号） → 车辆记下催缴 → 催缴结果列出每个渠道的结果', async () => {
    const { page } = b;
    await openFromMenu(page, '欠费追缴', '欠费车辆', PLATES);
    const list = page.locator(PLATES);
    // The plate with the largest arrears (the list's default order), searched by its number as a collector does.
    const firstRow = list.locator('.ant-table-row').first();
    const plateNo = ((await firstRow.innerText()).match(/[\u4e00-\u9fa5][A-Z][0-9A-Z]{5,6}/) ?? [''])[0];
    expect(plateNo).not.toBe('');
    await list.locator('.ant-pro-query-filter .ant-form-item', { hasText: '车牌号' }).locator('input').first().fill(plateNo);
    await list.getByRole('button', { name: /查\s*询/ }).click();
    await expect
      .poll(async () => (await list.locator('.ant-table-row').allTextContents()).every((text) => text.includes(plateNo)))
      .toBe(true);
    const row = list.locator('.ant-table-row', { hasText: plateNo }).first();
    const before = await row.innerText();

    await rowAction(page, row, '催缴');
    const form = await opened(page, '车辆催缴');
    expect(await form.locator('.ant-checkbox-wrapper-checked').allInnerTexts()).toEqual(['短信', '微信公众号']);
    await screenshot(page, 'underpayment-remind-form');
    await form.getByRole('button', { name: /确\s*定|提\s*交/ }).click();
    await toast(page, '催缴已发送!').waitFor();
    // The row now shows the remind: 最近催缴结果 is one of the outcomes, no longer what it was.
    await expect
      .poll(async () => /催缴成功|部分失败|催缴失败/.test(await row.innerText()) && (await row.innerText()) !== before)
      .toBe(true);

    await rowAction(page, row, '催缴结果');
    const results = await opened(page, '催缴结果');
    const resultRows = results.locator('.ant-table-row');
    await resultRows.first().waitFor();
    await expect
      .poll(async () => (await resultRows.allTextContents()).filter((text) => text.includes(plateNo)).length)
      .toBeGreaterThanOrEqual(2);
    const texts = await resultRows.allTextContents();
    expect(texts).toHaveItemsAllMatching((text) => text.includes(plateNo));
    for (const channel of ['短信', '微信公众号'])
      expect(
        texts.some((text) => text.includes(channel) && /成功|失败/.test(text)),
        channel,
      ).toBe(true);
    await screenshot(page, 'underpayment-remind-result');

    // 批次汇总 of that remind: one plate, two messages.
    await resultRows.first().getByText('批次汇总', { exact: true }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '催缴批次汇总' });
    await drawer.getByText('催缴车辆数').waitFor();
    await expect.poll(async () => drawer.locator('tr', { hasText: '发送条数' }).innerText()).toContain('2');
    await screenshot(page, 'underpayment-remind-batch');
  });

  it('一键催缴：先检查可催缴车辆数，确认后全部催缴；再次打开时不可催缴', async () => {
    const { page } = b;
    await openFromMenu(page, '欠费追缴', '欠费车辆', PLATES);
    await page.locator(PLATES).getByRole('button', { name: '一键催缴' }).click();
    const check = await opened(page, '一键催缴');
    await expect.poll(async () => check.locator('tr', { hasText: '是否可催缴' }).innerText()).toContain('可催缴');
    const tip = await check.locator('tr', { hasText: '说明' }).innerText();
    const count = Number((tip.match(/催缴 (\d+) 辆/) ?? ['', 'NaN'])[1]);
    expect(count).toBeGreaterThan(0);
    await screenshot(page, 'underpayment-remind-all-check');
    await check.getByRole('button', { name: '确认一键催缴' }).click();
    const input = page.locator('.ant-modal-content').filter({ hasText: '催缴方式' }).last();
    await input.getByRole('button', { name: /确\s*定|提\s*交/ }).click();
    await toast(page, '一键催缴已发送!').waitFor();
    await expect.poll(() => page.locator('.ant-modal-content', { hasText: '是否可催缴' }).count()).toBe(0);

    await page.locator(PLATES).getByRole('button', { name: '一键催缴' }).click();
    const again = await opened(page, '一键催缴');
    await expect.poll(async () => again.locator('tr', { hasText: '是否可催缴' }).innerText()).toContain('不可催缴');
    await again.getByText('催缴间隔内已对全部欠费车辆催缴，暂无可催缴车辆').waitFor();
    expect(await again.getByRole('button', { name: '确认一键催缴' }).isDisabled()).toBe(true);
    await screenshot(page, 'underpayment-remind-all-done');
  });

  it('重新催缴：语音电话未接听的失败结果重新催缴后成功，重试次数加一，车辆的最近催缴结果随之变为催缴成功', async () => {
    const { page } = b;
    await openFromMenu(page, '欠费追缴', '欠费车辆', PLATES);
    const list = page.locator(PLATES);
    // A plate whose owner's number ends in 0, 3, 6 or 9: a first call is not answered (a passing cause).
    const texts = await list.locator('.ant-table-row').allInnerTexts();
    const plateNo = texts
      .map((text) => ({ plate: (text.match(/[\u4e00-\u9fa5][A-Z][0-9A-Z]{5,6}/) ?? [''])[0], phone: (text.match(/1\d{10}/) ?? [''])[0] }))
      .find((p) => p.plate && p.phone && Number(p.phone.slice(-1)) % 3 === 0)?.plate;
    expect(plateNo, 'a plate whose phone ends in 0, 3, 6 or 9 on the first page').toBeTruthy();
    const row = list.locator('.ant-table-row', { hasText: plateNo! }).first();
    await rowAction(page, row, '催缴');
    const form = await opened(page, '车辆催缴');
    for (const channel of ['短信', '微信公众号']) await form.getByText(channel, { exact: true }).click();
    await form.getByText('语音电话', { exact: true }).click();
    await form.getByRole('button', { name: /确\s*定|提\s*交/ }).click();
    await toast(page, '催缴已发送!').waitFor();
    await expect.poll(async () => row.innerText()).toContain('催缴失败');

    await rowAction(page, row, '催缴结果');
    const results = await opened(page, '催缴结果');
    const unanswered = results.locator('.ant-table-row', { hasText: '车主未接听' });
    await unanswered.first().waitFor();
    const before = await unanswered.count();
    // The newest result (the list is by 催缴时间, newest first) is the call just made.
    const newest = results.locator('.ant-table-row').first();
    expect(await newest.innerText()).toContain('车主未接听');
    await newest.getByText('重新催缴', { exact: true }).click();
    await page.locator('.ant-modal-confirm').getByText('确认对该条失败记录重新催缴？').waitFor();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await toast(page, '重新催缴已发送!').waitFor();
    await expect.poll(async () => unanswered.count()).toBe(before - 1);
    const headers = await results.locator('thead th').allInnerTexts();
    const cell = (title: string) => newest.locator('td').nth(headers.findIndex((h) => h.trim() === title));
    await expect.poll(async () => cell('催缴结果').innerText()).toBe('成功');
    expect(await cell('重试次数').innerText()).toBe('1');
    expect(await cell('催缴方式').innerText()).toBe('语音电话');
    await screenshot(page, 'underpayment-remind-retry');
    await results.locator('xpath=..').locator('.ant-modal-close').click();
    await list.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(async () => list.locator('.ant-table-row', { hasText: plateNo! }).first().innerText()).toContain('催缴成功');
  });

  it('欠费记录：表格上方显示欠费笔数与金额，欠费统计按状态细分；补缴后记录变为已补缴、待补缴笔数减一', async () => {
    const { page } = b;
    await openFromMenu(page, '停车收费', '欠费记录', RECORDS);
    const list = page.locator(RECORDS);
    const figures = list.getByRole('region', { name: '汇总' });
    const pendingCount = async () =>
      Number(
        (await figures.locator('.ant-statistic', { hasText: '待补缴笔数' }).locator('.ant-statistic-content').innerText()).replace(
          /\D/g,
          '',
        ),
      );
    await expect.poll(async () => figures.locator('.ant-statistic', { hasText: '待补缴金额' }).innerText()).toMatch(/¥[\d,]+\.\d{2}/);
    const before = await pendingCount();
    expect(before).toBeGreaterThan(0);
    await list.getByRole('button', { name: '欠费统计' }).click();
    const summary = await opened(page, '欠费统计');
    await summary.getByText('欠费总笔数').waitFor();
    await expect.poll(async () => summary.locator('tr', { hasText: '待补缴金额' }).innerText()).toMatch(/¥[\d,]+\.\d{2}/);
    await screenshot(page, 'underpayment-arrears-summary');
    await summary.locator('xpath=..').locator('.ant-modal-close').click();

    const row = list.locator('.ant-table-row', { hasText: '待补缴' }).first();
    const orderNo = ((await row.innerText()).match(/TC\d{16}/) ?? [''])[0];
    expect(orderNo).not.toBe('');
    await rowAction(page, row, '补缴');
    const pay = await opened(page, '欠费补缴');
    await pay.locator('.ant-select').first().click();
    await page.locator('.ant-select-dropdown:visible').getByText('微信支付', { exact: true }).click();
    await pay.getByRole('button', { name: /确\s*定|提\s*交/ }).click();
    await toast(page, '补缴成功!').waitFor();
    await expect.poll(async () => list.locator('.ant-table-row', { hasText: orderNo }).first().innerText()).toContain('已补缴');
    await expect.poll(pendingCount).toBe(before - 1);
    await screenshot(page, 'underpayment-arrears-records');
  });
});
