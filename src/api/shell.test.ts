// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '../auth/session';
import {
  getAbout,
  getApplyStatus,
  getBacklogs,
  getBacklogTypes,
  getBtnResources,
  getDealers,
  getDomainInfo,
  getPlatformConfig,
  getRegistState,
  getReminds,
  getUserMenuTree,
  getVersion,
} from './shell';
import { envelope, installHttpDoubles } from '../testing/httpDoubles';

let io: ReturnType<typeof installHttpDoubles>;
beforeEach(() => {
  clearSession();
  io = installHttpDoubles();
});

describe('shell calls', () => {
  it.each([
    ['getPlatformConfig', () => getPlatformConfig(), '/api/basic/v2/api/platformConfig'],
    ['getDomainInfo', () => getDomainInfo('park.example.com'), '/api/dealer/v2/api/dealerInfos/domain?domain=park.example.com'],
    ['getVersion', () => getVersion(), '/api/basic/v2/api/getVersion'],
    ['getAbout', () => getAbout(), '/api/dealer/v2/api/dealerInfos/about'],
    ['getRegistState', () => getRegistState(), '/api/dealer/v2/api/portal/registState'],
    ['getApplyStatus', () => getApplyStatus(), '/api/dealer/v2/api/portal/applyStatus'],
    ['getReminds', () => getReminds(), '/api/user/v2/api/reminds'],
    [
      'getBacklogs',
      () => getBacklogs({ pageNo: 1, pageSize: 999, dealStatus: 0 }),
      '/api/backlog/v2/api/backlogs?pageNo=1&pageSize=999&dealStatus=0',
    ],
    ['getBacklogTypes', () => getBacklogTypes(), '/api/backlog/v2/api/backLogType'],
    ['getBtnResources', () => getBtnResources('0'), '/api/user/v2/api/btnResources/0'],
  ])('%s → GET %s and resolves with data', async (_name, call, url) => {
    io.reply(envelope('200', { marker: 1 }));
    await expect(call()).resolves.toEqual({ marker: 1 });
    expect(io.calls[0].url).toBe(url);
    expect(io.calls[0].init.method).toBe('GET');
  });

  it('getDealers resolves with the list, and with [] on failure', async () => {
    io.reply(envelope('200', [{ dealerId: 'd1', dealerName: '杭州停车' }]), envelope('0x1', null, '失败'), new TypeError('offline'));
    await expect(getDealers({ platBizType: 1 })).resolves.toEqual([{ dealerId: 'd1', dealerName: '杭州停车' }]);
    expect(io.calls[0].url).toBe('/api/dealer/v2/api/dealerInfos/chosen?platBizType=1');
    await expect(getDealers()).resolves.toEqual([]);
    await expect(getDealers()).resolves.toEqual([]);
  });

  it("getUserMenuTree returns the first item's children", async () => {
    const children = [{ id: '1', parentId: '0', path: '/stopFee', component: 'Layout', name: '停车收费', hidden: false }];
    io.reply(
      envelope('200', [
        { id: '0', path: '/', children },
        { id: 'x', children: [{ id: 'ignored' }] },
      ]),
      envelope('200', []),
      envelope('200', [{ id: '0' }]),
    );
    await expect(getUserMenuTree()).resolves.toEqual(children);
    await expect(getUserMenuTree()).resolves.toEqual([]);
    await expect(getUserMenuTree()).resolves.toEqual([]);
  });

  it('getUserMenuTree rejects when data is not a list', async () => {
    io.reply(envelope('200', { children: [] }));
    await expect(getUserMenuTree()).rejects.toMatchObject({ kind: 'malformed' });
  });
});
