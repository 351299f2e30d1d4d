import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveChannel, liveChannelMessage, liveFrame, liveLink, subscribeLive, WANT_LAPSE_MS, WANT_REFRESH_MS } from './liveTopics';

const TOPIC = 'chargingConnectors';

function setup() {
  const posted: unknown[] = [];
  const sent: string[] = [];
  liveChannel({ postMessage: (m) => posted.push(m) });
  return { posted, sent, send: (text: string) => (sent.push(text), true) };
}

afterEach(() => {
  liveLink(null);
  liveChannel(null);
  vi.useRealTimers();
});

describe('live topics', () => {
  it('the leading tab subscribes the socket to what its screens want, delivers frames and passes them to the other tabs', () => {
    const { posted, sent, send } = setup();
    liveLink(send);
    expect(sent).toEqual(['{"infName":"subscribe","topics":[]}']);
    const frames: unknown[] = [];
    const links: boolean[] = [];
    const stop = subscribeLive(
      TOPIC,
      (f) => frames.push(f),
      (open) => links.push(open),
    );
    expect(sent.at(-1)).toBe('{"infName":"subscribe","topics":["chargingConnectors"]}');
    expect(links).toEqual([true]);
    const frame = { infName: TOPIC, rows: [{ connectorId: 11 }] };
    liveFrame(frame);
    expect(frames).toEqual([frame]);
    expect(posted).toContainEqual({ live: frame });
    // A frame of another topic reaches nobody here.
    liveFrame({ infName: 'other' });
    expect(frames).toHaveLength(1);
    stop();
    expect(sent.at(-1)).toBe('{"infName":"subscribe","topics":[]}');
    liveLink(null);
    expect(posted.at(-1)).toEqual({ link: false });
  });

  it('subscribes for another tab while its wish is fresh, and drops it when that tab stops saying so', () => {
    vi.useFakeTimers();
    const { sent, send, posted } = setup();
    liveLink(send);
    expect(liveChannelMessage({ want: [TOPIC], tab: 'other-tab' })).toBe(true);
    expect(sent.at(-1)).toBe('{"infName":"subscribe","topics":["chargingConnectors"]}');
    // The leader tells the asking tab the link is up.
    expect(posted.at(-1)).toEqual({ link: true });
    vi.advanceTimersByTime(WANT_LAPSE_MS + WANT_REFRESH_MS);
    expect(sent.at(-1)).toBe('{"infName":"subscribe","topics":[]}');
  });

  it('a tab that does not lead gets frames and the link state from the channel, and says what it wants on it', () => {
    const { posted } = setup();
    const frames: unknown[] = [];
    const links: boolean[] = [];
    const stop = subscribeLive(
      TOPIC,
      (f) => frames.push(f),
      (open) => links.push(open),
    );
    expect(posted.at(-1)).toMatchObject({ want: [TOPIC] });
    expect(links).toEqual([false]);
    expect(liveChannelMessage({ link: true })).toBe(true);
    expect(links).toEqual([false, true]);
    const frame = { infName: TOPIC, rows: [] };
    expect(liveChannelMessage({ live: frame })).toBe(true);
    expect(frames).toEqual([frame]);
    // An alarm on the channel is not a live message.
    expect(liveChannelMessage({ msgType: 4, devCode: 'CP1' })).toBe(false);
    stop();
    expect(posted.at(-1)).toMatchObject({ want: [] });
  });
});
