/** `npm run mock:reset`: deletes .data/mock.sqlite and rebuilds it from the seed (SEED_ROWS=n scales every entity table). */
import { rmSync } from 'node:fs';
import { DEFAULT_DB_FILE, openDatabase } from './db/open';
import { createEngine } from './engine';
import { ENGINE_EXTENSIONS } from './services/extensions';

for (const suffix of ['', '-wal', '-shm']) rmSync(DEFAULT_DB_FILE + suffix, { force: true });
const started = Date.now();
const { db } = openDatabase(DEFAULT_DB_FILE);
const engine = createEngine({ extensions: ENGINE_EXTENSIONS });
engine.installInto(db);
const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n;
const entities = [...engine.install.models.values()].map((m) => `${m.entity} ${count(m.table)} 条`).join('，');
console.log(
  `已重建模拟数据库 ${DEFAULT_DB_FILE}（${Date.now() - started} ms）：演示账号 ${count('users')} 个，待办 ${count('backlogs')} 条，故障上报 ${count('error_reports')} 条；实体表：${entities}。`,
);
db.close();
