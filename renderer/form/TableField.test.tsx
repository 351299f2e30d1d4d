// @vitest-environment jsdom
/** A table field in a form (Formily ArrayTable): 添加一行 / 删除, 序号, per-cell validation, maxItems, submitted rows. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormView as FormViewSpec } from '../../schemas/meta/generated/area';
import { bulletinArea, createFakeServices, ok, renderWithServices } from '../testing/fakeServices';
import { button, fieldBox } from '../testing/formInteractions';
import FormView from './FormView';

// Kept: @formily/antd-v5 is a library; its FormGrid lays out through a ResizeObserver ponyfill costing ~1 s per render in jsdom.
vi.mock('@formily/antd-v5', async (importOriginal) =>
  (await import('../testing/formInteractions')).withLightGrid(await importOriginal<object>()),
);

const area = bulletinArea();
const SAVE = 'POST /publicity/v2/api/bulletinInfos';
const OK = /确\s*定/;
const URL_INVALID = '请输入正确的网址';

/** The sysBulletin 附件链接 field, alone in a form, with `maxItems` set for the test. */
function tableView(overrides: Record<string, unknown> = {}): FormViewSpec {
  const attachments = (area.views.form as FormViewSpec).schema.properties.attachments;
  return { kind: 'form', submit: 'create', schema: { type: 'object', properties: { attachments: { ...attachments, ...overrides } } } };
}

function open(view: FormViewSpec, routes: Record<string, unknown> = {}, params: Record<string, string> = {}) {
  const services = createFakeServices({ routes: { [SAVE]: ok(null), ...routes } });
  services.validators = { url: (v) => (v === undefined || v === '' || /^https?:\/\/\S+$/.test(String(v)) ? undefined : URL_INVALID) };
  const onClose = vi.fn();
  renderWithServices(
    <FormView area={area} viewName="form" view={view} params={params} pointer="/views/form" container="modal" onClose={onClose} />,
    services,
  );
  return { services, onClose };
}

const table = () => fieldBox('附件链接');
const rows = () => [...table().querySelectorAll('tbody tr.ant-table-row')];
const headers = () => [...table().querySelectorAll('thead th')].map((th) => th.textContent);
const addButton = () => [...table().querySelectorAll('button')].find((b) => b.textContent?.includes('添加一行')) as HTMLButtonElement;
const cellInput = (row: number, column: number) => rows()[row].querySelectorAll('td')[column].querySelector('input') as HTMLInputElement;
const type = (row: number, column: number, value: string) => fireEvent.change(cellInput(row, column), { target: { value } });

describe('a table field in a form (ArrayTable)', () => {
  it('shows 序号, the columns and 操作; 添加一行 adds a row, 删除 removes it; the rows are submitted', async () => {
    const { services, onClose } = open(tableView());
    expect(headers()).toEqual(['序号', '名称', '链接', '操作']);
    expect(rows()).toHaveLength(0);
    fireEvent.click(addButton());
    fireEvent.click(addButton());
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((r) => r.querySelector('td')?.textContent)).toEqual(['1', '2']);
    expect(cellInput(0, 1).placeholder).toBe('请输入附件名称');
    type(0, 1, '收费标准');
    type(0, 2, 'https://example.com/fee.pdf');
    type(1, 1, '平面图');
    fireEvent.click(rows()[0].querySelector('.ant-formily-array-base-remove') as HTMLElement);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0].querySelector('td')?.textContent).toBe('1');
    expect(rows()[0].textContent).toContain('删除');
    expect(cellInput(0, 1).value).toBe('平面图');
    fireEvent.click(button(OK));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(services.calls.find((c) => c.method === 'POST')?.data).toEqual({ attachments: [{ name: '平面图' }] });
  });

  it('checks each cell: a required one says <列标题>不能为空, the url validator its message; nothing is sent', async () => {
    const { services, onClose } = open(tableView());
    fireEvent.click(addButton());
    await waitFor(() => expect(rows()).toHaveLength(1));
    type(0, 2, 'ftp:/wrong');
    fireEvent.click(button(OK));
    await waitFor(() => expect(rows()[0].textContent).toContain('名称不能为空'));
    expect(rows()[0].textContent).toContain(URL_INVALID);
    expect(services.messages).toEqual([{ type: 'warning', text: '名称不能为空' }]);
    expect(onClose).not.toHaveBeenCalled();
    type(0, 1, '收费标准');
    type(0, 2, 'https://example.com/fee.pdf');
    fireEvent.click(button(OK));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(services.calls.find((c) => c.method === 'POST')?.data).toEqual({
      attachments: [{ name: '收费标准', url: 'https://example.com/fee.pdf' }],
    });
  });

  it('at maxItems the add button is disabled and says 最多添加N行; removing a row enables it again', async () => {
    open(tableView({ maxItems: 2 }));
    fireEvent.click(addButton());
    expect(addButton().disabled).toBe(false);
    expect(table().textContent).not.toContain('最多添加2行');
    fireEvent.click(addButton());
    await waitFor(() => expect(rows()).toHaveLength(2));
    await waitFor(() => expect(addButton().disabled).toBe(true));
    expect(table().textContent).toContain('最多添加2行');
    fireEvent.click(addButton());
    expect(rows()).toHaveLength(2);
    fireEvent.click(rows()[1].querySelector('.ant-formily-array-base-remove') as HTMLElement);
    await waitFor(() => expect(addButton().disabled).toBe(false));
    expect(table().textContent).not.toContain('最多添加2行');
  });

  it('more loaded rows than maxItems fail validation with 最多添加N行', async () => {
    const rows3 = [1, 2, 3].map((n) => ({ name: `附件${n}` }));
    const view = { ...tableView({ maxItems: 2 }), load: 'detail' };
    const { services, onClose } = open(
      view,
      { 'GET /publicity/v2/api/bulletinInfos/7': ok({ bulletinId: 7, attachments: rows3 }) },
      { id: '7' },
    );
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(addButton().disabled).toBe(true);
    fireEvent.click(button(OK));
    await waitFor(() => expect(services.messages).toEqual([{ type: 'warning', text: '最多添加2行' }]));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('addText names the add button', () => {
    open(tableView({ addText: '添加附件' }));
    expect(screen.getByRole('button', { name: /添加附件/ })).toBeTruthy();
  });
});
