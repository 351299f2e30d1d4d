/**
 * The mock checks a form's cross-field validators again before writing (validateWrite): each refusal with its
 * exact Chinese message, and on update a field the body leaves out is compared as stored.
 */
import { describe, expect, it } from 'vitest';
import type { FormSchema } from '../../schemas/meta/generated/area';
import type { EntityField, EntityModel } from './types';
import { validateWrite } from './validateBody';

const field = (name: string, title: string, valueType: EntityField['valueType'], extra: Partial<EntityField> = {}): EntityField =>
  ({ name, title, valueType, storage: 'text', ...extra }) as EntityField;

const notifyDictionary = {
  name: 'notifyType',
  def: {
    options: [
      { label: '站内信', value: 1 },
      { label: '短信', value: 2 },
    ],
  },
} as EntityField['dictionary'];
const fields: EntityField[] = [
  field('id', '编号', 'integer', { storage: 'key' } as Partial<EntityField>),
  field('startDate', '开始日期', 'date'),
  field('endDate', '结束日期', 'date'),
  field('notifyType', '通知方式', 'select', { dictionary: notifyDictionary }),
  field('mobile', '手机号', 'text'),
  field('email', '邮箱', 'text'),
  field('cars', '车辆', 'table', {
    columns: [{ field: field('plateNo', '车牌号', 'text'), def: { title: '车牌号', valueType: 'text' } }],
  } as Partial<EntityField>),
];
const model: EntityModel = {
  entity: 'notice',
  table: 'ent_notice',
  rowKey: 'id',
  fields,
  byName: new Map(fields.map((f) => [f.name, f])),
  areas: ['notice'],
  signature: '',
};

const form: FormSchema = {
  type: 'object',
  properties: {
    startDate: { title: '开始日期', valueType: 'date' },
    endDate: { title: '结束日期', valueType: 'date', 'x-validator': [{ compareField: { op: 'gt', field: 'startDate' } }] },
    notifyType: { title: '通知方式', valueType: 'select', dictionary: 'notifyType' },
    mobile: {
      title: '手机号',
      valueType: 'text',
      'x-validator': [{ requiredIf: { field: 'notifyType', eq: 2 } }, { atLeastOneOf: { fields: ['email'] } }],
    },
    email: { title: '邮箱', valueType: 'text' },
    cars: {
      title: '车辆',
      valueType: 'table',
      tableColumns: { type: 'object', properties: { plateNo: { title: '车牌号', valueType: 'text' } } },
      'x-validator': [{ uniqueInColumn: { column: 'plateNo' } }],
    },
  },
} as FormSchema;

const good = {
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  notifyType: 1,
  mobile: '13800001111',
  cars: [{ plateNo: '浙A·12345' }, { plateNo: '浙B·67890' }],
};

describe('validateWrite: cross-field validators', () => {
  it('accepts a body where every rule holds', () => {
    const checked = validateWrite(model, form, good, 'create');
    expect(checked.ok).toBe(true);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['end date not after the start', { endDate: '2026-03-01' }, '结束日期应晚于开始日期'],
    ['end date before the start', { endDate: '2026-02-01' }, '结束日期应晚于开始日期'],
    ['SMS without a mobile number', { notifyType: 2, mobile: '', email: 'ops@example.cn' }, '通知方式为短信时手机号不能为空'],
    ['neither mobile nor email', { mobile: '', email: '' }, '请至少填写手机号、邮箱中的一项'],
    [
      'a plate repeated in row 3',
      { cars: [{ plateNo: '浙A·12345' }, { plateNo: '浙B·67890' }, { plateNo: '浙A·12345' }] },
      '第 3 行的车牌号与第 1 行重复',
    ],
  ])('refuses %s', (_what, change, msg) => {
    expect(validateWrite(model, form, { ...good, ...change }, 'create')).toEqual({ ok: false, msg });
  });

  it('on update compares with the stored value of a field the body leaves out', () => {
    const stored = { id: 7, ...good, startDate: '2026-04-01' };
    expect(validateWrite(model, form, { id: 7, endDate: '2026-03-31' }, 'update', undefined, stored)).toEqual({
      ok: false,
      msg: '结束日期应晚于开始日期',
    });
    expect(validateWrite(model, form, { id: 7, endDate: '2026-04-02' }, 'update', undefined, stored).ok).toBe(true);
  });

  it('uses the message the document gives', () => {
    const custom = {
      ...form,
      properties: {
        ...form.properties,
        endDate: {
          ...form.properties.endDate,
          'x-validator': [{ compareField: { op: 'gt', field: 'startDate', message: '有效期结束须晚于开始' } }],
        },
      },
    } as FormSchema;
    expect(validateWrite(model, custom, { ...good, endDate: '2026-01-01' }, 'create')).toEqual({ ok: false, msg: '有效期结束须晚于开始' });
  });

  it('does not apply the rules of a field the form hides', () => {
    const hiding = {
      ...form,
      properties: {
        ...form.properties,
        mobile: {
          ...form.properties.mobile,
          'x-reactions': { dependencies: ['notifyType'], when: { field: 'notifyType', eq: 1 }, fulfill: { state: { visible: false } } },
        },
      },
    } as FormSchema;
    expect(validateWrite(model, hiding, { ...good, mobile: '', email: '' }, 'create').ok).toBe(true);
  });
});
