import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEVICE_OFFLINE_CODE,
  LANE_CALLS,
  TICKET_INVALID_CODE,
  type LiveCamera,
  type ParkCameras,
  type TerminalConfigState,
} from '../../../contracts/lanePages';
import { startTestServer, type TestServer } from '../../testing/harness';
import { DEFAULT_TERMINAL_CONFIG } from './terminalConfig';

const DEVICE = '/api/device/v2/api';
const API = '/api';
const BAD_REQUEST = '0x10d7500400';

let t: TestServer;
let admin: string;

/** The first device of a kind with this online state (1 在线, 0 离线). */
async function deviceWith(path: string, onlineStatus: 0 | 1): Promise<{ id: number; deviceName: string }> {
  const res = await t.get<{ results: { id: number; deviceName: string }[] }>(
    `${DEVICE}/${path}?pageNo=1&pageSize=1&onlineStatus=${onlineStatus}`,
    admin,
  );
  expect(res.body.data.results.length).toBe(1);
  return res.body.data.results[0];
}
const ticketFor = async (path: string, id: number, token = admin) =>
  t.post<{ ticket: string; expireTime: number }>(
    `${DEVICE}/${path}/${id}/${path === 'pcameras' ? 'liveTicket' : 'configTicket'}`,
    {},
    token,
  );
const live = (ticket: string) => t.get<LiveCamera>(`${API}${LANE_CALLS.live}?ticket=${encodeURIComponent(ticket)}`, null);
const config = (ticket: string) => t.get<TerminalConfigState>(`${API}${LANE_CALLS.config}?ticket=${encodeURIComponent(ticket)}`, null);
const sendConfig = (body: Record<string, unknown>) => t.post<TerminalConfigState>(`${API}${LANE_CALLS.config}`, body, null);

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('lane camera live view (/video)', () => {
  it('hands a ticket to a user holding 实时视频 and opens the camera with it, without the console token', async () => {
    const camera = await deviceWith('pcameras', 1);
    const issued = await ticketFor('pcameras', camera.id);
    expect(issued.body.code).toBe('200');
    expect(issued.body.data.ticket).toMatch(/^[\w-]+\.[\w-]+$/);
    const res = await live(issued.body.data.ticket);
    expect(res.body.code).toBe('200');
    expect(res.body.data).toMatchObject({ deviceId: camera.id, deviceName: camera.deviceName, online: true, snapshots: [] });
    expect(res.body.data.parkName).not.toBe('—');
    expect(res.body.data.laneName).not.toBe('');
  });

  it('refuses the ticket to a user without the device permission (403) and to nobody (401)', async () => {
    const camera = await deviceWith('pcameras', 1);
    const viewer = await t.login('viewer1');
    expect((await ticketFor('pcameras', camera.id, viewer)).status).toBe(403);
    expect((await t.post(`${DEVICE}/pcameras/${camera.id}/liveTicket`, {}, null)).status).toBe(401);
    expect((await ticketFor('pcameras', 999999)).body.msg).toBe('记录不存在');
  });

  it('a dealer account gets a ticket for the cameras of its own parks only; another dealer’s is 记录不存在', async () => {
    const dealer2 = await t.login('dealer2');
    const cameras = (await t.get<{ results: { id: number; parkId: number }[] }>(`${DEVICE}/pcameras?pageNo=1&pageSize=200`, admin)).body
      .data.results;
    const own = cameras.find((c) => [1007, 1008, 1009, 1010].includes(Number(c.parkId)));
    const other = cameras.find((c) => [1001, 1002, 1003, 1004, 1005, 1006].includes(Number(c.parkId)));
    expect(own && other).toBeTruthy();
    expect((await ticketFor('pcameras', own!.id, dealer2)).body.code).toBe('200');
    expect((await ticketFor('pcameras', other!.id, dealer2)).body).toMatchObject({ code: '0x10d7500014', msg: '记录不存在' });
  });

  it.each([
    ['a forged ticket', 'eyJwdXJwb3NlIjoibGl2ZSJ9.Zm9yZ2Vk'],
    ['no ticket', ''],
    ['a ticket of remote configuration', 'config'],
  ])('answers 链接已失效，请从控制台重新打开 to %s', async (_, given) => {
    let ticket = given;
    if (given === 'config') ticket = (await ticketFor('terminals', (await deviceWith('terminals', 1)).id)).body.data.ticket;
    const res = await live(ticket);
    expect([res.body.code, res.body.msg]).toEqual([TICKET_INVALID_CODE, '链接已失效，请从控制台重新打开']);
  });

  it('serves a live SVG frame with the camera name and time, refused without a ticket', async () => {
    const camera = await deviceWith('pcameras', 1);
    const { ticket } = (await ticketFor('pcameras', camera.id)).body.data;
    const res = await fetch(`${t.url}${API}${LANE_CALLS.frame}?ticket=${encodeURIComponent(ticket)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await res.text();
    expect(svg).toContain(camera.deviceName);
    expect(svg).toMatch(/识别车牌：[\u4e00-\u9fa5][A-Z]·[A-Z0-9]{5}/);
    expect((await fetch(`${t.url}${API}${LANE_CALLS.frame}?ticket=x.y`)).status).toBe(403);
  });

  it('takes snapshots (抓拍) and lists the last 10, newest first', async () => {
    const camera = await deviceWith('pcameras', 1);
    const { ticket } = (await ticketFor('pcameras', camera.id)).body.data;
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const shot = await t.post<{ id: number; plate: string; takeTime: string }>(`${API}${LANE_CALLS.snapshot}`, { ticket }, null);
      expect([shot.body.code, shot.body.msg]).toEqual(['200', '抓拍成功']);
      ids.push(shot.body.data.id);
    }
    const { snapshots } = (await live(ticket)).body.data;
    expect(snapshots.map((s) => s.id)).toEqual(ids.slice(-10).reverse());
    const image = await fetch(`${t.url}${API}${LANE_CALLS.snapshotImage}/${ids[11]}?ticket=${encodeURIComponent(ticket)}`);
    expect([image.status, (await image.text()).includes(snapshots[0].plate)]).toEqual([200, true]);
  });

  it('lists the ticket camera first and up to three more of its park for the 2×2 view, each opening with its own ticket', async () => {
    const camera = await deviceWith('pcameras', 1);
    const { ticket } = (await ticketFor('pcameras', camera.id)).body.data;
    const res = await t.get<ParkCameras>(`${API}${LANE_CALLS.park}?ticket=${encodeURIComponent(ticket)}`, null);
    const { cameras, parkName } = res.body.data;
    expect(cameras.length).toBeGreaterThan(1);
    expect(cameras.length).toBeLessThanOrEqual(4);
    expect(cameras[0].deviceId).toBe(camera.id);
    expect(new Set(cameras.map((c) => c.deviceId)).size).toBe(cameras.length);
    for (const c of cameras) {
      expect(c.parkName).toBe(parkName);
      expect((await live(c.ticket)).body.data.deviceId).toBe(c.deviceId);
    }
    expect((await t.get(`${API}${LANE_CALLS.park}?ticket=x.y`, null)).body.code).toBe(TICKET_INVALID_CODE);
  });

  it('shows an offline camera as offline and refuses its frames and snapshots with 设备离线', async () => {
    const camera = await deviceWith('pcameras', 0);
    const { ticket } = (await ticketFor('pcameras', camera.id)).body.data;
    expect((await live(ticket)).body.data.online).toBe(false);
    const frame = await fetch(`${t.url}${API}${LANE_CALLS.frame}?ticket=${encodeURIComponent(ticket)}`);
    expect([frame.status, ((await frame.json()) as { msg: string }).msg]).toEqual([409, '设备离线，无法预览']);
    const shot = await t.post(`${API}${LANE_CALLS.snapshot}`, { ticket }, null);
    expect([shot.body.code, shot.body.msg]).toEqual([DEVICE_OFFLINE_CODE, '设备离线，无法抓拍']);
  });
});

describe('lane terminal remote configuration (/remoteConfig)', () => {
  const GOOD = { displayText: '减速慢行 一车一杆', voiceVolume: 8, gateAutoCloseSeconds: 15, fillLightMode: 1, recognitionThreshold: 85 };

  it('reads the defaults, refuses bad parameters in Chinese, then stores good ones and the terminal shows 最近配置时间', async () => {
    const terminal = await deviceWith('terminals', 1);
    const { ticket } = (await ticketFor('terminals', terminal.id)).body.data;
    const before = (await config(ticket)).body.data;
    expect(before).toMatchObject({ deviceId: terminal.id, online: true, config: DEFAULT_TERMINAL_CONFIG, lastConfigTime: null });

    const refusals: [Record<string, unknown>, string][] = [
      [{ displayText: '' }, '请输入显示屏文字'],
      [{ displayText: '欢迎光临😀' }, '显示屏文字只能包含汉字、字母、数字、空格和常用标点'],
      [{ displayText: '长'.repeat(33) }, '显示屏文字不能超过 32 个字'],
      [{ voiceVolume: 11 }, '语音音量应为 0～10 的整数'],
      [{ voiceVolume: 2.5 }, '语音音量应为 0～10 的整数'],
      [{ gateAutoCloseSeconds: 2 }, '道闸自动关闭秒数应为 3～120 的整数'],
      [{ fillLightMode: 3 }, '补光灯模式应为自动、常亮、关闭之一'],
      [{ recognitionThreshold: 100 }, '识别置信度阈值应为 50～99 的整数'],
    ];
    for (const [patch, msg] of refusals) {
      const res = await sendConfig({ ticket, ...GOOD, ...patch });
      expect([res.body.code, res.body.msg]).toEqual([BAD_REQUEST, msg]);
    }
    expect((await config(ticket)).body.data.lastConfigTime).toBeNull();

    const sent = await sendConfig({ ticket, ...GOOD });
    expect([sent.body.code, sent.body.msg]).toEqual(['200', '配置已下发']);
    expect(sent.body.data.config).toEqual(GOOD);
    const after = (await config(ticket)).body.data;
    expect(after.config).toEqual(GOOD);
    expect(after.lastConfigTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const detail = await t.get<{ lastConfigTime: string }>(`${DEVICE}/terminals/${terminal.id}`, admin);
    expect(detail.body.data.lastConfigTime).toBe(after.lastConfigTime);
  });

  it('refuses to send to an offline terminal and refuses a live-view ticket', async () => {
    const terminal = await deviceWith('terminals', 0);
    const { ticket } = (await ticketFor('terminals', terminal.id)).body.data;
    const res = await sendConfig({ ticket, ...GOOD });
    expect([res.body.code, res.body.msg]).toEqual([DEVICE_OFFLINE_CODE, '终端离线，无法下发配置']);
    const cameraTicket = (await ticketFor('pcameras', (await deviceWith('pcameras', 1)).id)).body.data.ticket;
    expect((await config(cameraTicket)).body.msg).toBe('链接已失效，请从控制台重新打开');
  });

  it('empties the stored parameters on a reset of the mock', async () => {
    const terminal = await deviceWith('terminals', 1);
    const { ticket } = (await ticketFor('terminals', terminal.id)).body.data;
    expect((await sendConfig({ ticket, ...GOOD })).body.code).toBe('200');
    await t.adminFetch(`/__mock/reset`, { method: 'POST' });
    admin = await t.login('admin');
    const fresh = (await ticketFor('terminals', terminal.id)).body.data.ticket;
    expect((await config(fresh)).body.data).toMatchObject({ config: DEFAULT_TERMINAL_CONFIG, lastConfigTime: null });
  });
});
