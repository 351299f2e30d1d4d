/**
 * npm run schemas:check [files…] — validates schemas/*.json and schemas/common/*.json against the meta-schema and
 * lints their cross-references. One line per problem (file:line:column, JSON pointer, Chinese and English), a
 * summary line, exit code 1 when there is any problem.
 */
import { checkAll } from './checkAll';
import { formatProblem } from './problem';
import { listSchemaFiles } from './schemaFiles';

const args = process.argv.slice(2);
const started = performance.now();
const { problems, documents } = checkAll(args.length > 0 ? args : listSchemaFiles());
const ms = Math.round(performance.now() - started);
for (const p of problems) console.log(formatProblem(p));
if (problems.length === 0) {
  console.log(`schema 校验通过：${documents} 个文档，没有问题，用时 ${ms} ms (schemas OK: ${documents} documents, no problems, ${ms} ms)`);
} else {
  console.log(
    `schema 校验发现 ${problems.length} 个问题：${documents} 个文档，用时 ${ms} ms (${problems.length} problem(s) in ${documents} documents, ${ms} ms)`,
  );
  process.exitCode = 1;
}
