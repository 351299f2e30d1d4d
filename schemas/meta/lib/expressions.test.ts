import { describe, expect, it } from 'vitest';
import type { Expression } from '../generated/area';
import {
  addDays,
  addMonths,
  diffDays,
  diffMonths,
  evaluateExpression,
  expressionFields,
  expressionOptions,
  isExpression,
  isOperation,
  readsClock,
  type ExpressionScope,
} from './expressions';

const NIGHT = [
  { periodStart: '00:00:00', periodEnd: '07:30:00', monthPrice: 30000 },
  { periodStart: '19:00:00', periodEnd: '23:59:00', monthPrice: 20000 },
];
const RULES: Record<string, Record<string, unknown>> = {
  '10011': { ruleId: 10011, ruleName: '标准月卡', monthPrice: 30000, price: { night: 15000 } },
  '10012': { ruleId: 10012, ruleName: '夜间月卡', periods: NIGHT },
};
const clock = () => new Date(2026, 10, 25, 8, 5, 9);
const scope = (values: Record<string, unknown>): ExpressionScope => ({
  values,
  option: (dictionary, value) => (dictionary === 'monthlyRule' ? RULES[String(value)] : undefined),
  now: clock,
});

const f = (field: string) => ({ field });
const c = (value: number | string | boolean): Expression => ({ const: value });
const op = (name: string, ...args: unknown[]) => ({ op: name, args }) as Expression;

const amount: Expression = {
  op: 'mul',
  args: [{ option: { dictionary: 'monthlyRule', field: 'ruleId', key: 'monthPrice' } }, { field: 'months' }],
};
const endDate: Expression = {
  op: 'addDays',
  args: [{ op: 'addMonths', args: [{ field: 'beginDate' }, { field: 'months' }] }, { const: -1 }],
};
/** 00:00–07:30 ¥300: one period as text (times cut to HH:mm, fen as yuan). */
const periodText: Expression = op(
  'concat',
  op('slice', f('periodStart'), c(0), c(5)),
  c('–'),
  op('slice', f('periodEnd'), c(0), c(5)),
  c(' ¥'),
  op('div', f('monthPrice'), c(100)),
);
const summary: Expression = { op: 'joinEach', list: f('periods'), each: periodText, separator: '；' };
const rulePeriods = { dictionary: 'monthlyRule', field: 'ruleId', key: 'periods' };
const rulePrice: Expression = { op: 'sumEach', list: { option: rulePeriods }, each: f('monthPrice') };
const vipPrice: Expression = {
  op: 'if',
  args: [
    {
      all: [
        { field: 'level', eq: 'vip' },
        { field: 'count', gte: 10 },
      ],
    },
    op('mul', f('price'), c(0.8)),
    f('price'),
  ],
};

type Row = [string, Expression, Record<string, unknown>, unknown];

const table: Record<string, Row[]> = {
  operands: [
    ['a field', f('a'), { a: 3 }, 3],
    ['a nested field', f('park.parkName'), { park: { parkName: '西湖停车场' } }, '西湖停车场'],
    ['an absent field is null', f('a'), {}, null],
    ['an empty text field is null', f('a'), { a: '' }, null],
    ['an object field is null', f('a'), { a: { x: 1 } }, null],
    ['a constant', c('浙A·12345'), {}, '浙A·12345'],
    ['an option key of the chosen rule', amount, { ruleId: 10011, months: 3 }, 90000],
    ['a nested option key', { option: { dictionary: 'monthlyRule', field: 'ruleId', key: 'price.night' } }, { ruleId: '10011' }, 15000],
    ['no rule chosen is null', amount, { months: 3 }, null],
    ['an unknown rule is null', amount, { ruleId: 99, months: 3 }, null],
  ],
  arithmetic: [
    ['add', op('add', f('a'), f('b'), c(1)), { a: 2, b: '3' }, 6],
    ['sub', op('sub', f('a'), f('b')), { a: 10, b: 4 }, 6],
    ['sub of three', op('sub', c(10), c(1), c(2)), {}, 7],
    ['mul', op('mul', f('faceValue'), f('count')), { faceValue: 500, count: 200 }, 100000],
    ['div', op('div', f('a'), c(4)), { a: 10 }, 2.5],
    ['div by zero is null', op('div', f('a'), c(0)), { a: 10 }, null],
    ['div by a zero text is null', op('div', f('a'), f('b')), { a: 10, b: '0' }, null],
    ['round to 2 digits', op('round', c(1.005), c(2)), {}, 1.01],
    ['round to integer', op('round', c(2.5)), {}, 3],
    ['round of a negative half goes away from zero', op('round', c(-2.5)), {}, -3],
    ['round to tens', op('round', c(1234), c(-1)), {}, 1230],
    ['round with fractional digits is null', op('round', c(1.5), c(0.5)), {}, null],
    ['min', op('min', c(3), f('a'), c(7)), { a: -1 }, -1],
    ['max', op('max', c(3), f('a'), c(7)), { a: '9' }, 9],
    ['abs', op('abs', f('a')), { a: -12.5 }, 12.5],
    ['an empty operand is null', op('add', f('a'), f('b')), { a: 1 }, null],
    ['a text that is not a number is null', op('mul', f('a'), c(2)), { a: '十' }, null],
    ['a boolean is not a number', op('add', f('a'), c(2)), { a: true }, null],
    ['an overflow is null, not Infinity', op('mul', c(1e308), c(10)), {}, null],
    ['negative zero is zero (as JSON and the form write it)', op('mul', c(-0), c(5)), {}, 0],
  ],
  dates: [
    ['addDays', op('addDays', f('start'), c(30)), { start: '2026-11-25' }, '2026-12-25'],
    ['addDays keeps the time of a date-time', op('addDays', f('start'), c(1)), { start: '2026-12-31 23:59:59' }, '2027-01-01 23:59:59'],
    ['addDays back over February', op('addDays', c('2026-03-01'), c(-1)), {}, '2026-02-28'],
    ['addMonths at a month end', op('addMonths', c('2026-01-31'), c(1)), {}, '2026-02-28'],
    ['addMonths with months as text', op('addMonths', c('2026-01-15'), f('m')), { m: '2' }, '2026-03-15'],
    ['end date = start + months - 1 day', endDate, { beginDate: '2026-12-01', months: 3 }, '2027-02-28'],
    ['end date over a leap February', endDate, { beginDate: '2028-01-31', months: 1 }, '2028-02-28'],
    ['end date without months is null', endDate, { beginDate: '2026-12-01' }, null],
    ['addDays of a non-date is null', op('addDays', c('明天'), c(1)), {}, null],
    ['addDays of an impossible date is null', op('addDays', c('2026-02-30'), c(1)), {}, null],
    ['addDays by a fraction is null', op('addDays', c('2026-02-01'), c(1.5)), {}, null],
    ['diffDays', op('diffDays', f('start'), f('end')), { start: '2026-11-25', end: '2026-12-25' }, 30],
    ['diffDays backwards is negative', op('diffDays', c('2026-03-01'), c('2026-02-28')), {}, -1],
    ['diffDays ignores the time of day', op('diffDays', c('2026-11-25 23:00:00'), c('2026-11-26 01:00:00')), {}, 1],
    ['diffMonths counts whole months', op('diffMonths', c('2026-01-15'), c('2026-04-14')), {}, 2],
    ['diffMonths at a month end', op('diffMonths', c('2026-01-31'), c('2026-02-28')), {}, 1],
    ['diffMonths backwards is negative', op('diffMonths', c('2026-04-15'), c('2026-01-15')), {}, -3],
    ['diffMonths of a missing date is null', op('diffMonths', f('a'), c('2026-01-15')), {}, null],
    ['today', { op: 'today' }, {}, '2026-11-25'],
    ['now', { op: 'now' }, {}, '2026-11-25 08:05:09'],
    ['default end = today + 30 days', op('addDays', { op: 'today' }, c(30)), {}, '2026-12-25'],
  ],
  texts: [
    ['concat', op('concat', f('parkName'), c(' · '), f('plate')), { parkName: '西湖停车场', plate: '浙A·12345' }, '西湖停车场 · 浙A·12345'],
    ['concat writes numbers as they are', op('concat', c('第'), f('n'), c('期')), { n: 3 }, '第3期'],
    ['concat with an empty operand is null', op('concat', f('parkName'), f('plate')), { parkName: '西湖停车场' }, null],
    [
      'coalesce takes the first non-empty',
      op('coalesce', f('nickName'), f('realName'), c('--')),
      { nickName: '', realName: '张伟' },
      '张伟',
    ],
    ['coalesce keeps zero', op('coalesce', f('a'), c(5)), { a: 0 }, 0],
    ['coalesce of only empties is null', op('coalesce', f('a'), f('b')), {}, null],
    ['slice from a position to another', op('slice', c('08:30:00'), c(0), c(5)), {}, '08:30'],
    ['slice to the end', op('slice', f('plate'), c(3)), { plate: '浙A·12345' }, '12345'],
    ['slice of a number reads its text', op('slice', c(20261125), c(0), c(4)), {}, '2026'],
    ['slice to nothing is null', op('slice', c('浙A'), c(5)), {}, null],
    ['slice at a fraction is null', op('slice', c('浙A'), c(0.5)), {}, null],
  ],
  lists: [
    ['joinEach: a period table in one line', summary, { periods: NIGHT }, '00:00–07:30 ¥300；19:00–23:59 ¥200'],
    [
      'joinEach: the default separator is 、',
      { op: 'joinEach', list: f('periods'), each: f('periodStart') },
      { periods: NIGHT },
      '00:00:00、19:00:00',
    ],
    [
      'joinEach skips an item whose text is empty',
      { op: 'joinEach', list: f('rows'), each: f('name') },
      { rows: [{ name: '张伟' }, {}, { name: '王芳' }] },
      '张伟、王芳',
    ],
    ['joinEach of an empty list is null', summary, { periods: [] }, null],
    ['joinEach of no list is null', summary, {}, null],
    ['joinEach of a text is null', summary, { periods: '00:00–07:30' }, null],
    [
      'joinEach over the chosen option’s list',
      { op: 'joinEach', list: { option: rulePeriods }, each: periodText, separator: '；' },
      { ruleId: 10012 },
      '00:00–07:30 ¥300；19:00–23:59 ¥200',
    ],
    ['sumEach: the chosen rule’s price per month', rulePrice, { ruleId: '10012' }, 50000],
    ['sumEach times months', op('mul', rulePrice, f('months')), { ruleId: 10012, months: 3 }, 150000],
    ['sumEach of a rule without periods is null', rulePrice, { ruleId: 10011 }, null],
    ['sumEach with no rule chosen is null', rulePrice, {}, null],
    ['sumEach with an empty item is null', { op: 'sumEach', list: f('rows'), each: f('n') }, { rows: [{ n: 1 }, { n: '' }] }, null],
    ['sumEach reads numbers written as text', { op: 'sumEach', list: f('rows'), each: f('n') }, { rows: [{ n: 1 }, { n: '2.5' }] }, 3.5],
  ],
  conditions: [
    ['if: the condition holds', vipPrice, { level: 'vip', count: 12, price: 100 }, 80],
    ['if: the condition fails', vipPrice, { level: 'vip', count: 2, price: 100 }, 100],
    ['if: a missing field fails a comparison', vipPrice, { price: 100 }, 100],
    ['if over empty', { op: 'if', args: [{ field: 'note', empty: true }, c('无'), f('note')] }, { note: '' }, '无'],
    [
      'if over in / not',
      { op: 'if', args: [{ not: { field: 'status', in: [1, 2] } }, c('已结束'), c('进行中')] },
      { status: '3' },
      '已结束',
    ],
    [
      'if over any / lt',
      {
        op: 'if',
        args: [
          {
            any: [
              { field: 'a', lt: 0 },
              { field: 'b', ne: 1 },
            ],
          },
          c('异常'),
          c('正常'),
        ],
      },
      { a: 5, b: 1 },
      '正常',
    ],
    ['if: a context condition never holds in an expression', { op: 'if', args: [{ context: 'userId', empty: false }, c(1), c(2)] }, {}, 2],
    ['if: the taken branch may be null', { op: 'if', args: [{ field: 'a', eq: 1 }, f('missing'), c(0)] }, { a: 1 }, null],
  ],
};

describe.each(Object.keys(table))('evaluateExpression: %s', (group) => {
  it.each(table[group])('%s', (_name, expression, values, expected) => {
    expect(evaluateExpression(expression, scope(values))).toBe(expected);
  });
});

describe('date arithmetic', () => {
  it.each<[string, number, string | undefined]>([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-05-15', -5, '2025-12-15'],
    ['2026-13-01', 1, undefined],
    ['2026-02-30', 1, undefined],
    ['0026-02-28', 12, '0027-02-28'],
  ])('addMonths(%s, %d) = %s', (date, months, expected) => expect(addMonths(date, months)).toBe(expected));

  it.each<[string, number, string]>([
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-11-25 10:00:00', 0, '2026-11-25 10:00:00'],
    ['2028-02-28', 1, '2028-02-29'],
  ])('addDays(%s, %d) = %s', (date, days, expected) => expect(addDays(date, days)).toBe(expected));

  it.each<[string, string, number | undefined, number | undefined]>([
    ['2026-01-01', '2027-01-01', 365, 12],
    ['2028-01-01', '2029-01-01', 366, 12],
    ['2026-02-28', '2026-03-28', 28, 1],
    ['2026-02-28', '2026-03-27', 27, 0],
    ['2026-03-31', '2026-04-30', 30, 1],
    ['2026-03-31', '不是日期', undefined, undefined],
  ])('diff(%s, %s) = %s days, %s months', (from, to, days, months) => {
    expect(diffDays(from, to)).toBe(days);
    expect(diffMonths(from, to)).toBe(months);
  });
});

describe('inspection', () => {
  it('lists the fields and option references an expression reads', () => {
    expect(expressionFields(endDate)).toEqual(['beginDate', 'months']);
    expect(expressionFields(amount)).toEqual(['ruleId', 'months']);
    expect(expressionFields(vipPrice)).toEqual(['level', 'count', 'price', 'price']);
    expect(expressionOptions(amount)).toEqual([{ dictionary: 'monthlyRule', field: 'ruleId', key: 'monthPrice' }]);
    // A per-item node reads its list's field; the fields of `each` are the item's, not the form's.
    expect(expressionFields(summary)).toEqual(['periods']);
    expect(expressionFields(op('mul', rulePrice, f('months')))).toEqual(['ruleId', 'months']);
    expect(expressionOptions(rulePrice)).toEqual([rulePeriods]);
  });

  it('tells an expression from a constant value: every object is an expression', () => {
    expect(isExpression(amount)).toBe(true);
    expect(isExpression({ field: 'a' })).toBe(true);
    expect(isExpression(3)).toBe(false);
    expect(isExpression(['a'])).toBe(false);
    expect(isExpression(null)).toBe(false);
    expect(isOperation({ op: 'today' })).toBe(true);
    expect(isOperation({ field: 'a' })).toBe(false);
  });

  it('knows which expressions read the clock', () => {
    expect(readsClock(op('addDays', { op: 'today' }, c(30)))).toBe(true);
    expect(readsClock(endDate)).toBe(false);
    expect(readsClock({ op: 'joinEach', list: f('rows'), each: op('diffDays', f('day'), { op: 'today' }) })).toBe(true);
    expect(readsClock(summary)).toBe(false);
  });
});
