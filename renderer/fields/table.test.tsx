// @vitest-environment jsdom
/** The read form of value type table: a compact table of the rows, each cell in its column's read form. */
import { describe, expect, it } from 'vitest';
import type { FieldCore } from '../../schemas/meta/generated/area';
import { bulletinArea, createFakeServices, renderWithServices } from '../testing/fakeServices';
import { ReadValue, tableRows } from './index';

const area = bulletinArea();
/** The 附件链接 field of sysBulletin (名称 text, 链接 link). */
const attachments = area.fields?.attachments as FieldCore;

function show(field: FieldCore, value: unknown) {
  return renderWithServices(<ReadValue field={field} value={value} record={{}} area={area} />, createFakeServices());
}

const cellTexts = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));

describe('table: read form', () => {
  it('shows a compact bordered table: the column titles, one row per entry, each cell in its column’s read form', () => {
    const { container } = show(attachments, [
      { name: '收费标准', url: 'https://example.com/fee.pdf' },
      { name: '平面图', url: 'javascript:alert(1)' },
    ]);
    expect([...container.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['名称', '链接']);
    expect(container.querySelector('.ant-table-small.ant-table-bordered')).not.toBeNull();
    expect(cellTexts(container)).toEqual([
      ['收费标准', 'https://example.com/fee.pdf'],
      ['平面图', 'javascript:alert(1)'],
    ]);
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/fee.pdf']);
    expect(links[0].getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('.ant-pagination')).toBeNull();
  });

  it.each([
    ['no value', null],
    ['no rows', []],
    ['an empty JSON text', '[]'],
  ])('%s reads as --', (_what, value) => {
    const { container } = show(attachments, value);
    expect(container.textContent).toBe('--');
    expect(container.querySelector('table')).toBeNull();
  });

  it('an empty cell reads as --; rows stored as JSON text are read too', () => {
    const { container } = show(attachments, JSON.stringify([{ name: '收费标准' }]));
    expect(cellTexts(container)).toEqual([['收费标准', '--']]);
  });

  it('a table field without columns is a visible configuration error', () => {
    const { container } = show({ title: '明细', valueType: 'table' }, [{ a: 1 }]);
    expect(container.querySelector('[role=alert]')?.textContent).toBe('表格字段缺少列（tableColumns）');
  });

  it('tableRows keeps only row objects', () => {
    expect(tableRows([{ a: 1 }, null, 'x', [1], { b: 2 }])).toEqual([{ a: 1 }, { b: 2 }]);
    expect(tableRows('not json')).toEqual([]);
    expect(tableRows('[{"a":1}')).toEqual([]);
    expect(tableRows(5)).toEqual([]);
  });
});
