import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseXlsx, sheetRows } from './importFile';

/** A workbook as a spreadsheet program saves it (shared strings, several sheets), written by exceljs's Workbook. */
async function workbook(fill: (book: ExcelJS.Workbook) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  fill(book);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('parseXlsx (device import sheets)', () => {
  it('reads the first sheet into rows of texts: numbers, formula results, rich text, links, gaps', async () => {
    const bytes = await workbook((book) => {
      const sheet = book.addWorksheet('枪机导入');
      sheet.addRow(['设备名称', '设备编号', 'IP地址', '端口']);
      sheet.addRow(['东门入口枪机', 'IMP0001', '192.168.20.11', 8000]);
      sheet.getCell('A3').value = { richText: [{ text: '西门', font: { bold: true } }, { text: '出口枪机' }] };
      sheet.getCell('B3').value = { text: 'IMP0002', hyperlink: 'https://example.com/IMP0002' };
      sheet.getCell('D3').value = { formula: '8000+1', result: 8001 };
      sheet.getCell('A5').value = '=不是公式';
      book.addWorksheet('说明').addRow(['此页不导入']);
    });
    expect(await parseXlsx(bytes)).toEqual([
      ['设备名称', '设备编号', 'IP地址', '端口'],
      ['东门入口枪机', 'IMP0001', '192.168.20.11', '8000'],
      ['西门出口枪机', 'IMP0002', '', '8001'],
      [],
      ['=不是公式'],
    ]);
  });

  it.each<[string, () => Promise<Buffer>]>([
    ['bytes that are no zip', async () => Buffer.from('not a zip')],
    ['a workbook without sheets', () => workbook(() => undefined)],
  ])('refuses %s with the Chinese message', async (_name, bytes) => {
    expect(await sheetRows({ name: '设备.XLSX', bytes: await bytes() })).toBe('导入文件无法读取，请使用模板格式的 .xlsx 文件');
  });
});
