import { describe, expect, it } from 'vitest';
import type { Column } from '../../schemas/meta/generated/area';
import { bulletinArea } from '../testing/fakeServices';
import dayjs from 'dayjs';
import { buildSearchFields, seedKey, seedSearchFields, toSearchParams, type SearchField } from './searchFields';

const listView = bulletinArea().views.list;
const columns = listView.kind === 'list' ? listView.columns : [];

describe('search fields of the sysBulletin list', () => {
  const fields = buildSearchFields(columns);

  it('come from the columns with search, with their controls and parameter names', () => {
    expect(fields.map((f) => [f.title, f.control, f.param, f.dictionary])).toEqual([
      ['公告标题', 'text', 'title', undefined],
      ['公告类型', 'select', 'category', 'bulletinCategory'],
      ['公告状态', 'select', 'bulletinStatus', 'bulletinStatus'],
      ['更新时间', 'dateTimeRange', 'updateTime', undefined],
    ]);
    expect(fields[3].params).toEqual(['startTime', 'endTime']);
  });

  it('map form values to request parameters, leaving empty ones out', () => {
    const values = {
      [fields[0].key]: '  升级 ',
      [fields[1].key]: undefined,
      [fields[2].key]: 3,
      [fields[3].key]: ['2026-01-01 08:00:00', '2026-01-31 18:00:00'],
    };
    expect(toSearchParams(fields, values)).toEqual({
      title: '升级',
      bulletinStatus: 3,
      startTime: '2026-01-01 08:00:00',
      endTime: '2026-01-31 18:00:00',
    });
    expect(toSearchParams(fields, { [fields[0].key]: '   ', [fields[2].key]: null })).toEqual({});
  });
});

describe('search controls', () => {
  const cols: Column[] = [
    { dataIndex: 'plateNo', title: '车牌号', valueType: 'plate', search: true },
    { dataIndex: 'day', title: '日期', valueType: 'dateRange', search: { params: ['dayStart', 'dayEnd'], order: -1 } },
    { dataIndex: 'money', title: '金额', valueType: 'money', search: { param: 'minMoney' } },
    { dataIndex: 'types', title: '类型', valueType: 'checkbox', dictionary: 'types', search: true },
    { dataIndex: 'inTime', title: '入场', valueType: 'dateTime', search: { params: ['inStart', 'inEnd'] } },
    { dataIndex: 'hidden', title: '不可查', valueType: 'text' },
  ];
  const fields = buildSearchFields(cols);

  it('orders by `order` and picks the control of the (search) value type', () => {
    expect(fields.map((f) => [f.title, f.control])).toEqual([
      ['日期', 'dateRange'],
      ['车牌号', 'plate'],
      ['金额', 'digit'],
      ['类型', 'multiSelect'],
      ['入场', 'dateTimeRange'],
    ]);
  });

  it('upper-cases plates, widens date ranges to whole days, joins multiple choices', () => {
    const byTitle = Object.fromEntries(fields.map((f) => [f.title, f.key]));
    expect(
      toSearchParams(fields, {
        [byTitle['车牌号']]: '浙a12345',
        [byTitle['日期']]: ['2026-01-02', '2026-01-05'],
        [byTitle['金额']]: 100,
        [byTitle['类型']]: [1, 2],
      }),
    ).toEqual({ plateNo: '浙A12345', dayStart: '2026-01-02 00:00:00', dayEnd: '2026-01-05 23:59:59', minMoney: 100, types: '1,2' });
  });
});

describe('seedSearchFields', () => {
  const field = (control: SearchField['control'], extra: Partial<SearchField> = {}): SearchField => ({
    key: 'search_0',
    title: 't',
    control,
    param: 'p',
    params: ['pStart', 'pEnd'],
    ...extra,
  });
  const items = (name: string) =>
    name === 'status' ? [{ value: 1 }, { value: 2 }] : name === 'activeName' ? [{ value: 'parking' }, { value: '10' }] : undefined;
  const seeded = (f: SearchField, params: Record<string, string>) => seedSearchFields([f], params, items)[0].defaultValue;

  it.each<[string, SearchField, Record<string, string>, unknown]>([
    ['text', field('text'), { p: '浙A·12345' }, '浙A·12345'],
    ['plate', field('plate'), { p: '浙A·12345' }, '浙A·12345'],
    ['select with a numeric dictionary', field('select', { dictionary: 'status' }), { p: '1' }, 1],
    ['select with text values', field('select', { dictionary: 'activeName' }), { p: 'parking' }, 'parking'],
    ['select whose dictionary holds the digits as text', field('select', { dictionary: 'activeName' }), { p: '10' }, '10'],
    ['select without a loaded dictionary', field('select', { dictionary: 'remote' }), { p: '3' }, 3],
    ['multiSelect', field('multiSelect', { dictionary: 'status' }), { p: '1,2' }, [1, 2]],
    ['digit', field('digit'), { p: '12.5' }, 12.5],
    ['digit, not a number', field('digit'), { p: 'abc' }, undefined],
    ['absent parameter', field('text'), { other: 'x' }, undefined],
    ['empty parameter', field('text'), { p: '' }, undefined],
  ])('%s', (_name, f, params, expected) => {
    expect(seeded(f, params)).toEqual(expected);
  });

  it('seeds a range from its two parameters', () => {
    const value = seeded(field('dateTimeRange'), { pStart: '2026-11-01 00:00:00', pEnd: '2026-11-22 23:59:59' }) as dayjs.Dayjs[];
    expect(value.map((d) => d.format('YYYY-MM-DD HH:mm:ss'))).toEqual(['2026-11-01 00:00:00', '2026-11-22 23:59:59']);
  });

  it('keeps the declared default when no parameter names the field, and the key follows the seeded values', () => {
    const declared = field('text', { defaultValue: 'x' });
    expect(seedSearchFields([declared], {}, items)[0]).toBe(declared);
    expect(seedKey(seedSearchFields([declared], { p: 'a' }, items))).not.toBe(seedKey(seedSearchFields([declared], { p: 'b' }, items)));
  });
});
