/**
 * 充电平台 › 实时监控 end to end (a monitor view, schemas/chargingPlatform.json `monitoring`): every connector of the mock's
 * board with counts by state equal to the board's; a connector that starts charging at the pile is pushed over the
 * WebSocket and shows on the open screen without a reload; the filters by 充电站 and 车牌号 return rows; 远程停止 asks
 * first, then the connector is 占用 and its 充电订单 exists; a pile that drops offline while 远程启动 is being asked
 * refuses the command with the reason, one that does not answer fails with 指令超时; a fault shows at once and opens its
 * 故障记录. 在充车辆 (the same board, charging connectors only) follows the pushes as cars start and stop. Screenshots at
 * 1366×768.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LiveConnector } from '../../server-mock/services/chargingPlatform/board';
import { loginAndLand, mockAdmin, platformCall, screenshot, useBrowser } from './support/browser';
import { rowAction } from './support/monthlyRuleUi';
import { settled, toast } from './support/ui';

const MONITOR = '[data-page="/chargingPlatform/monitoring"]';
const API = '/api/charging/v2/api';

/** A connector as the board endpoint answers it. */
type Connector = LiveConnector;

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token')) as Promise<string>;
async function boardOf(page: Page): Promise<Connector[]> {
  const res = await platformCall(`${API}/monitor/connectors`, await tokenOf(page));
  return (res.body as { data: { results: Connector[] } }).data.results;
}
const event = (connectorId: number, name: string, plateNo?: string) =>
  mockAdmin('/__mock/charging/connector', { body: { connectorId, event: name, plateNo } });

const monitor = (page: Page) => page.locator(MONITOR);
const footer = (page: Page) => monitor(page).locator('.ant-table-footer');
const segment = (page: Page, label: string) =>
  monitor(page)
    .locator('.ant-segmented-item')
    .filter({ hasText: new RegExp(`^${label} \\d+$`) });
const countOf = async (page: Page, label: string) => Number(((await segment(page, label).textContent()) ?? '').replace(/\D/g, ''));
const rowOf = (page: Page, text: string) => monitor(page).locator('.ant-table-row').filter({ hasText: text });
/** The pile's idle connector (its other connector may be in any state, with other actions). */
const idleRow = (page: Page, pileCode: string) => rowOf(page, pileCode).filter({ hasText: '空闲' }).first();
const filterByPlate = (page: Page, plate: string) => monitor(page).getByLabel('车牌号').fill(plate);

/** Filters by 桩编号 and waits until the table shows that pile's connectors only. */
async function filterByPile(page: Page, board: Connector[], pileCode: string) {
  await monitor(page).getByLabel('桩编号').fill(pileCode);
  const guns = board.filter((c) => c.pileCode === pileCode).length;
  await expect.poll(() => footer(page).textContent()).toBe(`显示 ${guns} 条，共 ${board.length} 条`);
}

async function open(page: Page) {
  await loginAndLand(page);
  await page.goto('/chargingPlatform/monitoring');
  await monitor(page).getByText('实时更新中').waitFor();
  await monitor(page).locator('.ant-table-row').first().waitFor();
}

describe('充电平台：实时监控（真实 Chromium）', () => {
  const b = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('计数与平台一致；桩上开始充电即推送到页面；按充电站、车牌筛选；远程停止后为占用并生成订单', async () => {
    const { page } = b;
    await open(page);
    const board = await boardOf(page);
    const states: [number, string][] = [
      [1, '空闲'],
      [2, '充电中'],
      [3, '故障'],
      [4, '离线'],
      [5, '占用'],
    ];
    await expect.poll(() => segment(page, '全部').textContent()).toBe(`全部 ${board.length}`);
    for (const [state, label] of states) expect(await countOf(page, label)).toBe(board.filter((c) => c.connectorStatus === state).length);
    await expect.poll(() => footer(page).textContent()).toBe(`显示 ${board.length} 条，共 ${board.length} 条`);
    await screenshot(page, 'charging-monitor');

    // A car plugs in at a pile: the screen shows it without a reload.
    const idle = board.find((c) => c.connectorStatus === 1)!;
    const charging = await countOf(page, '充电中');
    await event(idle.connectorId, 'start', '浙AD20001');
    await expect.poll(() => countOf(page, '充电中')).toBe(charging + 1);
    await filterByPlate(page, '浙AD20001');
    await expect.poll(() => footer(page).textContent()).toBe(`显示 1 条，共 ${board.length} 条`);
    const row = rowOf(page, '浙AD20001');
    await expect.poll(() => row.textContent()).toContain(idle.pileCode);
    await expect.poll(() => row.textContent()).toContain('充电中');

    // 充电站: only that station's connectors, and the counts follow.
    await filterByPlate(page, '');
    await monitor(page)
      .locator('.ant-select')
      .filter({ has: page.locator('input[aria-label="充电站"]') })
      .click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText(idle.stationName, { exact: true }).click();
    const atStation = board.filter((c) => c.stationId === idle.stationId).length;
    expect(atStation).toBeGreaterThan(0);
    await expect.poll(() => footer(page).textContent()).toBe(`显示 ${atStation} 条，共 ${board.length} 条`);
    expect(await segment(page, '全部').textContent()).toBe(`全部 ${atStation}`);
    await screenshot(page, 'charging-monitor-station');

    // 远程停止: confirmed first, then 占用 and its order.
    await filterByPlate(page, '浙AD20001');
    await rowAction(page, rowOf(page, '浙AD20001'), '远程停止');
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '确认远程停止该充电枪的充电？停止后按计费规则生成充电订单。' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: /确\s*定|确\s*认/ }).click();
    await toast(page, '远程停止成功，已生成充电订单').waitFor();
    await expect.poll(() => rowOf(page, '浙AD20001').textContent()).toContain('占用');
    const orders = await platformCall(
      `${API}/chargeOrders?pageNo=1&pageSize=10&plateNo=${encodeURIComponent('浙AD20001')}`,
      await tokenOf(page),
    );
    const found = (orders.body as { data: { results: { plateNo: string; pileCode: string; payState: number }[] } }).data.results;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ plateNo: '浙AD20001', pileCode: idle.pileCode, payState: 1 });
  });

  it('下发远程启动时桩已离线：拒绝并说明原因；桩不应答：指令超时；故障即时显示并可打开故障记录', async () => {
    const { page } = b;
    await open(page);
    const board = await boardOf(page);
    const [first, second] = board.filter((c) => c.connectorStatus === 1 && c.connectorNo === 1);

    // The pile drops offline while the operator is filling in 远程启动.
    await filterByPile(page, board, first.pileCode);
    await rowAction(page, idleRow(page, first.pileCode), '远程启动');
    const dialog = page.locator('.ant-modal').filter({ hasText: '远程启动充电' });
    await dialog.waitFor();
    await event(first.connectorId, 'offline');
    await dialog.getByRole('button', { name: /确\s*定|提\s*交/ }).click();
    await toast(page, `充电桩 ${first.pileCode} 已离线，指令无法下发`).waitFor();
    // The dialog stays open with the reason, keeping what was typed; 取消 closes it.
    await dialog.getByText(`充电桩 ${first.pileCode} 已离线，指令无法下发`).waitFor();
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await settled(page);
    await expect.poll(() => rowOf(page, first.pileCode).first().textContent()).toContain('离线');

    // A pile that does not answer: the command fails after the timeout.
    await mockAdmin('/__mock/settings', { body: { chargingCommandTimeoutMs: 2000 } });
    await mockAdmin('/__mock/charging/mute', { body: { pileId: second.pileId, muted: true } });
    await filterByPile(page, board, second.pileCode);
    await rowAction(page, idleRow(page, second.pileCode), '远程启动');
    const again = page.locator('.ant-modal').filter({ hasText: '远程启动充电' });
    await again.waitFor();
    await again.getByRole('button', { name: /确\s*定|提\s*交/ }).click();
    await toast(page, `指令超时：充电桩 ${second.pileCode} 未在 2 秒内应答，请稍后重试`).waitFor();
    await again.getByRole('button', { name: /取\s*消/ }).click();
    await mockAdmin('/__mock/settings', { body: { chargingCommandTimeoutMs: 10000 } });

    // A fault shows at once; its row opens the 故障记录.
    await event(second.connectorId, 'fault');
    const faulty = rowOf(page, second.pileCode).filter({ hasText: '故障' });
    await faulty.waitFor();
    await rowAction(page, faulty, '故障记录');
    const detail = page.locator('.ant-drawer').filter({ hasText: '故障详情' });
    await detail.waitFor();
    await expect.poll(() => detail.textContent()).toContain(second.pileCode);
    await expect.poll(() => detail.textContent()).toContain('未处理');
    await settled(page);
    await screenshot(page, 'charging-monitor-fault');
  });

  it('在充车辆：只列充电中的枪；桩上停止充电后该车随即离开列表，开始充电的车随即出现', async () => {
    const { page } = b;
    await loginAndLand(page);
    await page.goto('/chargingPlatform/chargeRecords/chargingCar');
    const cars = page.locator('[data-page="/chargingPlatform/chargeRecords/chargingCar"]');
    await cars.getByText('实时更新中').waitFor();
    await cars.locator('.ant-table-row').first().waitFor();
    const board = await boardOf(page);
    const charging = board.filter((c) => c.connectorStatus === 2);
    expect(charging.length).toBeGreaterThan(0);
    const carsFooter = cars.locator('.ant-table-footer');
    await expect.poll(() => carsFooter.textContent()).toBe(`显示 ${charging.length} 条，共 ${charging.length} 条`);
    // No state counts on a view of one state.
    expect(await cars.locator('.ant-segmented').count()).toBe(0);
    await screenshot(page, 'charging-cars');

    await event(charging[0].connectorId, 'stop');
    await expect.poll(() => carsFooter.textContent()).toBe(`显示 ${charging.length - 1} 条，共 ${charging.length - 1} 条`);
    const idle = board.find((c) => c.connectorStatus === 1)!;
    await event(idle.connectorId, 'start', '浙AF30002');
    await cars.getByLabel('车牌号').fill('浙AF30002');
    await expect.poll(() => carsFooter.textContent()).toBe(`显示 1 条，共 ${charging.length} 条`);
    await expect.poll(() => cars.locator('.ant-table-row').first().textContent()).toContain(idle.pileCode);
  });
});
