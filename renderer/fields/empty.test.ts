import { describe, expect, it } from 'vitest';
import { textOrEmpty } from './empty';

describe('textOrEmpty', () => {
  it.each([
    [undefined, '--'],
    [null, '--'],
    ['', '--'],
    ['   ', '--'],
    [Number.NaN, '--'],
    [[], '--'],
    [[null, ''], '--'],
    [0, '0'],
    [false, 'false'],
    ['浙A·12345', '浙A·12345'],
    [12.5, '12.5'],
    [['a', 'b'], 'a,b'],
  ])('%j → %s', (v, text) => {
    expect(textOrEmpty(v)).toBe(text);
  });
});
