/** Where the schema language lives on disk. All paths are absolute. */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const schemasDir = join(repoRoot, 'schemas');
export const metaDir = join(schemasDir, 'meta');
export const generatedDir = join(metaDir, 'generated');
export const commonDir = join(schemasDir, 'common');

/** Meta-schema inputs of the generated files, relative to schemas/meta. */
export const metaInputs = ['area.schema.json', 'fields.schema.json', 'validators.json'] as const;
