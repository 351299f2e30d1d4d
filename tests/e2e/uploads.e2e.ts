import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { loginAndLand, mockAdmin, screenshot, useBrowser } from './support/browser';
import { makePng, opened, toast } from './support/ui';

const BLACKLIST = '/operationManagement/specificCar/blackManage/blackList/list';

/** A PNG of about `size` bytes: a real image followed by filler (a trailing chunk-free tail readers ignore). */
function pngOfSize(size: number): Buffer {
  const png = makePng();
  return Buffer.concat([png, randomBytes(Math.max(0, size - png.length))]);
}

/** Requests sent to the storage hosts (not the platform API). */
function storeRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/objectStore/') || path.startsWith('/fileServer/')) seen.push(r);
  });
  return seen;
}

async function openBlacklistForm(page: Page) {
  await loginAndLand(page, 'admin');
  await page.goto(BLACKLIST);
  await page.getByRole('button', { name: /新\s*增/ }).click();
  return opened(page, '新增黑名单');
}

describe('上传（真实 Chromium + 模拟对象存储）', () => {
  const b = useBrowser();

  it.each([
    [
      1,
      'OSS 表单直传',
      /^http:\/\/[^/]+\/objectStore\/oss\/parking-console\/console\/\d{8}\/[0-9A-Za-z]{10}\d{1,3}\.png\?OSSAccessKeyId=.+&Expires=\d+&Signature=.+$/,
      'POST',
    ],
    [5, '平台文件服务器', /^http:\/\/[^/]+\/fileServer\/files\/[0-9a-f]{24}\.png$/, 'POST'],
    [3, 'S3 直传（SHA-256 令牌）', /^http:\/\/[^/]+\/objectStore\/s3\/parking-files\/console\/\d{8}\/[0-9a-f]{64}\.png$/, 'PUT'],
  ])('图片服务器类型 %i（%s）：车辆照片存入后按地址取回，字节完全一致', async (type, _name, address, method) => {
    const { page } = b;
    await mockAdmin('/__mock/settings', { body: { imageServerType: type } });
    const sent = storeRequests(page);
    const form = await openBlacklistForm(page);
    const photo = pngOfSize(1536 * 1024);
    await form.locator('input[type=file]').setInputFiles({ name: '车辆照片.png', mimeType: 'image/png', buffer: photo });
    await toast(page, '上传成功!').waitFor();
    // The thumbnail is a local preview; its link is the stored file's address.
    const link = form.locator('.ant-upload-list-item-container a.ant-upload-list-item-thumbnail');
    await link.waitFor();
    const src = (await link.getAttribute('href'))!;
    expect(src).toMatch(address);
    const fetched = await page.request.get(src);
    expect(fetched.status()).toBe(200);
    expect(Buffer.compare(await fetched.body(), photo)).toBe(0);
    const upload = sent.find((r) => r.method() === method);
    expect(upload, `${method} to the store`).toBeTruthy();
    expect(await upload!.headerValue('authorization')).toBeNull();
    await screenshot(page, `upload-image-server-${type}`);
  });

  it('通用上传（故障上报）：照片取回字节一致；超过 2M 与改名的非图片被拒绝', async () => {
    const { page } = b;
    await loginAndLand(page, 'admin');
    await page.getByRole('button', { name: '故障上报' }).click();
    const d = await opened(page, '故障上报');
    const input = d.locator('input[type=file]');
    await input.setInputFiles({ name: '道闸.png', mimeType: 'image/png', buffer: pngOfSize(2 * 1024 * 1024 + 1) });
    await toast(page, '上传单个图片大小不能超过2M').waitFor();
    const exe = Buffer.concat([Buffer.from('MZ'), randomBytes(4096)]);
    await input.setInputFiles({ name: '道闸.png', mimeType: 'image/png', buffer: exe });
    await toast(page, '只能上传png\\jpg\\jpeg图片').waitFor();
    await toast(page, '只能上传png\\jpg\\jpeg图片').waitFor({ state: 'detached' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
    await input.setInputFiles({ name: '道闸.jpg', mimeType: 'image/jpeg', buffer: svg });
    await toast(page, '只能上传png\\jpg\\jpeg图片').waitFor();
    expect(await d.locator('.ant-upload-list-item-container').count()).toBe(0);

    const photo = pngOfSize(2 * 1024 * 1024);
    await input.setInputFiles({ name: '道闸.png', mimeType: 'image/png', buffer: photo });
    await toast(page, '上传成功!').waitFor();
    const src = (await d.locator('.ant-upload-list-item-container img').getAttribute('src'))!;
    expect(src).toMatch(/^\/api\/basic\/v2\/api\/hikyun\/files\/UP[0-9a-f]{24}\.png$/);
    expect(Buffer.compare(await (await page.request.get(src)).body(), photo)).toBe(0);
  });
});
