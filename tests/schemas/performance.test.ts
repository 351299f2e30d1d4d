/** The check stays fast: 50 area documents well under a second (the bench prints the real figure). */
import { describe, expect, it } from 'vitest';
import { timeSchemaCheck } from '../../scripts/schemas/benchmark';

describe('schemas:check speed', () => {
  it('checks 50 area documents in under 1 s', () => {
    const t = timeSchemaCheck(50, 3);
    expect(t.problems).toBe(0);
    expect(t.medianMs).toBeLessThan(1000);
    expect(t.firstMs).toBeLessThan(1000);
  }, 30_000);
});
