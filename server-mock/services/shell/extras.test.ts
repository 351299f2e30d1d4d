import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatChinaTime, startOfChinaDay } from '../../db/time';
import { startTestServer, type TestServer } from '../../testing/harness';
import { deviceRecords, RECHARGE_PAY_TYPES, rechargePayTypesOf } from './extrasData';

const BASIC = '/api/basic/v2/api';
const DEVICE = '/api/device/v2/api';
const BAD_REQUEST = '0x10d7500400';
const THREE_DAYS_MS = 259200000;

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.login('admin');
});
afterAll(() => t.close());

const data = async (path: string, tk: string | null = token) => (await t.get(path, tk)).body;

describe('third-party platform pages', () => {
  it('lists the buttons as data.list of {pageId, name, icon}', async () => {
    const body = await data(`${BASIC}/thirdPlatformPage/buttons`);
    expect(body.code).toBe('200');
    expect(body.data.list.length).toBeGreaterThan(0);
    expect(body.data.list.length).toBeGreaterThan(0);
    for (const b of body.data.list)
      expect(b).toEqual({ pageId: expect.any(String), name: expect.any(String), icon: expect.stringMatching(/^\/mock-assets\//) });
  });

  it('answers the url of a page by pageId; unknown → 记录不存在, missing → 请求参数错误', async () => {
    const { list } = (await data(`${BASIC}/thirdPlatformPage/buttons`)).data;
    const url = (await data(`${BASIC}/thirdPlatformPage/url?pageId=${list[0].pageId}`)).data.url as string;
    expect(url).toBe(`/mock-assets/placeholder.html?title=${encodeURIComponent(list[0].name)}`);
    expect((await data(`${BASIC}/thirdPlatformPage/url?pageId=NOPE`)).code).toBe('0x10d7500014');
    expect((await data(`${BASIC}/thirdPlatformPage/url`)).code).toBe(BAD_REQUEST);
  });

  it('needs a token', async () => {
    expect((await t.get(`${BASIC}/thirdPlatformPage/buttons`, null)).status).toBe(401);
  });
});

describe('viewNotice and the data screen', () => {
  it.each([
    ['199', '隐私协议'],
    ['198', '服务条款'],
  ])('noticeType %s → the url of %s', async (type, title) => {
    expect((await data(`${BASIC}/dealer/viewNotice?noticeType=${type}`)).data).toEqual({
      url: `/mock-assets/placeholder.html?title=${encodeURIComponent(title)}`,
    });
  });

  it('rejects another noticeType', async () => {
    expect((await data(`${BASIC}/dealer/viewNotice?noticeType=1`)).code).toBe(BAD_REQUEST);
  });

  it('gives the data screen url, and the mock serves that page', async () => {
    const { url } = (await data(`${BASIC}/dataScreen/url`)).data as { url: string };
    expect(url).toContain('/mock-assets/placeholder.html?title=');
    const page = await fetch(t.url + url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });
});

describe('device counter records', () => {
  const window3 = () => {
    const now = Date.now();
    return { bgn: formatChinaTime(startOfChinaDay(now - THREE_DAYS_MS)), end: formatChinaTime(now) };
  };

  it.each([
    ['illegalParkRecords', 'bgnTime', 4],
    ['abnormalOccupyRecords', 'startTime', 3],
    ['cameraCoveredRecords', 'startTime', 2],
  ])('%s counts the pending records of the 3-day window (%s … endTime, status 1)', async (kind, startName, expected) => {
    const { bgn, end } = window3();
    const q = `pageNo=1&pageSize=9999&${startName}=${encodeURIComponent(bgn)}&endTime=${encodeURIComponent(end)}&status=1`;
    const body = await data(`${DEVICE}/${kind}/list?${q}`);
    expect(body.code).toBe('200');
    expect(body.data.totalRecord).toBe(expected);
    for (const r of body.data.results) {
      expect(r.status).toBe(1);
      expect(r.alarmTime >= bgn && r.alarmTime <= end).toBe(true);
    }
  });

  it('without filters lists every record, paged', async () => {
    const all = (await data(`${DEVICE}/illegalParkRecords/list?pageNo=1&pageSize=3`)).data;
    expect(all.totalRecord).toBe(10);
    expect(all.results).toHaveLength(3);
    const last = (await data(`${DEVICE}/illegalParkRecords/list?pageNo=4&pageSize=3`)).data;
    expect(last.results).toHaveLength(1);
  });

  it('status 2 gives the handled ones; a date-only end covers its whole day', async () => {
    const handled = (await data(`${DEVICE}/cameraCoveredRecords/list?status=2`)).data;
    expect(handled.totalRecord).toBe(2);
    const today = formatChinaTime(Date.now()).slice(0, 10);
    const upToToday = (await data(`${DEVICE}/cameraCoveredRecords/list?endTime=${today}`)).data;
    expect(upToToday.totalRecord).toBe(6);
  });

  it.each([['bgnTime=yesterday'], ['endTime=2026/01/01'], ['status=x'], ['pageSize=0']])('rejects %s with 请求参数错误 code', async (q) => {
    expect((await data(`${DEVICE}/abnormalOccupyRecords/list?${q}`)).code).toBe(BAD_REQUEST);
  });

  it('records are Chinese and stable for a given hour', () => {
    const now = Date.UTC(2026, 0, 14, 16, 30);
    const a = deviceRecords('illegalParkRecords', now);
    expect(deviceRecords('illegalParkRecords', now + 60_000)).toEqual(a);
    expect(a[0].parkName).toMatch(/停车|泊位/);
    expect(a[0].plateNo).toMatch(/^[浙沪苏皖京粤闽赣鲁川][A-Z][0-9A-Z]{5}$/);
  });
});

describe('rechargePayTypes', () => {
  it('answers the subset of the dealer given by dealerId', async () => {
    const dealerToken = await t.login('dealer');
    const a = (await data('/api/dealer/v2/api/rechargePayTypes?dealerId=D2002', dealerToken)).data;
    const b = (await data('/api/dealer/v2/api/rechargePayTypes?dealerId=D2003', dealerToken)).data;
    expect(a).toEqual(rechargePayTypesOf('D2002'));
    expect(b).toEqual(rechargePayTypesOf('D2003'));
    expect(a).not.toEqual(b);
    for (const list of [a, b]) {
      expect(list.slice(0, 2)).toEqual(RECHARGE_PAY_TYPES.slice(0, 2));
    }
  });

  it("without dealerId uses the caller's own dealer", async () => {
    expect((await data('/api/dealer/v2/api/rechargePayTypes')).data).toEqual(rechargePayTypesOf('D1001'));
  });
});
