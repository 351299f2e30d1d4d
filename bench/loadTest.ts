/**
 * 7. Load: autocannon against the mock (100 connections for 30 s; BENCH_LOAD_SECONDS shortens it) over a mix of list
 * and detail calls of schemas/sysBulletin.json and schemas/stopFee.json, logged in as admin, every request with its own
 * Payload header (new nonce, current timestamp). The server runs in a child process (bench/loadServer.ts) with the
 * normal seed, so the RSS printed is the server's own.
 *
 * Checked condition: zero errors — connection errors and timeouts, non-2xx answers, and 2xx answers whose envelope
 * code is not "200". The figure prints FAIL and returns false otherwise (bench/run.ts then exits non-zero).
 * Printed: requests, req/s, latency p50/p90/p99/max, the errors by kind, and the server's RSS (VmRSS of
 * /proc/<pid>/status) and heap before the run, after it, after 5 s idle and after a forced GC.
 */
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../server-mock/db/demoAccounts';
import { callApi, login } from './apiSession';
import { apiHeaders } from './loadPayload';
import { startLoadServer, type LoadServerProcess } from './loadServerProcess';
import { countErrors, newTally, recordAnswer, type LoadTally } from './loadTally';
import { formatMb, readRssBytes } from './procStatus';

export const LOAD_CONNECTIONS = 100;
export const LOAD_DEFAULT_SECONDS = 30;
const IDLE_MS = 5000;
const ACCOUNT = 'admin';

const BULLETIN_LIST = '/publicity/v2/api/bulletinInfos';
const BULLETIN_DETAIL = '/publicity/v2/api/bulletinInfos/{id}';
const ORDER_LIST = '/charge/v2/api/parkOrders';
const ORDER_DETAIL = '/charge/v2/api/parkOrders/{id}';
const withId = (pattern: string, id: number) => pattern.replace('{id}', String(id));

/** Duration of the run: BENCH_LOAD_SECONDS when it is a positive integer, else 30 s. */
export function loadSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.BENCH_LOAD_SECONDS);
  return Number.isInteger(n) && n > 0 ? n : LOAD_DEFAULT_SECONDS;
}

/** A function that returns the values in turn, starting again after the last one. */
export function rotation<T>(values: readonly T[]): () => T {
  if (!values.length) throw new Error('rotation of no values');
  let i = 0;
  return () => values[i++ % values.length];
}

export interface LoadCall {
  name: string;
  /** The next path (with query) to request. */
  nextPath: () => string;
}

interface Samples {
  bulletinIds: number[];
  bulletinPages: number;
  orderIds: number[];
  plates: string[];
  parkIds: number[];
  orderPages: number;
}

type Page<T> = { results: T[]; totalRecord: number };

/** Ids and filter values taken from the lists themselves, so that every detail and filter call hits real rows. */
async function sampleRows(baseUrl: string, token: string): Promise<Samples> {
  const bulletins = await callApi<Page<{ bulletinId: number }>>(baseUrl, 'GET', `${BULLETIN_LIST}?pageNo=1&pageSize=50`, { token });
  const orders = await callApi<Page<{ id: number; plateNo: string; parkId: number }>>(
    baseUrl,
    'GET',
    `${ORDER_LIST}?pageNo=1&pageSize=50`,
    { token },
  );
  for (const [name, r] of [
    ['bulletin list', bulletins],
    ['parking order list', orders],
  ] as const) {
    if (r.code !== '200' || !r.data.results.length) throw new Error(`${name}: code ${r.code}, ${r.data?.results?.length ?? 0} rows`);
  }
  return {
    bulletinIds: bulletins.data.results.map((b) => b.bulletinId),
    bulletinPages: Math.max(1, Math.ceil(bulletins.data.totalRecord / 10)),
    orderIds: orders.data.results.map((o) => o.id),
    plates: [...new Set(orders.data.results.map((o) => o.plateNo))].slice(0, 10),
    parkIds: [...new Set(orders.data.results.map((o) => o.parkId))],
    orderPages: Math.max(1, Math.ceil(orders.data.totalRecord / 10)),
  };
}

const pages = (n: number) => Array.from({ length: Math.min(n, 5) }, (_, i) => i + 1);

/** The mix every connection goes through in turn: two list calls (a page and a filter) and two detail calls. */
function loadCalls(s: Samples): LoadCall[] {
  const bulletinQueries = pages(s.bulletinPages).flatMap((p) => [
    `pageNo=${p}&pageSize=10`,
    `pageNo=${p}&pageSize=10&bulletinStatus=3`,
    `pageNo=${p}&pageSize=10&category=2`,
  ]);
  const orderQueries = pages(s.orderPages).flatMap((p) => [`pageNo=${p}&pageSize=10`, `pageNo=${p}&pageSize=10&orderStatus=1`]);
  orderQueries.push(...s.plates.map((plate) => `pageNo=1&pageSize=10&plateNo=${encodeURIComponent(plate)}`));
  orderQueries.push(...s.parkIds.map((park) => `pageNo=1&pageSize=10&parkId=${park}`));
  const bulletinQuery = rotation(bulletinQueries);
  const orderQuery = rotation(orderQueries);
  const bulletinId = rotation(s.bulletinIds);
  const orderId = rotation(s.orderIds);
  return [
    { name: '公告列表 GET ' + BULLETIN_LIST, nextPath: () => `${BULLETIN_LIST}?${bulletinQuery()}` },
    { name: '停车订单 GET ' + ORDER_LIST, nextPath: () => `${ORDER_LIST}?${orderQuery()}` },
    { name: '公告详情 GET ' + BULLETIN_DETAIL, nextPath: () => withId(BULLETIN_DETAIL, bulletinId()) },
    { name: '订单详情 GET ' + ORDER_DETAIL, nextPath: () => withId(ORDER_DETAIL, orderId()) },
  ];
}

/**
 * autocannon requests: a fresh path and a fresh Payload per request, every answer counted in the call's tally. The
 * request objects are shared by all connections; the path just sent is kept in the connection's own context.
 */
export function autocannonRequests(calls: LoadCall[], token: string, tallies: Map<string, LoadTally>): autocannon.Request[] {
  return calls.map((call) => {
    const tally = newTally();
    tallies.set(call.name, tally);
    return {
      method: 'GET',
      setupRequest(req: autocannon.Request, context: object) {
        const path = `/api${call.nextPath()}`;
        (context as Record<string, string>)[call.name] = path;
        return { ...req, path, headers: { ...req.headers, ...apiHeaders(token) } };
      },
      onResponse(status: number, body: string, context: object) {
        recordAnswer(tally, (context as Record<string, string>)[call.name] ?? call.name, status, body);
      },
    };
  });
}

interface MemoryReading {
  label: string;
  rss: number | undefined;
  heapUsed: number;
}

async function readMemory(server: LoadServerProcess, label: string): Promise<MemoryReading> {
  const { heapUsed, rss } = await server.memory();
  return { label, rss: readRssBytes(server.pid) ?? rss, heapUsed };
}

const signedMb = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${(Math.abs(bytes) / 1024 / 1024).toFixed(1)} MB`;

/** Runs figure 7 with its own temporary database in `dir`; true when the run had zero errors. */
export async function loadTest(dir: string, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const seconds = loadSeconds(env);
  const server = await startLoadServer(join(dir, 'load.sqlite'));
  try {
    const token = await login(server.url, ACCOUNT, DEMO_PASSWORD);
    const calls = loadCalls(await sampleRows(server.url, token));
    const tallies = new Map<string, LoadTally>();
    const gcAvailable = await server.gc();
    const memory: MemoryReading[] = [await readMemory(server, 'before the run (after start, seed, login, GC)')];
    const result = await autocannon({
      url: server.url,
      connections: LOAD_CONNECTIONS,
      duration: seconds,
      requests: autocannonRequests(calls, token, tallies),
    });
    memory.push(await readMemory(server, 'right after the run'));
    await sleep(IDLE_MS);
    memory.push(await readMemory(server, `after ${IDLE_MS / 1000} s idle`));
    if (gcAvailable && (await server.gc())) memory.push(await readMemory(server, `after ${IDLE_MS / 1000} s idle and a forced GC`));

    const business = newTally();
    for (const t of tallies.values()) {
      business.business += t.business;
      business.samples.push(...t.samples);
    }
    const errors = countErrors(result, business);
    const passed = errors.total === 0;
    const l = result.latency;
    console.log(
      `load: autocannon, ${result.connections} connections for ${result.duration.toFixed(1)} s against the mock in a child process (pid ${server.pid}), logged in as ${ACCOUNT}, a fresh Payload per request`,
    );
    console.log(
      `  requests: ${result.requests.total} (${result.requests.average.toFixed(0)} req/s on average); latency p50 ${l.p50} ms, p90 ${l.p90} ms, p99 ${l.p99} ms, max ${l.max} ms`,
    );
    console.log(`  answered code "200" per call: ${[...tallies].map(([name, t]) => `${name} ${t.ok}`).join('; ')}`);
    console.log(
      `  errors: ${errors.total} (connection errors ${errors.connection}, of which timeouts ${errors.timeouts}; non-2xx ${errors.non2xx}; business code ≠ "200" ${errors.business}) — zero errors: ${passed ? 'PASS' : 'FAIL'}`,
    );
    if (errors.non2xx) console.log(`    status codes: ${JSON.stringify(result.statusCodeStats)}`);
    for (const sample of business.samples.slice(0, 3)) console.log(`    e.g. ${sample}`);
    const first = memory[0];
    console.log(`  server memory (VmRSS of /proc/${server.pid}/status; V8 heap used):`);
    for (const m of memory) {
      const delta =
        m === first || m.rss === undefined || first.rss === undefined
          ? ''
          : ` (RSS ${signedMb(m.rss - first.rss)}, heap ${signedMb(m.heapUsed - first.heapUsed)})`;
      console.log(`    ${m.label}: RSS ${formatMb(m.rss)}, heap used ${formatMb(m.heapUsed)}${delta}`);
    }
    if (!gcAvailable) console.log('    (no forced GC: the server was not started with --expose-gc)');
    return passed;
  } finally {
    await server.stop();
  }
}
