/**
 * 特殊车辆 end to end (schemas/specificCar.json): a disabled vehicle is added (a malformed 残疾证号 refused under the
 * field first), found by part of its plate, edited and seen changed in the list as 待审核; a visitor is registered,
 * cancelled with a reason and seen as 已取消, its detail's 流转记录 naming the step; the discount rules and the
 * white-list companies are opened and drawn.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAndLand, useBrowser } from './support/browser';
import { choose, drawer, rowAction } from './support/monthlyRuleUi';
import { formItem as item, opened, toast } from './support/ui';
import { SEED_COMPANIES } from '../../server-mock/services/specificCar/specialVehicleSeed';

const SHOTS = process.env.E2E_SHOTS ?? 'screenshots';
async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `special-vehicles-${name}.png`), fullPage: false });
}

const DISABLED = '[data-page="/operationManagement/specificCar/disabledCar/list"]';
const VISITS = '[data-page="/operationManagement/specificCar/visitCar/list"]';
const PLATE = '浙A3C58K';
const VISIT_PLATE = '沪B7Q21M';
const CERT = '33010619850307123842';

const searchField = (root: Locator, label: string) => root.locator('.ant-form-item', { hasText: label }).locator('input').first();
const rowOf = (root: Locator, text: string) => root.locator('.ant-table-row', { hasText: text }).first();

async function search(root: Locator, label: string, text: string) {
  await searchField(root, label).fill(text);
  await root.getByRole('button', { name: /查\s*询/ }).click();
}

async function typeDateTime(field: Locator, value: string) {
  const input = field.locator('input').first();
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe(value);
}

const tomorrow = () => new Date(Date.now() + 8 * 3600_000 + 86_400_000).toISOString().slice(0, 10);

describe('特殊车辆：残疾人车辆与访客车辆（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('新增残疾人车辆（残疾证号有误被拒）→ 按部分车牌查到 → 编辑 → 列表中可见；登记访客 → 取消 → 已取消', async () => {
    const { page } = b;
    await loginAndLand(page);
    await page.goto('/operationManagement/specificCar/disabledCar/list');
    const list = page.locator(DISABLED);
    await list.locator('.ant-table-row').first().waitFor();
    await shot(page, 'disabled-list');

    // 新增: a certificate number with a wrong category is refused under the field, then corrected and saved.
    await list.getByRole('button', { name: /新\s*增/ }).click();
    const add = await drawer(page, '新增残疾人车辆');
    await item(add, '车牌号').locator('input').fill(PLATE);
    await item(add, '车主姓名').locator('input').fill('周建华');
    await item(add, '手机号').locator('input').fill('13857101234');
    await item(add, '残疾证号').locator('input').fill('33010619850307123882');
    await choose(page, item(add, '适用车场').locator('.ant-select'), '西湖文化广场停车场');
    await add.getByRole('button', { name: /确\s*定/ }).click();
    await item(add, '残疾证号').getByText('第19位残疾类别应为1–7，第20位残疾等级应为1–4').waitFor();
    await shot(page, 'disabled-add-bad-cert');
    await item(add, '残疾证号').locator('input').fill(CERT);
    await expect.poll(() => item(add, '残疾证号').getByText('第19位残疾类别应为1–7，第20位残疾等级应为1–4').count()).toBe(0);
    await add.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '保存成功!').waitFor();

    // Found by part of the plate: only rows holding 3C58.
    await search(list, '车牌号', '3C58');
    const row = rowOf(list, PLATE);
    await row.waitFor();
    await expect.poll(() => list.locator('.ant-table-row').count()).toBe(1);
    expect(await row.textContent()).toContain('待审核');
    expect(await row.textContent()).toContain('西湖文化广场停车场');
    await shot(page, 'disabled-found');

    // 编辑: a new phone (seen in the list) and a remark (seen in the detail).
    await rowAction(page, row, '编辑');
    const edit = await drawer(page, '编辑残疾人车辆');
    await expect.poll(() => item(edit, '车牌号').locator('input').inputValue()).toBe(PLATE);
    await item(edit, '手机号').locator('input').fill('13857109999');
    await item(edit, '备注').locator('textarea').fill('家属代为驾驶接送');
    await shot(page, 'disabled-edit');
    await edit.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '保存成功!').waitFor();
    await expect.poll(() => row.textContent()).toContain('13857109999');
    expect(await row.textContent()).toContain('待审核');

    // 查看: the detail shows the vehicle and its certificate number.
    await rowAction(page, row, '查看');
    const detail = await drawer(page, '残疾人车辆详情');
    await detail.getByText(CERT).waitFor();
    await detail.getByText('家属代为驾驶接送').waitFor();
    await shot(page, 'disabled-detail');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // 访客车辆: register a visitor for tomorrow morning, then cancel it.
    await page.goto('/operationManagement/specificCar/visitCar/list');
    const visits = page.locator(VISITS);
    await visits.locator('.ant-table-row').first().waitFor();
    await shot(page, 'visit-list');
    await visits.getByRole('button', { name: /登记访客/ }).click();
    const form = await drawer(page, '登记访客');
    await item(form, '车牌号').locator('input').fill(VISIT_PLATE);
    await item(form, '访客姓名').locator('input').fill('孙晓东');
    await item(form, '访客手机号').locator('input').fill('13905712345');
    await item(form, '被访人').locator('input').fill('王芳');
    await item(form, '被访单位').locator('input').fill('行政部');
    await choose(page, item(form, '车场').locator('.ant-select'), '武林广场地下停车库');
    await typeDateTime(item(form, '预计到达开始'), `${tomorrow()} 09:00:00`);
    await typeDateTime(item(form, '预计到达结束'), `${tomorrow()} 11:00:00`);
    await page.locator('.ant-picker-dropdown:visible').waitFor({ state: 'hidden' });
    await shot(page, 'visit-form');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '登记成功!').waitFor();

    await search(visits, '车牌号', VISIT_PLATE);
    const visit = rowOf(visits, VISIT_PLATE);
    await visit.waitFor();
    expect(await visit.textContent()).toContain('待到访');
    await rowAction(page, visit, '取消登记');
    const cancel = await opened(page, '取消访客登记');
    await item(cancel, '取消原因').locator('textarea').fill('访客行程取消');
    await shot(page, 'visit-cancel');
    await cancel.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '已取消登记!').waitFor();
    await expect.poll(() => visit.textContent()).toContain('已取消');
    // Cancelled: no more 取消登记 on the row.
    await expect.poll(() => visit.getByRole('button', { name: /取消登记/ }).count()).toBe(0);
    await rowAction(page, visit, '查看');
    const visitDetail = await drawer(page, '访客登记详情');
    await visitDetail.getByText('访客行程取消').first().waitFor();
    expect(await visitDetail.textContent()).toContain('取消登记');
    await shot(page, 'visit-detail');
    await page.keyboard.press('Escape');

    // 残疾人优惠规则 and 白名单企业 draw their lists.
    await page.goto('/operationManagement/specificCar/disabledCar/discountRule');
    await page.locator('.ant-table-row', { hasText: '残疾人车辆停车优惠' }).first().waitFor();
    await shot(page, 'discount-rules');
    await page.goto('/operationManagement/specificCar/whiteManage/company/list');
    const companies = page.locator('[data-page="/operationManagement/specificCar/whiteManage/company/list"]');
    await companies.locator('.ant-table-row').first().waitFor();
    await shot(page, 'companies');
    // The first company covers 西湖文化广场停车场, where several white-list plates belong to it.
    await search(companies, '企业名称', SEED_COMPANIES[0].companyName);
    const company = rowOf(companies, SEED_COMPANIES[0].companyName);
    await company.waitFor();
    await rowAction(page, company, '企业车辆');
    const plates = await drawer(page, '企业白名单车辆');
    await plates.locator('.ant-table-row').first().waitFor();
    expect(await plates.locator('.ant-table-row').count()).toBeGreaterThan(0);
    expect(await plates.locator('.ant-table-row').first().textContent()).toContain('西湖文化广场停车场');
    await shot(page, 'company-plates');
  }, 180_000);
});
