import type { Cell } from './cells';

/** Characters that make a spreadsheet read a cell as a formula (CSV injection): such cells get a leading '. */
const FORMULA_START = /^[=+\-@]/;

/** One CSV field: formula-like texts neutralised, quoted (RFC 4180) when it holds a quote, comma or line break. */
export function csvField(cell: Cell, money = false): string {
  if (typeof cell === 'number') return money ? cell.toFixed(2) : String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV line with its CRLF. */
export const csvLine = (cells: Cell[], money: boolean[] = []) => `${cells.map((c, i) => csvField(c, money[i])).join(',')}\r\n`;

/** The UTF-8 byte order mark, so that Excel opens the Chinese text correctly. */
export const UTF8_BOM = '\uFEFF';
