import type Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import { readZip } from '../../engine/export/readZip';
import { readObject, type StoreName } from '../../objectStore/objects';
import { FILE_SERVER_FILES_PATH, keyOfPath, OSS_BUCKET_PATH, S3_BUCKET_PATH } from '../../objectStore/urls';
import { FILES_PATH as HIKYUN_FILES_PATH } from '../upload/hikyun';

/**
 * The file of an import: the console uploads it first (OSS, S3, the file server or the generic hikyun upload) and
 * sends its address; this reads the bytes back from the mock's own storage and turns a CSV or XLSX sheet into rows
 * of cell texts.
 */
export interface ImportFile {
  name: string;
  bytes: Buffer;
}

const STORES: [string, StoreName][] = [
  [`${OSS_BUCKET_PATH}/`, 'oss'],
  [`${S3_BUCKET_PATH}/`, 's3'],
  [`${FILE_SERVER_FILES_PATH}/`, 'fileServer'],
];

/** The uploaded file an address names, or the message of why it cannot be read. */
export async function readImportFile(db: Database.Database, address: string): Promise<ImportFile | string> {
  let pathname: string;
  try {
    pathname = new URL(address, 'http://localhost').pathname;
  } catch {
    return '导入文件地址不正确';
  }
  const hikyun = keyOfPath(pathname, `${HIKYUN_FILES_PATH}/`);
  if (hikyun !== null) {
    const row = db.prepare('SELECT name, bytes FROM hikyun_uploads WHERE file_id = ?').get(hikyun) as { name: string; bytes: Buffer } | undefined;
    return row ? { name: row.name, bytes: row.bytes } : '导入文件不存在，请重新上传';
  }
  for (const [prefix, store] of STORES) {
    const key = keyOfPath(pathname, prefix);
    if (key === null) continue;
    const object = await readObject(db, store, key);
    return object ? { name: key, bytes: object.bytes } : '导入文件不存在，请重新上传';
  }
  return '导入文件地址不正确';
}

/** CSV (RFC 4180: quoted fields, doubled quotes, CRLF or LF; a UTF-8 BOM is dropped) into rows of texts, by csv-parse. */
export function parseCsv(text: string): string[][] {
  return parse(text, { bom: true, relax_column_count: true }) as string[][];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const xmlDecode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (_m, name: string) =>
    name.startsWith('#x') ? String.fromCodePoint(parseInt(name.slice(2), 16)) : name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : ENTITIES[name],
  );
/** The text of the `<t>` elements of an XML fragment (rich text runs joined). */
const textsOf = (xml: string) => [...xml.matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>/g)].map((m) => xmlDecode(m[1])).join('');

/** Column index of a cell reference (`C7` → 2). */
function columnIndex(ref: string): number {
  const letters = /^[A-Z]+/.exec(ref)?.[0] ?? '';
  return [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
}

/** The first worksheet of an XLSX workbook into rows of texts (shared, inline and plain values). */
export function parseXlsx(bytes: Buffer): string[][] {
  const files = readZip(bytes);
  const sheetName = [...files.keys()].filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n)).sort()[0];
  if (!sheetName) throw new Error('no worksheet');
  const shared = [...(files.get('xl/sharedStrings.xml')?.toString('utf8') ?? '').matchAll(/<si\b[^>]*>([\s\S]*?)<\/si>/g)].map((m) => textsOf(m[1]));
  const sheet = files.get(sheetName)!.toString('utf8');
  const rows: string[][] = [];
  for (const rowMatch of sheet.matchAll(/<row\b([^>]*)>([\s\S]*?)<\/row>/g)) {
    const rowNo = Number(/\br="(\d+)"/.exec(rowMatch[1])?.[1] ?? rows.length + 1);
    const row: string[] = [];
    for (const cell of rowMatch[2].matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cell[1];
      const inner = cell[2] ?? '';
      const ref = /\br="([A-Z]+\d+)"/.exec(attrs)?.[1];
      const type = /\bt="(\w+)"/.exec(attrs)?.[1];
      const value = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      const text = type === 'inlineStr' ? textsOf(inner) : type === 's' ? (shared[Number(value)] ?? '') : xmlDecode(value ?? '');
      row[ref ? columnIndex(ref) : row.length] = text;
    }
    rows[rowNo - 1] = Array.from(row, (v) => v ?? '');
  }
  return Array.from(rows, (r) => r ?? []);
}

/** The rows of an import file by its extension; a message when it is neither CSV nor a readable XLSX. */
export function sheetRows(file: ImportFile): string[][] | string {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv')) return parseCsv(file.bytes.toString('utf8'));
  if (name.endsWith('.xlsx')) {
    try {
      return parseXlsx(file.bytes);
    } catch {
      return '导入文件无法读取，请使用模板格式的 .xlsx 文件';
    }
  }
  return '只能导入 .csv 或 .xlsx 文件';
}
