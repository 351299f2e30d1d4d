/**
 * Imports (operation `import`, services/imports/): a sheet's rows go through the create endpoint's checks as the form's
 * submits would — required cells, dictionary labels, limits, unique constraints against stored records and earlier
 * rows — and the caller chooses: check only, keep the good rows, or all or nothing. Also the template's header and
 * the refusals of a bad file.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { uploadFile } from '../../testing/uploadFiles';

const FIXTURE = fileURLToPath(new URL('./testdata/importFixture.json', import.meta.url));
const BASE = '/api/if/v2/api/passes';
const BAD_REQUEST = '0x10d7500400';
type Report = { total: number; validCount: number; imported: number; failures: { rowNo: number; reason: string }[] };

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer({ schemas: { extraFiles: [FIXTURE] } });
  token = await t.login('admin');
});
afterAll(() => t.close());

const upload = (name: string, text: string) => uploadFile(t.url, token, name, text);
const sheet = (rows: string[][]) => rows.map((r) => r.join(',')).join('\r\n');
const HEADER = ['*车牌号', '*车场', '通行证类型', '费用', '*开始日期', '*结束日期', '备注'];
const send = async (file: string, mode?: string) => (await t.post<Report>(`${BASE}/import`, { file, ...(mode && { mode }) }, token)).body;
const passes = async (plate: string) =>
  (await t.get<{ results: Record<string, unknown>[] }>(`${BASE}?pageNo=1&pageSize=50&plateNo=${encodeURIComponent(plate)}`, token)).body
    .data.results;

/** A sheet of three good rows and four refused ones (rows 3, 5, 6 and 8 of the file). */
const MIXED = sheet([
  HEADER,
  ['浙A10001', '西湖文化广场停车场', '长期通行证', '120.5', '2026-02-01', '2026-02-28', '首批'],
  ['', '西湖文化广场停车场', '', '', '2026-02-01', '2026-02-28', ''],
  ['浙A10002', '1002', '', '', '2026-02-01', '2026-03-31', ''],
  ['浙A10003', '不存在的车场', '', '', '2026-02-01', '2026-02-28', ''],
  ['浙A10004', '西湖文化广场停车场', '', '', '2026-02-01', '2026-02-28', '备注太长了备注太长了备注太长了备注太长了备注太长了'],
  ['浙A10005', '武林广场地下停车库', '临时通行证', '', '2026-02-01', '2026-02-10', ''],
  ['浙A10001', '西湖文化广场停车场', '', '', '2026-02-15', '2026-03-15', '与第2行重叠'],
]);

describe('a sheet with refused rows', () => {
  it('check answers every refused row with its reason and writes nothing', async () => {
    const file = await upload('通行证.csv', MIXED);
    const { code, data } = await send(file, 'check');
    expect(code).toBe('200');
    expect(data).toEqual({
      total: 7,
      validCount: 3,
      imported: 0,
      failures: [
        { rowNo: 3, reason: '车牌号不能为空' },
        { rowNo: 5, reason: expect.stringContaining('车场') },
        { rowNo: 6, reason: expect.stringContaining('备注') },
        { rowNo: 8, reason: '车牌 浙A10001 在 西湖文化广场停车场 已有有效期重叠的通行证' },
      ],
    });
    expect(await passes('浙A1000')).toEqual([]);
  });

  it('all imports nothing while a row is refused; valid keeps the good rows, labels read as values', async () => {
    const file = await upload('通行证.csv', MIXED);
    expect((await send(file, 'all')).data).toMatchObject({ validCount: 3, imported: 0 });
    expect(await passes('浙A1000')).toEqual([]);
    expect((await send(file, 'valid')).data).toMatchObject({ validCount: 3, imported: 3 });
    const stored = await passes('浙A1000');
    expect(stored.map((p) => p.plateNo).sort()).toEqual(['浙A10001', '浙A10002', '浙A10005']);
    expect(stored.find((p) => p.plateNo === '浙A10001')).toMatchObject({ parkId: 1001, passType: 2, fee: 12050, beginDate: '2026-02-01' });
    // The form's default fills a blank cell.
    expect(stored.find((p) => p.plateNo === '浙A10002')).toMatchObject({ parkId: 1002, passType: 1 });
  });

  it('a good sheet imports whole, and a second import of it clashes with the stored rows', async () => {
    const good = sheet([
      HEADER,
      ['浙B20001', '西湖文化广场停车场', '', '', '2026-04-01', '2026-04-30', ''],
      ['浙B20002', '西湖文化广场停车场', '', '', '2026-04-01', '2026-04-30', ''],
    ]);
    const file = await upload('good.csv', good);
    expect((await send(file)).data).toEqual({ total: 2, validCount: 2, imported: 2, failures: [] });
    const again = (await send(file, 'check')).data;
    expect(again.validCount).toBe(0);
    expect(again.failures.map((f) => f.rowNo)).toEqual([2, 3]);
  });
});

describe('the template and bad files', () => {
  it('the template’s header is the form’s typed fields, required ones marked *', async () => {
    expect((await t.post(`${BASE}/import`, { mode: 'template' }, token)).body.data).toEqual({ header: HEADER });
  });

  it.each([
    [
      sheet([
        ['车牌号', '备注'],
        ['浙A1', ''],
      ]),
      '导入文件缺少表头：车场、开始日期、结束日期，请使用下载的模板',
    ],
    [sheet([HEADER]), '导入文件没有数据'],
  ])('refuses %j', async (text, msg) => {
    const file = await upload('bad.csv', text);
    expect((await send(file, 'check')).msg).toBe(msg);
  });

  it('refuses a missing file and an unknown mode', async () => {
    expect((await t.post(`${BASE}/import`, {}, token)).body).toMatchObject({ code: BAD_REQUEST, msg: '请上传导入文件' });
    expect((await t.post(`${BASE}/import`, { file: 'x', mode: 'some' }, token)).body).toMatchObject({
      code: BAD_REQUEST,
      msg: '导入方式不正确',
    });
  });
});

describe('an area’s import: 黑名单导入 (schemas/specificCar.json)', () => {
  it('reads the park and the reason by their names and refuses a bad plate by its row', async () => {
    const header = (await t.post<{ header: string[] }>('/api/special/v2/api/blackLists/import', { mode: 'template' }, token)).body.data
      .header;
    expect(header.slice(0, 4)).toEqual(['*车牌号', '车牌颜色', '*车场', '*拉黑原因']);
    const file = await upload(
      '黑名单.csv',
      sheet([
        ['*车牌号', '车牌颜色', '*车场', '*拉黑原因', '备注'],
        ['浙A8K3M7', '蓝色', '西湖文化广场停车场', '恶意逃费', '多次冲卡'],
        ['浙Q', '蓝色', '西湖文化广场停车场', '冲闯道闸', ''],
      ]),
    );
    const { data } = await t.post<Report>('/api/special/v2/api/blackLists/import', { file, mode: 'valid' }, token).then((r) => r.body);
    expect(data).toMatchObject({ total: 2, validCount: 1, imported: 1 });
    expect(data.failures).toEqual([{ rowNo: 3, reason: expect.stringContaining('车牌') }]);
    const listed = await t.get<{ results: Record<string, unknown>[] }>(
      '/api/special/v2/api/blackLists?pageNo=1&pageSize=10&plateNo=浙A8K3M7',
      token,
    );
    expect(listed.body.data.results).toEqual([
      expect.objectContaining({ plateNo: '浙A8K3M7', parkId: 1001, blackReason: 1, plateColor: 1 }),
    ]);
  });
});
