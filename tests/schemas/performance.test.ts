/**
 * The check over many documents (the bench's figure 4 input: 50 area documents) finds no problem in documents that are
 * right. Its speed is a bench figure (`npm run bench` prints it against the < 1 s target), never a test assertion.
 */
import { describe, expect, it } from 'vitest';
import { timeSchemaCheck } from '../../scripts/schemas/benchmark';

describe('schemas:check on 50 area documents', () => {
  it('checks every copy and reports no problem', () => {
    const t = timeSchemaCheck(50, 1);
    expect(t.problems).toBe(0);
    expect(t.documents).toBe(50);
  }, 60_000);
});
