/** Parent side of bench/loadServer.ts: starts the mock in a child process and asks it for GC and memory figures. */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FromLoadServer, ToLoadServer } from './loadServer';

const ENTRY = fileURLToPath(new URL('./loadServer.ts', import.meta.url));
/** `--import tsx` is resolved from the working directory: the repository root, where node_modules is. */
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const START_TIMEOUT_MS = 120_000;

export interface LoadServerProcess {
  url: string;
  /** The server's own process id (the process whose /proc/<pid>/status is read). */
  pid: number;
  /** The token its /__mock calls need (X-Mock-Admin). */
  adminToken: string;
  /** Runs global.gc in the server; false when it was not started with --expose-gc. */
  gc(): Promise<boolean>;
  memory(): Promise<{ rss: number; heapUsed: number }>;
  stop(): Promise<void>;
}

function nextMessage<T extends FromLoadServer['type']>(
  child: ChildProcess,
  type: T,
  timeoutMs: number,
): Promise<Extract<FromLoadServer, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`load server: no '${type}' answer within ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (m: FromLoadServer) => {
      if (m.type === type) finish(undefined, m as Extract<FromLoadServer, { type: T }>);
    };
    const onExit = (code: number | null) => finish(new Error(`load server exited (code ${code}) before answering '${type}'`));
    function finish(err?: Error, value?: Extract<FromLoadServer, { type: T }>) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (err) reject(err);
      else resolve(value as Extract<FromLoadServer, { type: T }>);
    }
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

/** Starts the server on a random port of 127.0.0.1 with a new database seeded in `dbFile`. */
export async function startLoadServer(dbFile: string): Promise<LoadServerProcess> {
  const child = fork(ENTRY, [], {
    cwd: REPO_ROOT,
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: { ...process.env, LOAD_DB_FILE: dbFile },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await nextMessage(child, 'ready', START_TIMEOUT_MS);
  const ask = (message: ToLoadServer) => child.send(message);
  return {
    url: ready.url,
    pid: ready.pid,
    adminToken: ready.adminToken,
    async gc() {
      const answer = nextMessage(child, 'gc', 30_000);
      ask({ type: 'gc' });
      return (await answer).collected;
    },
    async memory() {
      const answer = nextMessage(child, 'memory', 30_000);
      ask({ type: 'memory' });
      const { rss, heapUsed } = await answer;
      return { rss, heapUsed };
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      ask({ type: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
