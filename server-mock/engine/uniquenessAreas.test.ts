/**
 * The unique constraints the real documents declare (`entities.<name>.unique`), over HTTP against the full mock: each
 * first write is stored, the same again is refused with the declared message naming the stored record (a park by its
 * name, a period as 开始 ~ 结束), and a device template's constraint applies to every device kind it instantiates.
 */
import { describe, expect, it } from 'vitest';
import { testServerPerFile } from '../testing/serverPerFile';

const SPECIAL = '/api/special/v2/api';
const DEVICE = '/api/device/v2/api';
const REFUSED = '0x10d7500015';

const device = (serialNo: string, deviceName: string) => ({
  deviceName,
  serialNo,
  vendor: 1,
  parkId: 1001,
  berthNo: 'A-001',
  ipAddress: '192.168.30.21',
  port: 8000,
});
const DECEMBER = ['2026-12-01 00:00:00', '2026-12-31 23:59:59'];

type Case = [name: string, path: string, first: Record<string, unknown>, again: Record<string, unknown>, refusal: string];

const cases: Case[] = [
  [
    '黑名单: the plate in the park with an overlapping period',
    `${SPECIAL}/blackLists`,
    { plateNo: '浙AU0001', plateColor: 1, parkId: 1001, blackReason: 1, validPeriod: DECEMBER },
    { plateNo: '浙AU0001', plateColor: 1, parkId: 1001, blackReason: 3, validPeriod: ['2026-12-31 08:00:00', '2027-01-31 23:59:59'] },
    '车牌 浙AU0001 在 西湖文化广场停车场 已有有效期重叠的黑名单（2026-12-01 00:00:00 ~ 2026-12-31 23:59:59）',
  ],
  [
    '白名单: a long-term entry clashes with any period',
    `${SPECIAL}/whiteLists`,
    { plateNo: '浙AU0002', plateColor: 1, parkId: 1002, whiteType: 1 },
    { plateNo: '浙AU0002', plateColor: 1, parkId: 1002, whiteType: 2, validPeriod: DECEMBER },
    '车牌 浙AU0002 在 武林广场地下停车库 已有有效期重叠的白名单（长期有效）',
  ],
  [
    '枪机 (a device template instance): the serial number',
    `${DEVICE}/pcameras`,
    device('PCU0001', '东门入口枪机-U1'),
    device('PCU0001', '西门出口枪机-U2'),
    '设备编号 PCU0001 已被设备「东门入口枪机-U1」使用',
  ],
  [
    '地磁检测器: the serial number',
    `${DEVICE}/geomagneticDetectors`,
    device('GDU0001', 'A区地磁-U1'),
    device('GDU0001', 'A区地磁-U2'),
    '设备编号 GDU0001 已被设备「A区地磁-U1」使用',
  ],
  [
    "短信模板: the operator's template code",
    '/api/charge/v2/api/smsTemplates',
    { templateName: '欠费提醒模板U', templateCode: 'SMSU0001', templateType: 1, content: '您的车辆{车牌号}有{欠费笔数}笔欠费' },
    { templateName: '催缴通知模板U', templateCode: 'SMSU0001', templateType: 2, content: '请尽快补缴{欠费金额}元' },
    '模板编号 SMSU0001 已被短信模板「欠费提醒模板U」使用',
  ],
];

describe('unique constraints of the documents', () => {
  const server = testServerPerFile();

  it.each(cases)('%s', async (_name, path, first, again, refusal) => {
    const stored = await server.t.post(path, first, server.token);
    expect([stored.body.code, stored.body.msg]).toEqual(['200', '操作成功']);
    const res = await server.t.post(path, again, server.token);
    expect([res.body.code, res.body.msg]).toEqual([REFUSED, refusal]);
  });

  it('黑名单: the same plate in the park again after the period is stored', async () => {
    const res = await server.t.post(
      `${SPECIAL}/blackLists`,
      { plateNo: '浙AU0001', plateColor: 1, parkId: 1001, blackReason: 2, validPeriod: ['2027-01-01 00:00:00', '2027-06-30 23:59:59'] },
      server.token,
    );
    expect([res.body.code, res.body.msg]).toEqual(['200', '操作成功']);
  });
});
