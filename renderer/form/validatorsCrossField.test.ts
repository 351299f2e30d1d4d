/**
 * A cross-field validator on a Formily form, as the renderer wires it (validatorsCrossField.ts): excludesField on
 * 共享规则's 共享车场 — the own park (所属车场) refused with a message naming both fields, table-driven — and the
 * list validated again when 所属车场 changes.
 */
import { createForm, type Field } from '@formily/core';
import { describe, expect, it } from 'vitest';
import type { FormSchema } from '../../schemas/meta/generated/area';
import { crossFieldEffects, crossFieldRule } from './validatorsCrossField';

const schema: FormSchema = {
  type: 'object',
  properties: {
    parkId: { title: '所属车场', valueType: 'select' },
    sharedParkIds: { title: '共享车场', valueType: 'multiSelect', 'x-validator': [{ excludesField: { field: 'parkId' } }] },
  },
};

function shareForm(values: Record<string, unknown>) {
  const form = createForm({ initialValues: values, effects: crossFieldEffects(schema) });
  form.createField({ name: 'parkId', title: '所属车场' });
  const shared = form.createField({
    name: 'sharedParkIds',
    title: '共享车场',
    validator: [crossFieldRule('excludesField', { field: 'parkId' }, { name: 'sharedParkIds' })],
  });
  return { form, shared };
}

const errorsOf = async (field: Field) => {
  await field.validate().catch(() => undefined);
  return field.selfErrors;
};

describe('excludesField in the form (共享车场 / 所属车场)', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['other parks only', { parkId: 1001, sharedParkIds: [1002, 1003] }, []],
    ['the own park among them', { parkId: 1001, sharedParkIds: [1002, 1001] }, ['共享车场不能包含所属车场']],
    ['the own park as text', { parkId: '1001', sharedParkIds: [1001] }, ['共享车场不能包含所属车场']],
    ['no own park chosen yet', { sharedParkIds: [1001] }, []],
    ['no shared park yet', { parkId: 1001, sharedParkIds: [] }, []],
  ])('%s', async (_name, values, expected) => {
    const { shared } = shareForm(values);
    expect(await errorsOf(shared)).toEqual(expected);
  });

  it('validates 共享车场 again when 所属车场 changes', async () => {
    const { form, shared } = shareForm({ parkId: 1001, sharedParkIds: [1002, 1003] });
    shared.onInput([1002, 1003]);
    expect(await errorsOf(shared)).toEqual([]);
    form.setValuesIn('parkId', 1003);
    await expect.poll(() => shared.selfErrors).toEqual(['共享车场不能包含所属车场']);
    form.setValuesIn('parkId', 1004);
    await expect.poll(() => shared.selfErrors).toEqual([]);
  });
});
