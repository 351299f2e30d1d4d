// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '../auth/session';
import {
  getAbnormalOccupyRecords,
  getCameraCoveredRecords,
  getDataScreenUrl,
  getIllegalParkRecords,
  getNoticeUrl,
  getPayTypes,
  getPlatformBulletins,
  getRechargePayTypes,
  getThirdPlatformButtons,
  getThirdPlatformUrl,
} from './shell';
import { envelope, installHttpDoubles } from '../testing/httpDoubles';

let io: ReturnType<typeof installHttpDoubles>;
beforeEach(() => {
  clearSession();
  io = installHttpDoubles();
});

const W = { bgn: '2026-01-12 00:00:00', end: '2026-01-15 10:00:00' };

describe('top-bar and counter calls', () => {
  it.each([
    ['getThirdPlatformUrl', () => getThirdPlatformUrl('TP01'), '/api/basic/v2/api/thirdPlatformPage/url?pageId=TP01'],
    ['getNoticeUrl 199', () => getNoticeUrl(199), '/api/basic/v2/api/dealer/viewNotice?noticeType=199'],
    ['getNoticeUrl 198', () => getNoticeUrl(198), '/api/basic/v2/api/dealer/viewNotice?noticeType=198'],
    ['getDataScreenUrl', () => getDataScreenUrl(), '/api/basic/v2/api/dataScreen/url'],
    [
      'getPlatformBulletins',
      () => getPlatformBulletins({ pageNo: 1, pageSize: 999, hasRead: 0 }),
      '/api/publicity/v2/api/bulletinInfos/platformBulletinInfos?pageNo=1&pageSize=999&hasRead=0',
    ],
    [
      'getIllegalParkRecords',
      () => getIllegalParkRecords({ pageNo: 1, pageSize: 9999, bgnTime: W.bgn, endTime: W.end, status: 1 }),
      '/api/device/v2/api/illegalParkRecords/list?pageNo=1&pageSize=9999&bgnTime=2026-01-12+00%3A00%3A00&endTime=2026-01-15+10%3A00%3A00&status=1',
    ],
    [
      'getAbnormalOccupyRecords',
      () => getAbnormalOccupyRecords({ pageNo: 1, pageSize: 9999, startTime: W.bgn, endTime: W.end, status: 1 }),
      '/api/device/v2/api/abnormalOccupyRecords/list?pageNo=1&pageSize=9999&startTime=2026-01-12+00%3A00%3A00&endTime=2026-01-15+10%3A00%3A00&status=1',
    ],
    [
      'getCameraCoveredRecords',
      () => getCameraCoveredRecords({ pageNo: 1, pageSize: 9999, startTime: W.bgn, endTime: W.end, status: 1 }),
      '/api/device/v2/api/cameraCoveredRecords/list?pageNo=1&pageSize=9999&startTime=2026-01-12+00%3A00%3A00&endTime=2026-01-15+10%3A00%3A00&status=1',
    ],
    ['getPayTypes with dealerId', () => getPayTypes('D2002'), '/api/dealer/v2/api/payTypes?dealerId=D2002'],
    ['getPayTypes without', () => getPayTypes(), '/api/dealer/v2/api/payTypes'],
    ['getRechargePayTypes', () => getRechargePayTypes('D2002'), '/api/dealer/v2/api/rechargePayTypes?dealerId=D2002'],
  ])('%s → GET %s', async (_name, call, url) => {
    io.reply(envelope('200', { marker: 1 }));
    await expect(call()).resolves.toEqual({ marker: 1 });
    expect(io.calls[0].url).toBe(url);
    expect(io.calls[0].init.method).toBe('GET');
  });

  it('getThirdPlatformButtons resolves with data.list ([] when absent)', async () => {
    const list = [{ pageId: 'TP01', name: '视频监控平台', icon: '/i.svg' }];
    io.reply(envelope('200', { list }), envelope('200', null));
    await expect(getThirdPlatformButtons()).resolves.toEqual(list);
    expect(io.calls[0].url).toBe('/api/basic/v2/api/thirdPlatformPage/buttons');
    await expect(getThirdPlatformButtons()).resolves.toEqual([]);
  });
});
