import { fileURLToPath, pathToFileURL, URL as NodeURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** What a mock server started on a thread of its own takes (a subset of MockServerOptions that crosses threads). */
export interface ServerThreadOptions {
  /** Default ':memory:'. */
  dbFile?: string;
  /** Serve a built console from this folder. */
  staticDir?: string;
}

export interface ServerThread {
  url: string;
  /** The password of the seeded demo accounts (server-mock/db/demoAccounts.ts). */
  password: string;
  /** The server's admin token (X-Mock-Admin of /__mock calls). */
  adminToken: string;
  close(): Promise<void>;
}

/**
 * Runs in the thread: loads the mock through tsx, as `npm start` loads it, starts it on a free port, reports its URL
 * and closes it when asked.
 */
const THREAD_SOURCE = `
import { parentPort, workerData } from 'node:worker_threads';
const { tsImport } = await import(workerData.tsxApi);
const { startMockServer } = await tsImport(workerData.app, workerData.parent);
const { DEMO_PASSWORD } = await tsImport(workerData.accounts, workerData.parent);
const server = await startMockServer({ port: 0, quiet: true, ...workerData.options });
parentPort.postMessage({ url: server.url, password: DEMO_PASSWORD, adminToken: server.adminToken });
parentPort.on('message', async () => {
  await server.close();
  parentPort.postMessage({ closed: true });
});
`;

/**
 * The real mock server (server-mock/app.ts startMockServer) on a worker thread of this process: it gets plain Node
 * globals (a jsdom test's globals break esbuild and the mock's asset paths) and an event loop of its own, so one
 * server re-seeding its database never holds up another server or the test code.
 */
export function startServerThread(options: ServerThreadOptions = {}): Promise<ServerThread> {
  // NodeURL: Vite rewrites `new URL(…, import.meta.url)` into an asset URL for browser-like tests.
  const root = new NodeURL('../../', import.meta.url);
  const thread = new Worker(new NodeURL(`data:text/javascript,${encodeURIComponent(THREAD_SOURCE)}`), {
    workerData: {
      tsxApi: pathToFileURL(fileURLToPath(new NodeURL('node_modules/tsx/dist/esm/api/index.mjs', root))).href,
      app: './server-mock/app.ts',
      accounts: './server-mock/db/demoAccounts.ts',
      parent: root.href,
      options: { dbFile: ':memory:', ...options },
    },
  });
  const close = () =>
    new Promise<void>((resolve) => {
      thread.once('message', () => resolve());
      thread.postMessage('close');
    }).then(async () => void (await thread.terminate()));
  return new Promise((resolve, reject) => {
    thread.once('message', (started: { url: string; password: string; adminToken: string }) => resolve({ ...started, close }));
    thread.once('error', reject);
  });
}
