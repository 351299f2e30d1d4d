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

const API = '/api/dealer/v2/api';
const ROADSIDE = `${API}/parkInfos/roadside`;
const INSIDE = `${API}/parkInfos/inside`;
const BERTHS = `${API}/berthInfos`;
const CODES = `${API}/laneCodes`;
const LANES = `${API}/laneInfos`;
const CONTROL = `${API}/laneControl`;

const data = async (path: string, token = admin) => {
  const res = await t.get(path, token);
  expect(res.body.code, res.text).toBe('200');
  return res.body.data;
};
type Row = Record<string, unknown>;

/** In-park orders and passes in force of a park, read from 停车订单 and 月卡管理 as their screens list them. */
async function usage(parkId: number, parkName: string) {
  const parked = (await data(`/api/charge/v2/api/parkOrders/unOut?pageNo=1&pageSize=1&parkId=${parkId}`)).totalRecord as number;
  const inForce = async (cardStatus: number) => {
    const rows = (
      await data(`/api/special/v2/api/monthlyCards?pageNo=1&pageSize=500&parkName=${encodeURIComponent(parkName)}&cardStatus=${cardStatus}`)
    ).results as Row[];
    return rows.filter((r) => r.parkName === parkName).length;
  };
  return { parked, cards: (await inForce(1)) + (await inForce(3)) };
}

describe('路侧车场', () => {
  it('lists the roadside park of the shared park dictionary with its berths, fee rule and hours', async () => {
    const page = await data(`${ROADSIDE}?pageNo=1&pageSize=20`);
    expect(page.totalRecord).toBe(1);
    expect(page.results[0]).toMatchObject({
      id: 1010,
      parkNo: 'R330106001',
      parkName: '文三路路内停车泊位',
      street: '西溪街道',
      berthNum: 40,
      feeRule: '首小时5元，之后每半小时2元，单次封顶40元',
      feePeriod: '07:30-21:00',
      parkStatus: 1,
    });
    expect((await data(`${ROADSIDE}?pageNo=1&pageSize=20&street=西溪`)).results.map((p: Row) => p.parkName)).toEqual([
      '文三路路内停车泊位',
    ]);
    expect((await data(`${ROADSIDE}?pageNo=1&pageSize=20&parkStatus=2`)).totalRecord).toBe(0);
  });

  it('adds a roadside park after every park of the platform, offered by the park dictionary; its number is unique across both kinds', async () => {
    const park = {
      parkName: '文一路路内停车泊位',
      parkNo: 'R330106002',
      areaId: [1, 103],
      street: '文新街道',
      berthNum: 36,
      feeRule: '首小时4元，之后每小时3元',
      feePeriod: '08:00-20:00',
      parkStatus: 1,
      contactName: '张国平',
      contactPhone: '13957112345',
    };
    const res = await t.post(ROADSIDE, park, admin);
    expect(res.body.code, res.text).toBe('200');
    expect(res.body.data.id).toBe(1011);
    expect(await data(`${API}/parkInfos/chosen`)).toContainEqual({ parkId: 1011, parkName: '文一路路内停车泊位', berthCount: 36 });

    const clash = await t.post(ROADSIDE, { ...park, parkName: '古墩路路内停车泊位', parkNo: 'P330105001' }, admin);
    expect(clash.body.msg).toBe('车场编号 P330105001 已被「西湖文化广场停车场」使用');
    const inside = await t.post(
      INSIDE,
      { ...park, parkName: '文一路地下停车场', parkNo: 'R330106001', address: '杭州市西湖区文一路1号' },
      admin,
    );
    expect(inside.body.msg).toBe('车场编号 R330106001 已被「文三路路内停车泊位」使用');

    const removed = await t.del(ROADSIDE, { ids: [1011] }, admin);
    expect(removed.body.code, removed.text).toBe('200');
    expect((await data(`${API}/parkInfos/chosen`)).map((p: { parkId: number }) => p.parkId)).not.toContain(1011);
  });

  it('refuses to delete a park that still has cars inside or monthly passes in force, counting them from those screens', async () => {
    const roadside = await usage(1010, '文三路路内停车泊位');
    expect(roadside.parked).toBeGreaterThan(0);
    expect(roadside.cards).toBeGreaterThan(0);
    const refused = await t.del(ROADSIDE, { ids: [1010] }, admin);
    expect(refused.body.code).toBe('0x10d7500015');
    expect(refused.body.msg).toBe(
      `「文三路路内停车泊位」还有在场车辆 ${roadside.parked} 辆、有效月卡 ${roadside.cards} 张，不能删除，请待车辆出场、月卡到期或退卡后再删除`,
    );
    expect((await data(`${ROADSIDE}?pageNo=1&pageSize=20`)).totalRecord).toBe(1);

    const west = await usage(1001, '西湖文化广场停车场');
    const closed = await t.del(INSIDE, { ids: [1001] }, admin);
    expect(closed.body.msg).toBe(
      `「西湖文化广场停车场」还有在场车辆 ${west.parked} 辆、有效月卡 ${west.cards} 张，不能删除，请待车辆出场、月卡到期或退卡后再删除`,
    );
    expect((await data(`${INSIDE}/1001`)).parkName).toBe('西湖文化广场停车场');
  });

  it('deletes an unused closed park together with its lanes', async () => {
    const created = await t.post(
      INSIDE,
      {
        parkName: '城东新城停车场',
        parkNo: 'P330102009',
        areaId: [2, 202],
        parkStatus: 1,
        berthNum: 300,
        contactName: '张敏',
        contactPhone: '13812345678',
        address: '杭州市上城区新塘路1号',
      },
      admin,
    );
    const id = created.body.data.id as number;
    await t.post(LANES, { parkId: id, laneName: '东门入口', laneCode: 'CD101101', laneType: 1, laneStatus: 1 }, admin);
    const res = await t.del(INSIDE, { ids: [id] }, admin);
    expect(res.body.code, res.text).toBe('200');
    expect((await data(`${CODES}?pageNo=1&pageSize=10&laneCode=CD101101`)).totalRecord).toBe(0);
  });
});

describe('泊位', () => {
  it('lists the berths of the shared berth options, searchable by park, number, type, device and state', async () => {
    const all = await data(`${BERTHS}?pageNo=1&pageSize=10`);
    expect(all.totalRecord).toBe(60);
    expect(all.results[0]).toMatchObject({
      id: 50001,
      berthNo: 'WS-001',
      parkId: 1010,
      berthType: 3,
      detectType: 1,
      detectNo: 'DC1010001',
    });
    const newEnergy = await data(`${BERTHS}?pageNo=1&pageSize=20&berthType=2&parkId=1010`);
    expect(newEnergy.results.map((b: Row) => b.berthNo)).toEqual(['WS-010', 'WS-020', 'WS-030', 'WS-040']);
    const disabled = await data(`${BERTHS}?pageNo=1&pageSize=20&berthStatus=3`);
    expect(disabled.results.map((b: Row) => b.berthNo)).toEqual(['WS-013', 'QJ-A07']);
    const poles = await data(`${BERTHS}?pageNo=1&pageSize=50&detectType=2`);
    expect(poles.totalRecord).toBe(20);
    expect(poles.results.every((b: Row) => b.parkId === 1003)).toBe(true);
  });

  it('refuses a berth number used twice in one park and a device bound twice, allows the number in another park', async () => {
    const dup = await t.post(BERTHS, { parkId: 1010, berthNo: 'WS-001', berthType: 1, detectType: 1, berthStatus: 1 }, admin);
    expect(dup.body.msg).toBe('泊位号 WS-001 在 文三路路内停车泊位 已存在，同一车场内泊位号不能重复');
    const device = await t.post(
      BERTHS,
      { parkId: 1010, berthNo: 'WS-041', berthType: 1, detectType: 1, detectNo: 'DC1010002', berthStatus: 1 },
      admin,
    );
    expect(device.body.msg).toBe('设备编号 DC1010002 已绑定 文三路路内停车泊位 的泊位 WS-002');
    const other = await t.post(
      BERTHS,
      { parkId: 1003, berthNo: 'WS-001', berthType: 2, detectType: 2, detectNo: 'SP1003B01', berthStatus: 1 },
      admin,
    );
    expect(other.body.code, other.text).toBe('200');
    expect((await data(`${BERTHS}?pageNo=1&pageSize=10&parkId=1003&berthNo=WS`)).results.map((b: Row) => b.berthNo)).toEqual(['WS-001']);
  });
});

describe('车道编码', () => {
  it('lists the lanes of every closed park with their codes, searchable by park and code', async () => {
    const all = await data(`${CODES}?pageNo=1&pageSize=10`);
    const parks = (await data(`${INSIDE}?pageNo=1&pageSize=20`)).results as { laneCount: number }[];
    expect(all.totalRecord).toBe(parks.reduce((sum, p) => sum + p.laneCount, 0));
    const wulin = await data(`${CODES}?pageNo=1&pageSize=20&parkId=1002`);
    expect(wulin.results.map((l: Row) => l.laneCode)).toEqual(['CD100201', 'CD100202', 'CD100203', 'CD100204', 'CD100205', 'CD100206']);
    expect((await data(`${CODES}?pageNo=1&pageSize=20&laneCode=CD1009`)).results.every((l: Row) => l.parkId === 1009)).toBe(true);
  });

  it('changes a lane code; a code already used is refused naming the other lane', async () => {
    const refused = await t.put(LANES, { id: 10011, laneCode: 'CD100202' }, admin);
    expect(refused.body.code).toBe('0x10d7500015');
    expect(refused.body.msg).toBe('车道码 CD100202 已被 武林广场地下停车库「东门出口」使用，车道码在全平台内不能重复');
    const changed = await t.put(LANES, { id: 10011, laneCode: 'XH0101' }, admin);
    expect(changed.body.code, changed.text).toBe('200');
    expect((await data(`${CODES}?pageNo=1&pageSize=5&laneCode=XH0101`)).results[0]).toMatchObject({
      id: 10011,
      laneName: '东门入口',
      parkId: 1001,
    });
  });
});

describe('批量控制', () => {
  it('opens every gate of a park: one audited record per lane with who, when and the result; the lanes show it', async () => {
    const res = await t.post(`${CONTROL}/batch`, { parkId: 1001, command: 2, reason: '消防疏散，全部抬杆' }, admin);
    expect(res.body.code, res.text).toBe('200');
    expect(res.body.data).toMatchObject({ laneCount: 8, failCount: 1 });
    const batchNo = res.body.data.batchNo as string;
    expect(batchNo).toMatch(/^KZ\d{17}$/);

    const records = await data(`${CONTROL}/records?pageNo=1&pageSize=20&batchNo=${batchNo}`);
    expect(records.totalRecord).toBe(8);
    for (const r of records.results as Row[])
      expect(r).toMatchObject({ parkId: 1001, controlCommand: 2, controlReason: '消防疏散，全部抬杆', operator: '陈建国' });
    const failed = (records.results as Row[]).filter((r) => r.controlResult === 2);
    expect(failed).toEqual([expect.objectContaining({ laneName: '地库出入口', failReason: '车道已停用，指令未下发' })]);

    const lanes = (await data(`${CONTROL}/lanes?pageNo=1&pageSize=20&parkId=1001`)).results as Row[];
    expect(lanes.filter((l) => l.laneStatus === 1).every((l) => l.controlState === 2)).toBe(true);
    const refusedLane = lanes.find((l) => l.laneName === '地库出入口');
    expect(refusedLane).toMatchObject({ controlState: 1, lastControlTime: null });
    const opened = lanes.find((l) => l.laneName === '东门入口');
    expect(opened?.lastControlTime).toBe(failed[0].controlTime);

    const restore = await t.post(`${CONTROL}/batch`, { parkId: 1001, command: 1, reason: '疏散结束' }, admin);
    expect(restore.body.code, restore.text).toBe('200');
    const after = (await data(`${CONTROL}/lanes?pageNo=1&pageSize=20&parkId=1001`)).results as Row[];
    expect(after.every((l) => l.controlState === 1)).toBe(true);
  });

  it('refuses a command without a reason or an unknown command, and a park that has no lanes', async () => {
    expect((await t.post(`${CONTROL}/batch`, { parkId: 1001, command: 3 }, admin)).body.msg).toBe('请填写控制原因');
    expect((await t.post(`${CONTROL}/batch`, { parkId: 1001, command: 9, reason: '测试' }, admin)).body.msg).toBe('请选择控制指令');
    expect((await t.post(`${CONTROL}/batch`, { command: 3, reason: '台风' }, admin)).body.msg).toBe('请选择要控制的车场');
    expect((await data(`${CONTROL}/records?pageNo=1&pageSize=1`)).totalRecord).toBe(60);
  });

  it('keeps the history of past commands, searchable by park, command and result', async () => {
    const closed = await data(`${CONTROL}/records?pageNo=1&pageSize=20&parkId=1006&controlCommand=3`);
    expect(closed.totalRecord).toBe(4);
    expect(closed.results[0]).toMatchObject({ controlReason: '场馆改造施工，车场暂停营业', operator: '陈建国', controlResult: 1 });
    const lanes = (await data(`${CONTROL}/lanes?pageNo=1&pageSize=20&parkId=1006`)).results as Row[];
    expect(lanes.every((l) => l.controlState === 3)).toBe(true);
    const failures = await data(`${CONTROL}/records?pageNo=1&pageSize=20&controlResult=2`);
    expect(failures.results.map((r: Row) => r.laneName)).toEqual(['地库出入口', '地库出入口']);
  });
});

describe('permissions', () => {
  it('answers 403 to an account without the pages of 系统管理', async () => {
    const operator = await t.login('operator');
    for (const path of [
      `${ROADSIDE}?pageNo=1&pageSize=5`,
      `${BERTHS}?pageNo=1&pageSize=5`,
      `${CODES}?pageNo=1&pageSize=5`,
      `${CONTROL}/records?pageNo=1&pageSize=5`,
    ])
      expect((await t.get(path, operator)).status, path).toBe(403);
    expect((await t.post(`${CONTROL}/batch`, { parkId: 1001, command: 2, reason: '消防疏散' }, operator)).status).toBe(403);
    expect((await t.del(ROADSIDE, { ids: [1010] }, operator)).status).toBe(403);
  });
});
