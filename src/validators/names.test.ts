import { describe, expect, it } from 'vitest';
import { name, nameWithAsterisk, nameWithColon } from './names';

const CHARS = `不能包含' / \\ : 、 * ? " < >字符`;
const SPACES = '首尾不能有空格';

describe('name', () => {
  it('quotes the spec message exactly', () => {
    expect(CHARS).toBe('不能包含\' / \\ : 、 * ? " < >字符');
  });

  it.each([
    ['停车场A区', undefined],
    ['Park 1 东门', undefined],
    ['a-b_c.(1)', undefined],
    ['a/b', CHARS],
    ['a\\b', CHARS],
    ['a:b', CHARS],
    ['a、b', CHARS],
    ['a*b', CHARS],
    ['a?b', CHARS],
    ['a"b', CHARS],
    ['a<b', CHARS],
    ['a>b', CHARS],
    ["a'b", CHARS],
    [' 东门', SPACES],
    ['东门 ', SPACES],
    ['\t东门', SPACES],
    [' a:b ', CHARS],
    [123, undefined],
    [{}, CHARS],
  ])('%j → %s', (value, message) => {
    expect(name(value)).toBe(message);
  });
});

describe('name variants', () => {
  it.each([
    ['08:00 班次', nameWithColon, undefined],
    ['08:00 班次', nameWithAsterisk, CHARS],
    ['粤B*', nameWithAsterisk, undefined],
    ['粤B*', nameWithColon, CHARS],
    ['a/b', nameWithColon, CHARS],
    ['a/b', nameWithAsterisk, CHARS],
    [' a:', nameWithColon, SPACES],
    ['*a ', nameWithAsterisk, SPACES],
  ])('%j → %s', (value, validator, message) => {
    expect(validator(value)).toBe(message);
  });
});
