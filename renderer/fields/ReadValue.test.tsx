// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import areaSchema from '../../schemas/meta/area.schema.json';
import type { FieldCore } from '../../schemas/meta/generated/area';
import type { ResolvedArea } from '../core/viewProps';
import { bulletinArea, createFakeServices, ok, renderWithServices } from '../testing/fakeServices';
import { ReadValue, valueTypes } from './index';
import { preloadValueTypeControls } from './valueTypes';

// The image, upload and rich-text controls load on first use; these tests draw them at once.
beforeAll(() => preloadValueTypeControls());

const base = bulletinArea();
const area: ResolvedArea = {
  ...base,
  dictionaries: {
    ...base.dictionaries,
    region: {
      options: [
        { value: '33', label: '浙江省', children: [{ value: '3301', label: '杭州市', children: [{ value: '330106', label: '西湖区' }] }] },
      ],
    },
  },
};

const routes = {
  'GET /basic/v2/api/sysDicts/findByDicType': ok([
    { dictName: '系统公告', dictValue: 1 },
    { dictName: '运营商公告', dictValue: 2 },
  ]),
  'GET /publicity/v2/api/bulletinInfos/DealerTypes': ok([
    { dealerTypeName: '停车运营商', dealerType: 1 },
    { dealerTypeName: '充电运营商', dealerType: 2 },
  ]),
};

function show(field: FieldCore, value: unknown, record: Record<string, unknown> = {}) {
  const services = createFakeServices({ routes });
  return renderWithServices(<ReadValue field={field} value={value} record={record} area={area} />, services);
}

describe('ReadValue: the read form of every value type', () => {
  it('has a read and an edit form for every value type of the meta-schema', () => {
    const declared = (areaSchema as { $defs: { valueType: { enum: string[] } } }).$defs.valueType.enum;
    expect(Object.keys(valueTypes).sort()).toEqual([...declared].sort());
    for (const spec of Object.values(valueTypes)) {
      expect(spec.Read).toBeTypeOf('function');
      expect(spec.Edit).toBeTypeOf('function');
    }
  });

  it.each([
    ['text', { valueType: 'text' }, '系统升级通知', '系统升级通知'],
    ['phone', { valueType: 'phone' }, '13800138000', '13800138000'],
    ['number', { valueType: 'number' }, 1234567.891, '1,234,567.891'],
    ['number with precision', { valueType: 'number', precision: 2 }, '1234.5', '1,234.50'],
    ['integer', { valueType: 'integer' }, 12345, '12,345'],
    ['money in fen', { valueType: 'money', unit: 'fen' }, 123450, '¥1,234.50'],
    ['money in yuan', { valueType: 'money', unit: 'yuan' }, 1234.5, '¥1,234.50'],
    ['percent', { valueType: 'percent' }, 12.5, '12.5%'],
    ['duration in seconds', { valueType: 'duration', unit: 'second' }, 8100, '2小时15分'],
    ['dateTime', { valueType: 'dateTime' }, '2024-05-01 08:30:00', '2024-05-01 08:30:00'],
    ['date', { valueType: 'date' }, '2024-05-01 08:30:00', '2024-05-01'],
    ['time', { valueType: 'time' }, '08:30:00', '08:30:00'],
    ['dateRange', { valueType: 'dateRange' }, ['2024-05-01', '2024-05-31'], '2024-05-01 ~ 2024-05-31'],
    [
      'dateTimeRange',
      { valueType: 'dateTimeRange' },
      ['2024-05-01 00:00:00', '2024-05-31 23:59:59'],
      '2024-05-01 00:00:00 ~ 2024-05-31 23:59:59',
    ],
    ['select (static dictionary)', { valueType: 'select', dictionary: 'yesNo' }, 1, '是'],
    ['radio', { valueType: 'radio', dictionary: 'approvalResult' }, 2, '驳回'],
    ['multiSelect', { valueType: 'multiSelect', dictionary: 'bulletinStatus' }, [0, 3], '草稿、已发布'],
    ['switch without dictionary', { valueType: 'switch' }, true, '是'],
    ['switch with dictionary', { valueType: 'switch', dictionary: 'yesNo' }, 0, '否'],
    ['cascader path', { valueType: 'cascader', dictionary: 'region' }, ['33', '3301', '330106'], '浙江省 / 杭州市 / 西湖区'],
    ['cascader leaf', { valueType: 'cascader', dictionary: 'region' }, '3301', '浙江省 / 杭州市'],
    ['unknown dictionary value', { valueType: 'select', dictionary: 'yesNo' }, 7, '7'],
  ])('%s', (_name, field, value, text) => {
    const { container } = show(field as FieldCore, value);
    expect(container.textContent).toBe(text);
  });

  it('textarea keeps its line breaks', () => {
    show({ valueType: 'textarea' }, '第一行\n第二行');
    expect(screen.getByText(/第一行/).style.whiteSpace).toBe('pre-wrap');
  });

  it.each([
    [null, undefined, '--'],
    [undefined, undefined, '--'],
    ['', undefined, '--'],
    ['   ', undefined, '--'],
    [[], undefined, '--'],
    [null, '无', '无'],
  ])('empty value %j reads as the empty text', (value, emptyText, text) => {
    const { container } = show({ valueType: 'money', unit: 'fen', emptyText }, value);
    expect(container.textContent).toBe(text);
  });

  it('zero is a value, not empty', () => {
    const { container } = show({ valueType: 'money', unit: 'fen' }, 0);
    expect(container.textContent).toBe('¥0.00');
  });

  it('an unknown value type shows a visible error naming it', () => {
    show({ valueType: 'foo' as never }, 'x');
    expect(screen.getByRole('alert').textContent).toContain('未知的字段类型 "foo"');
  });

  it.each([
    [0, '草稿', 'default'],
    [1, '待审核', 'processing'],
    [2, '已驳回', 'error'],
    [3, '已发布', 'success'],
    [4, '已下线', 'warning'],
  ])('status %s → %s coloured %s', (value, label, status) => {
    const { container } = show({ valueType: 'status', dictionary: 'bulletinStatus' }, value);
    expect(container.textContent).toBe(label);
    expect(container.querySelector(`.ant-badge-status-${status}`)).not.toBeNull();
  });

  it('tag uses the dictionary colour', () => {
    const { container } = show({ valueType: 'tag', dictionary: 'plateColor' }, 2);
    expect(container.textContent).toBe('黄色');
    expect(container.querySelector('.ant-tag-gold')).not.toBeNull();
  });

  it('labels of a loaded dictionary (公告类型 from its endpoint; server strings match numbers)', async () => {
    const { container } = show({ valueType: 'select', dictionary: 'bulletinCategory' }, '2');
    await waitFor(() => expect(container.textContent).toBe('运营商公告'));
  });

  it('checkbox values of a loaded dictionary, also as a comma-separated string', async () => {
    const { container } = show({ valueType: 'checkbox', dictionary: 'dealerType' }, '1,2');
    await waitFor(() => expect(container.textContent).toBe('停车运营商、充电运营商'));
  });

  it('plate shows its colour chip when the record has a colour', () => {
    const { container } = show({ valueType: 'plate', fieldProps: { colorField: 'plateColor' } } as FieldCore, '浙A12345', {
      plateColor: 2,
    });
    expect(container.querySelector('[data-plate-color="黄"]')?.textContent).toBe('黄');
    expect(container.textContent).toBe('黄浙A12345');
  });

  it('plate without a colour is the plate alone', () => {
    const { container } = show({ valueType: 'plate' }, '浙A12345', {});
    expect(container.querySelector('[data-plate-color]')).toBeNull();
    expect(container.textContent).toBe('浙A12345');
  });

  it('image shows one thumbnail per address', () => {
    const { container } = show({ valueType: 'image', title: '照片' }, ['https://img.example/a.png', 'https://img.example/b.png']);
    const images = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(images).toEqual(['https://img.example/a.png', 'https://img.example/b.png']);
  });

  it('upload shows file links and never a javascript: link', () => {
    const { container } = show({ valueType: 'upload' }, ['https://files.example/doc/%E5%90%88%E5%90%8C.pdf', 'javascript:alert(1)']);
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0].textContent).toBe('合同.pdf');
    expect(links[0].getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('link opens web addresses in a new tab, shows anything else as text', () => {
    const { container } = show({ valueType: 'link' }, 'https://example.com/a');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://example.com/a');
    const other = show({ valueType: 'link' }, 'javascript:alert(1)');
    expect(other.container.querySelector('a')).toBeNull();
  });

  it('richText is sanitised', () => {
    const html =
      '<p>公告<img src=x onerror=alert(1)></p><script>alert(2)</script><a href="javascript:alert(3)">坏</a>' +
      '<a href="https://example.com" target="_blank">好</a><img src="data:image/png;base64,iVBORw0KGgo=">';
    const { container } = show({ valueType: 'richText' }, html);
    const box = container.querySelector('.renderer-rich-text') as HTMLElement;
    expect(box.innerHTML).not.toMatch(/onerror|<script|javascript:/i);
    expect(box.textContent).toBe('公告坏好');
    const good = [...box.querySelectorAll('a')].find((a) => a.textContent === '好');
    expect(good?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(box.querySelector('img[src^="data:image/png"]')).not.toBeNull();
  });
});
