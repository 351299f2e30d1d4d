/** SHA-256 of the meta-schema inputs; the generated validator carries it so a stale copy is noticed. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { metaDir, metaInputs } from './paths';

const readMeta = (name: string) => readFileSync(join(metaDir, name), 'utf8');

export function metaInputsHash(read: (name: string) => string = readMeta): string {
  const hash = createHash('sha256');
  for (const name of metaInputs) hash.update(name).update('\0').update(read(name).replace(/\r\n/g, '\n'));
  return hash.digest('hex');
}
