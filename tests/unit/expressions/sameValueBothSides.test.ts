/**
 * Property: for random valid expression trees over random field values, the renderer (a Formily form whose
 * field carries the expression as a reaction's `state.value`, renderer/form/reactions.ts + computedValues.ts) and
 * the mock (server-mock/engine/computedValues.ts recomputing the read-only field on submit) compute the same value.
 * Per-item nodes (joinEach, sumEach) walk a list field of random rows or the list in the chosen option's record.
 */
import { createForm } from '@formily/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Condition, Expression, FormField, FormSchema } from '../../../schemas/meta/generated/area';
import { reactionEffects } from '../../../renderer/form/reactions';
import type { OptionLoader } from '../../../renderer/form/computedValues';
import { fieldState } from '../../../server-mock/engine/conditions';
import { settleComputed, type OptionLookup } from '../../../server-mock/engine/computedValues';

const FIELDS = ['f0', 'f1', 'f2', 'f3'] as const;
const PERIODS = [
  { f0: '00:00:00', f1: '07:30:00', f2: 30000, f3: '夜间' },
  { f0: '19:00:00', f1: '23:59:00', f2: 20000 },
];
const RULES = [
  { value: 11, record: { ruleId: 11, monthPrice: 30000, ruleName: '标准月卡', periods: [{ f0: '00:00:00', f1: '23:59:00', f2: 30000 }] } },
  { value: 12, record: { ruleId: 12, monthPrice: 15000, ruleName: '夜间月卡', periods: PERIODS } },
];
const loader: OptionLoader = async () => RULES;
const lookup: OptionLookup = (_dictionary, value) => RULES.find((r) => String(r.value) === String(value))?.record;

const date = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const dateTime = fc
  .tuple(date, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([d, h, m]) => `${d} ${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`);
const scalarConst = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.double({ min: -1e4, max: 1e4, noNaN: true, noDefaultInfinity: true }),
  date,
  fc.constantFrom('西湖停车场', '浙A·12345', '12', '张伟'),
  fc.boolean(),
);
const fieldValue = fc.oneof(scalarConst, dateTime, fc.constantFrom('', null, undefined, 11, 12, '11'));
const fieldName = fc.constantFrom(...FIELDS);
/** A list field's value: rows whose keys are the field names (so `each` reads them with the same generators), or not a list. */
const rowsValue = fc.oneof(
  fc.array(fc.record(Object.fromEntries(FIELDS.map((n) => [n, fieldValue])), { requiredKeys: [] }), { maxLength: 3 }),
  fc.constantFrom(null, '', PERIODS),
);
const listRef = fc.oneof(
  fc.constant({ field: 'rows' }),
  fc.record({ field: fieldName }),
  fc.record({ option: fc.record({ dictionary: fc.constant('rule'), field: fieldName, key: fc.constant('periods') }) }),
);

const comparison: fc.Arbitrary<Condition> = fc.oneof(
  fc.record({ field: fieldName, eq: scalarConst }),
  fc.record({ field: fieldName, ne: scalarConst }),
  fc.record({ field: fieldName, in: fc.array(scalarConst, { minLength: 1, maxLength: 3 }) }),
  fc.record({ field: fieldName, gt: fc.integer({ min: -100, max: 100 }) }),
  fc.record({ field: fieldName, lte: fc.integer({ min: -100, max: 100 }) }),
  fc.record({ field: fieldName, empty: fc.boolean() }),
);
const condition: fc.Arbitrary<Condition> = fc.oneof(
  comparison,
  fc.record({ all: fc.array(comparison, { minLength: 1, maxLength: 2 }) }),
  fc.record({ any: fc.array(comparison, { minLength: 1, maxLength: 2 }) }),
  fc.record({ not: comparison }),
);

const { expression } = fc.letrec<{ expression: Expression }>((tie) => {
  const sub = tie('expression');
  const args = (min: number, max: number) => fc.array(sub, { minLength: min, maxLength: max });
  const node = (ops: string[], min: number, max: number) =>
    fc.record({ op: fc.constantFrom(...ops), args: args(min, max) }) as fc.Arbitrary<Expression>;
  return {
    expression: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.record({ field: fieldName }),
      fc.record({ const: scalarConst }),
      fc.record({
        option: fc.record({ dictionary: fc.constant('rule'), field: fieldName, key: fc.constantFrom('monthPrice', 'ruleName') }),
      }),
      node(['add', 'sub', 'mul', 'min', 'max', 'concat', 'coalesce'], 1, 3),
      node(['slice'], 2, 3),
      fc.record(
        { op: fc.constantFrom('joinEach', 'sumEach'), list: listRef, each: sub, separator: fc.constantFrom('、', '；') },
        { requiredKeys: ['op', 'list', 'each'] },
      ) as fc.Arbitrary<Expression>,
      node(['div', 'addDays', 'addMonths', 'diffDays', 'diffMonths'], 2, 2),
      node(['round'], 1, 2),
      node(['abs'], 1, 1),
      fc.tuple(condition, sub, sub).map(([when, then, otherwise]) => ({ op: 'if', args: [when, then, otherwise] }) as Expression),
      fc.constant({ op: 'today' } as Expression),
    ),
  };
});

const INPUTS = [...FIELDS, 'rows'];
const outField = (value: Expression): FormField => ({
  title: '结果',
  valueType: 'text',
  'x-read-pretty': true,
  'x-reactions': { dependencies: INPUTS, fulfill: { state: { value } } },
});

async function rendererValue(field: FormField, values: Record<string, unknown>): Promise<unknown> {
  const schema: FormSchema = { type: 'object', properties: { ...Object.fromEntries(INPUTS.map((n) => [n, { title: n }])), out: field } };
  const form = createForm({ initialValues: values, effects: reactionEffects(schema, () => ({}), loader) });
  for (const name of [...INPUTS, 'out']) form.createField({ name });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return form.values.out ?? null;
}

const mockValue = (field: FormField, values: Record<string, unknown>): unknown =>
  settleComputed(field, fieldState(field, values), values, lookup).value;

describe('renderer and mock compute the same value', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 10, 0, 0));
  });
  afterAll(() => vi.useRealTimers());

  it('for random expressions over random field values', async () => {
    const values = fc.record(
      {
        ...(Object.fromEntries(FIELDS.map((n) => [n, fieldValue])) as Record<(typeof FIELDS)[number], fc.Arbitrary<unknown>>),
        rows: rowsValue,
      },
      { requiredKeys: [] },
    );
    let computed = 0;
    let listed = 0;
    await fc.assert(
      fc.asyncProperty(expression, values, async (expr, record) => {
        const field = outField(expr);
        const mock = mockValue(field, record);
        if (mock !== null) computed += 1;
        if (mock !== null && JSON.stringify(expr).includes('Each"')) listed += 1;
        expect(await rendererValue(field, record)).toEqual(mock);
      }),
      { numRuns: 400 },
    );
    // The generated cases are not all empty: a good share computes a value.
    expect(computed).toBeGreaterThan(30);
    // …and some of those walk a list (about 8 in 400 runs; at least one, so a rare draw does not fail the run).
    expect(listed).toBeGreaterThan(0);
  });
});
