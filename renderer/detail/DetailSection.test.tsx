// @vitest-environment jsdom
/** A detail section with a table item (sysBulletin 附件): the rows as a compact table, '--' without rows. */
import { describe, expect, it } from 'vitest';
import type { DetailView } from '../../schemas/meta/generated/area';
import { bulletinArea, createFakeServices, renderWithServices } from '../testing/fakeServices';
import { DetailSection } from './DetailSection';

const area = bulletinArea();
const section = (area.views.detail as DetailView).sections.find((s) => s.title === '附件');

function show(record: Record<string, unknown>) {
  if (!section) throw new Error('sysBulletin detail has no 附件 section');
  return renderWithServices(<DetailSection section={section} record={record} area={area} />, createFakeServices());
}

describe('DetailSection with a table item', () => {
  it('shows 附件链接 as a table of its rows', () => {
    const { container } = show({
      attachments: [
        { name: '收费标准', url: 'https://example.com/fee.pdf' },
        { name: '平面图', url: 'https://example.com/plan.png' },
      ],
    });
    expect(container.querySelector('.ant-descriptions-item-label')?.textContent).toBe('附件链接');
    const rows = [...container.querySelectorAll('.renderer-table-value tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ['收费标准', 'https://example.com/fee.pdf'],
      ['平面图', 'https://example.com/plan.png'],
    ]);
  });

  it('shows -- when the record has no attachments', () => {
    const { container } = show({ attachments: null });
    expect(container.querySelector('.ant-descriptions-item-content')?.textContent).toBe('--');
  });
});
