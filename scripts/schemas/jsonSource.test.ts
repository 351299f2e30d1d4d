import { describe, expect, it } from 'vitest';
import { parseJsonSource } from './jsonSource';

const text = ['{', '  "a/b": { "x~y": [10, {"k": "v"}] },', '  "list": [', '    "one",', '    "二"', '  ]', '}', ''].join('\n');

describe('parseJsonSource', () => {
  const source = parseJsonSource(text);

  it.each([
    ['', 'value', 1, 1],
    ['/a~1b', 'value', 2, 10],
    ['/a~1b', 'key', 2, 3],
    ['/a~1b/x~0y/1/k', 'value', 2, 30],
    ['/a~1b/x~0y/1/k', 'key', 2, 25],
    ['/list/1', 'value', 5, 5],
    // a pointer into something absent lands on the nearest existing ancestor
    ['/list/7', 'value', 3, 11],
    ['/missing/deeper', 'value', 1, 1],
  ] as const)('locates %s (%s) at %i:%i', (pointer, at, line, column) => {
    expect(source.locate(pointer, at)).toEqual({ line, column });
  });

  it('keeps the value and reports no syntax error for valid JSON', () => {
    expect(source.value).toEqual({ 'a/b': { 'x~y': [10, { k: 'v' }] }, list: ['one', '二'] });
    expect(source.syntaxErrors).toEqual([]);
  });

  it('reports syntax errors and duplicate keys with their positions', () => {
    expect(parseJsonSource('{\n  "a": 1,\n}').syntaxErrors[0]).toEqual({ position: { line: 3, column: 1 }, code: 'PropertyNameExpected' });
    expect(parseJsonSource('{ "a": { "b": 1, "b": 2 } }').duplicateKeys).toEqual([
      { pointer: '/a/b', key: 'b', offset: 17, position: { line: 1, column: 18 } },
    ]);
    expect(parseJsonSource('// note\n{}').syntaxErrors).toHaveLength(1);
  });
});
