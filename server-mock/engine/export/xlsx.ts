import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Cell } from './cells';

/** Excel keeps at most this many characters in a cell. */
const MAX_CELL_TEXT = 32767;
const MONEY_FORMAT = '0.00';

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\ . */
export function sheetName(title: string): string {
  return (
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet1'
  );
}

/** The display width of a cell's text in character units (a Chinese character counts twice). */
export function textWidth(cell: Cell): number {
  let width = 0;
  for (const ch of String(cell).split('\n')[0]) width += (ch.codePointAt(0) ?? 0) > 255 ? 2 : 1;
  return width;
}

/** A column's width: its widest text (header included) plus a margin, between 10 and 50. */
function columnWidth(header: string, cells: Cell[]): number {
  const widest = cells.reduce<number>((max, cell) => Math.max(max, textWidth(cell)), textWidth(header));
  return Math.min(50, Math.max(10, widest + 3));
}

/** The value exceljs writes: finite numbers as numbers, other values as texts (never formulas), '' as an empty cell. */
function cellValue(cell: Cell): string | number | null {
  if (typeof cell === 'number' && Number.isFinite(cell)) return cell;
  const text = String(cell).slice(0, MAX_CELL_TEXT);
  return text === '' ? null : text;
}

/** Writes one sheet of rows, each committed as it comes; `finish` answers the workbook's bytes. */
export interface XlsxSheetWriter {
  addRows(rows: Cell[][]): void;
  finish(): Promise<Buffer>;
}

/**
 * An XLSX workbook written by exceljs's streaming writer into memory: one sheet named after the title, a bold
 * header row frozen at the top, money numbers with the 0.00 format, the workbook dated `modified`. Column widths
 * are fixed when the first rows come (Excel needs them before the rows): the widest of the header and those rows.
 */
export function xlsxSheetWriter(title: string, header: string[], money: boolean[], modified = Date.now()): XlsxSheetWriter {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: true });
  workbook.created = workbook.modified = new Date(modified);
  const sheet = workbook.addWorksheet(sheetName(title), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }],
  });
  let started = false;

  function start(firstRows: Cell[][]): void {
    started = true;
    sheet.columns = header.map((h, i) => ({
      key: `c${i}`,
      width: columnWidth(
        h,
        firstRows.map((row) => row[i] ?? ''),
      ),
    }));
    const row = sheet.addRow(header);
    row.font = { bold: true };
    row.commit();
  }

  return {
    addRows(rows) {
      if (!started) start(rows);
      for (const cells of rows) {
        const row = sheet.addRow(cells.map(cellValue));
        cells.forEach((cell, i) => {
          if (money[i] && typeof cell === 'number') row.getCell(i + 1).numFmt = MONEY_FORMAT;
        });
        row.commit();
      }
    },
    async finish() {
      if (!started) start([]);
      sheet.commit();
      await workbook.commit();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}
