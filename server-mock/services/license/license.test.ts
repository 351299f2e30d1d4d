import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatChinaTime } from '../../db/time';
import { startTestServer, type TestServer, type WireRow } from '../../testing/harness';
import { ACTIVATION_MESSAGES } from './data';
import { LICENSE_MESSAGES, LICENSE_TAMPERED_CODE, licenseFileText, type LicenseFields } from './file';
import { uploadFile } from '../../testing/uploadFiles';

const API = '/api/license/v2/api';
const BAD = '0x10d7500400';
const DAY = 86_400_000;
/** A day counted from today (the service checks dates against the wall clock). */
const day = (offset: number) => formatChinaTime(Date.now() + offset * DAY).slice(0, 10);

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.login('admin');
});
afterAll(() => t.close());

/** Uploads a file through the generic upload and answers its address, as the console's import does. */
const upload = (text: string, name = 'license.lic') => uploadFile(t.url, token, name, text);

const licence = (over: Partial<LicenseFields> = {}): LicenseFields => ({
  licenseNo: `LIC${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(0, 20),
  dealerName: '杭州云泊停车管理有限公司',
  authType: 3,
  laneNum: 20,
  berthNum: 300,
  beginDate: day(0),
  endDate: day(364),
  ...over,
});

const pool = async (query = '') =>
  (await t.get(`${API}/licensePoolInfos?pageSize=100${query}`, token)).body.data as { results: WireRow[]; totalRecord: number };
const entry = async (licenseNo: string) => (await pool(`&licenseNo=${licenseNo}`)).results.find((r) => r.licenseNo === licenseNo)!;
const importText = async (text: string) => t.post(`${API}/importLicenseInfo`, { file: await upload(text) }, token);

describe('importLicenseInfo', () => {
  it('adds the licence to the pool as 未使用, logs the change and raises the summary', async () => {
    const before = (await t.get(`${API}/getAuthInfo`, token)).body.data;
    const fields = licence();
    const res = await importText(licenseFileText(fields));
    expect([res.body.code, res.body.data.licenseNo, res.body.data.authStatus, res.body.data.importType]).toEqual([
      '200',
      fields.licenseNo,
      0,
      1,
    ]);
    expect(await entry(fields.licenseNo)).toMatchObject({
      laneNum: 20,
      usedLaneNum: 0,
      berthNum: 300,
      usedBerthNum: 0,
      beginDate: day(0),
      endDate: day(364),
      operator: '陈建国',
    });
    const changes = (await t.get(`${API}/licensePoolChanges?licenseNo=${fields.licenseNo}`, token)).body.data.results;
    expect(changes).toEqual([expect.objectContaining({ changeType: 1, laneChange: 20, berthChange: 300, remark: '导入授权文件' })]);
    const after = (await t.get(`${API}/getAuthInfo`, token)).body.data;
    expect([after.laneNum - before.laneNum, after.berthNum - before.berthNum, after.licenseCount - before.licenseCount]).toEqual([
      20, 300, 1,
    ]);
    expect((await t.get(`${API}/queryLocalLicense`, token)).body.data).toMatchObject({
      licenseNo: fields.licenseNo,
      fileDigest: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
  });

  it('marks a licence ending within 30 days 即将到期 (2)', async () => {
    const fields = licence({ endDate: day(10) });
    expect((await importText(licenseFileText(fields))).body.data.authStatus).toBe(2);
    const notices = (await t.get(`${API}/login/notices?noticeType=1`, token)).body.data.results;
    expect(notices).toContainEqual(expect.objectContaining({ licenseNo: fields.licenseNo, noticeTitle: '授权即将到期' }));
  });

  const signed = licence({ licenseNo: 'LIC20991231777' });
  it.each([
    ['text that is not JSON', '这不是授权文件', BAD, LICENSE_MESSAGES.malformed],
    ['JSON of another format', JSON.stringify({ format: 'OTHER/1', licenseNo: 'LIC1' }), BAD, LICENSE_MESSAGES.malformed],
    ['a missing lane count', licenseFileText(signed).replace('"laneNum": 20,', ''), BAD, '授权文件内容不完整：车道数缺失或格式不正确'],
    [
      'a bad end date',
      licenseFileText(signed).replace(`"endDate": "${signed.endDate}"`, '"endDate": "2026-13-01"'),
      BAD,
      '授权文件内容不完整：到期日期缺失或格式不正确',
    ],
    [
      'berths raised after signing',
      licenseFileText(signed).replace('"berthNum": 300', '"berthNum": 3000'),
      LICENSE_TAMPERED_CODE,
      '授权文件校验失败，文件可能已被篡改',
    ],
    [
      'another licence number after signing',
      licenseFileText(signed).replace('LIC20991231777', 'LIC20991231778'),
      LICENSE_TAMPERED_CODE,
      '授权文件校验失败，文件可能已被篡改',
    ],
    [
      'an end before the start',
      licenseFileText(licence({ beginDate: day(5), endDate: day(1) })),
      BAD,
      '授权文件日期不正确：到期日期早于生效日期',
    ],
    ['an expired licence', licenseFileText(licence({ beginDate: day(-400), endDate: day(-1) })), BAD, '授权文件已过期，无法导入'],
    ['a licence already in the pool', licenseFileText(licence({ licenseNo: 'LIC20250301001' })), BAD, '该授权文件已导入，请勿重复导入'],
    ['a licence of the history', licenseFileText(licence({ licenseNo: 'LIC20230301001' })), BAD, '该授权文件已导入，请勿重复导入'],
  ])('refuses %s and writes nothing', async (_name, text, code, msg) => {
    const before = (await pool()).totalRecord;
    const res = await importText(text);
    expect([res.body.code, res.body.msg]).toEqual([code, msg]);
    expect((await pool()).totalRecord).toBe(before);
  });

  it.each([
    ['no address', {}, '请上传授权文件'],
    ['an address of no stored file', { file: '/objectStore/oss/parking-console/2026/11/nothing.lic' }, '授权文件不存在，请重新上传'],
    ['an address elsewhere', { file: 'https://example.com/a.lic' }, '授权文件不存在，请重新上传'],
  ])('refuses %s', async (_name, body, msg) => {
    const res = await t.post(`${API}/importLicenseInfo`, body, token);
    expect([res.body.code, res.body.msg]).toEqual([BAD, msg]);
  });

  it('refuses a file over 64 KB', async () => {
    const res = await importText(`${' '.repeat(65 * 1024)}{}`);
    expect([res.body.code, res.body.msg]).toEqual([BAD, LICENSE_MESSAGES.tooLarge]);
  });
});

describe('onlineActivation', () => {
  it('activates a known code once (any case, with or without hyphens)', async () => {
    const res = await t.post(`${API}/onlineActivation`, { activationCode: ' 7kq2m-x9d4p-lt3wb-r8n6c ' }, token);
    expect(res.body.code).toBe('200');
    expect(res.body.data).toMatchObject({
      importType: 2,
      activationCode: '7KQ2M-X9D4P-LT3WB-R8N6C',
      laneNum: 10,
      berthNum: 200,
      authStatus: 0,
      beginDate: day(0),
      endDate: day(364),
    });
    const again = await t.post(`${API}/onlineActivation`, { activationCode: '7KQ2MX9D4PLT3WBR8N6C' }, token);
    expect([again.body.code, again.body.msg]).toEqual([BAD, ACTIVATION_MESSAGES.used]);
  });

  it.each([
    ['', '请填写激活码'],
    ['ABC-123', ACTIVATION_MESSAGES.malformed],
    ['AAAAA-BBBBB-CCCCC-DDDDD', ACTIVATION_MESSAGES.unknown],
    ['Q8W2E-R5T7Y-U3K9M-P1A4S', ACTIVATION_MESSAGES.unknown],
  ])('refuses "%s" with %s', async (code, msg) => {
    const res = await t.post(`${API}/onlineActivation`, { activationCode: code }, token);
    expect([res.body.code, res.body.msg]).toEqual([BAD, msg]);
  });
});

describe('updateLicenseAdjustment', () => {
  it('changes lanes and berths, sets 车道/泊位已变更 (3) and logs the difference', async () => {
    const target = await entry('LIC20251118003');
    const res = await t.post(
      `${API}/updateLicenseAdjustment`,
      { id: target.id, laneNum: 4, berthNum: 520, adjustReason: '文三路新增路内泊位' },
      token,
    );
    expect(res.body.code).toBe('200');
    expect(res.body.data).toMatchObject({ laneNum: 4, berthNum: 520, authStatus: 3, adjustReason: '文三路新增路内泊位' });
    const changes = (await t.get(`${API}/licensePoolChanges?licenseNo=LIC20251118003&changeType=3`, token)).body.data.results;
    expect(changes).toEqual([expect.objectContaining({ laneChange: 4, berthChange: 20, remark: '文三路新增路内泊位' })]);
  });

  it.each([
    ['no id', () => ({ laneNum: 1, berthNum: 1, adjustReason: 'x' }), BAD, '请选择要调整的授权'],
    ['an unknown id', () => ({ id: 99999, laneNum: 1, berthNum: 1, adjustReason: 'x' }), '0x10d7500014', '记录不存在'],
    [
      'an expired licence',
      (ids: Ids) => ({ id: ids.expired, laneNum: 30, berthNum: 400, adjustReason: 'x' }),
      '0x10d7500015',
      '授权已过期，不能调整',
    ],
    [
      'fewer lanes than used',
      (ids: Ids) => ({ id: ids.inUse, laneNum: 27, berthNum: 1200, adjustReason: 'x' }),
      BAD,
      '车道数不能少于已使用的28条',
    ],
    [
      'fewer berths than used',
      (ids: Ids) => ({ id: ids.inUse, laneNum: 40, berthNum: 859, adjustReason: 'x' }),
      BAD,
      '泊位数不能少于已使用的860个',
    ],
    ['no change', (ids: Ids) => ({ id: ids.inUse, laneNum: 40, berthNum: 1200, adjustReason: 'x' }), BAD, '车道数与泊位数均未变化'],
    ['no reason', (ids: Ids) => ({ id: ids.inUse, laneNum: 41, berthNum: 1200, adjustReason: ' ' }), BAD, '请填写调整原因'],
    [
      'a negative lane count',
      (ids: Ids) => ({ id: ids.inUse, laneNum: -1, berthNum: 1200, adjustReason: 'x' }),
      BAD,
      '调整后车道数：请输入0-1000之间的数字',
    ],
  ])('refuses %s', async (_name, body, code, msg) => {
    const res = await t.post(`${API}/updateLicenseAdjustment`, body(await seededIds()), token);
    expect([res.body.code, res.body.msg]).toEqual([code, msg]);
  });
});

interface Ids {
  inUse: number;
  expiring: number;
  expired: number;
}
const seededIds = async (): Promise<Ids> => ({
  inUse: (await entry('LIC20250301001')).id,
  expiring: (await entry('LIC20250115002')).id,
  expired: (await entry('LIC20241101005')).id,
});

describe('saveNewParkForPool', () => {
  it('gives a park part of an unused licence: used counts rise, 未使用 becomes 使用中, the park is listed', async () => {
    const fresh = (await importText(licenseFileText(licence({ laneNum: 6, berthNum: 100 })))).body.data;
    const res = await t.post(`${API}/saveNewParkForPool`, { poolId: fresh.id, parkId: 1005, laneNum: 2, berthNum: 40, remark: '' }, token);
    expect(res.body.code).toBe('200');
    expect(res.body.data).toMatchObject({ usedLaneNum: 2, usedBerthNum: 40, authStatus: 1 });
    const parks = (await t.get(`${API}/listLicenseParks?licenseNo=${fresh.licenseNo}`, token)).body.data.results;
    expect(parks).toEqual([
      expect.objectContaining({ parkId: 1005, laneNum: 2, berthNum: 40, areaId: [4, 401], cityCode: [330000, 330100, 330108] }),
    ]);
    const log = (await t.get(`${API}/licensePoolChanges?licenseNo=${fresh.licenseNo}&changeType=4`, token)).body.data.results;
    expect(log).toEqual([
      expect.objectContaining({ laneChange: -2, berthChange: -40, remark: '滨江宝龙城停车场加入授权池，占用车道2条、泊位40个' }),
    ]);
    const twice = await t.post(`${API}/saveNewParkForPool`, { poolId: fresh.id, parkId: 1005, laneNum: 1, berthNum: 0 }, token);
    expect([twice.body.code, twice.body.msg]).toEqual([BAD, '该车场已在此授权中']);
  });

  it.each([
    ['no licence', () => ({ parkId: 1001, laneNum: 1, berthNum: 0 }), BAD, '请选择授权'],
    [
      'an expired licence',
      (ids: Ids) => ({ poolId: ids.expired, parkId: 1001, laneNum: 1, berthNum: 0 }),
      '0x10d7500015',
      '授权已过期，不能加入车场',
    ],
    ['an unknown park', (ids: Ids) => ({ poolId: ids.inUse, parkId: 42, laneNum: 1, berthNum: 0 }), BAD, '请选择车场'],
    [
      'nothing to give',
      (ids: Ids) => ({ poolId: ids.inUse, parkId: 1009, laneNum: 0, berthNum: 0 }),
      BAD,
      '占用车道数与占用泊位数不能同时为0',
    ],
    [
      'more lanes than left',
      (ids: Ids) => ({ poolId: ids.expiring, parkId: 1001, laneNum: 1, berthNum: 0 }),
      BAD,
      '授权车道数不足，剩余0条',
    ],
    [
      'more berths than left',
      (ids: Ids) => ({ poolId: ids.inUse, parkId: 1009, laneNum: 1, berthNum: 341 }),
      BAD,
      '授权泊位数不足，剩余340个',
    ],
    [
      'a park already in the licence',
      (ids: Ids) => ({ poolId: ids.inUse, parkId: 1001, laneNum: 1, berthNum: 0 }),
      BAD,
      '该车场已在此授权中',
    ],
  ])('refuses %s', async (_name, body, code, msg) => {
    const res = await t.post(`${API}/saveNewParkForPool`, body(await seededIds()), token);
    expect([res.body.code, res.body.msg]).toEqual([code, msg]);
  });
});

describe('read-only calls of the licence pool', () => {
  it('answers the licence types, the notice configuration and the login notices of the seeded pool', async () => {
    expect((await t.get(`${API}/listAuthTypeByDealerId?dealerId=D1001`, token)).body.data).toEqual([
      { authType: 1, authTypeName: '封闭车场授权' },
      { authType: 2, authTypeName: '路内泊位授权' },
      { authType: 3, authTypeName: '综合授权' },
    ]);
    const config = (await t.get(`${API}/noticeConfig?configKey=licenseExpire`, token)).body.data;
    expect(config).toMatchObject({ advanceDays: 30, remindFrequency: 1, popupOnLogin: 1, noticeTypes: [1, 2, 3] });
    const holders = (await t.get('/api/user/v2/api/sysUser/getUserByRecource?resourceId=2001', token)).body.data.map(
      (u: { userId: string }) => u.userId,
    );
    expect(config.remindUsers).toEqual(holders);
    expect((await t.get(`${API}/noticeConfig?configKey=other`, token)).body.msg).toBe('配置项不存在');
    const titles = (await t.get(`${API}/login/notices?noticeType=2`, token)).body.data.results.map(
      (n: { licenseNo: string; noticeTitle: string }) => `${n.licenseNo} ${n.noticeTitle}`,
    );
    expect(titles).toEqual(['LIC20241101005 授权已过期']);
    expect((await t.get(`${API}/login/notices?noticeType=9`, token)).body.msg).toBe('提示类型格式不正确');
    const [adjusted] = (await t.get(`${API}/licensePoolChanges?licenseNo=ACTQ8W2ER5T7YU3&changeType=3`, token)).body.data.results;
    const changed = (await t.get(`${API}/login/notices?noticeType=3`, token)).body.data.results.find(
      (n: { licenseNo: string }) => n.licenseNo === 'ACTQ8W2ER5T7YU3',
    );
    expect(changed).toMatchObject({
      noticeTitle: '车道/泊位已变更',
      noticeContent: '授权 ACTQ8W2ER5T7YU3 的车道或泊位已调整，当前授权车道 12 条、泊位 300 个。',
      noticeTime: adjusted.changeTime,
    });
  });

  it('keeps answering getAuthStatus per account whatever the pool holds', async () => {
    for (const [account, status] of [
      ['admin', 1],
      ['expired', -1],
      ['expiring', 2],
      ['noauth', -2],
    ] as const) {
      expect((await t.get(`${API}/getAuthStatus`, await t.login(account))).body.data.authStatus).toBe(status);
    }
  });
});
