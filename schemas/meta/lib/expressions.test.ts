import { describe, expect, it } from 'vitest';
import type { Expression } from '../generated/area';
import { addDays, addMonths, evaluateExpression, expressionFields, expressionOptions, isOperation, type ExpressionScope } from './expressions';

const RULES: Record<string, Record<string, unknown>> = { '10011': { ruleId: 10011, ruleName: '标准月卡', monthPrice: 30000, price: { night: 15000 } } };
const scope = (values: Record<string, unknown>): ExpressionScope => ({
  values,
  option: (dictionary, value) => (dictionary === 'monthlyRule' ? RULES[String(value)] : undefined),
});

const amount: Expression = { op: 'mul', args: [{ option: { dictionary: 'monthlyRule', field: 'ruleId', key: 'monthPrice' } }, { field: 'months' }] };
const endDate: Expression = { op: 'addDays', args: [{ op: 'addMonths', args: [{ field: 'beginDate' }, { field: 'months' }] }, { const: -1 }] };

describe('evaluateExpression', () => {
  it.each<[string, Expression, Record<string, unknown>, unknown]>([
    ['add', { op: 'add', args: [{ field: 'a' }, { field: 'b' }, { const: 1 }] }, { a: 2, b: '3' }, 6],
    ['sub', { op: 'sub', args: [{ field: 'a' }, { field: 'b' }] }, { a: 10, b: 4 }, 6],
    ['mul', { op: 'mul', args: [{ field: 'a' }, { const: 3 }] }, { a: 2.5 }, 7.5],
    ['div', { op: 'div', args: [{ field: 'a' }, { const: 4 }] }, { a: 10 }, 2.5],
    ['div by zero is empty', { op: 'div', args: [{ field: 'a' }, { const: 0 }] }, { a: 10 }, undefined],
    ['round to 2 digits', { op: 'round', args: [{ const: 1.005 }, { const: 2 }] }, {}, 1.01],
    ['round to integer', { op: 'round', args: [{ const: 2.5 }] }, {}, 3],
    ['an empty operand empties the result', { op: 'add', args: [{ field: 'a' }, { field: 'b' }] }, { a: 1 }, undefined],
    ['a text that is not a number empties the result', { op: 'mul', args: [{ field: 'a' }, { const: 2 }] }, { a: '十' }, undefined],
    ['amount from the chosen rule', amount, { ruleId: 10011, months: 3 }, 90000],
    ['amount without a rule is empty', amount, { months: 3 }, undefined],
    ['amount with an unknown rule is empty', amount, { ruleId: 99, months: 3 }, undefined],
    ['nested option key', { option: { dictionary: 'monthlyRule', field: 'ruleId', key: 'price.night' } }, { ruleId: '10011' }, 15000],
    ['end date = start + months - 1 day', endDate, { beginDate: '2026-12-01', months: 3 }, '2027-02-28'],
    ['end date over a leap February', endDate, { beginDate: '2028-01-31', months: 1 }, '2028-02-28'],
    ['end date without months is empty', endDate, { beginDate: '2026-12-01' }, undefined],
  ])('%s', (_name, expression, values, expected) => {
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
  ])('addMonths(%s, %d) = %s', (date, months, expected) => expect(addMonths(date, months)).toBe(expected));

  it.each<[string, number, string]>([
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-11-25 10:00:00', 0, '2026-11-25'],
  ])('addDays(%s, %d) = %s', (date, days, expected) => expect(addDays(date, days)).toBe(expected));
});

describe('inspection', () => {
  it('lists the fields and option references an expression reads', () => {
    expect(expressionFields(endDate)).toEqual(['beginDate', 'months']);
    expect(expressionFields(amount)).toEqual(['ruleId', 'months']);
    expect(expressionOptions(amount)).toEqual([{ dictionary: 'monthlyRule', field: 'ruleId', key: 'monthPrice' }]);
  });

  it('tells an operation from a constant value', () => {
    expect(isOperation(amount)).toBe(true);
    expect(isOperation({ field: 'a' })).toBe(false);
    expect(isOperation(3)).toBe(false);
    expect(isOperation({ op: 'add' })).toBe(false);
  });
});
