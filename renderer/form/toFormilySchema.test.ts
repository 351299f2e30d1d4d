import type { ISchema } from '@formily/react';
import { describe, expect, it } from 'vitest';
import type { FormSchema, FormView } from '../../schemas/meta/generated/area';
import { bulletinArea } from '../testing/fakeServices';
import type { FormilyValidatorRule } from './validators';
import { toFormilySchema } from './toFormilySchema';

const area = bulletinArea();
const view = area.views.form as FormView;
const library = {
  nameWithColon: (v: unknown) => (String(v).includes('/') ? '不能包含特殊字符' : undefined),
  url: (v: unknown) => (/^https?:\/\//.test(String(v)) ? undefined : '请输入正确的网址'),
};

const convert = () =>
  toFormilySchema(view.schema, area, {
    validators: library,
    pointer: '/views/form/schema',
    groups: view.groups,
    columns: view.layout?.gridColumns,
  });

const props = (schema: ISchema | undefined) => (schema?.properties ?? {}) as Record<string, ISchema>;

describe('toFormilySchema: the sysBulletin form', () => {
  it('puts the fields in four titled groups, two columns each, in display order', () => {
    const { schema, problems } = convert();
    expect(problems).toEqual([]);
    const groups = props(schema);
    expect(Object.keys(groups)).toEqual(['__group0', '__group1', '__group2', '__group3']);
    expect(Object.values(groups).map((g) => (g['x-component-props'] as { title: string }).title)).toEqual([
      '基本信息',
      '发布范围',
      '公告内容',
      '附件',
    ]);
    const grids = Object.values(groups).map((g) => props(g).__grid);
    expect(grids).toHaveItemsAllMatching(
      (g) => g['x-component'] === 'FormGrid' && (g['x-component-props'] as { maxColumns: number }).maxColumns === 2,
    );
    expect(grids.map((g) => Object.keys(props(g)))).toEqual([
      ['title', 'category', 'forceRead'],
      ['dealerTypes', 'provinceCode', 'cityCodes'],
      ['content'],
      ['attachments'],
    ]);
  });

  it('maps each field: FormItem + ValueEdit, the resolved vocabulary in x-data, required, limits and props', () => {
    const { schema } = convert();
    const field = (group: string, name: string) => props(props(props(schema)[group]).__grid)[name];
    const title = field('__group0', 'title');
    expect(title).toMatchObject({
      title: '公告标题',
      required: true,
      maxLength: 50,
      'x-decorator': 'FormItem',
      'x-component': 'ValueEdit',
    });
    expect(title['x-data']).toMatchObject({
      field: { valueType: 'text', placeholder: '请输入公告标题' },
      pointer: '/views/form/schema/properties/title',
    });
    const rules = title['x-validator'] as FormilyValidatorRule[];
    expect(rules).toHaveLength(1);
    expect(rules[0].validator('a/b')).toBe('不能包含特殊字符');
    expect(rules[0].validator('公告：升级')).toBeUndefined();
    expect(field('__group0', 'category')).toMatchObject({
      title: '公告类型',
      required: true,
      'x-data': { field: { valueType: 'select', dictionary: 'bulletinCategory' } },
    });
    expect(field('__group0', 'forceRead')).toMatchObject({
      default: 0,
      'x-decorator-props': { tooltip: '开启后用户登录时必须阅读该公告' },
    });
    expect(field('__group1', 'dealerTypes')['x-decorator-props']).toEqual({ gridSpan: 2 });
    expect(field('__group1', 'provinceCode')['x-component-props']).toEqual({ allowClear: true });
    expect(field('__group1', 'cityCodes')).toMatchObject({ description: '不选表示该省份的全部城市' });
    expect(field('__group2', 'content')).toMatchObject({
      required: true,
      'x-component-props': { height: 320 },
      'x-decorator-props': { gridSpan: 2 },
    });
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
    const { schema, problems } = toFormilySchema(broken, area, {
      validators: library,
      pointer: '/views/f/schema',
      groups: [{ title: '组', fields: ['a', 'b', 'c', 'ghost'] }],
    });
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

  it('maps a table field to an ArrayTable: 序号, one column per item (cells without label), 操作 with 删除, the add button', () => {
    const { schema } = convert();
    const table = props(props(props(schema).__group3).__grid).attachments;
    expect(table).toMatchObject({
      type: 'array',
      title: '附件链接',
      'x-decorator': 'FormItem',
      'x-component': 'ArrayTable',
      'x-component-props': { pagination: false },
      'x-decorator-props': { gridSpan: 2, tooltip: '公告附带的文件地址，如收费标准、平面图' },
    });
    const columns = props(table.items as ISchema);
    expect(Object.keys(columns)).toEqual(['__index', '__column_name', '__column_url', '__operations']);
    expect(Object.values(columns).map((c) => (c['x-component-props'] as { title: string }).title)).toEqual([
      '序号',
      '名称',
      '链接',
      '操作',
    ]);
    expect(Object.values(columns)).toHaveItemsAllMatching((c) => c['x-component'] === 'ArrayTable.Column');
    expect(columns.__column_name['x-component-props']).toMatchObject({ width: 220 });
    const name = props(columns.__column_name).name;
    expect(name).toMatchObject({
      type: 'string',
      maxLength: 50,
      'x-decorator': 'FormItem',
      'x-component': 'ValueEdit',
      'x-data': { field: { valueType: 'text', placeholder: '请输入附件名称' } },
    });
    expect(name.title).toBeUndefined();
    expect(name.required).toBeUndefined();
    expect(name['x-validator']).toEqual([{ required: true, message: '名称不能为空' }]);
    const url = props(columns.__column_url).url;
    const [rule] = url['x-validator'] as FormilyValidatorRule[];
    expect(rule.validator('ftp://x')).toBe('请输入正确的网址');
    expect(rule.validator('https://example.com/a.pdf')).toBeUndefined();
    expect(props(columns.__operations).__remove).toMatchObject({ 'x-component': 'ArrayTable.Remove', title: '删除' });
    expect(props(table).__add).toMatchObject({ 'x-component': 'TableAddition', title: '添加一行', 'x-component-props': { maxItems: 5 } });
    const [maxRows] = table['x-validator'] as FormilyValidatorRule[];
    expect(maxRows.validator(Array.from({ length: 6 }, () => ({})))).toBe('最多添加5行');
    expect(maxRows.validator(Array.from({ length: 5 }, () => ({})))).toBeUndefined();
  });

  it.each([
    [{ minItems: 2 }, [{}], '至少添加2行'],
    [{ minItems: 2 }, [], undefined],
    [{ minItems: 2 }, [{}, {}], undefined],
    [{ maxItems: 1 }, [{}, {}], '最多添加1行'],
  ])('row count %j of %j → %s', (limits, rows, message) => {
    const form: FormSchema = {
      type: 'object',
      properties: {
        t: {
          title: 'T',
          valueType: 'table',
          tableColumns: { type: 'object', properties: { a: { title: 'A', valueType: 'text' } } },
          ...limits,
        },
      },
    };
    const table = props(props(toFormilySchema(form, area).schema).__grid).t;
    const [rule] = table['x-validator'] as FormilyValidatorRule[];
    expect(rule.validator(rows)).toBe(message);
  });

  it('reports a table without columns and a table nested in a table', () => {
    const form: FormSchema = {
      type: 'object',
      properties: {
        bare: { title: '无列', valueType: 'table' },
        outer: {
          title: '外表',
          valueType: 'table',
          addText: '添加明细',
          tableColumns: { type: 'object', properties: { inner: { title: '内表', valueType: 'table' } } },
        },
      },
    };
    const { schema, problems } = toFormilySchema(form, area, { pointer: '/views/f/schema' });
    expect(problems).toEqual([
      { pointer: '/views/f/schema/properties/bare', message: '表格字段缺少列（tableColumns）' },
      {
        pointer: '/views/f/schema/properties/outer/tableColumns/properties/inner/valueType',
        message: '表格的列不能是 table（表格不能嵌套）',
      },
    ]);
    const outer = props(props(schema).__grid).outer;
    expect(props(props(outer.items as ISchema).__column_inner).inner['x-component']).toBe('ConfigErrorField');
    expect(props(outer).__add.title).toBe('添加明细');
  });
});
