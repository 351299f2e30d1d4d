import { describe, expect, it } from 'vitest';
import { BACKOFF_MAX_MS, backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it.each([
    [0, 500, 1000],
    [1, 1000, 2000],
    [2, 2000, 4000],
    [3, 4000, 8000],
    [4, 8000, 16000],
    [5, 15000, 30000],
    [6, 15000, 30000],
    [50, 15000, 30000],
  ])('attempt %i waits between %i and %i ms', (attempt, min, max) => {
    expect(backoffDelay(attempt, () => 0)).toBe(min);
    expect(backoffDelay(attempt, () => 1)).toBe(max);
    const middle = backoffDelay(attempt, () => 0.5);
    expect(middle).toBeGreaterThan(min);
    expect(middle).toBeLessThan(max);
  });

  it('never exceeds the cap, whatever the random source says', () => {
    for (const r of [-5, 0, 0.3, 0.99, 1, 7, Number.NaN]) expect(backoffDelay(40, () => r)).toBeLessThanOrEqual(BACKOFF_MAX_MS);
  });

  it('spreads clients that retry at the same attempt', () => {
    const delays = new Set(Array.from({ length: 20 }, (_, i) => backoffDelay(3, () => i / 20)));
    expect(delays.size).toBe(20);
  });
});
