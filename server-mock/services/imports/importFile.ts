import type Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
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
    const row = db.prepare('SELECT name, bytes FROM hikyun_uploads WHERE file_id = ?').get(hikyun) as
      { name: string; bytes: Buffer } | undefined;
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

/** The first worksheet of an XLSX workbook (read by exceljs) into rows of the cells' texts; throws when it is no workbook. */
export async function parseXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  // exceljs's typings name its input `Buffer` but declare that as an ArrayBuffer; it reads Node Buffers.
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  const rows: string[][] = [];
  for (let rowNo = 1; rowNo <= sheet.rowCount; rowNo++) {
    const row = sheet.getRow(rowNo);
    rows.push(Array.from({ length: row.cellCount }, (_v, i) => row.getCell(i + 1).text));
  }
  return rows;
}

/** The rows of an import file by its extension; a message when it is neither CSV nor a readable XLSX. */
export async function sheetRows(file: ImportFile): Promise<string[][] | string> {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv')) return parseCsv(file.bytes.toString('utf8'));
  if (name.endsWith('.xlsx')) {
    try {
      return await parseXlsx(file.bytes);
    } catch {
      return '导入文件无法读取，请使用模板格式的 .xlsx 文件';
    }
  }
  return '只能导入 .csv 或 .xlsx 文件';
}
