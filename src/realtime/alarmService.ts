import { AlarmSocket, type AlarmSocketOptions, type AlarmSocketState } from './alarmSocket';
import { clearAlarms, showAlarm } from './alarmStore';
import { parseAlarm } from './alarmTypes';
import { whileLeader, type LocksLike } from './tabLeader';
import { isLiveFrame, liveChannel, liveChannelMessage, liveFrame, liveLink } from './liveTopics';

export const ALARM_LOCK = 'parking-console:alarm-socket';
export const ALARM_CHANNEL = 'parking-console:alarms';

/** ws(s)://host/websocket?token=…&reqId=… (spec §7), a fresh 32-character reqId per attempt. */
export function alarmSocketUrl(token: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const reqId = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/websocket?${new URLSearchParams({ token, reqId })}`;
}

export interface AlarmServiceDeps {
  locks?: LocksLike | null;
  createSocket?: AlarmSocketOptions['createSocket'];
  channel?(): Pick<BroadcastChannel, 'postMessage' | 'close'> & { onmessage: ((ev: MessageEvent) => void) | null };
  onState?(state: AlarmSocketState): void;
  /** Where the console runs (default window.location). */
  location?: Pick<Location, 'protocol' | 'host'>;
}

interface Running {
  token: string;
  stop(): void;
}

let running: Running | null = null;

function openChannel(deps: AlarmServiceDeps) {
  if (deps.channel) return deps.channel();
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(ALARM_CHANNEL);
}

/**
 * Receives alarms for this session: the leading tab keeps the one socket and passes each alarm to the other
 * tabs over a BroadcastChannel; every tab shows the popups. The same socket and channel carry the live topics
 * (liveTopics.ts). Idempotent for the same token, so re-renders and
 * several mounts never open a second socket; a new token restarts it.
 */
export function startAlarms(token: string, deps: AlarmServiceDeps = {}): void {
  if (running?.token === token) return;
  stopAlarms();
  const channel = openChannel(deps);
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      if (liveChannelMessage(event.data)) return;
      const alarm = parseAlarm(event.data);
      if (alarm) showAlarm(alarm);
    };
  }
  liveChannel(channel);
  const giveUp = whileLeader(
    ALARM_LOCK,
    () => {
      const socket: AlarmSocket = new AlarmSocket({
        url: () => alarmSocketUrl(token, deps.location),
        createSocket: deps.createSocket,
        onState(state) {
          liveLink(state === 'open' ? (text) => socket.send(text) : null);
          deps.onState?.(state);
        },
        onFrame(frame) {
          if (isLiveFrame(frame) && frame.infName !== 'heartbeat') {
            liveFrame(frame);
            return;
          }
          const alarm = parseAlarm(frame);
          if (!alarm) return;
          showAlarm(alarm);
          channel?.postMessage(alarm);
        },
      });
      socket.start();
      return () => {
        socket.stop();
        liveLink(null);
      };
    },
    deps.locks,
  );
  running = {
    token,
    stop() {
      giveUp();
      liveChannel(null);
      if (channel) {
        channel.onmessage = null;
        channel.close();
      }
    },
  };
}

/** Closes the socket (the link is dropped, spec §4) and removes the popups. */
export function stopAlarms(): void {
  running?.stop();
  running = null;
  clearAlarms();
}

export const alarmsRunningFor = () => running?.token ?? null;
