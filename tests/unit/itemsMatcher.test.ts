import { describe, expect, it } from 'vitest';

describe('toHaveItemsAllMatching', () => {
  it('passes for a non-empty list whose items all match', () => {
    expect([2, 4, 6]).toHaveItemsAllMatching((n) => n % 2 === 0);
  });

  it.each([
    ['an empty list', [] as number[], 'expected at least one item, got an empty list'],
    ['an item that does not match', [2, 3, 4], 'item 1 of 3 does not'],
  ])('fails for %s', (_name, list, message) => {
    expect(() => expect(list).toHaveItemsAllMatching((n) => n % 2 === 0)).toThrow(message);
  });

  it('fails for something that is not a list', () => {
    expect(() => expect({ results: [] }).toHaveItemsAllMatching(() => true)).toThrow('expected a list');
  });
});
