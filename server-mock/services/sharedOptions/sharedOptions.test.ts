import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { snapshotSvg } from './snapshots';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.login('admin');
});
afterAll(() => t.close());

const data = async (path: string) => {
  const res = await t.get(path, token);
  expect(res.body.code, res.text).toBe('200');
  return res.body.data;
};

describe('option lists of the shared dictionaries', () => {
  it.each([
    // The lanes of 场内车场 (schemas/parkingManage.json): each closed park's licensed lanes.
    ['/api/dealer/v2/api/gateInfos/chosen', { gateId: 10011, gateName: '西湖文化广场·东门入口', parkId: 1001, gateType: 1 }, 50],
    ['/api/pass/v2/api/berthInfos/chosen', { berthId: 50001, berthNo: 'WS-001', parkId: 1010 }, 60],
    ['/api/user/v2/api/collector/getCollectors', { collectorId: 3001, collectorName: '王建军', collectorNo: 'SF1001', parkId: 1010 }, 6],
    ['/api/cps/v2/api/appeal/handleUser/chosen', { userId: 2001, userName: '张静' }, 5],
  ])('%s answers a flat list', async (path, first, count) => {
    const rows = await data(path);
    expect(rows[0]).toEqual(first);
    expect(rows).toHaveLength(count);
  });

  it.each([
    [
      '/api/dealer/v2/api/gateInfos/chosen?parkId=1002',
      ['武林广场·东门入口', '武林广场·东门出口', '武林广场·北门入口', '武林广场·北门出口', '武林广场·西门入口', '武林广场·西门出口'],
      'gateName',
    ],
    ['/api/dealer/v2/api/gateInfos/chosen?parkId=1010', [], 'gateName'],
    ['/api/user/v2/api/collector/getCollectors?parkId=1003', ['刘海燕', '陈志明'], 'collectorName'],
  ])('%s filters by park', async (path, labels, key) => {
    expect((await data(path)).map((r: Record<string, unknown>) => r[key])).toEqual(labels);
  });

  it('answers the area and city trees', async () => {
    const areas = await data('/api/dealer/v2/api/areas/tree');
    expect(areas.map((a: { areaName: string }) => a.areaName)).toEqual(['西湖片区', '武林片区', '钱江新城片区', '滨江萧山片区']);
    expect(areas[0].children[2]).toEqual({ areaId: 103, areaName: '文三路片区' });
    const cities = await data('/api/dealer/v2/api/cityTree');
    expect(cities[0]).toMatchObject({ cityCode: 330000, cityName: '浙江省' });
    expect(cities[0].children[0].children.map((d: { cityName: string }) => d.cityName)).toEqual([
      '上城区',
      '拱墅区',
      '西湖区',
      '滨江区',
      '萧山区',
    ]);
  });

  it('lists the users holding a menu resource: 授权管理 (2001) is not on the operator profile', async () => {
    const all = (await data('/api/user/v2/api/sysUser/getUserByRecource')).map((u: { account: string }) => u.account);
    const holders = (await data('/api/user/v2/api/sysUser/getUserByRecource?resourceId=2001')).map((u: { account: string }) => u.account);
    expect(all).toContain('operator');
    expect(holders).toContain('admin');
    expect(holders).not.toContain('operator');
    expect(holders).not.toContain('viewer1');
    expect(await data('/api/user/v2/api/sysUser/getUserByRecource?resourceId=nope')).toEqual([]);
  });
});

describe('pass pictures', () => {
  const firstPass = async (query = '') => (await data(`/api/pass/v2/api/passVehicleInfo?pageSize=100${query}`)).results[0];

  it('lists the scene and the plate close-up of a pass record, filtered by type', async () => {
    const pass = await firstPass();
    const images = (await data(`/api/pass/v2/api/passImage/list?passId=${pass.id}`)).results;
    expect(images.map((i: { imageType: number }) => i.imageType)).toEqual([2, 1]);
    expect(images[0]).toMatchObject({
      captureTime: pass.passTime,
      imageUrl: [expect.stringMatching(/^\/api\/pass\/v2\/api\/snapshots\/scene\.svg\?plate=/)],
    });
    expect((await data(`/api/pass/v2/api/passImage/list?passId=${pass.id}&imageType=1`)).results).toHaveLength(1);
    expect(await data('/api/pass/v2/api/passImage/list?passId=999999')).toEqual({ results: [], totalRecord: 0 });
  });

  it('answers the entry and exit pictures of a parking order', async () => {
    const exit = await firstPass('&direction=2');
    const order = await data(`/api/pass/v2/api/parkOrderImages?orderNo=${exit.orderNo}`);
    expect(order).toMatchObject({ orderNo: exit.orderNo, plateNo: exit.plateNo, outTime: exit.passTime });
    expect([order.inImages.length, order.outImages.length]).toEqual([2, 2]);
    expect(order.inTime < order.outTime).toBe(true);
    expect(await data('/api/pass/v2/api/parkOrderImages?orderNo=PO0')).toMatchObject({
      orderNo: 'PO0',
      plateNo: null,
      inImages: [],
      outImages: [],
    });
  });

  it.each([
    ['/api/pass/v2/api/passImage/list', '过车记录编号不能为空'],
    ['/api/pass/v2/api/passImage/list?passId=1&imageType=3', '图片类型格式不正确'],
    ['/api/pass/v2/api/parkOrderImages', '订单编号不能为空'],
  ])('%s refuses with %s', async (path, msg) => {
    const res = await t.get(path, token);
    expect([res.body.code, res.body.msg]).toEqual(['0x10d7500400', msg]);
  });

  it('serves snapshots without a token, as SVG with the plate in its colour and markup escaped', async () => {
    const res = await fetch(
      `${t.url}/api/pass/v2/api/snapshots/plate.svg?plate=${encodeURIComponent('浙AD12345')}&color=5&place=${encodeURIComponent('<b>东门</b>')}&time=2026-01-14%2008:00:00`,
    );
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/svg+xml; charset=utf-8']);
    const svg = await res.text();
    expect(svg).toContain('浙A·D12345');
    expect(svg).toContain('#6fd08c');
    expect(svg).toContain('&lt;b&gt;东门&lt;/b&gt;');
    expect(svg).not.toContain('<b>');
    expect((await fetch(`${t.url}/api/pass/v2/api/snapshots/other.svg`)).status).toBe(404);
  });

  it('draws the scene with the time and place burnt in', () => {
    const svg = snapshotSvg('scene', { plate: '浙A12345', color: 1, place: '武林广场·东门入口', time: '2026-01-14 08:00:00' });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="640" height="360"/);
    expect(svg).toContain('2026-01-14 08:00:00  武林广场·东门入口');
    expect(svg).toContain('浙A·12345');
  });
});
