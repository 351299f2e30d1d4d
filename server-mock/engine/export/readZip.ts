import { crc32, inflateRawSync } from 'node:zlib';

/**
 * Reads a zip archive through its central directory (stored and deflated entries), checking every CRC. Used by the
 * tests to open the generated workbooks as a spreadsheet program would.
 */
export function readZip(archive: Buffer): Map<string, Buffer> {
  const endAt = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error('not a zip archive: no end of central directory');
  const count = archive.readUInt16LE(endAt + 10);
  let at = archive.readUInt32LE(endAt + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central directory entry ${i}`);
    const method = archive.readUInt16LE(at + 10);
    const crc = archive.readUInt32LE(at + 16);
    const packedSize = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const localAt = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (archive.readUInt32LE(localAt) !== 0x04034b50) throw new Error(`bad local header of ${name}`);
    const dataAt = localAt + 30 + archive.readUInt16LE(localAt + 26) + archive.readUInt16LE(localAt + 28);
    const packed = archive.subarray(dataAt, dataAt + packedSize);
    const data = method === 8 ? inflateRawSync(packed) : method === 0 ? Buffer.from(packed) : null;
    if (!data) throw new Error(`${name}: compression method ${method} not supported`);
    if (crc32(data) >>> 0 !== crc) throw new Error(`${name}: CRC mismatch`);
    files.set(name, data);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}
