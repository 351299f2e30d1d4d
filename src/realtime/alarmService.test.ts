import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alarmStore } from './alarmStore';
import { alarmSocketUrl, alarmsRunningFor, startAlarms, stopAlarms, type AlarmServiceDeps } from './alarmService';
import { FakeSocket } from '../testing/fakeSocket';

/** BroadcastChannel between "tabs" of one test. */
class FakeChannel {
  static all: FakeChannel[] = [];
  onmessage: ((ev: MessageEvent) => void) | null = null;
  closed = false;
  constructor() {
    FakeChannel.all.push(this);
  }
  postMessage(data: unknown) {
    for (const other of FakeChannel.all) if (other !== this && !other.closed) other.onmessage?.({ data } as MessageEvent);
  }
  close() {
    this.closed = true;
  }
}

const deps: AlarmServiceDeps = {
  location: { protocol: 'http:', host: 'console.example' },
  locks: null,
  createSocket: FakeSocket.create,
  channel: () => new FakeChannel(),
};

beforeEach(() => {
  FakeSocket.created = [];
  FakeChannel.all = [];
});
afterEach(() => stopAlarms());

const popupTypes = () => alarmStore.get().popups.map((p) => p.message.msgType);

describe('alarm service', () => {
  it('builds ws://host/websocket?token=…&reqId=… (wss on https), a fresh 32-character reqId each time', () => {
    const a = new URL(alarmSocketUrl('tok en', { protocol: 'http:', host: 'console.example:8080' }));
    const b = new URL(alarmSocketUrl('tok en', { protocol: 'https:', host: 'console.example' }));
    expect(`${a.protocol}//${a.host}${a.pathname}`).toBe('ws://console.example:8080/websocket');
    expect(b.protocol).toBe('wss:');
    expect(a.searchParams.get('token')).toBe('tok en');
    expect(a.searchParams.get('reqId')).toMatch(/^[0-9a-f]{32}$/);
    expect(a.searchParams.get('reqId')).not.toBe(b.searchParams.get('reqId'));
  });

  it('opens one socket per token however often it is started, and a new one for a new token', () => {
    startAlarms('t1', deps);
    startAlarms('t1', deps);
    expect(FakeSocket.created).toHaveLength(1);
    expect(new URL(FakeSocket.created[0].url).searchParams.get('token')).toBe('t1');
    startAlarms('t2', deps);
    expect(FakeSocket.created).toHaveLength(2);
    expect(FakeSocket.created[0].closedWith).toBe(1000);
    expect(alarmsRunningFor()).toBe('t2');
  });

  it('shows pushed alarms, passes them to the other tabs, and ignores other frames', () => {
    const otherTab = new FakeChannel();
    const received: unknown[] = [];
    otherTab.onmessage = (ev) => received.push(ev.data);
    startAlarms('t1', deps);
    const socket = FakeSocket.created[0];
    socket.serverOpens();
    socket.serverSends({ infName: 'heartbeat', msg: 'pong' });
    socket.serverSends({ msgType: 9, parkName: '武林广场地下停车库' });
    expect(popupTypes()).toEqual([9]);
    expect(received.filter((m) => typeof m === 'object' && m !== null && 'msgType' in m)).toEqual([
      { msgType: 9, parkName: '武林广场地下停车库' },
    ]);
    // Beside alarms the channel carries the live topics' messages: the leader says the link is up.
    expect(received).toContainEqual({ link: true });
  });

  it('a follower tab shows what the leader broadcasts', () => {
    startAlarms('t1', deps);
    const leaderTab = new FakeChannel();
    leaderTab.postMessage({ msgType: 4, devName: '1号快充桩' });
    leaderTab.postMessage({ msgType: 'junk' });
    expect(popupTypes()).toEqual([4]);
  });

  it('stop closes the socket, drops the link and clears the popups', () => {
    startAlarms('t1', deps);
    FakeSocket.created[0].serverOpens();
    FakeSocket.created[0].serverSends({ msgType: 1, plateNo: '浙A·12345' });
    stopAlarms();
    expect(FakeSocket.created[0].closedWith).toBe(1000);
    expect(popupTypes()).toEqual([]);
    expect(alarmsRunningFor()).toBeNull();
    expect(FakeChannel.all[0].closed).toBe(true);
  });
});
