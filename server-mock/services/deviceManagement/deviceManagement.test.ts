import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
});
beforeEach(async () => {
  await t.post('/__mock/reset', {});
  admin = await t.login('admin');
});
afterAll(() => t.close());

const SNAP = '/api/device/v2/api/snapPreviews';
const BIND = '/api/device/v2/api/laneCameras';
type Row = Record<string, unknown>;

const data = async (path: string, token = admin) => {
  const res = await t.get(path, token);
  expect(res.body.code, res.text).toBe('200');
  return res.body.data;
};

describe('关联车道', () => {
  it('binds a recognition camera to each direction of every lane of the closed parks', async () => {
    const all = await data(`${BIND}?pageNo=1&pageSize=10`);
    expect(all.totalRecord).toBeGreaterThanOrEqual(60);
    const lanes = await data('/api/dealer/v2/api/laneCodes?pageNo=1&pageSize=10');
    const recognition = await data(`${BIND}?pageNo=1&pageSize=10&cameraRole=1`);
    expect(recognition.totalRecord).toBeGreaterThanOrEqual(lanes.totalRecord);
    const south = await data(`${BIND}?pageNo=1&pageSize=10&parkId=1001&cameraNo=HK100107`);
    expect(south.results.map((c: Row) => [c.cameraNo, c.direction, c.cameraName])).toEqual([
      ['HK1001071', 1, '西湖文化广场·南门出入口入场识别相机'],
      ['HK1001072', 2, '西湖文化广场·南门出入口出场识别相机'],
    ]);
    const exits = await data(`${BIND}?pageNo=1&pageSize=50&parkId=1002&direction=2`);
    expect(exits.results.map((c: Row) => c.cameraName)).toEqual([
      '武林广场·东门出口识别相机',
      '武林广场·北门出口识别相机',
      '武林广场·西门出口识别相机',
    ]);
  });

  it('refuses a second recognition camera for a lane direction, and a camera bound twice; an auxiliary camera is allowed', async () => {
    const second = await t.post(
      BIND,
      {
        cameraNo: 'HK1001019',
        cameraName: '东门入口备用相机',
        cameraIp: '192.168.10.201',
        parkId: 1001,
        laneId: 10011,
        direction: 1,
        cameraRole: 1,
      },
      admin,
    );
    expect(second.body.code).toBe('0x10d7500015');
    expect(second.body.msg).toBe(
      '西湖文化广场停车场「东门入口」的入场方向已绑定识别相机 HK1001011（西湖文化广场·东门入口识别相机），一个车道方向只能绑定一台识别相机',
    );
    const twice = await t.post(
      BIND,
      {
        cameraNo: 'HK1001022',
        cameraName: '东门出口识别相机',
        cameraIp: '192.168.10.102',
        parkId: 1002,
        laneId: 10025,
        direction: 1,
        cameraRole: 2,
      },
      admin,
    );
    expect(twice.body.msg).toBe('相机 HK1001022 已作为「西湖文化广场·东门出口识别相机」关联在 西湖文化广场停车场，请先解除原绑定');
    const aux = await t.post(
      BIND,
      {
        cameraNo: 'DH1001018',
        cameraName: '东门入口补光相机',
        cameraIp: '192.168.10.211',
        parkId: 1001,
        laneId: 10011,
        direction: 1,
        cameraRole: 2,
      },
      admin,
    );
    expect(aux.body.code, aux.text).toBe('200');
    expect(aux.body.data).toMatchObject({ createUser: '陈建国' });
  });

  it('offers the lanes of the chosen park to the lane select', async () => {
    const lanes = await data(`${BIND}/lanes?parkId=1002&pageNo=1&pageSize=200`);
    expect(lanes.results.map((l: Row) => l.laneName).sort()).toEqual(
      ['东门入口', '东门出口', '北门入口', '北门出口', '西门入口', '西门出口'].sort(),
    );
  });

  it('refuses a lane of another park', async () => {
    const res = await t.post(
      BIND,
      {
        cameraNo: 'HK1002919',
        cameraName: '武林广场·东门入口识别相机',
        cameraIp: '192.168.11.199',
        parkId: 1002,
        laneId: 10011,
        direction: 1,
        cameraRole: 2,
      },
      admin,
    );
    expect(res.body.msg).toBe('所选车道不属于该车场，请重新选择车道');
  });

  it('binds a lane direction again once its camera is unbound', async () => {
    const current = (await data(`${BIND}?pageNo=1&pageSize=10&cameraNo=HK1001011`)).results[0] as Row;
    expect((await t.del(BIND, { ids: [current.id] }, admin)).body.code).toBe('200');
    const again = await t.post(
      BIND,
      {
        cameraNo: 'HK1001019',
        cameraName: '西湖文化广场·东门入口识别相机',
        cameraIp: '192.168.10.201',
        parkId: 1001,
        laneId: 10011,
        direction: 1,
        cameraRole: 1,
      },
      admin,
    );
    expect(again.body.code, again.text).toBe('200');
  });
});

describe('抓拍预览配置', () => {
  it('lists the preview settings of the recognition cameras, searchable by park, lane, resolution and state', async () => {
    const all = await data(`${SNAP}?pageNo=1&pageSize=10`);
    expect(all.totalRecord).toBeGreaterThanOrEqual(60);
    expect(all.results[0]).toMatchObject({
      cameraNo: 'HK1001011',
      cameraName: '西湖文化广场·东门入口识别相机',
      parkId: 1001,
      laneId: 10011,
      resolution: '1920x1080',
      snapInterval: 3,
      overlayText: '西湖文化广场 东门入口',
      previewStatus: 1,
    });
    const sharp = await data(`${SNAP}?pageNo=1&pageSize=100&resolution=2560x1440&parkId=1009`);
    expect(sharp.totalRecord).toBeGreaterThan(0);
    expect((sharp.results as Row[]).every((r) => String(r.cameraName).includes('出'))).toBe(true);
    const stopped = await data(`${SNAP}?pageNo=1&pageSize=100&previewStatus=0`);
    expect(stopped.totalRecord).toBeGreaterThan(0);
  });

  it('adds, edits and refuses a second configuration of one camera or an interval out of range', async () => {
    const body = {
      cameraNo: 'HK1001011',
      cameraName: '西湖文化广场·东门入口识别相机',
      parkId: 1001,
      laneId: 10011,
      resolution: '1920x1080',
      snapInterval: 5,
      overlayText: '东门入口',
      overlayPosition: 2,
      previewStatus: 1,
    };
    const dup = await t.post(SNAP, body, admin);
    expect(dup.body.msg).toBe('相机 HK1001011（西湖文化广场·东门入口识别相机）已有抓拍预览配置，请编辑原配置');
    const slow = await t.post(SNAP, { ...body, cameraNo: 'DH1001039', snapInterval: 120 }, admin);
    expect(slow.body.code).not.toBe('200');
    expect(slow.body.msg).toBe('抓拍间隔不能大于60');
    const added = await t.post(SNAP, { ...body, cameraNo: 'DH1001039', cameraName: '西湖文化广场·北门入口全景相机', laneId: 10013 }, admin);
    expect(added.body.code, added.text).toBe('200');
    const edited = await t.put(
      SNAP,
      {
        ...body,
        id: added.body.data.id,
        cameraNo: 'DH1001039',
        cameraName: '西湖文化广场·北门入口全景相机',
        laneId: 10013,
        resolution: '2560x1440',
      },
      admin,
    );
    expect(edited.body.code, edited.text).toBe('200');
    expect((await data(`${SNAP}/${added.body.data.id}`)).resolution).toBe('2560x1440');
  });
});

describe('permissions', () => {
  it('answers 403 to an account without 设备管理, and to a delete without its button', async () => {
    const viewer = await t.login('viewer1');
    expect((await t.get(`${SNAP}?pageNo=1&pageSize=5`, viewer)).status).toBe(403);
    expect((await t.get(`${BIND}?pageNo=1&pageSize=5`, viewer)).status).toBe(403);
    const operator = await t.login('operator');
    expect((await t.get(`${BIND}?pageNo=1&pageSize=5`, operator)).status).toBe(200);
    expect((await t.del(BIND, { ids: [1] }, operator)).status).toBe(403);
    expect((await t.del(SNAP, { ids: [1] }, operator)).status).toBe(403);
  });
});
