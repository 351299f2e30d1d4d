import { describe, expect, it } from 'vitest';
import { closestName } from './suggest';

describe('closestName', () => {
  it.each([
    ['bulletinStaus', 'bulletinStatus'],
    ['plateNum', 'plateNo'],
    ['detial', 'detail'],
    ['LIST', 'list'],
    ['delete', undefined],
    ['x', undefined],
  ])('%s → %s', (name, expected) => {
    expect(closestName(name, ['bulletinStatus', 'plateNo', 'detail', 'list', 'remove'])).toBe(expected);
  });
});
