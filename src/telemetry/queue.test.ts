import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_INTERVAL_MS, DEFAULT_MAX_BATCH, DEFAULT_MAX_PER_PAGE, DEFAULT_MAX_QUEUED, TelemetryQueue } from './queue';

/**
 * A queue whose batches and beacons are recorded. `network.online` switches the browser on and off line; with
 * `network.hold` a batch stays on its way until `network.answer()` settles the oldest one.
 */
function queueOf(options: { beaconAccepts?: boolean; maxBatch?: number } = {}) {
  const sent: number[][] = [];
  const beacons: number[][] = [];
  const pending: (() => void)[] = [];
  const network = {
    online: true,
    hold: false,
    answer: async () => {
      pending.shift()?.();
      await Promise.resolve();
      await Promise.resolve();
    },
  };
  const queue = new TelemetryQueue<number>({
    send: (events) => {
      sent.push(events);
      return network.hold ? new Promise<void>((resolve) => pending.push(resolve)) : undefined;
    },
    beacon: (events) => {
      beacons.push(events);
      return options.beaconAccepts ?? true;
    },
    online: () => network.online,
    maxBatch: options.maxBatch,
  });
  return { queue, sent, beacons, network };
}

const pushMany = (queue: TelemetryQueue<number>, from: number, count: number) => {
  for (let i = 0; i < count; i++) queue.push(from + i);
};
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('TelemetryQueue: small batches, one at a time', () => {
  it(`sends what waits ${DEFAULT_INTERVAL_MS / 1000} s after the first event, not before, and no empty batch later`, () => {
    const { queue, sent } = queueOf();
    queue.push(1);
    vi.advanceTimersByTime(4000);
    queue.push(2);
    vi.advanceTimersByTime(DEFAULT_INTERVAL_MS - 4000 - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([[1, 2]]);
    expect(queue.size).toBe(0);
    vi.advanceTimersByTime(DEFAULT_INTERVAL_MS * 3);
    expect(sent).toHaveLength(1);
  });

  it(`sends at once when ${DEFAULT_MAX_BATCH} events wait; the next ones start a new wait`, async () => {
    const { queue, sent } = queueOf();
    pushMany(queue, 0, DEFAULT_MAX_BATCH + 3);
    expect(sent).toEqual([range(0, DEFAULT_MAX_BATCH)]);
    await vi.advanceTimersByTimeAsync(DEFAULT_INTERVAL_MS);
    expect(sent[1]).toEqual(range(DEFAULT_MAX_BATCH, 3));
  });

  it('keeps the next batch waiting while one is on its way, then sends it', async () => {
    const { queue, sent, network } = queueOf();
    network.hold = true;
    pushMany(queue, 0, DEFAULT_MAX_BATCH * 2 + 5);
    expect(sent).toEqual([range(0, DEFAULT_MAX_BATCH)]);
    vi.advanceTimersByTime(DEFAULT_INTERVAL_MS * 2);
    expect(sent).toHaveLength(1);
    await network.answer();
    // A full batch was waiting: it leaves as soon as the first has its answer; the remaining 5 wait their turn.
    expect(sent[1]).toEqual(range(DEFAULT_MAX_BATCH, DEFAULT_MAX_BATCH));
    await network.answer();
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(DEFAULT_INTERVAL_MS);
    expect(sent[2]).toEqual(range(DEFAULT_MAX_BATCH * 2, 5));
  });
});

describe('TelemetryQueue: bounded, offline, and the page going away', () => {
  it(`holds at most ${DEFAULT_MAX_QUEUED} waiting events; more are dropped and never sent`, async () => {
    const { queue, sent, network } = queueOf();
    network.hold = true;
    pushMany(queue, 0, DEFAULT_MAX_BATCH + DEFAULT_MAX_QUEUED + 30);
    expect(queue.size).toBe(DEFAULT_MAX_QUEUED);
    expect(queue.dropped).toBe(30);
    network.hold = false;
    await network.answer();
    for (let i = 0; i < 10; i++) await network.answer();
    await vi.advanceTimersByTimeAsync(DEFAULT_INTERVAL_MS);
    expect(sent.flat()).toEqual(range(0, DEFAULT_MAX_BATCH + DEFAULT_MAX_QUEUED));
  });

  it(`sends at most ${DEFAULT_MAX_PER_PAGE} events in a page's life`, async () => {
    const { queue, sent } = queueOf();
    // A batch at a time, each answered before the next: only the page's share limits them.
    for (let from = 0; from < DEFAULT_MAX_PER_PAGE + 60; from += DEFAULT_MAX_BATCH) {
      pushMany(queue, from, DEFAULT_MAX_BATCH);
      await vi.advanceTimersByTimeAsync(0);
    }
    await vi.advanceTimersByTimeAsync(DEFAULT_INTERVAL_MS);
    expect(sent.flat()).toEqual(range(0, DEFAULT_MAX_PER_PAGE));
    expect(queue.dropped).toBe(60);
  });

  it('drops events offline, both new ones and those waiting when the batch is due', () => {
    const { queue, sent, network } = queueOf();
    queue.push(1);
    network.online = false;
    queue.push(2);
    vi.advanceTimersByTime(DEFAULT_INTERVAL_MS);
    expect(sent).toEqual([]);
    expect(queue.dropped).toBe(2);
    expect(queue.size).toBe(0);
    // Back online, later events go as usual; the dropped ones are not sent again.
    network.online = true;
    queue.push(3);
    vi.advanceTimersByTime(DEFAULT_INTERVAL_MS);
    expect(sent).toEqual([[3]]);
  });

  it('as the page goes away, everything waiting leaves through the beacon at once, in batches', () => {
    const { queue, sent, beacons, network } = queueOf({ maxBatch: 4 });
    network.hold = true;
    pushMany(queue, 0, 13);
    // The first 4 are on their way by fetch; 9 wait behind them.
    expect(sent).toEqual([range(0, 4)]);
    queue.flushWithBeacon();
    expect(beacons).toEqual([range(4, 4), range(8, 4), [12]]);
    expect(queue.size).toBe(0);
    vi.advanceTimersByTime(DEFAULT_INTERVAL_MS);
    expect(sent).toHaveLength(1);
  });

  it('a beacon the browser refuses is dropped, not retried; offline nothing is beaconed', () => {
    const refused = queueOf({ beaconAccepts: false });
    refused.queue.push(1);
    refused.queue.flushWithBeacon();
    refused.queue.flushWithBeacon();
    expect(refused.beacons).toEqual([[1]]);
    expect(refused.queue.dropped).toBe(1);

    const offline = queueOf();
    offline.queue.push(1);
    offline.network.online = false;
    offline.queue.flushWithBeacon();
    expect(offline.beacons).toEqual([]);
    expect(offline.queue.dropped).toBe(1);
  });

  it('a batch whose send throws is dropped and the outbox goes on', () => {
    let calls = 0;
    const queue = new TelemetryQueue<number>({
      send: () => {
        calls += 1;
        throw new Error('network stack gone');
      },
      beacon: () => true,
      online: () => true,
    });
    queue.push(1);
    queue.flush();
    queue.push(2);
    queue.flush();
    expect(calls).toBe(2);
    expect(queue.size).toBe(0);
  });
});
