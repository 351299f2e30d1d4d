import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, safeRedirect } from './safeRedirect';

describe('safeRedirect', () => {
  it.each([
    [null, '/index'],
    ['', '/index'],
    ['/todo', '/todo'],
    ['/sysBulletin/detail?id=7', '/sysBulletin/detail?id=7'],
    ['%2Ftodo%3FpageNo%3D2', '/todo?pageNo=2'],
    ['//evil.com', '/index'],
    ['//evil.com/index', '/index'],
    ['/\\evil.com', '/index'],
    ['%2F%2Fevil.com', '/index'],
    ['https://evil.com/', '/index'],
    ['javascript:alert(1)', '/index'],
    ['todo', '/index'],
    ['/to\ndo', '/index'],
    ['%E0%A4%A', '/index'],
  ])('%j → %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it('uses the given fallback', () => {
    expect(DEFAULT_AFTER_LOGIN).toBe('/index');
    expect(safeRedirect('//x', '/home')).toBe('/home');
  });
});
