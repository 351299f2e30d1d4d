import { describe, expect, it } from 'vitest';
import { resolveArea, resolveField, vocabularyOf } from './resolveArea';
import type { AreaDocument, FieldLibraryDocument } from '../generated/area';

const library: FieldLibraryDocument = {
  fields: {
    plateNo: { title: '车牌号', valueType: 'plate', search: { match: 'like' } } as never,
    parkId: { title: '车场', valueType: 'select', dictionary: 'park' } as never,
  },
  dictionaries: { park: { endpoint: 'parks', labelKey: 'parkName', valueKey: 'parkId' } as never },
  endpoints: { parks: { method: 'GET', path: '/dealer/v2/api/parkInfos/chosen' } as never },
};

describe('use resolution', () => {
  const vocabulary = vocabularyOf({ fields: { parkId: { title: '所属车场', valueType: 'select', dictionary: 'park' } as never } }, library);

  it('merges the vocabulary entry under the entry, dataIndex defaulting to the name', () => {
    expect(resolveField(vocabulary, { use: 'plateNo', width: 120 } as never)).toEqual({
      use: 'plateNo',
      dataIndex: 'plateNo',
      title: '车牌号',
      valueType: 'plate',
      width: 120,
    });
  });
  it('takes the vocabulary search only where the use site asks for one (absent = not searchable)', () => {
    expect(resolveField(vocabulary, { use: 'plateNo' } as never)).not.toHaveProperty('search');
    expect(resolveField(vocabulary, { use: 'plateNo', search: false } as never)).toMatchObject({ search: false });
  });
  it('area fields override the library; own properties override both', () => {
    expect(resolveField(vocabulary, { use: 'parkId' } as never)).toMatchObject({ title: '所属车场' });
    expect(resolveField(vocabulary, { use: 'parkId', title: '车场名称' } as never)).toMatchObject({ title: '车场名称' });
  });
  it('merges a search object over the vocabulary search; search true keeps it', () => {
    expect(resolveField(vocabulary, { use: 'plateNo', search: { title: '车牌' } } as never)).toMatchObject({
      search: { match: 'like', title: '车牌' },
    });
    expect(resolveField(vocabulary, { use: 'plateNo', search: true } as never)).toMatchObject({ search: { match: 'like' } });
  });
  it('leaves unknown names and plain entries untouched', () => {
    const entry = { use: 'nope', title: 'x' } as never;
    expect(resolveField(vocabulary, entry)).toBe(entry);
  });
  it('resolves columns, detail items, form fields and action inputs, and merges library endpoints and dictionaries', () => {
    const doc = {
      area: 'demo',
      title: '示例',
      endpoints: { list: { method: 'GET', path: '/x' } },
      views: {
        list: { kind: 'list', endpoint: 'list', columns: [{ use: 'plateNo' }] },
        detail: { kind: 'detail', endpoint: 'list', sections: [{ items: [{ use: 'parkId' }] }] },
        form: { kind: 'form', schema: { type: 'object', properties: { plateNo: { use: 'plateNo', required: true } } } },
      },
      actions: {
        approve: { kind: 'request', endpoint: 'list', input: { schema: { type: 'object', properties: { p: { use: 'plateNo' } } } } },
      },
    } as unknown as AreaDocument;
    const r = resolveArea(doc, library);
    expect(r).toMatchObject({
      views: {
        list: { columns: [{ title: '车牌号' }] },
        detail: { sections: [{ items: [{ dictionary: 'park' }] }] },
        form: { schema: { properties: { plateNo: { required: true, valueType: 'plate' } } } },
      },
      actions: { approve: { input: { schema: { properties: { p: { title: '车牌号' } } } } } },
    });
    expect(Object.keys(r.endpoints)).toEqual(['parks', 'list']);
    expect(r.dictionaries?.park).toBeDefined();
  });
  it('resolves the columns of a table field, brought by use or written in place; a column never brings a table along', () => {
    const lines = {
      title: '明细',
      valueType: 'table',
      tableColumns: { type: 'object', properties: { plate: { use: 'plateNo', width: 120 }, note: { title: '备注', valueType: 'text' } } },
    };
    const withTable = vocabularyOf({ fields: { lines: lines as never, nested: { ...lines, title: '嵌套' } as never } }, library);
    const columnsOf = (field: unknown) =>
      (field as { tableColumns?: { properties: Record<string, { tableColumns?: unknown }> } }).tableColumns?.properties ?? {};
    const resolved = columnsOf(resolveField(withTable, { use: 'lines' } as never));
    expect(resolved.plate).toEqual({
      use: 'plateNo',
      dataIndex: 'plateNo',
      title: '车牌号',
      valueType: 'plate',
      search: { match: 'like' },
      width: 120,
    });
    expect(resolved.note).toEqual({ title: '备注', valueType: 'text' });
    const inPlace = columnsOf(
      resolveField(withTable, {
        title: '就地',
        valueType: 'table',
        tableColumns: { type: 'object', properties: { p: { use: 'parkId' } } },
      } as never),
    );
    expect(inPlace.p).toMatchObject({ title: '车场', dictionary: 'park' });
    const nested = columnsOf(
      resolveField(withTable, {
        title: '外表',
        valueType: 'table',
        tableColumns: { type: 'object', properties: { inner: { use: 'nested' } } },
      } as never),
    );
    expect(nested.inner).toMatchObject({ valueType: 'table', title: '嵌套' });
    expect(nested.inner.tableColumns).toBeUndefined();
  });
});
