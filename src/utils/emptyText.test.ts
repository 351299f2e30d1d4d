import { describe, expect, it } from 'vitest';
import { emptyText } from './emptyText';

describe('emptyText', () => {
  it.each([
    [undefined, '--'],
    [null, '--'],
    ['', '--'],
    ['   ', '--'],
    [Number.NaN, '--'],
    [[], '--'],
    [0, '0'],
    [false, 'false'],
    ['浙A·12345', '浙A·12345'],
    [12.5, '12.5'],
    [['a', 'b'], 'a,b'],
  ])('%j → %s', (v, text) => {
    expect(emptyText(v)).toBe(text);
  });
});
