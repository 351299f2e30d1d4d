import { describe, expect, it } from 'vitest';
import { MAX_GET_RETRIES, retryDelay, shouldRetry, type TryOutcome } from './retryPolicy';

const network: TryOutcome = { kind: 'network' };
const timeout: TryOutcome = { kind: 'timeout' };
const status = (s: number): TryOutcome => ({ kind: 'response', status: s });

describe('shouldRetry', () => {
  it('allows 3 retries, so at most 4 tries', () => {
    expect(MAX_GET_RETRIES).toBe(3);
    expect([0, 1, 2, 3, 4].map((done) => shouldRetry('GET', network, done))).toEqual([true, true, true, false, false]);
  });

  it.each([
    ['network failure', network, true],
    ['timeout', timeout, true],
    ['HTTP 502', status(502), true],
    ['HTTP 503', status(503), true],
    ['HTTP 504', status(504), true],
    ['HTTP 500', status(500), false],
    ['HTTP 400', status(400), false],
    ['HTTP 401', status(401), false],
    ['HTTP 403', status(403), false],
    ['HTTP 404', status(404), false],
    ['HTTP 429', status(429), false],
    ['HTTP 200 (any body code)', status(200), false],
  ])('GET after %s → %s', (_label, outcome, expected) => {
    expect(shouldRetry('GET', outcome, 0)).toBe(expected);
  });

  it.each(['POST', 'PUT', 'DELETE', 'post'])('%s is never retried', (method) => {
    for (const outcome of [network, timeout, status(502), status(503), status(504)]) expect(shouldRetry(method, outcome, 0)).toBe(false);
  });
});

describe('retryDelay', () => {
  it.each([
    [1, 0, 150],
    [1, 0.5, 300],
    [1, 0.999999, 450],
    [2, 0, 300],
    [2, 0.5, 600],
    [2, 0.999999, 900],
    [3, 0, 600],
    [3, 0.5, 1200],
    [3, 0.999999, 1800],
  ])('retry %i with random %f waits %i ms', (retry, random, ms) => {
    expect(retryDelay(retry, () => random)).toBe(ms);
  });
});
