/**
 * Live topics on the one alarm socket (wire protocol "Live topics"): a screen subscribes to a topic (the connectors of
 * 充电平台 › 实时监控) and receives its frames, `{"infName": <topic>, …}`, pushed by the platform. The tab leading the
 * socket (alarmService.ts) sends `{"infName":"subscribe","topics":[…]}` with every topic any tab of the browser wants,
 * and passes the frames on to the other tabs over the alarms' BroadcastChannel. Tabs say what they want on that channel
 * whenever it changes and every WANT_REFRESH_MS; a closed tab's wish lapses after WANT_LAPSE_MS.
 */
export const WANT_REFRESH_MS = 20_000;
export const WANT_LAPSE_MS = 50_000;

type FrameListener = (frame: unknown) => void;
type LinkListener = (open: boolean) => void;

/** What goes on the BroadcastChannel beside alarms. */
export type LiveChannelMessage = { live: unknown } | { want: string[]; tab: string } | { link: boolean };

interface Channel {
  postMessage(message: unknown): void;
}

const tab = Math.random().toString(36).slice(2);
const listeners = new Map<string, Set<FrameListener>>();
const linkListeners = new Set<LinkListener>();
const others = new Map<string, { topics: string[]; at: number }>();
let link: ((text: string) => boolean) | null = null;
let linkOpen = false;
let channel: Channel | null = null;
let sent = '';
let refresh: ReturnType<typeof setInterval> | null = null;

const localTopics = () => [...listeners.keys()];

function wanted(now = Date.now()): string[] {
  const all = new Set(localTopics());
  for (const [id, want] of others) {
    if (now - want.at > WANT_LAPSE_MS) others.delete(id);
    else for (const t of want.topics) all.add(t);
  }
  return [...all].sort();
}

/** The leader sends the whole set when it changed (or always, on a new link). */
function sync(force = false) {
  if (!link) return;
  const frame = JSON.stringify({ infName: 'subscribe', topics: wanted() });
  if (!force && frame === sent) return;
  if (link(frame)) sent = frame;
}

function announce() {
  channel?.postMessage({ want: localTopics(), tab } satisfies LiveChannelMessage);
  sync();
}

function setLink(open: boolean) {
  if (linkOpen === open) return;
  linkOpen = open;
  for (const l of linkListeners) l(open);
}

/** Whether `frame` is a live topic's frame (not an alarm). */
export const isLiveFrame = (frame: unknown): frame is { infName: string } =>
  typeof frame === 'object' && frame !== null && typeof (frame as { infName?: unknown }).infName === 'string';

function deliver(frame: { infName: string }) {
  for (const l of listeners.get(frame.infName) ?? []) l(frame);
}

/**
 * Receives the frames of `topic` while subscribed, and whether the link is up (`onLink(false)`: frames may have been
 * missed; `true` again: reload what is shown). Returns the unsubscribe.
 */
export function subscribeLive(topic: string, onFrame: FrameListener, onLink?: LinkListener): () => void {
  let set = listeners.get(topic);
  const added = !set;
  if (!set) listeners.set(topic, (set = new Set()));
  set.add(onFrame);
  if (onLink) linkListeners.add(onLink);
  if (added) announce();
  onLink?.(linkOpen);
  return () => {
    set.delete(onFrame);
    if (onLink) linkListeners.delete(onLink);
    if (set.size === 0 && listeners.get(topic) === set) {
      listeners.delete(topic);
      announce();
    }
  };
}

// ---- What alarmService.ts calls

/** The channel of this tab (null: none, or stopped). */
export function liveChannel(next: Channel | null): void {
  channel = next;
  if (refresh) clearInterval(refresh);
  refresh = next ? setInterval(announce, WANT_REFRESH_MS) : null;
  if (next) announce();
  else setLink(false);
}

/** This tab leads the socket and it opened (`send` writes on it), or it closed (null). */
export function liveLink(send: ((text: string) => boolean) | null): void {
  link = send;
  sent = '';
  if (send) sync(true);
  setLink(send !== null);
  channel?.postMessage({ link: send !== null } satisfies LiveChannelMessage);
}

/** A frame from the socket (leader): delivered here and to the other tabs. */
export function liveFrame(frame: { infName: string }): void {
  deliver(frame);
  channel?.postMessage({ live: frame } satisfies LiveChannelMessage);
}

/** A message of the channel; false when it is not a live one (an alarm). */
export function liveChannelMessage(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Partial<{ live: unknown; want: unknown; tab: unknown; link: unknown }>;
  if ('live' in m) {
    if (isLiveFrame(m.live)) deliver(m.live);
    return true;
  }
  if (Array.isArray(m.want) && typeof m.tab === 'string') {
    others.set(m.tab, { topics: m.want.filter((t): t is string => typeof t === 'string'), at: Date.now() });
    sync();
    if (link) channel?.postMessage({ link: true } satisfies LiveChannelMessage);
    return true;
  }
  if (typeof m.link === 'boolean') {
    if (!link) setLink(m.link);
    return true;
  }
  return false;
}
