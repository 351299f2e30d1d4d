import type { EntityRecord } from '../store';
import type { SheetColumn } from './cells';
import { csvLine, UTF8_BOM } from './csv';
import { sheetRowXml, textWidth, xlsxFile } from './xlsx';

export const EXPORT_FILE_TYPES = ['csv', 'xlsx'] as const;
export type ExportFileType = (typeof EXPORT_FILE_TYPES)[number];

export const EXPORT_CONTENT_TYPES: Record<ExportFileType, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Builds one export file slice by slice: records are turned into cells as they come, the bytes at the end. */
export interface ExportFileBuilder {
  add(records: EntityRecord[]): void;
  /** Rows added so far. */
  readonly rows: number;
  finish(): Buffer;
}

/**
 * CSV: UTF-8 with BOM, CRLF lines, RFC 4180 quoting, formula-like texts prefixed with '. XLSX: one sheet named after
 * the title, header row in bold. Both start with the column titles.
 */
export function createFileBuilder(type: ExportFileType, title: string, columns: SheetColumn[], modified?: number): ExportFileBuilder {
  const header = columns.map((c) => c.title);
  const money = columns.map((c) => c.money);
  const parts: string[] = type === 'csv' ? [UTF8_BOM + csvLine(header)] : [];
  const widths = columns.map(() => 0);
  let rows = 0;
  return {
    add(records) {
      for (const record of records) {
        const cells = columns.map((c) => c.read(record));
        rows += 1;
        if (type === 'csv') parts.push(csvLine(cells, money));
        else {
          parts.push(sheetRowXml(rows + 1, cells, money));
          cells.forEach((cell, i) => (widths[i] = Math.max(widths[i], textWidth(cell))));
        }
      }
    },
    get rows() {
      return rows;
    },
    finish: () => (type === 'csv' ? Buffer.from(parts.join(''), 'utf8') : xlsxFile(title, header, parts, { widths, modified })),
  };
}
