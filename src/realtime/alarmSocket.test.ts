import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlarmSocket, HEARTBEAT_FRAME, HEARTBEAT_MS } from './alarmSocket';
import { FakeSocket } from '../testing/fakeSocket';

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.created = [];
});
afterEach(() => vi.useRealTimers());

function makeSocket(random = () => 0) {
  const frames: unknown[] = [];
  const states: string[] = [];
  let n = 0;
  const socket = new AlarmSocket({
    url: () => `ws://host/websocket?token=t&reqId=${++n}`,
    onFrame: (f) => frames.push(f),
    onState: (s) => states.push(s),
    createSocket: FakeSocket.create,
    random,
  });
  return { socket, frames, states };
}

const last = () => FakeSocket.created[FakeSocket.created.length - 1];

describe('AlarmSocket', () => {
  it('opens once, however often start is called', () => {
    const { socket } = makeSocket();
    socket.start();
    socket.start();
    last().serverOpens();
    socket.start();
    expect(FakeSocket.created).toHaveLength(1);
    expect(socket.state).toBe('open');
  });

  it('sends the heartbeat frame every 50 s while open', () => {
    const { socket } = makeSocket();
    socket.start();
    last().serverOpens();
    vi.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(last().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(last().sent).toEqual([HEARTBEAT_FRAME]);
    expect(JSON.parse(HEARTBEAT_FRAME)).toEqual({ infName: 'heartbeat' });
    last().serverSends({ infName: 'heartbeat', msg: 'pong' });
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(last().sent).toEqual([HEARTBEAT_FRAME, HEARTBEAT_FRAME]);
  });

  it('passes parsed JSON frames on and ignores garbage', () => {
    const { socket, frames } = makeSocket();
    socket.start();
    last().serverOpens();
    last().serverSends({ msgType: 1, plateNo: '浙A·12345' });
    last().serverSends('not json {');
    expect(frames).toEqual([{ msgType: 1, plateNo: '浙A·12345' }]);
  });

  it('reconnects after a drop with growing, bounded delays and a fresh reqId, then starts over once connected', () => {
    const { socket } = makeSocket(() => 0);
    socket.start();
    last().serverDrops();
    expect(socket.state).toBe('waiting');
    // attempt 0: 500 ms (random 0), attempt 1: 1000 ms, attempt 2: 2000 ms
    for (const wait of [500, 1000, 2000]) {
      const before = FakeSocket.created.length;
      vi.advanceTimersByTime(wait - 1);
      expect(FakeSocket.created.length).toBe(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.created.length).toBe(before + 1);
      last().serverDrops();
    }
    expect(new Set(FakeSocket.created.map((s) => s.url)).size).toBe(FakeSocket.created.length);
    vi.advanceTimersByTime(4000);
    last().serverOpens();
    last().serverDrops();
    const before = FakeSocket.created.length;
    vi.advanceTimersByTime(500);
    expect(FakeSocket.created.length).toBe(before + 1);
  });

  it('reconnects after an error too', () => {
    const { socket } = makeSocket(() => 0);
    socket.start();
    last().serverOpens();
    last().onerror?.({});
    expect(last().readyState).toBe(3);
    vi.advanceTimersByTime(500);
    expect(FakeSocket.created).toHaveLength(2);
    expect(socket.state).toBe('connecting');
  });

  it('treats a link silent for two heartbeats as dead and reconnects', () => {
    const { socket } = makeSocket(() => 0);
    socket.start();
    last().serverOpens();
    vi.advanceTimersByTime(3 * HEARTBEAT_MS);
    expect(FakeSocket.created[0].readyState).toBe(3);
    vi.advanceTimersByTime(500);
    expect(FakeSocket.created).toHaveLength(2);
  });

  it('does not retry a token the server refused (4401)', () => {
    const { socket } = makeSocket();
    socket.start();
    last().serverDrops(4401);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.created).toHaveLength(1);
    expect(socket.state).toBe('unauthorized');
  });

  it('stop closes the link and cancels a pending reconnect and the heartbeat', () => {
    const { socket } = makeSocket();
    socket.start();
    last().serverOpens();
    socket.stop();
    expect(FakeSocket.created[0].closedWith).toBe(1000);
    vi.advanceTimersByTime(10 * HEARTBEAT_MS);
    expect(FakeSocket.created[0].sent).toEqual([]);
    expect(FakeSocket.created).toHaveLength(1);

    const other = makeSocket();
    other.socket.start();
    last().serverDrops();
    other.socket.stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.created).toHaveLength(2);
  });
});
