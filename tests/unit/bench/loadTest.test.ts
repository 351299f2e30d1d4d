import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { afterEach, describe, expect, it } from 'vitest';
import { autocannonRequests, loadSeconds, rotation, type LoadCall } from '../../../bench/loadTest';
import type { LoadTally } from '../../../bench/loadTally';

describe('bench load run settings', () => {
  it.each([
    [undefined, 30],
    ['5', 5],
    ['120', 120],
    ['0', 30],
    ['-3', 30],
    ['2.5', 30],
    ['abc', 30],
  ])('BENCH_LOAD_SECONDS=%j runs %i s', (value, seconds) => {
    expect(loadSeconds(value === undefined ? {} : { BENCH_LOAD_SECONDS: value })).toBe(seconds);
  });

  it('rotates through values and starts again', () => {
    const next = rotation(['a', 'b', 'c']);
    expect([next(), next(), next(), next(), next()]).toEqual(['a', 'b', 'c', 'a', 'b']);
    expect(() => rotation([])).toThrow('rotation of no values');
  });
});

describe('bench load requests through autocannon', () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  /** A local server that records the headers it gets; `/api/bad` answers a business error. */
  async function recordingServer() {
    const seen: { path: string; authorization?: string; clientType?: string; payload?: string }[] = [];
    server = http.createServer((req, res) => {
      seen.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        clientType: req.headers.clienttype as string,
        payload: req.headers.payload as string,
      });
      res.setHeader('Content-Type', 'application/json');
      res.end(
        req.url?.startsWith('/api/bad')
          ? '{"code":"0x10d7500401","msg":"无权限","data":null}'
          : '{"code":"200","msg":"操作成功","data":null}',
      );
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
  }

  it('sends a new Payload nonce and the token on every request, rotating the paths, and tallies the answers', async () => {
    const { url, seen } = await recordingServer();
    const list = rotation(['/list?pageNo=1', '/list?pageNo=2&status=3']);
    const detail = rotation([7, 8, 9]);
    const calls: LoadCall[] = [
      { name: 'list', nextPath: () => list() },
      { name: 'detail', nextPath: () => `/detail/${detail()}` },
      { name: 'bad', nextPath: () => '/bad' },
    ];
    const tallies = new Map<string, LoadTally>();
    const before = Date.now();
    const result = await autocannon({ url, connections: 10, amount: 300, requests: autocannonRequests(calls, 'token-xyz', tallies) });
    const after = Date.now();

    expect(result.errors).toBe(0);
    expect(seen.length).toBe(300);
    const payloads = seen.map((s) => JSON.parse(s.payload ?? '{}') as { nonce: string; timestamp: number; authModel: number });
    expect(new Set(payloads.map((p) => p.nonce)).size).toBe(300);
    for (const p of payloads) {
      expect(p.nonce).toMatch(/^[0-9A-Za-z]{32}$/);
      expect(p.authModel).toBe(1);
      expect(p.timestamp).toBeGreaterThanOrEqual(before);
      expect(p.timestamp).toBeLessThanOrEqual(after);
    }
    expect(new Set(seen.map((s) => s.authorization))).toEqual(new Set(['token-xyz']));
    expect(new Set(seen.map((s) => s.clientType))).toEqual(new Set(['5']));
    expect(new Set(seen.map((s) => s.path))).toEqual(
      new Set(['/api/list?pageNo=1', '/api/list?pageNo=2&status=3', '/api/detail/7', '/api/detail/8', '/api/detail/9', '/api/bad']),
    );

    const count = (prefix: string) => seen.filter((s) => s.path.startsWith(prefix)).length;
    expect(tallies.get('list')).toMatchObject({ ok: count('/api/list'), business: 0 });
    expect(tallies.get('detail')).toMatchObject({ ok: count('/api/detail'), business: 0 });
    expect(tallies.get('bad')).toMatchObject({ ok: 0, business: count('/api/bad') });
    expect(count('/api/bad')).toBeGreaterThan(0);
    expect(tallies.get('bad')?.samples[0]).toBe('/api/bad → {"code":"0x10d7500401","msg":"无权限","data":null}');
  });
});
