/**
 * The outbox of field telemetry: events wait here and leave in small batches — when `maxBatch` are waiting, or
 * `intervalMs` after the first of them — so the user never waits for them. One batch is on its way at a time, nothing
 * is retried (a batch that fails is gone), and the outbox is bounded: at most `maxQueued` events wait and at most
 * `maxPerPage` are sent in a page's life; more are dropped, and so is everything while the browser is offline. As the
 * page goes away (`flushWithBeacon`), what waits leaves at once through the beacon.
 */
export interface QueueOptions<E> {
  /** Sends one batch; a returned promise keeps the next batch waiting until it settles (a failure is dropped). */
  send(events: E[]): Promise<unknown> | void;
  /** Sends one batch with navigator.sendBeacon; false when the browser refused it (it is dropped then). */
  beacon(events: E[]): boolean;
  /** Whether the browser is online (navigator.onLine). */
  online(): boolean;
  /** At most this many events per batch (default 20). */
  maxBatch?: number;
  /** A batch leaves at the latest this long after its first event (default 10 s). */
  intervalMs?: number;
  /** At most this many events wait; more are dropped (default 100). */
  maxQueued?: number;
  /** At most this many events leave in the page's life (default 500). */
  maxPerPage?: number;
}

export const DEFAULT_MAX_BATCH = 20;
export const DEFAULT_INTERVAL_MS = 10_000;
export const DEFAULT_MAX_QUEUED = 100;
export const DEFAULT_MAX_PER_PAGE = 500;

export class TelemetryQueue<E> {
  private waiting: E[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight = false;
  private accepted = 0;
  /** Events dropped (offline, outbox full, the page's share used, a beacon refused). */
  dropped = 0;
  private readonly maxBatch: number;
  private readonly intervalMs: number;
  private readonly maxQueued: number;
  private readonly maxPerPage: number;

  constructor(private readonly options: QueueOptions<E>) {
    this.maxBatch = options.maxBatch ?? DEFAULT_MAX_BATCH;
    this.intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
    this.maxQueued = options.maxQueued ?? DEFAULT_MAX_QUEUED;
    this.maxPerPage = options.maxPerPage ?? DEFAULT_MAX_PER_PAGE;
  }

  /** Events waiting to leave. */
  get size(): number {
    return this.waiting.length;
  }

  push(event: E): void {
    if (!this.options.online() || this.waiting.length >= this.maxQueued || this.accepted >= this.maxPerPage) {
      this.dropped += 1;
      return;
    }
    this.accepted += 1;
    this.waiting.push(event);
    if (this.waiting.length >= this.maxBatch && !this.inFlight) this.flush();
    else this.wait();
  }

  /** Sends one batch of what waits now (offline: drops everything waiting); the rest waits for the next turn. */
  flush(): void {
    this.stopTimer();
    if (!this.options.online()) {
      this.dropped += this.take(this.waiting.length).length;
      return;
    }
    if (this.waiting.length === 0) return;
    if (this.inFlight) {
      this.wait();
      return;
    }
    const batch = this.take(this.maxBatch);
    this.inFlight = true;
    const settled = () => {
      this.inFlight = false;
      if (this.waiting.length >= this.maxBatch) this.flush();
      else if (this.waiting.length > 0) this.wait();
    };
    try {
      void Promise.resolve(this.options.send(batch)).then(settled, settled);
    } catch {
      settled();
    }
  }

  /** The page is going away: everything waiting leaves through the beacon now, in batches (offline: dropped). */
  flushWithBeacon(): void {
    this.stopTimer();
    const events = this.take(this.waiting.length);
    if (!this.options.online()) {
      this.dropped += events.length;
      return;
    }
    for (let i = 0; i < events.length; i += this.maxBatch) {
      const batch = events.slice(i, i + this.maxBatch);
      if (!this.options.beacon(batch)) this.dropped += batch.length;
    }
  }

  private take(count: number): E[] {
    return this.waiting.splice(0, count);
  }

  private wait(): void {
    if (this.timer === null) this.timer = setTimeout(() => this.flush(), this.intervalMs);
  }

  private stopTimer(): void {
    if (this.timer === null) return;
    clearTimeout(this.timer);
    this.timer = null;
  }
}
