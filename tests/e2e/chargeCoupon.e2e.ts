/**
 * 优惠券 (schemas/chargeCoupon.json) end to end, as an operator: 新增优惠券 computes 预算 as 面值 and 数量 are typed,
 * offers the stations of the chosen 运营商 only and refuses an 有效期结束 before its start; 保存草稿 puts it in 草稿箱;
 * 提交审核 there; 审核通过 in 发放中, which offers no 发放 by a count; 停止发放 with a reason moves it to 已停止; the detail's
 * 流转记录 shows every step; 复制 opens the form prefilled from that coupon and saves a new draft. 手动发券: more plates
 * than the batch has left is refused with what is left, and nothing is given; a valid grant shows in the 手动发券 records
 * and in 券库, and the batch's 剩余 in the dialog drops by as many; 券库 finds that coupon by its 券码 alone, and its 状态
 * filter 已过期 lists expired coupons only. A paid order of 用户购买记录 lists, under 券明细, as many coupons as its pack holds.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../schemas/meta/lib/expressions';
import { loginAndLand, screenshot, useBrowser } from './support/browser';
import { chooseOption as choose, formItem as item, toast } from './support/ui';

const page$ = (path: string) => `[data-page="/chargeCoupon/${path}"]`;
const ADD = page$('add');

async function openList(page: Page, path: string) {
  await page.goto(`/chargeCoupon/${path}`);
  await page
    .locator(`${page$(path)} .ant-table-row`)
    .first()
    .waitFor();
}

async function search(page: Page, path: string, name: string, label?: string) {
  const root = page.locator(page$(path));
  // A field past the first row of the search form shows once the form is expanded.
  const expand = root.locator('.ant-pro-query-filter-collapse-button', { hasText: '展开' });
  if (label && (await expand.count())) await expand.first().click();
  const input = label
    ? root.locator('.ant-pro-query-filter .ant-form-item', { hasText: label }).first().locator('input')
    : root.getByPlaceholder(/优惠券名称|请输入/).first();
  await input.fill(name);
  await root.getByRole('button', { name: /查\s*询/ }).click();
  await root.locator('.ant-table-row', { hasText: name }).first().waitFor();
}

const rowOf = (page: Page, path: string, name: string) => page.locator(`${page$(path)} .ant-table-row`, { hasText: name });

async function rowAction(page: Page, path: string, name: string, label: string) {
  const row = rowOf(page, path, name);
  const direct = row.getByText(label, { exact: true });
  if (await direct.count()) await direct.first().click();
  else {
    await row.getByText('更多').click();
    await page.getByRole('menuitem', { name: label }).click();
  }
}

const okButton = (root: Locator) => root.getByRole('button', { name: /确\s*定|提\s*交/ });

describe('优惠券：从草稿到发完（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('新增 → 保存草稿 → 草稿箱 提交审核 → 审核通过 → 停止发放 → 已结束列表与流转记录；复制生成新草稿', async () => {
    const { page } = b;
    const name = `e2e充电立减8元${Date.now() % 10000}`;
    await loginAndLand(page);
    await page.locator('aside').getByText('优惠券管理', { exact: true }).click();
    await page.locator('aside').getByText('新增优惠券', { exact: true }).click();
    await page.waitForURL('**/chargeCoupon/add');
    const form = page.locator(ADD);
    await item(form, '优惠券名称').locator('input').waitFor();

    // 适用充电站 waits for its 运营商, then offers that dealer's stations only.
    expect(await item(form, '适用充电站').textContent()).toContain('请先选择运营商');
    await item(form, '优惠券名称').locator('input').fill(name);
    await choose(page, form, '运营商', '浙江星能充电科技有限公司');
    await item(form, '适用充电站').locator('.ant-select-selector').click();
    // (the dealer's dropdown may still be fading out: wait for the stations' own list)
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect.poll(() => options.allTextContents()).toEqual(['莫干山路超充站', '城西银泰充电站', '滨江宝龙城充电站']);
    await page.locator('.ant-select-dropdown:visible').getByTitle('莫干山路超充站', { exact: true }).click();

    // 预算 = 面值 × 发放数量, live.
    await item(form, '面值').locator('input').fill('8');
    await item(form, '发放数量').locator('input').fill('250');
    await expect.poll(() => item(form, '预算').textContent()).toContain('¥2,000.00');
    await item(form, '发放数量').locator('input').fill('300');
    await expect.poll(() => item(form, '预算').textContent()).toContain('¥2,400.00');

    // 有效期结束 before its start is refused by the form, with both fields named.
    const start = await item(form, '有效期开始').locator('input').inputValue();
    const end = item(form, '有效期结束').locator('input');
    await end.click();
    await end.fill(addDays(start, -1)!);
    await end.press('Enter');
    await form.getByRole('button', { name: '保存草稿' }).click();
    await item(form, '有效期结束').getByText('有效期结束应晚于有效期开始').waitFor();
    await screenshot(page, 'coupon-add-invalid-dates');
    await end.click();
    await end.fill(addDays(start, 30)!);
    await end.press('Enter');
    await expect.poll(() => item(form, '有效期结束').getByText('有效期结束应晚于有效期开始').count()).toBe(0);
    await page.locator('.ant-picker-dropdown:visible').waitFor({ state: 'hidden' });
    await screenshot(page, 'coupon-add');
    await form.getByRole('button', { name: '保存草稿' }).click();
    await toast(page, '已保存到草稿箱!').waitFor();

    // 草稿箱: the new draft, 提交审核 after a confirmation.
    await openList(page, 'draftBox');
    await search(page, 'draftBox', name);
    expect(await rowOf(page, 'draftBox', name).textContent()).toContain('¥2,400.00');
    await screenshot(page, 'coupon-draft-box');
    await rowAction(page, 'draftBox', name, '提交审核');
    await page.locator('.ant-modal-confirm').getByText('确定提交审核该优惠券？').waitFor();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await toast(page, '提交成功!').waitFor();
    await expect.poll(() => rowOf(page, 'draftBox', name).count()).toBe(0);

    // 发放中: 待审核 → 审核通过 → 发放中.
    await openList(page, 'granting');
    await search(page, 'granting', name);
    const row = rowOf(page, 'granting', name);
    expect(await row.textContent()).toContain('待审核');
    expect(await row.getByText('发放', { exact: true }).count()).toBe(0);
    await rowAction(page, 'granting', name, '审核');
    const review = page.locator('.ant-modal').filter({ hasText: '优惠券审核' }).last();
    await review.getByText('通过', { exact: true }).click();
    await okButton(review).click();
    await expect.poll(() => row.textContent()).toContain('发放中');

    // 发放中 offers no 发放 by a count (coupons are given by 手动发券, 线上售卖 and 商户采购); 停止发放 needs a reason.
    expect(await row.getByText('发放', { exact: true }).count()).toBe(0);
    await screenshot(page, 'coupon-granting');
    await rowAction(page, 'granting', name, '停止发放');
    const stopDialog = page.locator('.ant-modal').filter({ hasText: '停止原因' }).last();
    await stopDialog.locator('textarea').first().fill('活动提前结束');
    await okButton(stopDialog).click();
    await toast(page, '已停止发放!').waitFor();
    await expect.poll(() => row.count()).toBe(0);

    // 已停止: the coupon, and its detail's 流转记录 with every step, newest first.
    await openList(page, 'grantOver');
    await search(page, 'grantOver', name);
    expect(await rowOf(page, 'grantOver', name).textContent()).toContain('已停止');
    await screenshot(page, 'coupon-grant-over');
    await rowAction(page, 'grantOver', name, '查看');
    const drawer = page.locator('.ant-drawer').filter({ hasText: '流转记录' }).last();
    await drawer.getByTestId('timeline-entry').first().waitFor();
    const entries = await drawer.getByTestId('timeline-entry').allTextContents();
    expect(entries).toHaveLength(3);
    expect(entries[0]).toContain('停止发放（发放中 → 已停止）');
    expect(entries[0]).toContain('活动提前结束');
    expect(entries[1]).toContain('审核通过（待审核 → 发放中）');
    expect(entries[2]).toContain('提交审核（草稿 → 待审核）');
    expect(await drawer.textContent()).toContain('莫干山路超充站');
    await page.waitForTimeout(400); // the drawer's sliding in
    await screenshot(page, 'coupon-detail');
    await drawer.getByTestId('timeline-entry').last().scrollIntoViewIfNeeded();
    await screenshot(page, 'coupon-detail-timeline');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // 复制: the form opens filled from the coupon; saving makes a new draft, the original stays 已停止.
    await rowAction(page, 'grantOver', name, '复制');
    await page.waitForURL('**/chargeCoupon/copy?**');
    const copy = page.locator(page$('copy'));
    await expect.poll(() => item(copy, '优惠券名称').locator('input').inputValue()).toBe(name);
    await expect.poll(() => item(copy, '预算').textContent()).toContain('¥2,400.00');
    await item(copy, '优惠券名称').locator('input').fill(`${name}复制`);
    await screenshot(page, 'coupon-copy');
    await copy.getByRole('button', { name: '保存草稿' }).click();
    await toast(page, '已复制到草稿箱!').waitFor();
    await openList(page, 'draftBox');
    await search(page, 'draftBox', `${name}复制`);
    expect(await rowOf(page, 'draftBox', `${name}复制`).textContent()).toContain('¥8.00');
  });

  it('新增页的 提交审核：保存后执行 onSuccess 所指的 提交审核 操作（同一流转），券直接进入 发放中 的 待审核', async () => {
    const { page } = b;
    const name = `e2e直接提交${Date.now() % 10000}`;
    await loginAndLand(page);
    await page.goto('/chargeCoupon/add');
    const form = page.locator(ADD);
    await item(form, '优惠券名称').locator('input').fill(name);
    await choose(page, form, '运营商', '浙江星能充电科技有限公司');
    await item(form, '适用充电站').locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('城西银泰充电站', { exact: true }).click();
    await item(form, '面值').locator('input').fill('5');
    await item(form, '发放数量').locator('input').fill('40');
    await expect.poll(() => item(form, '预算').textContent()).toContain('¥200.00');
    await form.getByRole('button', { name: '提交审核' }).click();
    await page.locator('.ant-modal-confirm').getByText('确定提交审核该优惠券？审核通过后即开始发放。').waitFor();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await toast(page, '提交成功!').waitFor();

    await openList(page, 'granting');
    await search(page, 'granting', name);
    expect(await rowOf(page, 'granting', name).textContent()).toContain('待审核');
    await screenshot(page, 'coupon-submitted-from-add');
    await openList(page, 'draftBox');
    await page
      .locator(page$('draftBox'))
      .getByPlaceholder(/优惠券名称|请输入/)
      .first()
      .fill(name);
    await page
      .locator(page$('draftBox'))
      .getByRole('button', { name: /查\s*询/ })
      .click();
    await page.locator(`${page$('draftBox')} .ant-empty-description`, { hasText: '暂无数据' }).waitFor();
  });

  it('手动发券：超出剩余库存被拒（提示剩余张数）；有效发放出现在发券记录与券库，剩余减少', async () => {
    const { page } = b;
    await loginAndLand(page);
    await page.locator('aside').getByText('优惠券管理', { exact: true }).click();
    await page.locator('aside').getByText('手动发券', { exact: true }).click();
    await page.waitForURL('**/chargeCoupon/give');
    await page
      .locator(`${page$('give')} .ant-table-row`)
      .first()
      .waitFor();
    await screenshot(page, 'coupon-give-list');

    const openGive = async () => {
      await page.locator(page$('give')).getByRole('button', { name: '手动发券' }).click();
      const dialog = page.locator('.ant-modal').filter({ hasText: '发放对象' }).last();
      await item(dialog, '券批次').locator('.ant-select-selector').click();
      return dialog;
    };
    // The batch: the first 发放中 batch offered, its 剩余 read from its label.
    let dialog = await openGive();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    await option.waitFor();
    const label = (await option.getAttribute('title')) ?? '';
    const left = Number(/剩余 (\d+) 张/.exec(label)?.[1]);
    expect(left).toBeGreaterThan(0);
    await option.click();
    const tag = Date.now() % 100000;
    const plates = Array.from({ length: left + 1 }, (_, i) => `浙B${String((tag + i) % 100000).padStart(5, '0')}`);
    await item(dialog, '发放对象').locator('textarea').fill(plates.join('\n'));
    await okButton(dialog).click();
    await page.getByText(`发放数量超出剩余库存：剩余 ${left} 张`).first().waitFor();
    await screenshot(page, 'coupon-give-refused');

    // Two plates: given, listed with the batch, and the batch's 剩余 is two fewer.
    const given = [`浙A${String(tag).padStart(5, '0')}`, `浙A${String((tag + 1) % 100000).padStart(5, '0')}`];
    await item(dialog, '发放对象').locator('textarea').fill(given.join('\n'));
    await okButton(dialog).click();
    await toast(page, '发券成功!').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await search(page, 'give', given[0]);
    const row = rowOf(page, 'give', given[0]);
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain('未使用');
    await screenshot(page, 'coupon-give-done');

    dialog = await openGive();
    await expect
      .poll(() =>
        page
          .locator('.ant-select-dropdown:visible')
          .getByTitle(label.replace(`剩余 ${left} 张`, `剩余 ${left - 2} 张`))
          .count(),
      )
      .toBe(1);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await openList(page, 'coupons');
    await search(page, 'coupons', given[1], '领取人');
    await rowOf(page, 'coupons', given[1]).first().waitFor();
    const issued = (await rowOf(page, 'coupons', given[1]).first().textContent()) ?? '';
    expect(issued).toContain('未使用');
    await screenshot(page, 'coupon-library');

    // 券码: the coupon just given is found by its code alone.
    const code = /CQ\d{8}/.exec(issued)?.[0] ?? '';
    expect(code).not.toBe('');
    await page
      .locator(page$('coupons'))
      .getByRole('button', { name: /重\s*置/ })
      .click();
    await search(page, 'coupons', code, '券码');
    await expect.poll(() => page.locator(`${page$('coupons')} .ant-table-row`).count()).toBe(1);
    expect(await rowOf(page, 'coupons', code).first().textContent()).toContain(given[1]);
    await screenshot(page, 'coupon-library-by-code');

    // 状态 已过期: only coupons past 有效期结束.
    await page
      .locator(page$('coupons'))
      .getByRole('button', { name: /重\s*置/ })
      .click();
    const library = page.locator(page$('coupons'));
    const expand = library.locator('.ant-pro-query-filter-collapse-button', { hasText: '展开' });
    if (await expand.count()) await expand.first().click();
    const stateItem = library.locator('.ant-pro-query-filter .ant-form-item', { hasText: '状态' }).first();
    await stateItem.locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('已过期', { exact: true }).click();
    await page
      .locator(page$('coupons'))
      .getByRole('button', { name: /查\s*询/ })
      .click();
    await expect.poll(() => page.locator(`${page$('coupons')} .ant-table-row`, { hasText: '未使用' }).count()).toBe(0);
    await page
      .locator(`${page$('coupons')} .ant-table-row`, { hasText: '已过期' })
      .first()
      .waitFor();
    await screenshot(page, 'coupon-library-expired');
  });

  it('线上售卖：券批次已停止的套餐上架被拒；使用明细、用户购买记录、商户采购记录可查', async () => {
    const { page } = b;
    const name = `e2e停车券超值包${Date.now() % 10000}`;
    await loginAndLand(page);
    await openList(page, 'online');
    await screenshot(page, 'coupon-online');

    // A pack of batch 61 (已停止): saved 待上架, then 上架 is refused.
    await page.locator(page$('online')).getByRole('button', { name: '新增套餐' }).click();
    const form = page.locator('.ant-modal').filter({ hasText: '新增售卖套餐' }).last();
    await item(form, '套餐名称').locator('input').fill(name);
    await item(form, '券批次').locator('.ant-select-selector').click();
    await item(form, '券批次').locator('input').fill('批次 61');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await item(form, '每份张数').locator('input').fill('3');
    await item(form, '售价').locator('input').fill('12.9');
    await screenshot(page, 'coupon-online-add');
    await okButton(form).click();
    await toast(page, '保存成功!').waitFor();
    await search(page, 'online', name);
    const row = rowOf(page, 'online', name);
    expect(await row.textContent()).toContain('待上架');
    expect(await row.textContent()).toContain('¥12.90');
    await rowAction(page, 'online', name, '上架');
    await page.locator('.ant-modal-confirm').getByText('确定上架该套餐？上架后用户即可在 App 内购买。').waitFor();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await toast(page, '所选券批次不在发放中，不能上架').waitFor();
    await page.locator('.ant-modal-confirm').waitFor({ state: 'hidden' });
    await screenshot(page, 'coupon-online-refused');
    await expect.poll(() => row.textContent()).toContain('待上架');

    await openList(page, 'useDetail');
    await screenshot(page, 'coupon-use-detail');
    await openList(page, 'boughtRecords');
    await screenshot(page, 'coupon-bought-records');
    // A paid order's 券明细: as many coupons as its 每份张数, issued under its order number.
    const paid = page.locator(`${page$('boughtRecords')} .ant-table-row`, { hasText: '已支付' }).first();
    const orderNo = ((await paid.locator('td').nth(0).textContent()) ?? '').trim();
    const perPack = Number((await paid.locator('td').nth(3).textContent())?.trim());
    expect(orderNo).toMatch(/^QB\d+$/);
    await paid.getByText('券明细', { exact: true }).click();
    const coupons = page.locator('.ant-drawer').filter({ hasText: '券明细' }).last();
    await coupons.locator('.ant-table-row').first().waitFor();
    await expect.poll(() => coupons.locator('.ant-table-row').count()).toBe(perPack);
    expect(await coupons.locator('.ant-table-row').first().textContent()).toMatch(/CQ\d{8}/);
    await page.waitForTimeout(400); // the drawer's opening
    await screenshot(page, 'coupon-bought-coupons');
    await page.keyboard.press('Escape');
    await openList(page, 'purchaseRecords');
    await screenshot(page, 'coupon-purchase-records');
    const pending = page.locator(`${page$('purchaseRecords')} .ant-table-row`, { hasText: '待审核' }).first();
    await pending.getByText('审核', { exact: true }).click();
    await page.locator('.ant-modal').filter({ hasText: '采购审核' }).last().getByText('驳回', { exact: true }).waitFor();
    await page.waitForTimeout(400); // the dialog's opening
    await screenshot(page, 'coupon-purchase-audit');
    await page.keyboard.press('Escape');

    await openList(page, 'coupons');
    await page
      .locator(`${page$('coupons')} .ant-table-row`)
      .first()
      .getByText('查看', { exact: true })
      .click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '券详情' }).last();
    await drawer.getByText('领取方式').waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'coupon-code-detail');
  });
});
