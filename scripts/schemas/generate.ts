/** npm run schemas:types — writes the files derived from schemas/meta/*.json (see buildGenerated.ts). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { buildGenerated } from './buildGenerated';
import { metaDir, repoRoot } from './paths';

const files = await buildGenerated();
for (const [name, text] of Object.entries(files)) {
  const target = join(metaDir, name);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
  console.log(`已生成 ${relative(repoRoot, target)}`);
}
