import { deflateSync, crc32 } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';

/** A small valid PNG (a coloured band), so the uploaded thumbnail shows something. */
export function makePng(width = 48, height = 32): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) rows.set([22 + x * 4, 119, 255 - y * 4], y * (width * 3 + 1) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A modal by its title. (Not getByRole's accessible name: the e2e build inherits NODE_ENV=test from vitest, so
 * rc-util gives every modal the same aria-labelledby id and nested modals would all be named by the first title.)
 */
export const dialog = (page: Page, title: string) =>
  page.locator('.ant-modal-content').filter({ has: page.locator('.ant-modal-title').getByText(title, { exact: true }) });
/** Waits until no modal is zooming in or out, so clicks land where the user would click. */
export const settled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[class*="ant-zoom-appear"], [class*="ant-zoom-enter"], [class*="ant-zoom-leave"]'));
/** Waits for a modal by its title and for its opening animation to end. */
export async function opened(page: Page, title: string) {
  const d = dialog(page, title);
  await d.waitFor();
  await settled(page);
  return d;
}
/** A toast (antd message) by its exact text. */
export const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true }).last();

const sidebar = (page: Page) => page.locator('aside').first();
/**
 * Opens a page from the sidebar, unfolding its group first when it is folded, and waits for its address. The menu is
 * drawn once the page opened has drawn (app/viewShown.ts): it is waited for before its groups are looked at.
 */
export async function openSidebarPage(page: Page, group: string, item: string, url: string) {
  await sidebar(page).locator('.ant-menu').first().waitFor();
  const entry = sidebar(page).getByText(item, { exact: true });
  if (!(await entry.isVisible())) {
    await sidebar(page).getByText(group, { exact: true }).click();
    await entry.waitFor();
    await page.waitForTimeout(400); // the submenu's unfolding animation
  }
  await entry.click();
  await page.waitForURL(url);
}

/** Opens a page of 系统管理 from the sidebar. */
export const openSystemPage = (page: Page, item: string, url: string) => openSidebarPage(page, '系统管理', item, url);

/** The form item of a label inside a container (the first, when the label repeats). */
export const formItem = (root: Locator, label: string) =>
  root
    .locator('.ant-formily-item')
    .filter({ has: root.page().locator('.ant-formily-item-label', { hasText: new RegExp(`^\\*?${label}`) }) })
    .first();

/** Picks `option` (by its exact title) in the select of the form item `label`. */
export async function chooseOption(page: Page, root: Locator, label: string, option: string) {
  await formItem(root, label).locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}
