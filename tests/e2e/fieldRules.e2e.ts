/**
 * One set of rules, enforced twice: the form refuses what the mock refuses, with the same message. A stored plate
 * must be a whole plate (the plate value type's rule, schemas/meta/lib/fieldRules/valueTypes.ts), and a value the
 * form would refuse sent straight to the API is refused with the form's message and not written.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, loginAndLand, screenshot, useBrowser } from './support/browser';
import { payloadHeaders } from '../../server-mock/testing/payload';
import { opened } from './support/ui';

const BLACKLIST = '/operationManagement/specificCar/blackManage/blackList/list';

describe('同一套校验：表单与模拟后端（黑名单，真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('车牌号 ABC 在表单里提示 请输入正确的车牌号；直接调用接口也被拒绝，提示相同且不写入', async () => {
    const { page } = b;
    await loginAndLand(page, 'admin');
    await page.goto(BLACKLIST);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const form = await opened(page, '新增黑名单');
    const plate = form.getByPlaceholder('请输入车牌号');
    await plate.fill('ABC');
    await plate.blur();
    const item = form.locator('.ant-formily-item', { hasText: '车牌号' }).first();
    await item.getByText('请输入正确的车牌号').waitFor();
    await screenshot(page, 'field-rules-plate');
    await plate.fill('浙A12345');
    await expect.poll(() => item.getByText('请输入正确的车牌号').count()).toBe(0);

    // The same value sent past the form: the mock answers the form's message, and the list does not grow.
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    const api = `${baseUrl()}/api/special/v2/api/blackLists`;
    const total = async () => {
      const res = await page.request.get(`${api}?pageNo=1&pageSize=1`, { headers: { Authorization: token, ...payloadHeaders() } });
      return ((await res.json()) as { data: { total: number } }).data.total;
    };
    const before = await total();
    const res = await page.request.post(api, {
      headers: { Authorization: token, 'Content-Type': 'application/json', ...payloadHeaders() },
      data: { plateNo: 'ABC', plateColor: 1, parkId: 1001, blackReason: '逃费' },
    });
    expect(await res.json()).toMatchObject({ code: '0x10d7500400', msg: '车牌号：请输入正确的车牌号' });
    expect(await total()).toBe(before);
  });
});
