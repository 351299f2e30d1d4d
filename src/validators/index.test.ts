import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validators, type ValidatorName } from './index';

const catalogue = JSON.parse(readFileSync(new URL('../../schemas/meta/validators.json', import.meta.url), 'utf8')) as {
  validators: { name: string; args?: unknown; scope?: string }[];
};
// Cross-field validators (scope form) read the whole form: the renderer and the mock evaluate them, not this library.
const libraryEntries = catalogue.validators.filter((v) => v.scope !== 'form');
const catalogueNames = libraryEntries.map((v) => v.name);

describe('validators map against schemas/meta/validators.json', () => {
  it('has no duplicate names in the catalogue', () => {
    expect(new Set(catalogueNames).size).toBe(catalogueNames.length);
  });

  it('provides every catalogue name', () => {
    const missing = catalogueNames.filter((n) => !(n in validators));
    expect(missing).toEqual([]);
  });

  it('provides no name outside the catalogue', () => {
    const extra = Object.keys(validators).filter((n) => !catalogueNames.includes(n));
    expect(extra).toEqual([]);
  });

  it('takes arguments exactly where the catalogue declares them', () => {
    const withArgs = libraryEntries
      .filter((v) => v.args)
      .map((v) => v.name)
      .sort();
    expect(withArgs).toEqual(['password', 'rangeInteger', 'rangeNumber']);
  });
});

describe('empty values', () => {
  const names = Object.keys(validators) as ValidatorName[];
  it.each(names.filter((n) => n !== 'required'))('%s accepts undefined, null, "" and []', (n) => {
    for (const empty of [undefined, null, '', []]) expect(validators[n](empty)).toBeUndefined();
  });

  it.each([[undefined], [null], [''], [[]]])('required rejects %j', (empty) => {
    expect(validators.required(empty)).toBe('该字段是必填字段');
  });

  it.each([['x'], [0], [false], [[1]], [' ']])('required accepts %j', (v) => {
    expect(validators.required(v)).toBeUndefined();
  });
});

describe('argument handling through the map', () => {
  it('uses the defaults without arguments', () => {
    expect(validators.rangeNumber('10001')).toBe('应在0~10000之间');
    expect(validators.rangeInteger('0')).toBe('请输入1-10000之间的数字');
    expect(validators.password('abc')).toBe('密码不少于8位');
  });

  it('passes explicit arguments', () => {
    expect(validators.rangeNumber('11', [0, 10])).toBe('应在0~10之间');
    expect(validators.rangeNumber('10', [0, 10])).toBeUndefined();
    expect(validators.rangeInteger('101', [1, 100])).toBe('请输入1-100之间的数字');
    expect(validators.password('abcdef', { weak: true })).toBeUndefined();
    expect(validators.password('abcde', { weak: true })).toBe('请输入6～20个字符');
    expect(validators.password('abcdef', { weak: false })).toBe('密码不少于8位');
  });

  it.each([
    ['rangeNumber', [1]],
    ['rangeNumber', ['0', '10']],
    ['rangeInteger', { min: 1 }],
    ['password', { strong: true }],
    ['password', { weak: 'yes' }],
  ] as const)('throws on a malformed %s argument %j', (n, args) => {
    expect(() => validators[n]('5', args)).toThrow(TypeError);
  });
});
