import { describe, expect, it } from 'vitest';
import type { FormSchema } from '../../schemas/meta/generated/area';
import { paramDefaults } from './paramDefaults';

const schema: FormSchema = {
  type: 'object',
  properties: {
    parentId: { title: '上级区域', valueType: 'treeSelect', dictionary: 'areaTree', defaultParam: 'parentId' },
    plateNo: { title: '车牌号', valueType: 'plate', defaultParam: 'plate' },
    areaName: { title: '区域名称', valueType: 'text' },
  },
};

describe('form defaults from view parameters (defaultParam)', () => {
  it.each([
    [{ parentId: '12' }, { parentId: 12 }],
    [
      { parentId: '12', plate: '浙A12345' },
      { parentId: 12, plateNo: '浙A12345' },
    ],
    [{ parentId: '' }, {}],
    [{}, {}],
    [undefined, {}],
  ])('params %j give %j', (params, values) => {
    expect(paramDefaults(schema, params as Record<string, string> | undefined)).toEqual(values);
  });
});
