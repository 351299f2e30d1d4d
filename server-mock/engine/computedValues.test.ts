import { describe, expect, it } from 'vitest';
import type { FieldState, FormField } from '../../schemas/meta/generated/area';
import { settleComputed, type OptionLookup } from './computedValues';

const amount: FieldState['value'] = {
  op: 'mul',
  args: [{ option: { dictionary: 'rule', field: 'ruleId', key: 'monthPrice' } }, { field: 'months' }],
};
const RULES: Record<string, Record<string, unknown>> = { '11': { ruleId: 11, monthPrice: 30000 } };
const option: OptionLookup = (dictionary, value) => (dictionary === 'rule' ? RULES[String(value)] : undefined);
const field = (extra: Partial<FormField>): FormField => ({ title: '应收金额', valueType: 'money', ...extra });

describe('settleComputed', () => {
  it.each<[string, FormField, FieldState, Record<string, unknown>, FieldState]>([
    [
      'recomputes a read-pretty field from the submitted values',
      field({ 'x-read-pretty': true }),
      { value: amount },
      { ruleId: 11, months: 2, amount: 1 },
      { value: 60000 },
    ],
    [
      'recomputes a disabled field',
      field({ 'x-disabled': true }),
      { value: amount, required: true },
      { ruleId: '11', months: 3 },
      { value: 90000, required: true },
    ],
    [
      'recomputes a field a reaction makes read-only',
      field({}),
      { value: amount, readOnly: true },
      { ruleId: 11, months: 1 },
      { value: 30000, readOnly: true },
    ],
    [
      'empties a fixed field whose inputs are missing (never the client figure)',
      field({ 'x-read-pretty': true }),
      { value: amount },
      { months: 1, amount: 5 },
      { value: null },
    ],
    [
      'leaves an editable field to the submitted value',
      field({}),
      { value: amount, visible: true },
      { ruleId: 11, months: 1 },
      { visible: true },
    ],
    ['keeps a constant value', field({}), { value: 3 }, {}, { value: 3 }],
    [
      'takes an object value as an expression, never literally',
      field({ 'x-read-pretty': true }),
      { value: { field: 'months' } },
      { months: 3 },
      { value: 3 },
    ],
    [
      'recomputes an if over the submitted values',
      field({ 'x-disabled': true }),
      {
        value: {
          op: 'if',
          args: [
            { field: 'months', gte: 12 },
            { op: 'mul', args: [{ field: 'months' }, { const: 25000 }] },
            { op: 'mul', args: [{ field: 'months' }, { const: 30000 }] },
          ],
        },
      },
      { months: 12 },
      { value: 300000 },
    ],
  ])('%s', (_name, def, state, values, expected) => {
    expect(settleComputed(def, state, values, option)).toEqual(expected);
  });
});
