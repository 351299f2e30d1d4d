/** `npm run mock:reset`: deletes .data/mock.sqlite and rebuilds it from the seed. */
import { rmSync } from 'node:fs';
import { DEFAULT_DB_FILE, openDatabase } from './db/open';

for (const suffix of ['', '-wal', '-shm']) rmSync(DEFAULT_DB_FILE + suffix, { force: true });
const { db } = openDatabase(DEFAULT_DB_FILE);
const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
console.log(`已重建模拟数据库 ${DEFAULT_DB_FILE}：演示账号 ${count('users')} 个，待办 ${count('backlogs')} 条，故障上报 ${count('error_reports')} 条。`);
db.close();
