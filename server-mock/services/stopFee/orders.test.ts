import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type WireRow } from '../../testing/harness';
import { parkingFee } from './fee';
import { CHANGE, DEFAULT_PERIOD_CONFIG, ORDER, ORDER_MSG } from './orders';

const P = '/api/charge/v2/api/parkOrders';
type Row = WireRow;

describe('停车订单与在场车辆（真实 HTTP）', () => {
  let t: TestServer;
  let token: string;
  const list = async (path: string) => {
    const res = await t.get<{ results: Row[]; totalRecord: number }>(path, token);
    expect(res.body.code, res.text).toBe('200');
    return res.body.data;
  };
  const parked = async () => (await list(`${P}/unOut?pageSize=100`)).results;

  beforeAll(async () => {
    t = await startTestServer();
    token = await t.login('admin');
  });
  afterAll(() => t.close());

  it('lists only cars still in the lot, with the live duration and fee', async () => {
    const all = await list(`${P}?orderStatus=${ORDER.parked}&pageSize=1`);
    const unOut = await list(`${P}/unOut?pageSize=100`);
    expect(unOut.totalRecord).toBe(all.totalRecord);
    expect(unOut.totalRecord).toBeGreaterThan(0);
    for (const row of unOut.results) {
      expect(row.orderStatus).toBe(ORDER.parked);
      expect(row.outTime).toBeNull();
      expect(row.receivableMoney).toBe(parkingFee(row.parkDuration).receivableMoney);
    }
    // The seed lies before the test clock: every parked car is over the threshold.
    expect((await list(`${P}/unOut?overtime=1`)).totalRecord).toBe(unOut.totalRecord);
    expect((await list(`${P}/unOut?overtime=0`)).totalRecord).toBe(0);
    expect((await t.get(`${P}/unOut?overtime=2`, token)).body.msg).toBe(ORDER_MSG.overtimeInvalid);
    const plate = unOut.results[0].plateNo as string;
    expect((await list(`${P}/unOut?plateNo=${encodeURIComponent(plate.slice(2))}`)).results.map((r) => r.plateNo)).toContain(plate);
  });

  it('reads and saves the period config, refusing bad values', async () => {
    expect((await t.get(`${P}/unOutPeriodConfig`, token)).body.data).toEqual(DEFAULT_PERIOD_CONFIG);
    const cases: [Row, string][] = [
      [{ overtimeHours: 0 }, '超时阈值：请输入1-720之间的数字'],
      [{ overtimeHours: 721 }, '超时阈值：请输入1-720之间的数字'],
      [{ overtimeHours: 2.5 }, '超时阈值：请输入1-720之间的数字'],
      [{ overtimeHours: 24, remindEnabled: 3 }, '请选择超时提醒'],
    ];
    for (const [body, msg] of cases) expect((await t.post(`${P}/unOutPeriodConfig`, body, token)).body.msg).toBe(msg);
    expect((await t.post(`${P}/unOutPeriodConfig`, { overtimeHours: 24, remindEnabled: 0 }, token)).body.data).toEqual({
      overtimeHours: 24,
      remindEnabled: 0,
    });
    expect((await t.get(`${P}/unOutPeriodConfig`, token)).body.data).toEqual({ overtimeHours: 24, remindEnabled: 0 });
  });

  it('sets the exit time: checks, then the order leaves the lot with its fee and a change record', async () => {
    const [car] = await parked();
    const inMs = Date.parse(`${String(car.inTime).replace(' ', 'T')}+08:00`);
    const fmt = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    const cases: [Row, string][] = [
      [{ id: car.id }, '请选择出场时间'],
      [{ id: car.id, outTime: '2026/01/01 10:00' }, ORDER_MSG.outTimeFormat],
      [{ id: car.id, outTime: fmt(inMs - 1000) }, ORDER_MSG.outTimeBeforeIn],
      [{ id: car.id, outTime: '2099-01-01 00:00:00' }, ORDER_MSG.outTimeAfterNow],
      [{ outTime: fmt(inMs + 3600_000) }, '订单编号不能为空'],
    ];
    for (const [body, msg] of cases) expect((await t.post(`${P}/setOutTime`, body, token)).body.msg).toBe(msg);
    const out = fmt(inMs + 2 * 3600_000 + 60_000);
    const res = await t.post(`${P}/setOutTime`, { id: car.id, outTime: out, remark: '道闸故障，按视频补录' }, token);
    expect(res.body.code, res.text).toBe('200');
    expect(res.body.data).toMatchObject({
      outTime: out,
      parkDuration: 7260,
      receivableMoney: 12,
      orderStatus: ORDER.unpaid,
      outGate: '人工设置出场',
    });
    expect((await t.post(`${P}/setOutTime`, { id: car.id, outTime: out }, token)).body.msg).toBe(ORDER_MSG.notParked);
    expect((await list(`${P}/unOut?pageSize=100`)).results.map((r) => r.id)).not.toContain(car.id);
    const changes = await list(`/api/charge/v2/api/parkOrderChanges?orderNo=${car.orderNo}`);
    expect(changes.results.map((c) => [c.changeType, c.beforeValue, c.afterValue, c.operator])).toEqual([
      [CHANGE.outTime, '在场', out, '陈建国'],
    ]);
    const process = (await t.get(`${P}/calculateProcess?id=${car.id}`, token)).body.data;
    expect(process).toMatchObject({ orderNo: car.orderNo, parkDuration: 7260, receivableMoney: 12, freeMinutes: 30 });
    expect(process.steps).toEqual([{ period: '第1个24小时', duration: 7260, unitPrice: '4.00元/小时', money: 12 }]);
  });

  it('edits the plate with the plate rules and records the change', async () => {
    const [car] = await parked();
    const cases: [Row, string][] = [
      [{ id: car.id, plateNo: '浙A·12345', plateColor: 1, changeReason: '识别错误' }, ORDER_MSG.plateInvalid],
      [{ id: car.id, plateNo: 'A12345', plateColor: 1, changeReason: '识别错误' }, ORDER_MSG.plateInvalid],
      [{ id: car.id, plateNo: '浙A12345', plateColor: 9, changeReason: '识别错误' }, ORDER_MSG.plateColorInvalid],
      [{ id: car.id, plateNo: car.plateNo, plateColor: car.plateColor, changeReason: '识别错误' }, ORDER_MSG.plateSame],
      [{ id: car.id, plateNo: '浙A12345', plateColor: 1 }, '请填写修改原因'],
      // The form's 修改原因 holds at most 100 characters; the platform keeps to the same limit.
      [{ id: car.id, plateNo: '浙A12345', plateColor: 1, changeReason: '改'.repeat(101) }, '修改原因不能超过100个字符'],
    ];
    for (const [body, msg] of cases) expect((await t.post(`${P}/editParkingPlateNo`, body, token)).body.msg).toBe(msg);
    const res = await t.post(
      `${P}/editParkingPlateNo`,
      { id: car.id, plateNo: '浙AD12345', plateColor: 5, changeReason: '新能源车牌识别错误' },
      token,
    );
    expect(res.body.data).toMatchObject({ plateNo: '浙AD12345', plateColor: 5 });
    const changes = await list(`/api/charge/v2/api/parkOrderChanges?orderNo=${car.orderNo}&changeType=${CHANGE.plate}`);
    expect(changes.results.map((c) => [c.beforeValue, c.afterValue, c.remark])).toEqual([[car.plateNo, '浙AD12345', '新能源车牌识别错误']]);
    const done = (await list(`${P}?orderStatus=${ORDER.done}&pageSize=1`)).results[0];
    expect(
      (await t.post(`${P}/editParkingPlateNo`, { id: done.id, plateNo: '浙A12345', plateColor: 1, changeReason: '识别错误' }, token)).body
        .msg,
    ).toBe(ORDER_MSG.plateLocked);
  });

  it('confirms a car still parked and answers its short detail', async () => {
    const [car] = await parked();
    const res = await t.post(`${P}/stillPark/${car.id}`, {}, token);
    expect(res.body.code).toBe('200');
    expect(res.body.data.stillParkTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const simple = (await t.get(`${P}/simpleDetail/${car.id}`, token)).body.data;
    expect(Object.keys(simple).sort()).toEqual(
      [
        'berthNo',
        'id',
        'inGate',
        'inTime',
        'orderNo',
        'orderStatus',
        'outTime',
        'overtime',
        'parkDuration',
        'parkId',
        'plateColor',
        'plateNo',
        'receivableMoney',
        'stillParkTime',
      ].sort(),
    );
    expect(simple).toMatchObject({ id: car.id, stillParkTime: res.body.data.stillParkTime, overtime: 1 });
    const gone = (await list(`${P}?orderStatus=${ORDER.done}&pageSize=1`)).results[0];
    expect((await t.post(`${P}/stillPark/${gone.id}`, {}, token)).body.msg).toBe(ORDER_MSG.notParked);
    expect((await t.get(`${P}/simpleDetail/999999`, token)).body.msg).toBe('记录不存在');
  });

  it('deletes finished orders after the list, never a parked one', async () => {
    const [car] = await parked();
    const refused = await t.del(P, { ids: [car.id] }, token);
    expect([refused.body.code, refused.body.msg]).toEqual(['0x10d7500015', ORDER_MSG.deleteParked]);
    const done = (await list(`${P}?orderStatus=${ORDER.cancelled}&pageSize=1`)).results[0];
    expect((await t.del(P, { ids: [done.id] }, token)).body.code).toBe('200');
    expect((await t.get(`${P}/${done.id}`, token)).body.msg).toBe('记录不存在');
  });

  it('filters the order list by plate, park, state and entry time in SQL', async () => {
    const first = (await list(`${P}?pageSize=1`)).results[0];
    const byPlate = await list(`${P}?plateNo=${encodeURIComponent(first.plateNo)}`);
    expect(byPlate.results).toHaveItemsAllMatching((r) => r.plateNo.includes(first.plateNo));
    const byPark = await list(`${P}?parkId=${first.parkId}&orderStatus=${first.orderStatus}&pageSize=100`);
    expect(byPark.results).toHaveItemsAllMatching((r) => r.parkId === first.parkId && r.orderStatus === first.orderStatus);
    const day = String(first.inTime).slice(0, 10);
    const byDay = await list(`${P}?inTimeStart=${day}&inTimeEnd=${day}&pageSize=100`);
    expect(byDay.results).toHaveItemsAllMatching((r) => String(r.inTime).startsWith(day));
  });
});
