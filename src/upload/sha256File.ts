import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { readBlob } from './readBlob';

/** Bytes read and hashed at a time, so a large file is never held in memory whole. */
export const SHA256_CHUNK_BYTES = 4 * 1024 * 1024;

/**
 * SHA-256 of a file's content, lowercase hex. @noble/hashes rather than crypto.subtle, which is absent outside
 * secure contexts (a console served over plain http).
 */
export async function sha256File(file: Blob, chunkBytes = SHA256_CHUNK_BYTES): Promise<string> {
  const hash = sha256.create();
  for (let start = 0; start < file.size; start += chunkBytes) {
    hash.update(await readBlob(file, start, Math.min(start + chunkBytes, file.size)));
  }
  return bytesToHex(hash.digest());
}
