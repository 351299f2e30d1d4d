/** The files generated from the meta-schema are up to date (run `npm run schemas:types` after changing it). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildGenerated } from '../../scripts/schemas/buildGenerated';
import { metaInputsHash } from '../../scripts/schemas/metaHash';
import { metaDir } from '../../scripts/schemas/paths';
import { inputsHash } from '../../schemas/meta/generated/validateSchemas.js';

describe('schemas/meta/generated', () => {
  it('matches what npm run schemas:types makes from the meta-schema', async () => {
    const files = await buildGenerated();
    expect(Object.keys(files).sort()).toEqual([
      'generated/area.ts',
      'generated/validateSchemas.d.ts',
      'generated/validateSchemas.js',
      'generated/validatorRule.schema.json',
    ]);
    for (const [name, text] of Object.entries(files)) {
      expect(readFileSync(join(metaDir, name), 'utf8'), `${name} is stale: run npm run schemas:types`).toBe(text);
    }
  }, 60_000);

  it('carries the hash of its inputs, and the hash changes with them', () => {
    expect(inputsHash).toBe(metaInputsHash());
    const read = (name: string) => readFileSync(join(metaDir, name), 'utf8');
    expect(metaInputsHash((name) => (name === 'validators.json' ? read(name).replace('plateNo', 'plateNumber') : read(name)))).not.toBe(
      inputsHash,
    );
  });

  it('runs no code generation at run time (standalone ESM, no require, no new Function)', () => {
    const js = readFileSync(join(metaDir, 'generated/validateSchemas.js'), 'utf8');
    expect(js).toMatch(/export const validateArea = /);
    expect(js).not.toMatch(/\brequire\(|new Function|\beval\(/);
  });
});
