/**
 * `npm start` / `npm run dev`: the mock platform on PORT (default 5173, or the next free port), with the
 * console hosted by Vite (--dev) or served from a build (--static <dir>).
 */
import { formatAccountsTable } from './accountsTable';
import { adminTokenLine, startMockServer } from './app';
import { DEFAULT_DB_FILE } from './db/open';
import { findFreePort } from './net/freePort';

/** `npm start` pushes a random alarm every minute (MOCK_ALARM_INTERVAL_MS overrides it; 0 turns it off). */
const DEFAULT_ALARM_INTERVAL_MS = 60_000;
/** `npm start` runs the parks' traffic at 30 passages a minute (MOCK_TRAFFIC=<passages per minute>; 0 turns it off). */
const DEFAULT_TRAFFIC_PER_MINUTE = 30;
/** `npm start` has the charging piles report 5 times a second in all (MOCK_CHARGING=<reports per second>; 0 turns it off). */
const DEFAULT_CHARGING_PER_SECOND = 5;

/** A non-negative integer from the environment, else the default. */
function envCount(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

function parseArgs(argv: string[]) {
  const dev = argv.includes('--dev');
  const i = argv.indexOf('--static');
  const staticDir = i >= 0 ? argv[i + 1] : undefined;
  if (i >= 0 && !staticDir) throw new Error('--static needs a folder, for example --static dist');
  return { dev, staticDir };
}

async function main() {
  const { dev, staticDir } = parseArgs(process.argv.slice(2));
  const host = process.env.HOST ?? '127.0.0.1';
  const port = await findFreePort(Number(process.env.PORT) || 5173, host);
  const settings = {
    alarmIntervalMs: envCount('MOCK_ALARM_INTERVAL_MS', DEFAULT_ALARM_INTERVAL_MS),
    trafficPerMinute: envCount('MOCK_TRAFFIC', DEFAULT_TRAFFIC_PER_MINUTE),
    chargingUpdatesPerSecond: envCount('MOCK_CHARGING', DEFAULT_CHARGING_PER_SECOND),
  };
  const server = await startMockServer({ port, host, dbFile: DEFAULT_DB_FILE, dev, staticDir, settings });
  console.log(`控制台已启动: http://localhost:${server.port}`);
  console.log(adminTokenLine(server.adminToken));
  console.log(
    settings.trafficPerMinute > 0
      ? `车场通行模拟：每分钟 ${settings.trafficPerMinute} 次进出（MOCK_TRAFFIC=0 关闭）`
      : '车场通行模拟：已关闭（MOCK_TRAFFIC=<每分钟次数> 开启）',
  );
  console.log(
    settings.chargingUpdatesPerSecond > 0
      ? `充电桩模拟：每秒 ${settings.chargingUpdatesPerSecond} 次上报（MOCK_CHARGING=0 关闭）`
      : '充电桩模拟：已关闭（MOCK_CHARGING=<每秒次数> 开启）',
  );
  console.log(formatAccountsTable());

  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    server.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error('模拟后端启动失败:', err instanceof Error ? err.message : err);
  process.exit(1);
});
