import type { ISchema } from '@formily/react';
import { describe, expect, it } from 'vitest';
import type { FormSchema, FormView } from '../../schemas/meta/generated/area';
import { bulletinArea } from '../testing/fakeServices';
import type { FormilyValidatorRule } from './validators';
import { toFormilySchema } from './toFormilySchema';

const area = bulletinArea();
const view = area.views.form as FormView;
const library = { nameWithColon: (v: unknown) => (String(v).includes('/') ? '不能包含特殊字符' : undefined) };

const convert = () =>
  toFormilySchema(view.schema, area, { validators: library, pointer: '/views/form/schema', groups: view.groups, columns: view.layout?.columns });

const props = (schema: ISchema | undefined) => (schema?.properties ?? {}) as Record<string, ISchema>;

describe('toFormilySchema: the sysBulletin form', () => {
  it('puts the fields in three titled groups, two columns each, in display order', () => {
    const { schema, problems } = convert();
    expect(problems).toEqual([]);
    const groups = props(schema);
    expect(Object.keys(groups)).toEqual(['__group0', '__group1', '__group2']);
    expect(Object.values(groups).map((g) => (g['x-component-props'] as { title: string }).title)).toEqual(['基本信息', '发布范围', '公告内容']);
    const grids = Object.values(groups).map((g) => props(g).__grid);
    expect(grids.every((g) => g['x-component'] === 'FormGrid' && (g['x-component-props'] as { maxColumns: number }).maxColumns === 2)).toBe(true);
    expect(grids.map((g) => Object.keys(props(g)))).toEqual([['title', 'category', 'forceRead'], ['dealerTypes', 'provinceCode', 'cityCodes'], ['content']]);
  });

  it('maps each field: FormItem + ValueEdit, the resolved vocabulary in x-data, required, limits and props', () => {
    const { schema } = convert();
    const field = (group: string, name: string) => props(props(props(schema)[group]).__grid)[name];
    const title = field('__group0', 'title');
    expect(title).toMatchObject({ title: '公告标题', required: true, maxLength: 50, 'x-decorator': 'FormItem', 'x-component': 'ValueEdit' });
    expect(title['x-data']).toMatchObject({ field: { valueType: 'text', placeholder: '请输入公告标题' }, pointer: '/views/form/schema/properties/title' });
    const rules = title['x-validator'] as FormilyValidatorRule[];
    expect(rules).toHaveLength(1);
    expect(rules[0].validator('a/b')).toBe('不能包含特殊字符');
    expect(rules[0].validator('公告：升级')).toBeUndefined();
    expect(field('__group0', 'category')).toMatchObject({ title: '公告类型', required: true, 'x-data': { field: { valueType: 'select', dictionary: 'bulletinCategory' } } });
    expect(field('__group0', 'forceRead')).toMatchObject({ default: 0, 'x-decorator-props': { tooltip: '开启后用户登录时必须阅读该公告' } });
    expect(field('__group1', 'dealerTypes')['x-decorator-props']).toEqual({ gridSpan: 2 });
    expect(field('__group1', 'provinceCode')['x-component-props']).toEqual({ allowClear: true });
    expect(field('__group1', 'cityCodes')).toMatchObject({ description: '不选表示该省份的全部城市' });
    expect(field('__group2', 'content')).toMatchObject({ required: true, 'x-component-props': { height: 320 }, 'x-decorator-props': { gridSpan: 2 } });
  });

  it('never puts expression strings into the Formily schema', () => {
    expect(JSON.stringify(convert().schema)).not.toMatch(/\{\{/);
  });

  it('without groups: one grid of every field', () => {
    const { schema } = toFormilySchema(view.schema, area, { validators: library });
    expect(Object.keys(props(props(schema).__grid))).toEqual(Object.keys(view.schema.properties));
  });

  it('reports configuration problems instead of throwing', () => {
    const broken: FormSchema = {
      type: 'object',
      properties: {
        a: { title: 'A', valueType: 'foo' as never },
        b: { title: 'B', valueType: 'text', 'x-validator': ['nameWithColon', 'noSuchRule', { rangeNumber: [0, 10] }] },
        c: { title: 'C', valueType: 'select', dictionary: 'nope' },
        d: { title: 'D', valueType: 'radio' },
      },
    };
    const { schema, problems } = toFormilySchema(broken, area, { validators: library, pointer: '/views/f/schema', groups: [{ title: '组', fields: ['a', 'b', 'c', 'ghost'] }] });
    expect(problems).toEqual([
      { pointer: '/views/f/schema/properties/a/valueType', message: '未知的字段类型 "foo"' },
      { pointer: '/views/f/schema/properties/b/x-validator/1', message: '未知的校验器 "noSuchRule"' },
      { pointer: '/views/f/schema/properties/b/x-validator/2', message: '未知的校验器 "rangeNumber"' },
      { pointer: '/views/f/schema/properties/c/dictionary', message: '未知的字典 "nope"' },
      { pointer: '/views/f/schema/properties/d', message: '字段 "d" 的类型 radio 需要字典（dictionary）' },
      { pointer: '/views/f/groups/0/fields/3', message: '分组 "组" 中的字段 "ghost" 不在表单中' },
    ]);
    const group = props(props(props(schema).__group0).__grid);
    expect(group.a['x-component']).toBe('ConfigErrorField');
    expect((group.b['x-validator'] as unknown[]).length).toBe(1);
    expect(Object.keys(props(props(schema).__ungrouped))).toEqual(['d']);
  });
});
