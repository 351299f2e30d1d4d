/**
 * The document of the computed-form benchmark page: one form view with FIELD_COUNT fields, COMPUTED_COUNT of them
 * computed (read-only, a reaction's `state.value` expression), every computed value reading 单价 (f0) so one change
 * of it recomputes all of them.
 */
import type { AreaDocument, FormField } from '../../schemas/meta/generated/area';

export const FIELD_COUNT = 200;
export const COMPUTED_COUNT = 20;
/** The field whose change the benchmark times, and the label of each computed field. */
export const CHANGED_LABEL = '单价';
export const computedLabel = (i: number) => `合计${i + 1}`;

const input = (i: number): FormField =>
  i === 0
    ? { title: CHANGED_LABEL, valueType: 'number', default: 1 }
    : i % 3 === 0
      ? { title: `备注${i}`, valueType: 'text', default: `第${i}项` }
      : { title: `数量${i}`, valueType: 'number', default: i };

const computed = (i: number): FormField => ({
  title: computedLabel(i),
  valueType: 'number',
  'x-read-pretty': true,
  'x-reactions': {
    dependencies: ['f0'],
    fulfill: {
      state: {
        value: {
          op: 'round',
          args: [
            {
              op: 'add',
              args: [
                { op: 'mul', args: [{ field: 'f0' }, { field: `f${i * 3 + 1}` }] },
                { op: 'div', args: [{ field: `f${i * 3 + 2}` }, { const: 3 }] },
              ],
            },
            { const: 2 },
          ],
        },
      },
    },
  },
});

export function computedFormDocument(): AreaDocument {
  const inputs = FIELD_COUNT - COMPUTED_COUNT;
  const properties: Record<string, FormField> = {};
  for (let i = 0; i < inputs; i++) properties[`f${i}`] = input(i);
  for (let i = 0; i < COMPUTED_COUNT; i++) properties[`c${i}`] = computed(i);
  return {
    area: 'benchComputedForm',
    title: '计算值表单',
    endpoints: { save: { method: 'POST', path: '/bench/computed-form', bodyFrom: 'form' } },
    views: { form: { kind: 'form', title: '计算值表单', submit: 'save', schema: { type: 'object', properties } } },
  } as AreaDocument;
}
