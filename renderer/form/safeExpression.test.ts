import { Schema } from '@formily/react';
import { describe, expect, it } from 'vitest';
import { ExpressionError, evaluateSafeExpression, registerSafeCompiler } from './safeExpression';

const scope = {
  $deps: [2, '', ['a']],
  $self: { value: 'abc', visible: true },
  $values: { category: 2, park: { parkName: '西湖停车场' } },
  $record: { bulletinStatus: 3 },
};

describe('safe expression compiler', () => {
  it.each([
    ['1', 1],
    ['-1.5', -1.5],
    ["'单引号'", '单引号'],
    ['"双引号"', '双引号'],
    ['true', true],
    ['null', null],
    ['undefined', undefined],
    ['$deps[0]', 2],
    ['$deps[0] === 2', true],
    ['$deps[0] == "2"', true],
    ['$deps[0] !== 2', false],
    ['$deps[1] || "默认"', '默认'],
    ['$deps[2][0]', 'a'],
    ['$deps[2].length', 1],
    ['$self.value', 'abc'],
    ['$values.category >= 2 && $values.category < 3', true],
    ['$values.park.parkName', '西湖停车场'],
    ["$values['park']['parkName']", '西湖停车场'],
    ['$record.bulletinStatus === 3 ? "已发布" : "未发布"', '已发布'],
    ['!$self.visible', false],
    ['!($deps[0] > 1)', false],
    ['$values.missing.deeper', undefined],
    ['$deps[0] === 1 ? "a" : $deps[0] === 2 ? "b" : "c"', 'b'],
  ])('%s → %j', (expression, expected) => {
    expect(evaluateSafeExpression(expression, scope)).toEqual(expected);
  });

  it.each([
    ['alert(1)', '名称 "alert"'],
    ['$self.value.toString()', '调用函数'],
    ['window', '名称 "window"'],
    ['this', '名称 "this"'],
    ['$self.constructor', 'constructor'],
    ['$values.__proto__', '__proto__'],
    ["$values['constructor']", 'constructor'],
    ['$self.value = 1', '"="'],
    ['1 + 2', '"+"'],
    ['`模板`', '"`"'],
    ['new Date()', '"new"'],
    ['$deps[0]; alert(1)', '";"'],
    ['() => 1', '"="'],
    ['($deps[0]', '")"'],
    ['$deps[0] === 2 && fetch', '名称 "fetch"'],
    ['$deps[0] ===', '不完整'],
    ['"没有结束', '没有结束'],
  ])('refuses %s', (expression, reason) => {
    let error: unknown;
    try {
      evaluateSafeExpression(expression, scope);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ExpressionError);
    expect((error as Error).message).toContain(`不支持的表达式 "{{${expression}}}"`);
    expect((error as Error).message).toContain(reason);
  });

  it('is what Formily compiles "{{ }}" with once registered', () => {
    registerSafeCompiler();
    expect(Schema.shallowCompile('{{ $deps[0] > 1 ? "多" : "少" }}', { $deps: [2] })).toBe('多');
    expect(Schema.compile({ title: '{{$values.category === 2}}', plain: '文字' }, { $values: { category: 2 } })).toEqual({
      title: true,
      plain: '文字',
    });
    expect(() => Schema.shallowCompile('{{ globalThis.alert(1) }}', {})).toThrow(ExpressionError);
  });
});
