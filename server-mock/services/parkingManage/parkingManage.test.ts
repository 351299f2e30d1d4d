import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { PARK_BERTHS } from '../sharedOptions/data';
import { INSIDE_PARKS } from './data';

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

const PARKS = '/api/dealer/v2/api/parkInfos/inside';
const LANES = '/api/dealer/v2/api/laneInfos';

const data = async (path: string, token = admin) => {
  const res = await t.get(path, token);
  expect(res.body.code, res.text).toBe('200');
  return res.body.data;
};
type Lane = { id: number; parkId: number; laneName: string; laneCode: string; laneType: number; laneStatus: number };

describe('场内车场 (schemas/parkingManage.json)', () => {
  it('lists the closed parks of the shared park dictionary, with lanes counted from their lanes', async () => {
    const page = await data(`${PARKS}?pageNo=1&pageSize=20`);
    expect(page.totalRecord).toBe(9);
    expect(page.results.map((p: { parkName: string }) => p.parkName)).toEqual([
      '西湖文化广场停车场',
      '武林广场地下停车库',
      '钱江新城市民中心停车场',
      '城西银泰城停车场',
      '滨江宝龙城停车场',
      '黄龙体育中心停车场',
      '湖滨银泰in77停车场',
      '萧山国际机场P2停车场',
      '杭州东站西广场停车场',
    ]);
    const dictionary = (await data('/api/dealer/v2/api/parkInfos/chosen')) as { parkId: number; parkName: string; berthCount: number }[];
    for (const park of page.results)
      expect(dictionary).toContainEqual({ parkId: park.id, parkName: park.parkName, berthCount: park.berthNum });
    for (const park of page.results) {
      const lanes = await data(`${LANES}?parkId=${park.id}&pageNo=1&pageSize=50`);
      expect(park.laneCount, park.parkName).toBe(lanes.totalRecord);
    }
    expect(page.results[0]).toMatchObject({ id: 1001, parkNo: 'P330105001', areaId: [1, 101], berthNum: 620, laneCount: 8, parkStatus: 1 });
  });

  it.each([
    ['parkName=银泰', ['城西银泰城停车场', '湖滨银泰in77停车场']],
    ['areaId=1', ['西湖文化广场停车场', '城西银泰城停车场', '黄龙体育中心停车场']],
    ['areaId=402', ['萧山国际机场P2停车场']],
    ['parkStatus=2', ['黄龙体育中心停车场']],
  ])('searches parks by %s', async (query, names) => {
    const page = await data(`${PARKS}?pageNo=1&pageSize=20&${query}`);
    expect(page.results.map((p: { parkName: string }) => p.parkName)).toEqual(names);
  });

  it("lists one park's lanes (its gates first), pages and searches them", async () => {
    const first = await data(`${LANES}?parkId=1001&pageNo=1&pageSize=5`);
    expect(first.totalRecord).toBe(8);
    expect(first.results.map((l: Lane) => [l.laneName, l.laneCode, l.laneType])).toEqual([
      ['东门入口', 'CD100101', 1],
      ['东门出口', 'CD100102', 2],
      ['北门入口', 'CD100103', 1],
      ['北门出口', 'CD100104', 2],
      ['西门入口', 'CD100105', 1],
    ]);
    const second = await data(`${LANES}?parkId=1001&pageNo=2&pageSize=5`);
    expect(second.results.map((l: Lane) => l.laneName)).toEqual(['西门出口', '南门出入口', '地库出入口']);
    expect(second.results[2].laneStatus).toBe(0);
    const exits = await data(`${LANES}?parkId=1002&laneType=2&pageNo=1&pageSize=10`);
    expect(exits.results.map((l: Lane) => l.laneName)).toEqual(['东门出口', '北门出口', '西门出口']);
    expect((await data(`${LANES}?parkId=1003&laneCode=CD1003&pageNo=1&pageSize=10`)).totalRecord).toBe(6);
  });

  it('adds a lane to a park: counted in 车道数 and offered as 出入口 everywhere', async () => {
    const res = await t.post(
      LANES,
      { parkId: 1002, laneName: 'B2层出口', laneCode: 'CD100299', laneType: 2, cameraIp: '192.168.11.120', laneStatus: 1 },
      admin,
    );
    expect(res.body.code, res.text).toBe('200');
    const added = res.body.data as Lane;
    expect(added).toMatchObject({ parkId: 1002, laneName: 'B2层出口', laneCode: 'CD100299' });
    const park = await data(`${PARKS}/1002`);
    expect(park.laneCount).toBe(7);
    const gates = await data('/api/dealer/v2/api/gateInfos/chosen?parkId=1002');
    expect(gates).toContainEqual({ gateId: added.id, gateName: '武林广场·B2层出口', parkId: 1002, gateType: 2 });

    const removed = await t.del(LANES, { ids: [added.id] }, admin);
    expect(removed.body.code, removed.text).toBe('200');
    expect((await data(`${PARKS}/1002`)).laneCount).toBe(6);
    expect((await data('/api/dealer/v2/api/gateInfos/chosen?parkId=1002')).map((g: { gateId: number }) => g.gateId)).not.toContain(
      added.id,
    );
  });

  it('refuses a lane code used anywhere on the platform, on create and on update', async () => {
    const dup = await t.post(LANES, { parkId: 1005, laneName: '南门入口', laneCode: 'CD100101', laneType: 1, laneStatus: 1 }, admin);
    expect(dup.body.code).not.toBe('200');
    expect(dup.body.msg).toBe('车道码 CD100101 已被 西湖文化广场停车场「东门入口」使用，车道码在全平台内不能重复');
    expect((await data(`${LANES}?parkId=1005&pageNo=1&pageSize=20`)).totalRecord).toBe(6);

    const lane = (await data(`${LANES}?parkId=1005&pageNo=1&pageSize=1`)).results[0] as Lane;
    const update = await t.put(
      LANES,
      { id: lane.id, laneName: lane.laneName, laneCode: 'CD100902', laneType: lane.laneType, laneStatus: 1 },
      admin,
    );
    expect(update.body.msg).toBe('车道码 CD100902 已被 杭州东站西广场停车场「东门出口」使用，车道码在全平台内不能重复');
    const keep = await t.put(
      LANES,
      { id: lane.id, laneName: '东门主入口', laneCode: lane.laneCode, laneType: lane.laneType, laneStatus: 1 },
      admin,
    );
    expect(keep.body.code, keep.text).toBe('200');
    expect(keep.body.data).toMatchObject({ laneName: '东门主入口', parkId: 1005 });
  });

  it('refuses a lane without a closed park, and a park number used twice', async () => {
    const orphan = await t.post(LANES, { laneName: '东门入口', laneCode: 'CD999901', laneType: 1, laneStatus: 1 }, admin);
    expect(orphan.body.msg).toBe('请选择车道所属的场内车场');
    const park = {
      parkName: '城东新城停车场',
      parkNo: 'P330105001',
      areaId: [2, 202],
      parkStatus: 1,
      berthNum: 300,
      contactName: '张敏',
      contactPhone: '13812345678',
      address: '杭州市上城区新塘路1号',
    };
    expect((await t.post(PARKS, park, admin)).body.msg).toBe('车场编号 P330105001 已被「西湖文化广场停车场」使用');
  });

  it('adds a park after every park of the platform, offered by the park dictionary', async () => {
    const park = {
      parkName: '城东新城停车场',
      parkNo: 'P330102009',
      areaId: [2, 202],
      parkStatus: 1,
      berthNum: 300,
      contactName: '张敏',
      contactPhone: '13812345678',
      address: '杭州市上城区新塘路1号',
    };
    const res = await t.post(PARKS, park, admin);
    expect(res.body.code, res.text).toBe('200');
    expect(res.body.data).toMatchObject({ id: 1011, laneCount: 0 });
    expect(await data('/api/dealer/v2/api/parkInfos/chosen')).toContainEqual({ parkId: 1011, parkName: '城东新城停车场', berthCount: 300 });
  });

  it('exports the parks the search shows, with the columns the table shows as the header', async () => {
    const url = await data(`${PARKS}/export?parkName=银泰`);
    expect(typeof url).toBe('string');
    const file = await fetch(t.url + url);
    const lines = Buffer.from(await file.arrayBuffer())
      .subarray(3)
      .toString('utf8')
      .split('\r\n')
      .slice(0, -1);
    expect(lines[0].split(',')).toEqual(['车场名称', '泊位数', '车道数', '状态']);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['城西银泰城停车场', '湖滨银泰in77停车场']);
    expect(lines[1]).toContain('营业中');
  });

  it('lets only holders of the page and its buttons call it', async () => {
    const operator = await t.login('operator');
    expect((await t.get(`${LANES}?parkId=1001&pageNo=1&pageSize=5`, operator)).status).toBe(403);
    expect((await t.get(`${PARKS}?pageNo=1&pageSize=5`, operator)).status).toBe(403);
  });
});

describe('泊位数 of the closed parks', () => {
  it('are the capacities the statistics divide by (the shared park dictionary)', () => {
    expect(INSIDE_PARKS.length).toBeGreaterThan(0);
    for (const park of INSIDE_PARKS) expect(PARK_BERTHS[park.id], park.parkName).toBe(park.berthNum);
  });
});
