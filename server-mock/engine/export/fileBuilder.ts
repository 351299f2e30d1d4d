import type { EntityRecord } from '../store';
import type { SheetColumn } from './cells';
import { csvLine, UTF8_BOM } from './csv';
import { xlsxSheetWriter } from './xlsx';

export const EXPORT_FILE_TYPES = ['csv', 'xlsx'] as const;
export type ExportFileType = (typeof EXPORT_FILE_TYPES)[number];

export const EXPORT_CONTENT_TYPES: Record<ExportFileType, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Builds one export file slice by slice: records are turned into cells (and XLSX rows written) as they come. */
export interface ExportFileBuilder {
  add(records: EntityRecord[]): void;
  /** Rows added so far. */
  readonly rows: number;
  finish(): Promise<Buffer>;
}

/**
 * CSV: UTF-8 with BOM, CRLF lines, RFC 4180 quoting, formula-like texts prefixed with '. XLSX (exceljs, see
 * xlsx.ts): one sheet named after the title, header row in bold. Both start with the column titles.
 */
export function createFileBuilder(type: ExportFileType, title: string, columns: SheetColumn[], modified?: number): ExportFileBuilder {
  const header = columns.map((c) => c.title);
  const money = columns.map((c) => c.money);
  const lines: string[] = [UTF8_BOM + csvLine(header)];
  const sheet = type === 'xlsx' ? xlsxSheetWriter(title, header, money, modified) : undefined;
  let rows = 0;
  return {
    add(records) {
      const cells = records.map((record) => columns.map((c) => c.read(record)));
      rows += cells.length;
      if (sheet) sheet.addRows(cells);
      else for (const row of cells) lines.push(csvLine(row, money));
    },
    get rows() {
      return rows;
    },
    finish: async () => (sheet ? sheet.finish() : Buffer.from(lines.join(''), 'utf8')),
  };
}
