import { backoffDelay } from './backoff';

/** Heartbeat period (spec §9: 50 s) and its frame (spec §7). */
export const HEARTBEAT_MS = 50_000;
export const HEARTBEAT_FRAME = JSON.stringify({ infName: 'heartbeat' });
/** The mock and the platform close a socket with a bad token with this code; retrying would not help. */
export const UNAUTHORIZED_CLOSE_CODE = 4401;

/** What the socket needs of a WebSocket (the browser's, or a fake in tests). */
export interface SocketLike {
  readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type AlarmSocketState = 'idle' | 'connecting' | 'open' | 'waiting' | 'unauthorized' | 'stopped';

export interface AlarmSocketOptions {
  /** The address of one connection attempt (a fresh reqId each time). */
  url(): string;
  /** Each parsed JSON frame. */
  onFrame(frame: unknown): void;
  onState?(state: AlarmSocketState): void;
  createSocket?(url: string): SocketLike;
  random?(): number;
}

const OPEN = 1;

/**
 * One alarm connection that stays up: heartbeat every 50 s; when the link errs or drops, reconnects after
 * backoffDelay (exponential, jittered, bounded), and counts again from the first step once a connection opens.
 * A link that answers nothing for two heartbeats is treated as dead. `stop` closes it for good.
 */
export class AlarmSocket {
  private socket: SocketLike | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private lastHeard = 0;
  private current: AlarmSocketState = 'idle';

  constructor(private readonly options: AlarmSocketOptions) {}

  get state(): AlarmSocketState {
    return this.current;
  }

  /** Opens the connection (once: a running socket is left alone). */
  start(): void {
    if (this.current !== 'idle' && this.current !== 'unauthorized') return;
    this.attempt = 0;
    this.connect();
  }

  /** Sends a frame on the open link (a live-topic subscription); false when the link is not open. */
  send(text: string): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN || this.current !== 'open') return false;
    socket.send(text);
    return true;
  }

  stop(): void {
    this.setState('stopped');
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      this.detach(socket);
      socket.close(1000, 'logout');
    }
  }

  private setState(state: AlarmSocketState) {
    if (this.current === state) return;
    this.current = state;
    this.options.onState?.(state);
  }

  private clearTimers() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.retry) clearTimeout(this.retry);
    this.heartbeat = null;
    this.retry = null;
  }

  private detach(socket: SocketLike) {
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
  }

  private connect() {
    this.setState('connecting');
    let socket: SocketLike;
    try {
      socket = (this.options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike))(this.options.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.lastHeard = Date.now();
      this.setState('open');
      this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    };
    socket.onmessage = (event) => {
      this.lastHeard = Date.now();
      if (typeof event.data !== 'string') return;
      let frame: unknown;
      try {
        frame = JSON.parse(event.data);
      } catch {
        return;
      }
      this.options.onFrame(frame);
    };
    socket.onerror = () => socket.close();
    socket.onclose = (event) => this.lost(socket, event.code);
  }

  private beat() {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return;
    if (Date.now() - this.lastHeard > 2 * HEARTBEAT_MS + 5_000) {
      // Nothing heard for two heartbeats: the link is half-open. Drop it and reconnect.
      this.lost(socket, 1006);
      socket.close();
      return;
    }
    socket.send(HEARTBEAT_FRAME);
  }

  private lost(socket: SocketLike, code: number) {
    if (this.socket !== socket) return;
    this.detach(socket);
    this.socket = null;
    this.clearTimers();
    if (this.current === 'stopped') return;
    if (code === UNAUTHORIZED_CLOSE_CODE) {
      this.setState('unauthorized');
      return;
    }
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    this.setState('waiting');
    const delay = backoffDelay(this.attempt++, this.options.random);
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connect();
    }, delay);
  }
}
