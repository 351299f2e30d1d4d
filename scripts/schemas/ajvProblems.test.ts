import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { ajvErrorsToProblems, splitBilingual, trimAjvErrors } from './ajvProblems';
import { parseJsonSource } from './jsonSource';

const error = (instancePath: string, keyword: string, params: Record<string, unknown> = {}, message = ''): ErrorObject =>
  ({ instancePath, schemaPath: `#/${keyword}`, keyword, params, message }) as ErrorObject;

describe('ajv errors as problems', () => {
  it('splits "中文 (English)" messages, keeping parentheses inside the English half', () => {
    expect(splitBilingual('权限码格式错误 (bad code (see docs))')).toEqual({ zh: '权限码格式错误', en: 'bad code (see docs)' });
    expect(splitBilingual('只有中文')).toEqual({ zh: '只有中文', en: '只有中文' });
  });

  it('keeps the errors of the union branch that fits the value, and drops the union error', () => {
    const errors = [
      error('/s', 'type', { type: 'boolean' }),
      error('/s', 'additionalProperties', { additionalProperty: 'foo' }),
      error('/s', 'anyOf'),
    ];
    expect(trimAjvErrors(errors).map((e) => e.keyword)).toEqual(['additionalProperties']);
  });

  it('says which types would do when no branch accepts the kind of value', () => {
    const source = parseJsonSource('{"s": "yes"}');
    const errors = [error('/s', 'type', { type: 'boolean' }), error('/s', 'type', { type: 'object' }), error('/s', 'anyOf')];
    expect(ajvErrorsToProblems(errors, source, 'x.json')).toEqual([
      {
        file: 'x.json',
        line: 1,
        column: 7,
        pointer: '/s',
        rule: 'meta-schema',
        zh: '类型应为布尔值或对象',
        en: 'must be a boolean or an object',
      },
    ]);
  });

  it('points at the name of a property that is not allowed', () => {
    const source = parseJsonSource('{\n  "views": {\n    "list": { "kind": "list", "colums": [] }\n  }\n}');
    const [p] = ajvErrorsToProblems([error('/views/list', 'additionalProperties', { additionalProperty: 'colums' })], source, 'x.json');
    expect(p).toMatchObject({ line: 3, column: 31, pointer: '/views/list/colums', zh: '不允许的属性 "colums"' });
  });
});
