import { describe, expect, it } from 'vitest';
import { sharedRequest } from './sharedRequests';

describe('sharedRequest', () => {
  it('makes one call for the same key while it is in flight, and a new one after it settled', async () => {
    let calls = 0;
    let release!: (v: string) => void;
    const call = () => {
      calls += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const a = sharedRequest('k', call);
    const b = sharedRequest('k', call);
    expect(calls).toBe(1);
    release('答复');
    expect(await a).toBe('答复');
    expect(await b).toBe('答复');
    sharedRequest('k', call);
    expect(calls).toBe(2);
  });

  it('keeps different keys apart and lets a failed call be tried again', async () => {
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('服务器繁忙'));
    };
    await expect(sharedRequest('x', failing)).rejects.toThrow('服务器繁忙');
    await expect(sharedRequest('y', failing)).rejects.toThrow('服务器繁忙');
    await expect(sharedRequest('x', failing)).rejects.toThrow('服务器繁忙');
    expect(calls).toBe(3);
  });
});
