/**
 * 13. The living platform at scale: the mock (a child process, so its memory is its own) on the 1,000,000-order seed
 * with the traffic simulation at 10 passages a second for 10 minutes (6,000 passages, one batch a second of real time
 * through `POST /__mock/traffic`; BENCH_TRAFFIC_FAST=1 sends the ten minutes back to back instead), while the
 * parking-order list is called over HTTP every 100 ms (first page without filter, and a plate filter); the list's
 * p50/p95 against the target p95 < 50 ms, the passages' own time, and the mock's RSS before and after.
 * BENCH_ONLY=traffic runs this figure alone (no site build).
 */
import { join } from 'node:path';
import { callApi, login } from './apiSession';
import { seedAtScale, PARK_ORDER_ROWS, ARREARS_ROWS } from './listAtScale';
import { startLoadServer } from './loadServerProcess';
import { formatMb, readRssBytes } from './procStatus';
import { emptyCounts, type TrafficTally } from '../server-mock/traffic/simulator';

const PARK_ORDER_LIST = '/charge/v2/api/parkOrders';
const PER_SECOND = 10;
const SIMULATED_SECONDS = 600;
const CALL_TARGET_MS = 50;
const FAST = process.env.BENCH_TRAFFIC_FAST === '1';

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];

/** The counts of a run of passages the figure adds up (the simulation's tally without its breakdown by kind). */
type Tally = Omit<TrafficTally, 'byKind'>;

export async function trafficAtScale(dir: string): Promise<void> {
  const file = join(dir, 'traffic.sqlite');
  const seeded = seedAtScale(file);
  console.log(
    `living platform at scale: ${PARK_ORDER_ROWS.toLocaleString('en')} parking orders + ${ARREARS_ROWS.toLocaleString('en')} arrears records seeded in ${(seeded.ms / 1000).toFixed(1)} s; traffic ${PER_SECOND} passages a second for ${SIMULATED_SECONDS / 60} minutes${FAST ? ' of simulated time, sent as fast as the mock takes them' : ' (real time)'}`,
  );
  const server = await startLoadServer(file);
  try {
    const token = await login(server.url, 'admin', 'Park@2026');
    const sample = await callApi<{ results: { plateNo: string }[] }>(server.url, 'GET', `${PARK_ORDER_LIST}?pageNo=5000&pageSize=1`, {
      token,
    });
    const plateNo = sample.data.results[0].plateNo;
    await server.gc();
    const before = readRssBytes(server.pid) ?? (await server.memory()).rss;

    const total: Tally = emptyCounts();
    const batchMs: number[] = [];
    // Fast: the passages' times are the last ten minutes; real time: each second's batch is sent in that second.
    const start = FAST ? Date.now() - SIMULATED_SECONDS * 1000 : Date.now();
    let running = true;
    const passages = (async () => {
      try {
        for (let s = 1; s <= SIMULATED_SECONDS; s++) {
          if (!FAST) await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + s * 1000 - Date.now())));
          const t0 = performance.now();
          const res = await fetch(`${server.url}/__mock/traffic`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Mock-Admin': server.adminToken },
            body: JSON.stringify({ events: PER_SECOND, seconds: 1, at: Math.min(Date.now(), start + s * 1000) }),
          });
          const body = (await res.json()) as { tally?: Tally; error?: string };
          if (!body.tally) throw new Error(`traffic call failed: ${body.error ?? res.status}`);
          batchMs.push(performance.now() - t0);
          for (const k of Object.keys(total) as (keyof Tally)[]) total[k] += body.tally[k];
        }
      } finally {
        running = false;
      }
    })();

    const first: number[] = [];
    const plate: number[] = [];
    let lastTotal = 0;
    while (running) {
      for (const [times, query] of [
        [first, 'pageNo=1&pageSize=10'],
        [plate, `pageNo=1&pageSize=10&plateNo=${encodeURIComponent(plateNo)}`],
      ] as const) {
        const t0 = performance.now();
        const body = await callApi<{ totalRecord: number }>(server.url, 'GET', `${PARK_ORDER_LIST}?${query}`, { token });
        times.push(performance.now() - t0);
        if (body.code !== '200') throw new Error(`list failed: ${JSON.stringify(body).slice(0, 200)}`);
        if (times === first) lastTotal = body.data.totalRecord;
      }
      // In real time, a few operators' screens: a round of both calls every 100 ms.
      if (!FAST) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await passages;
    await server.gc();
    const after = readRssBytes(server.pid) ?? (await server.memory()).rss;

    const verdict = (p95: number) => (p95 < CALL_TARGET_MS ? 'met' : 'not met');
    const line = (name: string, xs: number[]) =>
      `    ${name}: p50 ${percentile(xs, 50).toFixed(1)} ms, p95 ${percentile(xs, 95).toFixed(1)} ms over ${xs.length} calls (${verdict(percentile(xs, 95))})`;
    console.log(
      `  passages: ${total.entries} entries, ${total.exits} exits, ${total.blacklisted} blacklisted (${total.refused} kept out), ${total.exceptions} lane exceptions; exits paid ${total.paid}, 待缴费 ${total.unpaid}, 欠费 ${total.arrears}`,
    );
    const busy = batchMs.reduce((sum, ms) => sum + ms, 0);
    const pace = FAST
      ? `sent back to back: ${((SIMULATED_SECONDS * 1000) / busy).toFixed(1)}× real time`
      : `one batch a second: the mock busy with them ${((busy / (SIMULATED_SECONDS * 1000)) * 100).toFixed(1)} % of the time`;
    console.log(
      `  each second's ${PER_SECOND} passages took p50 ${percentile(batchMs, 50).toFixed(1)} ms, p95 ${percentile(batchMs, 95).toFixed(1)} ms in the mock, over HTTP (${pace})`,
    );
    console.log(
      `  GET ${PARK_ORDER_LIST} during the traffic (target p95 < ${CALL_TARGET_MS} ms; ${lastTotal.toLocaleString('en')} orders at the end):`,
    );
    console.log(line('first page, no filter', first));
    console.log(line(`plate filter plateNo=${plateNo}`, plate));
    console.log(`  mock RSS after GC: ${formatMb(before)} before, ${formatMb(after)} after (growth ${formatMb(after - before)})`);
  } finally {
    await server.stop();
  }
}
