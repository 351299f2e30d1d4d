/**
 * `npm run schemas:migrate [files…]`: rewrites documents written in retired forms of the schema language into the
 * current ones (see scripts/schemas/migrate/retiredForms.ts and docs/schema-language.md “迁移文档”). Without
 * arguments it migrates every document under schemas/ (areas and schemas/common/). Running it again changes nothing.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describeEdit, migrateText } from './migrate/migrateText';
import { repoRoot, schemasDir } from './paths';

function documentsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'meta' ? [] : documentsUnder(path);
    return entry.name.endsWith('.json') ? [path] : [];
  });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const files = args.length > 0 ? args.flatMap((a) => (a.endsWith('.json') ? [a] : documentsUnder(a))) : documentsUnder(schemasDir);
  let changed = 0;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const migrated = await migrateText(text);
    if (migrated.syntaxError) console.warn(`${relative(repoRoot, file)}: 不是合法的 JSON，未改写（${migrated.syntaxError}）`);
    if (migrated.text === text) continue;
    writeFileSync(file, migrated.text);
    changed += 1;
    console.log(`${relative(repoRoot, file)}: ${migrated.edits.length} 处改写`);
    for (const edit of migrated.edits) console.log(`  ${describeEdit(edit)}`);
  }
  console.log(`已检查 ${files.length} 个文档，改写 ${changed} 个`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
