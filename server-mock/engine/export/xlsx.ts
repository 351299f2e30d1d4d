import type { Cell } from './cells';
import { zip } from './zip';

/**
 * A minimal Office Open XML workbook (ECMA-376 SpreadsheetML): one sheet with inline strings and numbers, a bold
 * frozen header row, money cells with the built-in 0.00 format. Parts: [Content_Types].xml, _rels/.rels,
 * xl/workbook.xml, xl/_rels/workbook.xml.rels, xl/styles.xml, xl/worksheets/sheet1.xml.
 */
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Style indexes of xl/styles.xml: 0 normal, 1 bold (header), 2 number with 2 decimals (money). */
const STYLE = { header: 1, money: 2 } as const;
/** Excel keeps at most this many characters in a cell. */
const MAX_CELL_TEXT = 32767;

/** Column letters of a 0-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Text safe inside XML: the five special characters escaped, characters XML 1.0 forbids dropped. */
export function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function cellXml(ref: string, cell: Cell, style?: number): string {
  const s = style ? ` s="${style}"` : '';
  if (typeof cell === 'number' && Number.isFinite(cell)) return `<c r="${ref}"${s}><v>${cell}</v></c>`;
  const text = String(cell).slice(0, MAX_CELL_TEXT);
  if (text === '') return '';
  return `<c r="${ref}" t="inlineStr"${s}><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`;
}

/** One `<row>` of the sheet (1-based row number); `money[i]` gives column i the 0.00 format. */
export function sheetRowXml(rowNo: number, cells: Cell[], money: boolean[] = [], header = false): string {
  const xml = cells.map((cell, i) => cellXml(`${columnName(i)}${rowNo}`, cell, header ? STYLE.header : money[i] && typeof cell === 'number' ? STYLE.money : undefined));
  return `<row r="${rowNo}">${xml.join('')}</row>`;
}

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\ . */
export function sheetName(title: string): string {
  return title.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || 'Sheet1';
}

const CONTENT_TYPES =
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const ROOT_RELS =
  `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

const WORKBOOK_RELS =
  `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  '</Relationships>';

const STYLES =
  `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
  '<fonts count="2"><font><sz val="11"/><name val="等线"/><family val="2"/></font><font><b/><sz val="11"/><name val="等线"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="2" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

const workbookXml = (name: string) =>
  `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
  `<sheets><sheet name="${xmlText(name)}" sheetId="1" r:id="rId1"/></sheets>` +
  '</workbook>';

/** The display width of a cell's text in character units (a Chinese character counts twice). */
export function textWidth(cell: Cell): number {
  let width = 0;
  for (const ch of String(cell).split('\n')[0]) width += (ch.codePointAt(0) ?? 0) > 255 ? 2 : 1;
  return width;
}

/** Column widths: the widest text of each column (header included) plus a margin, between 10 and 50. */
function colsXml(header: string[], widths: number[]): string {
  const width = (i: number) => Math.min(50, Math.max(10, Math.max(textWidth(header[i]), widths[i] ?? 0) + 3));
  return `<cols>${header.map((_h, i) => `<col min="${i + 1}" max="${i + 1}" width="${width(i)}" customWidth="1"/>`).join('')}</cols>`;
}

function sheetXml(header: string[], rows: string[], widths: number[]): string {
  const last = `${columnName(Math.max(header.length, 1) - 1)}${rows.length + 1}`;
  return (
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<dimension ref="A1:${last}"/>` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    '<sheetFormatPr defaultRowHeight="15"/>' +
    (header.length ? colsXml(header, widths) : '') +
    `<sheetData>${sheetRowXml(1, header, [], true)}${rows.join('')}</sheetData>` +
    '</worksheet>'
  );
}

/** The workbook: `rows` are the `<row>` elements of rows 2… made by sheetRowXml; `widths` the widest text per column. */
export function xlsxFile(title: string, header: string[], rows: string[], options: { widths?: number[]; modified?: number } = {}): Buffer {
  const part = (name: string, text: string) => ({ name, data: Buffer.from(text, 'utf8') });
  return zip(
    [
      part('[Content_Types].xml', CONTENT_TYPES),
      part('_rels/.rels', ROOT_RELS),
      part('xl/workbook.xml', workbookXml(sheetName(title))),
      part('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
      part('xl/styles.xml', STYLES),
      part('xl/worksheets/sheet1.xml', sheetXml(header, rows, options.widths ?? [])),
    ],
    options.modified,
  );
}
