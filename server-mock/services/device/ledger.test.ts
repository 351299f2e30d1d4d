import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { parseCsv } from '../imports/importFile';
import { CAMERA_KINDS, DEVICE_KINDS } from './kinds';

const DEVICE = '/api/device/v2/api';
type Rec = Record<string, unknown>;

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.login('admin');
});
afterAll(() => t.close());

const rows = async (path: string, query = '') =>
  (await t.get<{ results: Rec[]; totalRecord: number }>(`${DEVICE}/${path}?pageNo=1&pageSize=100&${query}`, token)).body.data;

const NEW_CAMERA = {
  deviceName: '东门入口枪机-99',
  serialNo: 'PCTEST0099',
  vendor: 1,
  parkId: 1003,
  areaName: '地面停车区',
  ipAddress: '192.168.8.64',
  port: 8000,
  longitude: 120.15507,
  latitude: 30.274084,
};

describe('device ledger seed', () => {
  it.each(DEVICE_KINDS.map((k) => [k.path, k] as const))('%s reads like a device ledger', async (_path, kind) => {
    const { results, totalRecord } = await rows(kind.path);
    expect(totalRecord).toBe(60);
    const detector = kind.path === 'geomagneticDetectors';
    for (const d of results) {
      expect(d.deviceName).toMatch(detector ? /^[A-D]区地磁检测器-\d{3}$/ : new RegExp(`${kind.word}-\\d{2}$`));
      expect(d.serialNo).toMatch(new RegExp(`^${kind.serialPrefix}[0-9A-Z]{12}$`));
      expect(d.onlineStatus === 1 || d.onlineStatus === 0).toBe(true);
      if (d.onlineStatus === 1) expect(d.lastHeartbeatTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      if (detector) expect([d.ipAddress, typeof d.batteryLevel]).toEqual([undefined, 'number']);
      else {
        expect(d.ipAddress).toMatch(/^192\.168\.\d{1,2}\.\d{1,3}$/);
        if (d.port === 8000) expect(d.vendor).toBe(1);
        if (d.port === 37777) expect(d.vendor).toBe(2);
      }
    }
    expect(new Set(results.map((d) => d.onlineStatus))).toEqual(new Set([0, 1]));
    const detail = (await t.get<Rec>(`${DEVICE}/${kind.path}/${results[0].id}`, token)).body.data;
    expect(detail.deviceType).toBe(kind.deviceType);
    if (kind.deviceType <= 8) expect((detail.iscSyncStatus === 1) === (typeof detail.iscSyncTime === 'string')).toBe(true);
  });

  it('offline statistics agree with themselves', async () => {
    for (const path of ['deviceOfflineStats', 'geomagneticOfflineStats', 'chargingOfflineStats']) {
      for (const s of (await rows(path)).results) {
        expect(Number(s.offlineDeviceCount)).toBeLessThanOrEqual(Number(s.deviceTotal));
        expect(Number(s.offlineCount)).toBeGreaterThanOrEqual(Number(s.offlineDeviceCount));
        expect(Number(s.onlineRate)).toBeGreaterThanOrEqual(0);
        expect(Number(s.onlineRate)).toBeLessThanOrEqual(100);
      }
    }
    for (const s of (await rows('parkingOfflineStats')).results) expect(Number(s.onlineRate)).toBeLessThanOrEqual(100);
    for (const v of (await rows('newEnergyVideoRecords')).results) expect([5, 6]).toContain(v.plateColor);
  });
});

describe('adding, editing and deleting a camera', () => {
  it('a new camera starts 离线 and 未同步 with its kind, can be found by name and edited', async () => {
    const created = await t.post<Rec>(`${DEVICE}/pcameras`, NEW_CAMERA, token);
    expect(created.body.code).toBe('200');
    expect(created.body.data).toMatchObject({ ...NEW_CAMERA, deviceType: 1, onlineStatus: 0, iscSyncStatus: 0, lastHeartbeatTime: null });
    const found = (await rows('pcameras', 'deviceName=枪机-99')).results;
    expect(found.map((d) => d.serialNo)).toEqual(['PCTEST0099']);
    const id = found[0].id;
    expect((await t.put(`${DEVICE}/pcameras`, { ...NEW_CAMERA, id, ipAddress: '192.168.8.65' }, token)).body.data).toMatchObject({
      ipAddress: '192.168.8.65',
    });
    expect((await t.del(`${DEVICE}/pcameras`, { ids: [id] }, token)).body.code).toBe('200');
    expect((await t.get(`${DEVICE}/pcameras/${id}`, token)).body.code).toBe('0x10d7500014');
  });

  it.each([
    ['设备名称不能为空', { ...NEW_CAMERA, deviceName: '' }],
    ['端口不能大于65535', { ...NEW_CAMERA, port: 70000 }],
    ['设备名称长度不能超过32个字符', { ...NEW_CAMERA, deviceName: '机'.repeat(33) }],
  ])('refuses %s', async (msg, body) => {
    const res = (await t.post(`${DEVICE}/pcameras`, body, token)).body;
    expect([res.code, res.msg]).toEqual(['0x10d7500400', msg]);
  });

  it('exports the list as the console shows it', async () => {
    const url = (await t.get<string>(`${DEVICE}/snapVideos/export?onlineStatus=0`, token)).body.data;
    const csv = parseCsv(Buffer.from(await (await fetch(t.url + url)).arrayBuffer()).toString('utf8'));
    expect(csv[0]).toEqual([
      '设备名称',
      '设备编号',
      'IP地址',
      '端口',
      '所属车场',
      '所属区域',
      '厂商',
      '在线状态',
      'ISC同步状态',
      '最后心跳时间',
    ]);
    const body = csv.slice(1).filter((r) => r.length > 1);
    expect(body.length).toBe((await rows('snapVideos', 'onlineStatus=0')).totalRecord);
    expect(new Set(body.map((r) => r[7]))).toEqual(new Set(['离线']));
  });
});

describe('ISC 同步', () => {
  it.each(CAMERA_KINDS.map((k) => [k.path] as const))('%s: marks the chosen devices 已同步 with the time', async (path) => {
    const waiting = (await rows(path, 'iscSyncStatus=0')).results.slice(0, 2);
    expect(waiting.length).toBe(2);
    const res = (await t.post(`${DEVICE}/${path}/iscSync`, { ids: waiting.map((d) => d.id) }, token)).body;
    expect([res.code, res.data]).toEqual(['200', { syncCount: 2 }]);
    for (const d of waiting) {
      const now = (await t.get<Rec>(`${DEVICE}/${path}/${d.id}`, token)).body.data;
      expect(now).toMatchObject({ iscSyncStatus: 1, iscSyncTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    }
  });

  it.each([
    [{}, '0x10d7500400', '请选择要同步的设备'],
    [{ ids: ['x'] }, '0x10d7500400', '请选择要同步的设备'],
    [{ ids: [999999] }, '0x10d7500014', '记录不存在'],
  ])('refuses %j', async (body, code, msg) => {
    const res = (await t.post(`${DEVICE}/monitors/iscSync`, body, token)).body;
    expect([res.code, res.msg]).toEqual([code, msg]);
  });
});

describe('vehicle lot access: manual execution', () => {
  it('executes 待执行 and 执行失败 records (by the caller, now) and refuses 已执行 ones', async () => {
    const pending = (await rows('vehicleLotAccess', 'execStatus=0')).results[0];
    const failed = (await rows('vehicleLotAccess', 'execStatus=2')).results[0];
    expect(failed.failReason).toEqual(expect.any(String));
    const res = (await t.post(`${DEVICE}/vehicleLotAccess/manualExecute`, { ids: [pending.id, failed.id] }, token)).body;
    expect([res.code, res.data]).toEqual(['200', null]);
    const done = (await rows('vehicleLotAccess', 'execStatus=1')).results.filter((r) => r.id === pending.id || r.id === failed.id);
    expect(done).toHaveLength(2);
    for (const r of done) expect(r).toMatchObject({ execStatus: 1, execUser: '陈建国', failReason: null });
    const again = (await t.post(`${DEVICE}/vehicleLotAccess/manualExecute`, { ids: [pending.id] }, token)).body;
    expect([again.code, again.msg]).toEqual(['0x10d7500015', '当前状态不允许该操作']);
    const none = (await t.post(`${DEVICE}/vehicleLotAccess/manualExecute`, {}, token)).body;
    expect([none.code, none.msg]).toEqual(['0x10d7500400', '请选择要执行的记录']);
  });
});
