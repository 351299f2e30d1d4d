/**
 * The mock server of the load benchmark, run as a child process so that its resident memory is its own
 * (bench/loadServerProcess.ts starts it with `node --expose-gc --import tsx`). Normal seed in the SQLite file
 * LOAD_DB_FILE. It talks to its parent over the IPC channel only (no route is added to the mock):
 *   → { type: 'ready', url, pid, adminToken } once listening (the token of its /__mock calls);
 *   ← { type: 'gc' }   → { type: 'gc', collected: boolean }   (global.gc when started with --expose-gc)
 *   ← { type: 'memory' } → { type: 'memory', rss, heapUsed }
 *   ← { type: 'stop' } → closes the server and exits; so does a lost parent (IPC disconnect) or SIGTERM.
 */
import { startMockServer } from '../server-mock/app';

export type ToLoadServer = { type: 'gc' } | { type: 'memory' } | { type: 'stop' };
export type FromLoadServer =
  | { type: 'ready'; url: string; pid: number; adminToken: string }
  | { type: 'gc'; collected: boolean }
  | { type: 'memory'; rss: number; heapUsed: number };

function send(message: FromLoadServer) {
  process.send?.(message);
}

async function main() {
  const dbFile = process.env.LOAD_DB_FILE;
  if (!dbFile) throw new Error('LOAD_DB_FILE is required');
  if (!process.send) throw new Error('bench/loadServer.ts runs as a child process with an IPC channel');
  const server = await startMockServer({ port: 0, dbFile, quiet: true });
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    server.close().finally(() => process.exit(0));
  };
  process.on('message', (message: ToLoadServer) => {
    if (message.type === 'gc') {
      const gc = (globalThis as { gc?: () => void }).gc;
      gc?.();
      send({ type: 'gc', collected: Boolean(gc) });
    } else if (message.type === 'memory') {
      const m = process.memoryUsage();
      send({ type: 'memory', rss: m.rss, heapUsed: m.heapUsed });
    } else if (message.type === 'stop') stop();
  });
  process.on('disconnect', stop);
  process.on('SIGTERM', stop);
  send({ type: 'ready', url: server.url, pid: process.pid, adminToken: server.adminToken });
}

main().catch((err: unknown) => {
  console.error('load server failed to start:', err);
  process.exit(1);
});
