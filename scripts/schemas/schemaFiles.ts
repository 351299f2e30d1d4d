/** The documents `npm run schemas:check` checks by default: schemas/common/*.json, then schemas/*.json. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { commonDir, schemasDir } from './paths';

export function listSchemaFiles(): string[] {
  const json = (dir: string) =>
    readdirSync(dir)
      .filter((n) => n.endsWith('.json'))
      .sort()
      .map((n) => join(dir, n));
  return [...json(commonDir), ...json(schemasDir)];
}
