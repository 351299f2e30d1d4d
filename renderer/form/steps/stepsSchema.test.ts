/** toFormilySchema with `steps`: one FormStepPane per step holding its fields; an unknown member is a problem, an unplaced field lands in the last pane. */
import type { ISchema } from '@formily/react';
import { describe, expect, it } from 'vitest';
import type { FormSchema, FormStep } from '../../../schemas/meta/generated/area';
import type { ResolvedArea } from '../../core/viewProps';
import { toFormilySchema } from '../toFormilySchema';

const area = { area: 'demo', title: '演示', views: {} } as unknown as ResolvedArea;
const schema: FormSchema = {
  type: 'object',
  properties: {
    plateNo: { title: '车牌号', valueType: 'text' },
    months: { title: '月数', valueType: 'integer' },
    remark: { title: '备注', valueType: 'textarea' },
  },
};

const panes = (s: ISchema) =>
  Object.entries(s.properties as Record<string, ISchema>).map(([key, pane]) => [
    key,
    pane['x-component'],
    (pane['x-component-props'] as { index: number }).index,
    Object.keys(((pane.properties as Record<string, ISchema>).__grid.properties ?? {}) as object),
  ]);

describe('toFormilySchema with steps', () => {
  it('puts each step’s fields in its own pane, in step order', () => {
    const steps: FormStep[] = [
      { title: '车辆', fields: ['plateNo'] },
      { title: '确认', summary: true, fields: ['months', 'remark'] },
    ];
    const { schema: out, problems } = toFormilySchema(schema, area, { steps, pointer: '/views/form/schema' });
    expect(problems).toEqual([]);
    expect(panes(out)).toEqual([
      ['__step0', 'FormStepPane', 0, ['plateNo']],
      ['__step1', 'FormStepPane', 1, ['months', 'remark']],
    ]);
  });

  it('reports an unknown member and keeps a field no step names in the last pane', () => {
    const steps: FormStep[] = [
      { title: '车辆', fields: ['plateNo', 'plate'] },
      { title: '套餐', fields: ['months'] },
    ];
    const { schema: out, problems } = toFormilySchema(schema, area, { steps, pointer: '/views/form/schema' });
    expect(problems).toEqual([{ pointer: '/views/form/steps/0/fields/1', message: '步骤 "车辆" 中的字段 "plate" 不在表单中' }]);
    expect(panes(out)[1]).toEqual(['__step1', 'FormStepPane', 1, ['months', 'remark']]);
  });
});
