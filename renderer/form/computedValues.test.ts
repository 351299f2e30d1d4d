/**
 * Computed values in a Formily form (no rendering): reactionEffects applies an operation `state.value` when a field
 * it reads changes, loads the dictionaries its options read, and keeps the latest computation when an earlier
 * dictionary load answers late.
 */
import { createForm } from '@formily/core';
import { describe, expect, it } from 'vitest';
import type { FormSchema } from '../../schemas/meta/generated/area';
import { computedDefaults, computeValue, constantDefault, type OptionLoader } from './computedValues';
import { reactionEffects } from './reactions';

const schema: FormSchema = {
  type: 'object',
  properties: {
    ruleId: { title: '套餐', valueType: 'select', dictionary: 'rule' },
    months: { title: '月数', valueType: 'integer' },
    beginDate: { title: '开始日期', valueType: 'date' },
    endDate: {
      title: '结束日期',
      valueType: 'date',
      'x-reactions': {
        dependencies: ['beginDate'],
        fulfill: {
          state: {
            value: { op: 'addDays', args: [{ op: 'addMonths', args: [{ field: 'beginDate' }, { field: 'months' }] }, { const: -1 }] },
          },
        },
      },
    },
    amount: {
      title: '应收金额',
      valueType: 'money',
      'x-reactions': {
        dependencies: ['ruleId'],
        fulfill: {
          state: {
            value: { op: 'mul', args: [{ option: { dictionary: 'rule', field: 'ruleId', key: 'monthPrice' } }, { field: 'months' }] },
          },
        },
      },
    },
  },
};

const RULES = [
  { value: 11, record: { ruleId: 11, monthPrice: 30000 } },
  { value: 12, record: { ruleId: 12, monthPrice: 15000 } },
];

function formWith(loader: OptionLoader) {
  const form = createForm({ effects: reactionEffects(schema, () => ({}), loader) });
  for (const name of Object.keys(schema.properties)) form.createField({ name });
  return form;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('computed values in a form', () => {
  it('recomputes when any field the expression reads changes, also one missing from dependencies', async () => {
    const form = formWith(async () => RULES);
    form.setValues({ beginDate: '2026-12-01', months: 3 });
    await settle();
    expect(form.values.endDate).toBe('2027-02-28');
    form.setValues({ months: 1 });
    await settle();
    expect(form.values.endDate).toBe('2026-12-31');
  });

  it('reads the chosen option record of a loaded dictionary', async () => {
    const form = formWith(async () => RULES);
    form.setValues({ months: 2, ruleId: 12 });
    await settle();
    expect(form.values.amount).toBe(30000);
    form.setValues({ ruleId: undefined });
    await settle();
    expect(form.values.amount).toBeNull();
  });

  it('keeps the latest computation when an earlier load answers late', async () => {
    let releaseFirst: () => void = () => undefined;
    let calls = 0;
    const loader: OptionLoader = () => {
      calls += 1;
      if (calls === 1) return new Promise((resolve) => (releaseFirst = () => resolve(RULES)));
      return Promise.resolve(RULES);
    };
    const form = formWith(loader);
    form.setValues({ months: 1 });
    form.setValues({ ruleId: 11 });
    form.setValues({ ruleId: 12 });
    await settle();
    expect(form.values.amount).toBe(15000);
    releaseFirst();
    await settle();
    expect(form.values.amount).toBe(15000);
  });

  it('leaves the value empty when the dictionary cannot be loaded', async () => {
    await expect(
      computeValue(
        { op: 'mul', args: [{ option: { dictionary: 'rule', field: 'ruleId', key: 'monthPrice' } }, { const: 2 }] },
        { ruleId: 11 },
        () => Promise.reject(new Error('网络错误')),
      ),
    ).resolves.toBeNull();
  });
});

describe('computed defaults', () => {
  const clock = () => new Date(2026, 10, 25, 9, 30, 0);
  const coupon: FormSchema = {
    type: 'object',
    properties: {
      startDate: { title: '生效日期', valueType: 'date', default: { op: 'today' } },
      endDate: { title: '失效日期', valueType: 'date', default: { op: 'addDays', args: [{ field: 'startDate' }, { const: 30 }] } },
      count: { title: '数量', valueType: 'integer', default: 100 },
      budget: { title: '预算', valueType: 'money', default: { op: 'mul', args: [{ field: 'count' }, { field: 'faceValue' }] } },
      createdAt: { title: '创建时间', valueType: 'dateTime', default: { op: 'now' } },
    },
  };

  it('evaluates each computed default once, in field order, over the constants and earlier defaults', () => {
    expect(computedDefaults(coupon, {}, clock)).toEqual({
      startDate: '2026-11-25',
      endDate: '2026-12-25',
      createdAt: '2026-11-25 09:30:00',
    });
  });

  it('keeps a value already given (a view parameter) and computes the rest from it', () => {
    expect(computedDefaults(coupon, { startDate: '2027-01-31', faceValue: 500 }, clock)).toEqual({
      startDate: '2027-01-31',
      faceValue: 500,
      endDate: '2027-03-02',
      budget: 50000,
      createdAt: '2026-11-25 09:30:00',
    });
  });

  it('hands Formily only the constant defaults', () => {
    expect(constantDefault(100)).toBe(100);
    expect(constantDefault(['a'])).toEqual(['a']);
    expect(constantDefault({ op: 'today' })).toBeUndefined();
  });
});
