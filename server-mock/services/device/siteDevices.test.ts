/**
 * 设备管理 › LED屏, 移动终端, 巡检车, 车道设备, 存储设备 over HTTP (schemas/device.json, seed in siteDevices.ts): the
 * ledgers and their searches; 下发文字 to an online screen becomes its 当前显示内容 and a 下发记录 (who, when, result),
 * refused on an offline screen and with a line over 16 characters; IMEI unique and of 15 digits; a lane has one
 * controller; 403 without the button code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { LED_TEXTS } from './siteDevices';

const DEVICE = '/api/device/v2/api';
const STATE = '0x10d7500015';
type Rec = Record<string, unknown> & { id: number };
type Page = { results: Rec[]; totalRecord: number };

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.login('admin');
});
afterAll(() => t.close());

const rows = async (path: string, query = '') => (await t.get<Page>(`${DEVICE}/${path}?pageNo=1&pageSize=200&${query}`, token)).body.data;
const one = async (path: string, id: number) => (await t.get<Rec>(`${DEVICE}/${path}/${id}`, token)).body.data;
const push = (body: Record<string, unknown>, as = token) => t.post(`${DEVICE}/leds/push`, body, as);

describe('LED屏', () => {
  it('seeds 60 screens, one per lane, whose current text is their latest successful push', async () => {
    const { results, totalRecord } = await rows('leds');
    expect(totalRecord).toBe(60);
    expect(new Set(results.map((r) => `${r.parkId}/${r.laneName}`)).size).toBe(60);
    expect(new Set(results.map((r) => r.onlineStatus))).toEqual(new Set([0, 1]));
    const records = (await rows('ledPushRecords', 'ledId=5')).results;
    expect(records.length).toBeGreaterThanOrEqual(2);
    const latest = [...records].sort((a, b) => String(b.pushTime).localeCompare(String(a.pushTime)))[0];
    const screen = results.find((r) => r.id === 5)!;
    expect(latest).toMatchObject({ pushResult: 1, deviceName: screen.deviceName });
    expect(screen.currentText).toBe(latest.pushText);
    expect(screen.lastPushTime).toBe(latest.pushTime);
    expect(LED_TEXTS).toContain(screen.currentText);
  });

  it('searches by park, lane and online state', async () => {
    const byPark = await rows('leds', 'parkId=1003');
    expect(byPark.totalRecord).toBeGreaterThan(0);
    expect(byPark.results.every((r) => r.parkId === 1003)).toBe(true);
    const byLane = await rows('leds', `laneName=${encodeURIComponent('北门')}`);
    expect(byLane.totalRecord).toBeGreaterThan(0);
    expect(byLane.results.every((r) => String(r.laneName).includes('北门'))).toBe(true);
    const offline = await rows('leds', 'onlineStatus=0');
    expect(offline.totalRecord).toBeGreaterThan(0);
    expect(offline.results.every((r) => r.onlineStatus === 0)).toBe(true);
  });

  it('pushes a text to an online screen: current text, last push time and a 下发记录 with who, when and result', async () => {
    const screen = (await rows('leds', 'onlineStatus=1')).results[0];
    const before = (await rows('ledPushRecords', `ledId=${screen.id}`)).totalRecord;
    const res = await push({ id: screen.id, line1: '欢迎光临', line2: '剩余车位 88', line3: '', line4: '请减速慢行' });
    expect(res.body.code).toBe('200');
    const after = await one('leds', screen.id);
    expect(after.currentText).toBe('欢迎光临 / 剩余车位 88 / 请减速慢行');
    expect(after.lastPushTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const records = await rows('ledPushRecords', `ledId=${screen.id}`);
    expect(records.totalRecord).toBe(before + 1);
    const made = records.results.find((r) => r.pushText === '欢迎光临 / 剩余车位 88 / 请减速慢行')!;
    expect(made).toMatchObject({
      ledId: screen.id,
      deviceName: screen.deviceName,
      parkId: screen.parkId,
      pushResult: 1,
      pushUser: expect.any(String),
    });
    expect(made.pushTime).toBe(after.lastPushTime);
  });

  it('refuses an offline screen, a blank first line and a line over 16 characters, writing nothing', async () => {
    const offline = (await rows('leds', 'onlineStatus=0')).results[0];
    const before = await one('leds', offline.id);
    expect((await push({ id: offline.id, line1: '车位已满' })).body).toMatchObject({ code: STATE, msg: '设备离线，无法下发' });
    expect((await one('leds', offline.id)).currentText).toBe(before.currentText);
    const online = (await rows('leds', 'onlineStatus=1')).results[1];
    expect((await push({ id: online.id, line1: '' })).body.msg).toBe('请填写第1行');
    const long = await push({ id: online.id, line1: '欢迎光临', line2: '本停车场实行一车一杆请有序排队通行' });
    expect(long.body.msg).toBe('第2行不能超过16个字符');
    expect((await one('leds', online.id)).currentText).toBe(online.currentText);
  });

  it('adds a screen offline; its serial number is unique', async () => {
    const body = {
      deviceName: '东门入口LED屏-新',
      serialNo: 'LEDTEST0001',
      parkId: 1001,
      laneName: '东门入口',
      ledSize: 2,
      vendor: 5,
      ipAddress: '192.168.3.21',
      port: 5005,
    };
    expect((await t.post(`${DEVICE}/leds`, body, token)).body.code).toBe('200');
    const made = (await rows('leds', 'serialNo=LEDTEST0001')).results[0];
    expect(made).toMatchObject({ onlineStatus: 0, laneName: '东门入口' });
    expect((await t.post(`${DEVICE}/leds`, { ...body, deviceName: '另一块屏' }, token)).body).toMatchObject({
      code: STATE,
      msg: '设备编号 LEDTEST0001 已被设备「东门入口LED屏-新」使用',
    });
  });
});

describe('移动终端', () => {
  const NEW = {
    deviceName: '收费PDA-新',
    imei: '860000000000017',
    terminalModel: 1,
    appVersion: 'V3.8.2',
    parkId: 1010,
    collectorId: 3001,
  };
  it('seeds 60 PDAs with distinct 15-digit IMEIs bound to collectors; searches by collector', async () => {
    const { results, totalRecord } = await rows('mobileTerminals');
    expect(totalRecord).toBe(60);
    expect(results.every((r) => /^\d{15}$/.test(String(r.imei)))).toBe(true);
    expect(new Set(results.map((r) => r.imei)).size).toBe(60);
    const mine = await rows('mobileTerminals', 'collectorId=3004');
    expect(mine.totalRecord).toBeGreaterThan(0);
    expect(mine.results.every((r) => r.collectorId === 3004 && r.parkId === 1003)).toBe(true);
  });
  it('refuses a second PDA with the same IMEI and an IMEI that is not 15 digits', async () => {
    const taken = (await rows('mobileTerminals')).results[0];
    expect((await t.post(`${DEVICE}/mobileTerminals`, { ...NEW, imei: taken.imei }, token)).body).toMatchObject({
      code: STATE,
      msg: `IMEI ${taken.imei} 已被移动终端「${taken.deviceName}」使用`,
    });
    expect((await t.post(`${DEVICE}/mobileTerminals`, { ...NEW, imei: '86000000000' }, token)).body.msg).toBe('IMEI应为15位数字');
    expect((await t.post(`${DEVICE}/mobileTerminals`, { ...NEW, imei: '8600000000000171' }, token)).body.msg).toBe(
      'IMEI长度不能超过15个字符',
    );
    expect((await t.post(`${DEVICE}/mobileTerminals`, NEW, token)).body.code).toBe('200');
    // Editing a PDA onto another one's IMEI is refused too.
    const made = (await rows('mobileTerminals', 'imei=860000000000017')).results[0];
    const res = await t.put(`${DEVICE}/mobileTerminals`, { ...NEW, id: made.id, imei: taken.imei }, token);
    expect(res.body.msg).toBe(`IMEI ${taken.imei} 已被移动终端「${taken.deviceName}」使用`);
  });
});

describe('巡检车, 车道设备, 存储设备', () => {
  it('patrol cars: distinct plates, searched by route', async () => {
    const { results, totalRecord } = await rows('patrolCars');
    expect(totalRecord).toBe(60);
    expect(new Set(results.map((r) => r.plateNo)).size).toBe(60);
    const route = await rows('patrolCars', 'patrolRoute=2');
    expect(route.totalRecord).toBe(15);
    expect(route.results.every((r) => r.patrolRoute === 2)).toBe(true);
    const taken = results[0];
    const body = { plateNo: taken.plateNo, plateColor: 5, cameraSerial: 'CZTEST0001', patrolRoute: 1, parkId: 1010, driverName: '王建军' };
    expect((await t.post(`${DEVICE}/patrolCars`, body, token)).body.msg).toBe(`车牌 ${taken.plateNo} 已登记为巡检车`);
  });
  it('lane devices: gate, camera and display per lane, a faulty lane shows a faulty gate; one controller per lane', async () => {
    const { results, totalRecord } = await rows('driveways');
    expect(totalRecord).toBe(60);
    expect(new Set(results.map((r) => r.laneState))).toEqual(new Set([1, 2, 3]));
    for (const r of results) {
      expect(r.gateSerial).toMatch(/^DZ/);
      expect(r.laneCameraSerial).toMatch(/^SC/);
      expect(r.laneDirection).toBe(String(r.laneName).endsWith('入口') ? 1 : 2);
      if (r.laneState === 2) expect(r.gateState).toBe(3);
    }
    const faulty = await rows('driveways', 'laneState=2');
    expect(faulty.totalRecord).toBeGreaterThan(0);
    const lane = results[0];
    const body = {
      parkId: lane.parkId,
      laneName: lane.laneName,
      laneDirection: 1,
      serialNo: 'LCTEST0001',
      ipAddress: '192.168.9.9',
      gateSerial: 'DZTEST',
      laneCameraSerial: 'SCTEST',
    };
    const res = await t.post(`${DEVICE}/driveways`, body, token);
    expect(res.body.code).toBe(STATE);
    expect(res.body.msg).toMatch(new RegExp(`已有车道「${lane.laneName}」$`));
  });
  it('storage devices: used percent, channels and the retention they give; new ones start empty and offline', async () => {
    const { results, totalRecord } = await rows('storageDevices');
    expect(totalRecord).toBe(60);
    for (const r of results) {
      expect(Number(r.usedPercent)).toBeGreaterThanOrEqual(35);
      expect(Number(r.usedPercent)).toBeLessThanOrEqual(98);
      expect(Number(r.recordDays)).toBe(
        Math.max(3, Math.min(90, Math.floor((Number(r.capacityTb) * 1024) / (Number(r.channelCount) * 21)))),
      );
    }
    const body = {
      deviceName: '西湖文化广场NVR-09',
      serialNo: 'NVRTEST0001',
      vendor: 1,
      parkId: 1001,
      ipAddress: '192.168.1.250',
      port: 8000,
      capacityTb: 32,
      channelCount: 32,
    };
    expect((await t.post(`${DEVICE}/storageDevices`, body, token)).body.code).toBe('200');
    const made = (await rows('storageDevices', 'serialNo=NVRTEST0001')).results[0];
    expect(made).toMatchObject({ onlineStatus: 0, usedPercent: 0, recordDays: 48 });
  });
});

describe('permissions', () => {
  it('refuses the calls without the button code (403)', async () => {
    const viewer = await t.login('viewer1');
    expect((await t.get(`${DEVICE}/leds?pageSize=1`, viewer)).status).toBe(403);
    expect((await push({ id: 1, line1: '欢迎光临' }, viewer)).status).toBe(403);
    expect((await t.get(`${DEVICE}/mobileTerminals?pageSize=1`, viewer)).status).toBe(403);
    expect((await t.post(`${DEVICE}/storageDevices`, {}, viewer)).status).toBe(403);
  });
});
