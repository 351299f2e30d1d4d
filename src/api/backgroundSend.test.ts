// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testShellServices } from '../testing/shellServices';
import { beaconInBackground, postInBackground } from './backgroundSend';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('postInBackground', () => {
  it('POSTs JSON under /api with the platform’s headers and says whether the platform took it', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const answers: Response[] = [];
    testShellServices({
      fetch: async (url, init) => {
        seen.push({ url, init });
        answers.push(new Response('{"code":"200","msg":"","data":null}', { status: seen.length === 1 ? 200 : 400 }));
        return answers.at(-1)!;
      },
    });
    localStorage.setItem('token', 'tok-9');
    expect(await postInBackground('/basic/v2/api/telemetry/batch', { a: 1 })).toBe(true);
    expect(await postInBackground('/basic/v2/api/telemetry/batch', { a: 2 })).toBe(false);
    expect(seen[0].url).toBe('/api/basic/v2/api/telemetry/batch');
    expect(seen[0].init).toMatchObject({ method: 'POST', body: '{"a":1}' });
    const headers = seen[0].init.headers as Record<string, string>;
    expect(headers).toMatchObject({ Authorization: 'tok-9', ClientType: '5', 'Content-Type': 'application/json;charset=UTF-8' });
    expect(JSON.parse(headers.Payload).nonce).toHaveLength(32);
    // Each answer's body is read, so its connection is free again.
    expect(answers.map((a) => a.bodyUsed)).toEqual([true, true]);
  });

  it('never rejects, retries nor shows anything: a network failure, a 401 or a hang are just false', async () => {
    const calls: string[] = [];
    const services = testShellServices({
      fetch: (url, init) => {
        calls.push(url);
        if (calls.length === 1) return Promise.reject(new TypeError('Failed to fetch'));
        if (calls.length === 2) return Promise.resolve(new Response('', { status: 401 }));
        return new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      },
    });
    localStorage.setItem('token', 'tok-9');
    expect(await postInBackground('/x', {})).toBe(false);
    expect(await postInBackground('/x', {})).toBe(false);
    expect(await postInBackground('/x', {}, 20)).toBe(false);
    expect(calls).toHaveLength(3);
    expect(services.toasts).toEqual([]);
    // A 401 here does not end the session.
    expect(services.leavePage).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('tok-9');
  });
});

describe('beaconInBackground', () => {
  it('queues the body as a JSON beacon to the /api address; false without a beacon or when the browser refuses', async () => {
    const beacons: [string, Blob][] = [];
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: (url: string, body: Blob) => beacons.push([url, body]) === 1 });
    expect(beaconInBackground('/basic/v2/api/telemetry/batch', { b: 1 })).toBe(true);
    expect(beaconInBackground('/basic/v2/api/telemetry/batch', { b: 2 })).toBe(false);
    expect(beacons[0][0]).toBe('/api/basic/v2/api/telemetry/batch');
    expect(beacons[0][1].type).toBe('application/json');
    expect(await beacons[0][1].text()).toBe('{"b":1}');
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: undefined });
    expect(beaconInBackground('/x', {})).toBe(false);
  });
});
