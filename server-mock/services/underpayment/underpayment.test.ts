import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { callOutcome } from './plates';

type Row = Record<string, unknown>;

let t: TestServer;
let token: string;
const get = async (path: string) => (await t.get(`/api/charge/v2/api${path}`, token)).body;
const post = async (path: string, body: unknown) => (await t.post(`/api/charge/v2/api${path}`, body, token)).body;
const put = async (path: string, body: unknown) => (await t.put(`/api/charge/v2/api${path}`, body, token)).body;
const del = async (path: string, body: unknown) => (await t.del(`/api/charge/v2/api${path}`, body, token)).body;
const rows = async (path: string): Promise<Row[]> => (await get(path)).data.results;

beforeAll(async () => {
  t = await startTestServer();
  token = await t.login('admin');
});
afterAll(() => t.close());

/** A pending (待补缴) arrears record not used by another test yet. */
const used = new Set<unknown>();
async function pendingRecord(): Promise<Row> {
  const record = (await rows('/arrearsRecords?arrearsStatus=1&pageSize=100')).find((r) => !used.has(r.id))!;
  used.add(record.id);
  return record;
}

describe('arrears records: pay, cancel and modify plate move a 待补缴 record', () => {
  it.each([
    ['/pay', {}, '0x10d7500400', '欠费记录编号不能为空'],
    ['/pay', { id: 999999, payType: 1 }, '0x10d7500014', '记录不存在'],
    ['/pay', { id: 'PENDING' }, '0x10d7500400', '请选择支付方式'],
    ['/pay', { id: 'PENDING', payType: 9 }, '0x10d7500400', '请选择支付方式'],
    ['/pay', { id: 'PENDING', payType: 1, remark: '备'.repeat(201) }, '0x10d7500400', '补缴说明不能超过200个字符'],
    ['/cancel', { id: 'PENDING' }, '0x10d7500400', '请填写撤销原因'],
    ['/cancel', { id: 'PENDING', cancelReason: '  ' }, '0x10d7500400', '请填写撤销原因'],
    ['/cancel', { id: 'PENDING', cancelReason: '因'.repeat(201) }, '0x10d7500400', '撤销原因不能超过200个字符'],
    ['/modifyPlate', { id: 'PENDING', plateNo: '浙A·12345', plateColor: 1 }, '0x10d7500400', '新车牌号：请输入正确的车牌号'],
    ['/modifyPlate', { id: 'PENDING', plateNo: '浙A12345678', plateColor: 1 }, '0x10d7500400', '新车牌号不能超过9个字符'],
    ['/modifyPlate', { id: 'PENDING', plateNo: '浙A12345', plateColor: 9 }, '0x10d7500400', '请选择车牌颜色'],
    ['/modifyPlate', { id: 'PENDING', plateNo: 'SAME', plateColor: 'SAME' }, '0x10d7500400', '新车牌与原车牌相同'],
  ])('%s %j → %s %s', async (path, body, code, msg) => {
    const record = await pendingRecord();
    const filled = Object.fromEntries(
      Object.entries(body).map(([k, v]) => [k, v === 'PENDING' ? record.id : v === 'SAME' ? record[k] : v]),
    );
    const res = await post(`/arrearsRecords${path}`, filled);
    expect([res.code, res.msg]).toEqual([code, msg]);
    expect((await get(`/arrearsRecords/detail/${String(record.id)}`)).data.arrearsStatus).toBe(1);
  });

  it('pays a record: 已补缴 with pay type, time and the owed money paid; the summary moves; a second pay is refused', async () => {
    const before = (await get('/arrearsRecords/countAndMoney')).data;
    const record = await pendingRecord();
    const res = await post('/arrearsRecords/pay', { id: record.id, payType: 2, remark: '车主通过小程序补缴' });
    expect(res.code).toBe('200');
    expect(res.data).toMatchObject({
      arrearsStatus: 2,
      payType: 2,
      paidMoney: record.oweMoney,
      operator: expect.any(String),
      remark: '车主通过小程序补缴',
    });
    expect(res.data.payTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const after = (await get('/arrearsRecords/countAndMoney')).data;
    expect(after).toMatchObject({
      allCount: before.allCount,
      pendingCount: before.pendingCount - 1,
      pendingMoney: before.pendingMoney - Number(record.oweMoney),
      repaidCount: before.repaidCount + 1,
      repaidMoney: before.repaidMoney + Number(record.oweMoney),
    });
    expect((await rows(`/arrearsRecords?arrearsStatus=2&orderNo=${String(record.orderNo)}`)).map((r) => r.id)).toEqual([record.id]);
    const again = await post('/arrearsRecords/pay', { id: record.id, payType: 2 });
    expect([again.code, again.msg]).toEqual(['0x10d7500015', '当前状态不允许该操作']);
  });

  it('cancels a record with its reason (已撤销), then refuses pay, cancel and modify plate', async () => {
    const record = await pendingRecord();
    const res = await post('/arrearsRecords/cancel', { id: record.id, cancelReason: '设备误识别，核实后撤销' });
    expect(res.data).toMatchObject({ arrearsStatus: 3, remark: '设备误识别，核实后撤销' });
    for (const [path, body] of [
      ['/pay', { id: record.id, payType: 1 }],
      ['/cancel', { id: record.id, cancelReason: '再次撤销' }],
      ['/modifyPlate', { id: record.id, plateNo: '沪B88888', plateColor: 2 }],
    ] as const) {
      expect((await post(`/arrearsRecords${path}`, body)).code).toBe('0x10d7500015');
    }
  });

  it('modifies the plate, and paying then takes the record off the arrears plate of that plate number', async () => {
    const plate = (await rows('/arrearsPlates?pageSize=100')).find((p) => Number(p.arrearsCount) >= 2)!;
    const record = await pendingRecord();
    const modified = await post('/arrearsRecords/modifyPlate', { id: record.id, plateNo: plate.plateNo, plateColor: plate.plateColor });
    expect(modified.data).toMatchObject({ plateNo: plate.plateNo, plateColor: plate.plateColor, arrearsStatus: 1 });
    expect((await post('/arrearsRecords/pay', { id: record.id, payType: 3 })).code).toBe('200');
    const after = (await get(`/arrearsPlates/${String(plate.id)}`)).data;
    expect(after.arrearsCount).toBe(Number(plate.arrearsCount) - 1);
    expect(after.arrearsMoney).toBeCloseTo(Math.max(0, Number(plate.arrearsMoney) - Number(record.oweMoney) / 100), 2);
  });

  it('sums count and money over the list filters', async () => {
    const all = await get('/arrearsRecords?pageSize=1');
    const pending = await get('/arrearsRecords?pageSize=100&arrearsStatus=1');
    const sum = (await get('/arrearsRecords/countAndMoney')).data;
    expect(sum.allCount).toBe(all.data.totalRecord);
    expect(sum.pendingCount + sum.repaidCount + sum.cancelledCount).toBe(sum.allCount);
    const onlyPending = (await get('/arrearsRecords/countAndMoney?arrearsStatus=1')).data;
    expect(onlyPending).toMatchObject({ allCount: pending.data.totalRecord, repaidCount: 0, cancelledCount: 0 });
    expect(onlyPending.pendingMoney).toBe((pending.data.results as Row[]).reduce((s, r) => s + Number(r.oweMoney), 0));
    expect((await get('/arrearsRecords/countAndMoney?arrearsStatus=x')).code).toBe('0x10d7500400');
  });
});

describe('arrears plates: call, unbind phone', () => {
  it('calls the owner: one call record in 外呼记录, the plate counts the call', async () => {
    const plate = (await rows('/arrearsPlates?pageSize=100')).find((p) => typeof p.phone === 'string')!;
    const res = await post('/arrearsPlates/call', { id: plate.id });
    expect(res.code).toBe('200');
    expect(res.data).toMatchObject({
      plateNo: plate.plateNo,
      phone: plate.phone,
      operator: expect.any(String),
      ...callOutcome(String(plate.phone), Number(plate.callCount)),
    });
    const calls = await rows(`/arrearsPlates/callDetails?plateNo=${encodeURIComponent(String(plate.plateNo))}&pageSize=50`);
    expect(calls.map((c) => c.id)).toContain(res.data.id);
    expect((await get(`/arrearsPlates/${String(plate.id)}`)).data.callCount).toBe(Number(plate.callCount) + 1);
  });

  it('unbinds the phone once; then neither a call nor a second unbind is possible', async () => {
    const plate = (await rows('/arrearsPlates?pageSize=100')).find(
      (p) => typeof p.phone === 'string' && !used.has(`plate${String(p.id)}`),
    )!;
    used.add(`plate${String(plate.id)}`);
    expect((await post('/arrearsPlates/platePhoneUnbind', { id: plate.id })).data).toMatchObject({ id: plate.id, phone: null });
    const call = await post('/arrearsPlates/call', { id: plate.id });
    expect([call.code, call.msg]).toEqual(['0x10d7500015', '该车辆未绑定车主电话，无法外呼']);
    const again = await post('/arrearsPlates/platePhoneUnbind', { id: plate.id });
    expect([again.code, again.msg]).toEqual(['0x10d7500015', '该车辆未绑定车主电话']);
    expect((await post('/arrearsPlates/call', {})).msg).toBe('请选择欠费车辆');
  });
});

describe('名单优先级 and 催缴名单', () => {
  it('answers the defaults', async () => {
    expect((await get('/arrearsPlates/queryListPriority')).data).toEqual({
      minArrearsMoney: 10,
      minArrearsCount: 1,
      priorityRule: 1,
      parkingFirst: 1,
      dailyLimit: 500,
      remindInterval: 1,
    });
  });

  const valid = { minArrearsMoney: 50, minArrearsCount: 2, priorityRule: 2, parkingFirst: 0, dailyLimit: 20, remindInterval: 3 };
  it.each([
    [{ minArrearsMoney: -1 }, '起催金额不能小于0'],
    [{ minArrearsMoney: 1.234 }, '起催金额最多保留两位小数'],
    [{ minArrearsCount: 0 }, '起催笔数不能小于1'],
    [{ priorityRule: 4 }, '请选择排序规则'],
    [{ parkingFirst: 2 }, '请选择在场车辆优先'],
    [{ dailyLimit: 10001 }, '每日催缴上限（辆）不能大于10000'],
    [{ remindInterval: 31 }, '同一车辆催缴间隔（天）不能大于30'],
    [{ remindInterval: undefined }, '请填写同一车辆催缴间隔（天）'],
  ])('refuses %j: %s', async (patch, msg) => {
    const res = await post('/arrearsPlates/saveListPriority', { ...valid, ...patch });
    expect([res.code, res.msg]).toEqual(['0x10d7500400', msg]);
  });

  it('saves the settings, and the remind list follows them: thresholds and order, numbered', async () => {
    expect((await post('/arrearsPlates/saveListPriority', valid)).data).toEqual(valid);
    expect((await get('/arrearsPlates/queryListPriority')).data).toEqual(valid);
    const list = (await get('/arrearsPlates/remindListQuery?pageSize=100')).data;
    const results = list.results as Row[];
    expect(results.length).toBe(list.totalRecord);
    expect(results.map((r) => r.priority)).toEqual(results.map((_r, i) => i + 1));
    expect(results).toHaveItemsAllMatching((r) => Number(r.arrearsMoney) >= 50 && Number(r.arrearsCount) >= 2);
    for (let i = 1; i < results.length; i++)
      expect(Number(results[i - 1].arrearsCount)).toBeGreaterThanOrEqual(Number(results[i].arrearsCount));
    const parked = (await get('/arrearsPlates/remindListQuery?pageSize=100&isParking=1')).data.results as Row[];
    expect(parked).toHaveItemsAllMatching((r) => r.isParking === 1);
    expect((await get('/arrearsPlates/remindListQuery?isParking=2')).msg).toBe('在场状态格式不正确');
  });
});

describe('lawyer letters and suspected evasions', () => {
  it('numbers a new letter 待发送, edits and deletes it; a sent letter cannot be changed', async () => {
    const body = {
      plateNo: '浙A8K2M5',
      plateColor: 1,
      ownerName: '王伟',
      phone: '13812345678',
      arrearsCount: 12,
      arrearsMoney: 356.5,
      lawFirm: '浙江天册律师事务所',
      address: '浙江省杭州市西湖区文三路478号',
    };
    const created = await post('/lawyerLetters', body);
    expect(created.data).toMatchObject({ ...body, letterStatus: 1 });
    expect(created.data.letterNo).toMatch(/^LS\d{12}$/);
    expect((await put('/lawyerLetters', { ...body, id: created.data.id, arrearsMoney: 400 })).data.arrearsMoney).toBe(400);
    expect((await del('/lawyerLetters', { ids: [created.data.id] })).code).toBe('200');

    const sent = (await rows('/lawyerLetters?letterStatus=2&pageSize=1'))[0];
    for (const res of [await put('/lawyerLetters', { ...body, id: sent.id }), await del('/lawyerLetters', { ids: [sent.id] })]) {
      expect([res.code, res.msg]).toEqual(['0x10d7500015', '律师函已发出，不能修改或删除']);
    }
  });

  it.each([
    [{ handleStatus: 1, remark: '核实' }, '0x10d7500400', '请选择核实结果'],
    [{ handleStatus: 3 }, '0x10d7500400', '请填写核实说明'],
    [{ handleStatus: 2, remark: '说'.repeat(201) }, '0x10d7500400', '核实说明不能超过200个字符'],
  ])('refuses the verification %j: %s', async (body, code, msg) => {
    const pending = (await rows('/suspectedEvasions?handleStatus=1&pageSize=1'))[0];
    const res = await put('/suspectedEvasions', { id: pending.id, ...body });
    expect([res.code, res.msg]).toEqual([code, msg]);
  });

  it('verifies a 待核实 evasion once (确认逃费, by whom and when)', async () => {
    const pending = (await rows('/suspectedEvasions?handleStatus=1&pageSize=1'))[0];
    const res = await put('/suspectedEvasions', { id: pending.id, handleStatus: 2, remark: '调取出口录像确认跟车出场' });
    expect(res.data).toMatchObject({ handleStatus: 2, remark: '调取出口录像确认跟车出场', operator: expect.any(String) });
    const again = await put('/suspectedEvasions', { id: pending.id, handleStatus: 3, remark: '排除' });
    expect([again.code, again.msg]).toEqual(['0x10d7500015', '当前状态不允许该操作']);
  });
});
