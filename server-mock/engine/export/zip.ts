import { zipSync } from 'fflate';

/** One file of a zip archive. */
export interface ZipEntry {
  name: string;
  data: Buffer;
}

/** A zip archive of `entries` written by fflate (deflated, UTF-8 names), every entry dated `modified` (default now). */
export function zip(entries: ZipEntry[], modified = Date.now()): Buffer {
  const archive = zipSync(Object.fromEntries(entries.map((e) => [e.name, [new Uint8Array(e.data), { mtime: modified }]])), { level: 6 });
  return Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
}
