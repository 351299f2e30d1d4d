import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileBuilder } from '../../engine/export/fileBuilder';
import { zip } from '../../engine/export/zip';
import { startTestServer, type TestServer } from '../../testing/harness';
import { IMPORT_COLUMNS, MAX_IMPORT_ROWS } from './import';
import { parseCsv } from '../imports/importFile';
import { uploadFile } from '../../testing/uploadFiles';

const DEVICE = '/api/device/v2/api';
const BAD_REQUEST = '0x10d7500400';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.login('admin');
});
afterAll(() => t.close());

/** Uploads a file through the generic upload, as the console's import button does first; answers its address. */
const upload = (name: string, bytes: Buffer | string) => uploadFile(t.url, token, name, bytes);

const importFile = async (path: string, file: string) => (await t.post(`${DEVICE}/${path}/batchImport`, { file }, token)).body;
const devices = async (path: string, query: string) => (await t.get(`${DEVICE}/${path}?pageNo=1&pageSize=100&${query}`, token)).body.data;

const HEADER = IMPORT_COLUMNS.join(',');
const row = (values: Partial<Record<(typeof IMPORT_COLUMNS)[number], string>>) => IMPORT_COLUMNS.map((c) => values[c] ?? '').join(',');
const GOOD = {
  设备名称: '导入测试枪机-01',
  设备编号: 'IMP0001',
  IP地址: '192.168.20.11',
  端口: '8000',
  所属车场: '西湖文化广场停车场',
  厂商: '海康威视',
};

describe('batchImport', () => {
  it('adds the good rows and reports the refused ones with their row numbers and reasons', async () => {
    const csv = [
      HEADER,
      row({ ...GOOD, 所属区域: 'B1层A区', 经度: '120.155070', 纬度: '30.274084', 备注: '东门入口' }),
      row({ ...GOOD, 设备名称: '导入测试枪机-02', 设备编号: 'IMP0002', IP地址: '192.168.20.300' }),
      row({ ...GOOD, 设备名称: '导入测试枪机-03', 设备编号: 'IMP0001' }),
      '',
      row({ ...GOOD, 设备名称: '导入测试枪机-04', 设备编号: 'IMP0004', 所属车场: '不存在的停车场' }),
      row({ ...GOOD, 设备名称: '导入测试枪机-05', 设备编号: 'IMP0005', 厂商: '', 端口: '554' }),
    ].join('\r\n');
    const res = await importFile('pcameras', await upload('枪机导入.csv', `\uFEFF${csv}`));
    expect([res.code, res.msg]).toEqual([
      BAD_REQUEST,
      '导入完成：成功2条，失败3条。第3行：IP地址：请输入正确的IP地址；第4行：设备编号 IMP0001 已被设备「导入测试枪机-01」使用；第6行：所属车场「不存在的停车场」不存在',
    ]);
    expect(res.data).toEqual({
      total: 5,
      successCount: 2,
      failCount: 3,
      failures: [
        { rowNo: 3, reason: 'IP地址：请输入正确的IP地址' },
        { rowNo: 4, reason: '设备编号 IMP0001 已被设备「导入测试枪机-01」使用' },
        { rowNo: 6, reason: '所属车场「不存在的停车场」不存在' },
      ],
    });
    const added = (await devices('pcameras', 'deviceName=导入测试')).results;
    expect(added.map((d: { serialNo: string }) => d.serialNo).sort()).toEqual(['IMP0001', 'IMP0005']);
    const first = added.find((d: { serialNo: string }) => d.serialNo === 'IMP0001');
    expect(first).toMatchObject({
      deviceName: '导入测试枪机-01',
      ipAddress: '192.168.20.11',
      port: 8000,
      parkId: 1001,
      vendor: 1,
      areaName: 'B1层A区',
      onlineStatus: 0,
      iscSyncStatus: 0,
    });
    expect(added.find((d: { serialNo: string }) => d.serialNo === 'IMP0005')).toMatchObject({ vendor: 9, port: 554 });
  });

  it('answers 导入成功 when every row is added, from an XLSX sheet as well', async () => {
    const builder = createFileBuilder(
      'xlsx',
      '球机导入',
      IMPORT_COLUMNS.map((title) => ({ title, money: false, read: (r) => String(r[title] ?? '') })),
    );
    builder.add([
      { ...GOOD, 设备名称: '导入测试球机-01', 设备编号: 'BALL0001', 厂商: '大华', 端口: '37777' },
      { ...GOOD, 设备名称: '导入测试球机-02', 设备编号: 'BALL0002', 所属车场: '1002' },
    ]);
    const res = await importFile('ballcameras', await upload('球机.xlsx', await builder.finish()));
    expect([res.code, res.msg, res.data]).toEqual(['200', '导入成功，共2条', { total: 2, successCount: 2, failCount: 0, failures: [] }]);
    const added = (await devices('ballcameras', 'serialNo=BALL000')).results;
    expect(added).toHaveLength(2);
    expect(added.find((d: { serialNo: string }) => d.serialNo === 'BALL0002')).toMatchObject({ parkId: 1002, deviceType: 2 });
  });

  it('refuses a row whose serial number a stored device holds (the declared unique constraint), naming that device', async () => {
    const first = await importFile(
      'talks',
      await upload('对讲.csv', `${HEADER}\n${row({ ...GOOD, 设备名称: '东门对讲-01', 设备编号: 'TALK0001' })}\n`),
    );
    expect(first.code).toBe('200');
    const again = [
      HEADER,
      row({ ...GOOD, 设备名称: '东门对讲-02', 设备编号: 'TALK0002' }),
      row({ ...GOOD, 设备名称: '西门对讲-01', 设备编号: 'TALK0001' }),
    ];
    const res = await importFile('talks', await upload('对讲2.csv', `${again.join('\n')}\n`));
    expect(res.data).toEqual({
      total: 2,
      successCount: 1,
      failCount: 1,
      failures: [{ rowNo: 3, reason: '设备编号 TALK0001 已被设备「东门对讲-01」使用' }],
    });
    expect((await devices('talks', 'serialNo=TALK000')).results.map((d: { deviceName: string }) => d.deviceName).sort()).toEqual([
      '东门对讲-01',
      '东门对讲-02',
    ]);
  });

  const refusals: [string, string, string][] = [
    ['a name with a forbidden character', row({ ...GOOD, 设备名称: '东门/枪机' }), `设备名称不能包含' / \\ : 、 * ? " < >字符`],
    ['a serial with a space', row({ ...GOOD, 设备编号: 'AB 01' }), '设备编号只能输入大小写字母和数字'],
    ['no IP', row({ ...GOOD, IP地址: '' }), 'IP地址不能为空'],
    ['port 70000', row({ ...GOOD, 端口: '70000' }), '端口应为1-65535之间的整数'],
    ['an unknown vendor', row({ ...GOOD, 厂商: '某某科技' }), '厂商「某某科技」不存在'],
    ['longitude 200', row({ ...GOOD, 经度: '200' }), '经度应在-180~180之间'],
    ['latitude with 7 decimals', row({ ...GOOD, 纬度: '30.1234567' }), '纬度最多保留6位小数'],
    ['a 33-character area', row({ ...GOOD, 所属区域: '区'.repeat(33) }), '所属区域长度不能超过32个字符'],
  ];
  it.each(refusals)('refuses %s', async (_name, line, reason) => {
    const res = await importFile('terminals', await upload('终端.csv', `${HEADER}\n${line}\n`));
    expect(res.code).toBe(BAD_REQUEST);
    expect(res.data).toEqual({ total: 1, successCount: 0, failCount: 1, failures: [{ rowNo: 2, reason }] });
  });

  const fileProblems: [string, () => Promise<string>, string][] = [
    ['no file address', async () => '', '请上传导入文件'],
    ['an address that is no upload', async () => 'https://example.com/a.csv', '导入文件地址不正确'],
    [
      'an upload that does not exist',
      async () => '/api/basic/v2/api/hikyun/files/UP000000000000000000000000.csv',
      '导入文件不存在，请重新上传',
    ],
    ['a text file', () => upload('设备.txt', HEADER), '只能导入 .csv 或 .xlsx 文件'],
    ['a broken workbook', () => upload('设备.xlsx', 'not a zip'), '导入文件无法读取，请使用模板格式的 .xlsx 文件'],
    [
      'a zip that is no workbook',
      () => upload('设备.xlsx', zip([{ name: '设备.txt', data: Buffer.from(HEADER) }])),
      '导入文件无法读取，请使用模板格式的 .xlsx 文件',
    ],
    [
      'a sheet without the required header',
      () => upload('设备.csv', '设备名称,设备编号\nA,B\n'),
      '导入文件缺少表头：IP地址、端口、所属车场',
    ],
    ['a sheet without rows', () => upload('设备.csv', `${HEADER}\n,,,\n`), '导入文件没有数据'],
    [
      'too many rows',
      () =>
        upload(
          '设备.csv',
          [HEADER, ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => row({ ...GOOD, 设备编号: `MANY${i}` }))].join('\n'),
        ),
      `单次最多导入${MAX_IMPORT_ROWS}条`,
    ],
  ];
  it.each(fileProblems)('refuses %s and adds nothing', async (_name, address, msg) => {
    const before = (await devices('talks', '')).totalRecord;
    const res = await importFile('talks', await address());
    expect([res.code, res.msg]).toEqual([BAD_REQUEST, msg]);
    expect((await devices('talks', '')).totalRecord).toBe(before);
  });
});

describe('parseCsv', () => {
  it.each([
    [
      'a,b\r\nc,d',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['\uFEFF"x, y","say ""hi"""\n', [['x, y', 'say "hi"']]],
    ['"two\nlines",z', [['two\nlines', 'z']]],
    ['a,,', [['a', '', '']]],
  ])('%j', (text, rows) => {
    expect(parseCsv(text)).toEqual(rows);
  });
});
