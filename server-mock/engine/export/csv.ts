import { stringify } from 'csv-stringify/sync';
import type { Cell } from './cells';

/**
 * A CSV line with its CRLF, written by csv-stringify: RFC 4180 quoting (a quote, comma or line break), formula-like
 * texts (= + - @) neutralised with a leading ' (`escape_formulas`, against CSV injection), numbers as they are and
 * money columns (`money[i]`) with two decimals.
 */
export function csvLine(cells: Cell[], money: boolean[] = []): string {
  return stringify([cells], {
    record_delimiter: 'windows',
    escape_formulas: true,
    quoted_match: /[\r\n]/,
    cast: { number: (value, context) => (money[Number(context.index)] ? value.toFixed(2) : String(value)) },
  });
}

/** One CSV field (a line of one cell without its CRLF). */
export const csvField = (cell: Cell, money = false) => csvLine([cell], [money]).slice(0, -2);

/** The UTF-8 byte order mark, so that Excel opens the Chinese text correctly. */
export const UTF8_BOM = '\uFEFF';
