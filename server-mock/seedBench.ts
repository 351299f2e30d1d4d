/**
 * Times the entity seed (the bulletins at scale, the other entities at their default size) and a few bulletin list calls:
 *   npx tsx server-mock/seedBench.ts [rows] [--file path]
 * rows default SEED_ROWS, else 100000; the database is in memory unless --file is given.
 */
import Database from 'better-sqlite3';
import { rmSync } from 'node:fs';
import { migrate } from './db/schema';
import { ENGINE_EXTENSIONS } from './services/extensions';
import { createEngine } from './engine/index';
import { queryValues } from './engine/filters';
import { runList } from './engine/listQuery';
import type { ListBinding } from './engine/types';

const args = process.argv.slice(2);
const fileAt = args.indexOf('--file');
const file = fileAt >= 0 ? args[fileAt + 1] : ':memory:';
const rows = Number(args.find((a) => /^\d+$/.test(a)) ?? process.env.SEED_ROWS ?? 100_000);

if (file !== ':memory:') for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
const db = new Database(file);
if (file !== ':memory:') db.pragma('journal_mode = WAL');
migrate(db);
const engine = createEngine({ extensions: ENGINE_EXTENSIONS });

const seedStart = performance.now();
// The bulletins at scale (the lists timed below); every other entity keeps its default size.
engine.installInto(db, { rowsByEntity: { sysBulletin: rows }, now: Date.UTC(2026, 0, 14, 16) });
const seedMs = performance.now() - seedStart;
const seeded = [...engine.install.models.keys()].reduce((sum, entity) => sum + (engine.store(db, entity)?.count('', []) ?? 0), 0);
console.log(
  `seed: 公告 ${rows} 行 + 其余 ${engine.install.models.size - 1} 个实体，共 ${seeded} 行，用时 ${seedMs.toFixed(0)} ms（${Math.round(seeded / (seedMs / 1000))} 行/秒）`,
);

const list = engine.generic.find((g) => g.area === 'sysBulletin' && g.name === 'list')!;
const store = engine.store(db, 'sysBulletin')!;
const cases: [string, Record<string, string>][] = [
  ['第 1 页（默认排序）', { pageNo: '1', pageSize: '20' }],
  ['第 2000 页', { pageNo: '2000', pageSize: '20' }],
  ['状态 + 类型', { pageNo: '1', pageSize: '20', bulletinStatus: '3', category: '2' }],
  ['标题包含', { pageNo: '1', pageSize: '20', title: '维护' }],
  [
    '更新时间范围 + 升序',
    {
      pageNo: '1',
      pageSize: '20',
      startTime: '2026-01-01 00:00:00',
      endTime: '2026-01-10 23:59:59',
      orderBy: 'updateTime',
      orderType: 'asc',
    },
  ],
];
for (const [name, query] of cases) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    const out = runList(store, list.binding as ListBinding, queryValues(query));
    times.push(performance.now() - start);
    if (out.ok) total = out.total;
  }
  times.sort((a, b) => a - b);
  console.log(`list ${name}: 中位数 ${times[2].toFixed(1)} ms（共 ${total} 条）`);
}
db.close();
