import { unzipSync } from 'fflate';

/** The entries of a zip archive (fflate's `unzipSync`, which checks every CRC), by name in archive order. */
export function readZip(archive: Uint8Array): Map<string, Buffer> {
  const files = unzipSync(archive);
  return new Map(Object.entries(files).map(([name, data]) => [name, Buffer.from(data.buffer, data.byteOffset, data.byteLength)]));
}
