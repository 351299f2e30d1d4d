import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EntityField } from '../types';
import { cellOf, dictionaryLabels, durationText, htmlText, sheetColumns } from './cells';
import { csvField, csvLine } from './csv';
import { createFileBuilder } from './fileBuilder';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { sheetName, textWidth } from './xlsx';
import { zip } from './zip';

const field = (over: Partial<EntityField>): EntityField => ({ name: 'f', title: '字段', valueType: 'text', storage: 'text', ...over });

const statusField = field({
  name: 'bulletinStatus',
  title: '公告状态',
  valueType: 'status',
  storage: 'number',
  dictionary: {
    name: 'bulletinStatus',
    def: {
      options: [
        { value: 0, label: '草稿' },
        { value: 3, label: '已发布' },
      ],
    },
  },
});
const categoryField = field({
  name: 'category',
  title: '公告类型',
  valueType: 'select',
  storage: 'any',
  dictionary: {
    name: 'bulletinCategory',
    def: { endpoint: 'categories', labelKey: 'dictName', valueKey: 'dictValue' },
    endpoint: { method: 'GET', path: '/basic/v2/api/sysDicts/findByDicType' },
  },
});
const options = new Map([
  [
    'GET /basic/v2/api/sysDicts/findByDicType',
    [
      { dictValue: '1', dictName: '系统公告' },
      { dictValue: '2', dictName: '运营公告' },
    ],
  ],
]);

describe('CSV fields (RFC 4180, formula injection)', () => {
  it.each<[string | number, boolean, string]>([
    ['浙A12345', false, '浙A12345'],
    ['a,b', false, '"a,b"'],
    ['他说"好"', false, '"他说""好"""'],
    ['第一行\n第二行', false, '"第一行\n第二行"'],
    ['=1+1', false, "'=1+1"],
    ['+86 138', false, "'+86 138"],
    ['-5', false, "'-5"],
    ['@SUM(A1)', false, "'@SUM(A1)"],
    ['=HYPERLINK("x","y")', false, `"'=HYPERLINK(""x"",""y"")"`],
    [-5, false, '-5'],
    [12.5, true, '12.50'],
    [3, false, '3'],
  ])('%j (money %s) → %s', (cell, money, expected) => {
    expect(csvField(cell, money)).toBe(expected);
  });

  it('ends each line with CRLF', () => {
    expect(csvLine(['a', 1.5, ''], [false, true, false])).toBe('a,1.50,\r\n');
  });
});

describe('cells as the console reads them', () => {
  const labels = dictionaryLabels(statusField, options);
  it.each<[string, EntityField, unknown, string | number]>([
    ['static dictionary label', statusField, 3, '已发布'],
    ['unknown code kept', statusField, 9, '9'],
    ['loaded dictionary label', categoryField, 2, '运营公告'],
    ['money in fen → yuan', field({ valueType: 'money', storage: 'number', unit: 'fen' }), 1250, 12.5],
    ['money in yuan', field({ valueType: 'money', storage: 'number', unit: 'yuan' }), 8, 8],
    ['duration', field({ valueType: 'duration', storage: 'number', unit: 'second' }), 8100, '2小时15分'],
    ['switch without dictionary', field({ valueType: 'switch', storage: 'number' }), 1, '是'],
    ['time as text', field({ valueType: 'dateTime' }), '2026-01-15 08:00:00', '2026-01-15 08:00:00'],
    ['range', field({ valueType: 'dateRange', storage: 'json' }), ['2026-01-01', '2026-01-31'], '2026-01-01 ~ 2026-01-31'],
    ['rich text', field({ valueType: 'richText' }), '<p>第一段 &amp; 说明</p><ul><li>一</li></ul>', '第一段 & 说明\n一'],
    ['empty', field({}), null, ''],
  ])('%s', (_name, f, value, expected) => {
    const map = f === statusField ? labels : dictionaryLabels(f, options);
    expect(cellOf(f, value, map)).toBe(expected);
  });

  it('multi-value labels are joined with 、', () => {
    const multi = { ...statusField, valueType: 'multiSelect' as const };
    expect(cellOf(multi, [0, 3], labels)).toBe('草稿、已发布');
  });

  it('formats durations and html as text', () => {
    expect(durationText(90061)).toBe('1天1小时1分1秒');
    expect(htmlText('<p>a&nbsp;b</p>')).toBe('a b');
  });
});

const columns = sheetColumns(
  [
    { title: '公告标题', field: field({ name: 'title' }) },
    { title: '公告状态', field: statusField },
    { title: '金额', field: field({ name: 'fee', valueType: 'money', storage: 'number', unit: 'fen' }) },
  ],
  options,
);
const records = [
  { title: '停车场临时封闭通知', bulletinStatus: 3, fee: 1250 },
  { title: '=cmd|calc', bulletinStatus: 0, fee: null },
];

async function readBook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

describe('export files', () => {
  it('CSV: BOM, header titles, CRLF, labels, money with 2 decimals, neutralised formulas', async () => {
    const builder = createFileBuilder('csv', '公告列表', columns);
    builder.add(records);
    const bytes = await builder.finish();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe("公告标题,公告状态,金额\r\n停车场临时封闭通知,已发布,12.50\r\n'=cmd|calc,草稿,\r\n");
    expect(builder.rows).toBe(2);
  });

  it('XLSX: one sheet named after the title, a bold frozen header, typed values, money as 0.00, widths, the date', async () => {
    const modified = Date.UTC(2026, 0, 15, 0, 30);
    const builder = createFileBuilder('xlsx', '公告列表', columns, modified);
    builder.add(records);
    const book = await readBook(await builder.finish());
    expect(book.worksheets.map((s) => s.name)).toEqual(['公告列表']);
    expect(book.modified?.getTime()).toBe(modified);
    const sheet = book.worksheets[0];
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).values).toEqual([undefined, '公告标题', '公告状态', '金额']);
    expect([1, 2, 3].map((c) => sheet.getRow(1).getCell(c).font?.bold)).toEqual([true, true, true]);
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
    const [title, status, fee] = [1, 2, 3].map((c) => sheet.getRow(2).getCell(c));
    expect([title.value, title.type]).toEqual(['停车场临时封闭通知', ExcelJS.ValueType.String]);
    expect([status.value, status.type]).toEqual(['已发布', ExcelJS.ValueType.String]);
    expect([fee.value, fee.type, fee.numFmt]).toEqual([12.5, ExcelJS.ValueType.Number, '0.00']);
    // Formula-like text stays text; an empty value leaves the cell empty.
    const formula = sheet.getRow(3).getCell(1);
    expect([formula.value, formula.type, formula.formula]).toEqual(['=cmd|calc', ExcelJS.ValueType.String, undefined]);
    expect(sheet.getRow(3).getCell(3).type).toBe(ExcelJS.ValueType.Null);
    // The widest text of each column (header included) plus 3, at least 10.
    expect([1, 2, 3].map((c) => sheet.getColumn(c).width)).toEqual([textWidth('停车场临时封闭通知') + 3, textWidth('公告状态') + 3, 10]);
  });

  it('XLSX: rows of several slices follow each other; no rows leaves the header alone', async () => {
    const builder = createFileBuilder('xlsx', '导出[2026]/公告:列表*?', columns);
    builder.add(records);
    builder.add([{ title: '第二批', bulletinStatus: 3, fee: 100 }]);
    expect(builder.rows).toBe(3);
    const sheet = (await readBook(await builder.finish())).worksheets[0];
    expect(sheet.name).toBe('导出 2026  公告 列表');
    expect([2, 3, 4].map((r) => sheet.getRow(r).getCell(1).value)).toEqual(['停车场临时封闭通知', '=cmd|calc', '第二批']);
    expect(sheet.getRow(4).getCell(3).value).toBe(1);
    const empty = (await readBook(await createFileBuilder('xlsx', '公告列表', columns).finish())).worksheets[0];
    expect(empty.rowCount).toBe(1);
    expect(empty.getRow(1).getCell(2).value).toBe('公告状态');
  });

  it('XLSX: `file` recognises the workbook (when the tool is installed)', async () => {
    let dir = '';
    try {
      execFileSync('file', ['--version'], { stdio: 'ignore' });
    } catch {
      return;
    }
    try {
      dir = mkdtempSync(join(tmpdir(), 'export-xlsx-'));
      const builder = createFileBuilder('xlsx', '公告列表', columns);
      builder.add(records);
      writeFileSync(join(dir, 'a.xlsx'), await builder.finish());
      expect(execFileSync('file', ['-b', join(dir, 'a.xlsx')]).toString()).toContain('Microsoft Excel 2007+');
    } finally {
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  });

  it('zip entries round-trip and sheet names are legal', () => {
    const files = unzipSync(
      zip([
        { name: 'a.txt', data: Buffer.from('停车'.repeat(100)) },
        { name: 'empty', data: Buffer.alloc(0) },
      ]),
    );
    expect(Buffer.from(files['a.txt']).toString()).toBe('停车'.repeat(100));
    expect(files.empty.length).toBe(0);
    expect(sheetName('导出[2026]/公告:列表*?')).toBe('导出 2026  公告 列表');
    expect(sheetName('停车场'.repeat(20))).toHaveLength(31);
    expect(sheetName('[]')).toBe('Sheet1');
  });
});
