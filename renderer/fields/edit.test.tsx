// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bulletinArea, createFakeServices, renderWithServices } from '../testing/fakeServices';
import { valueTypes } from './index';
import { preloadValueTypeControls } from './valueTypes';
import type { EditProps } from './types';
import { UPLOAD_FAILED, UPLOAD_SUCCEEDED } from './UploadInput';

// The image, upload and rich-text controls load on first use; these tests draw them at once.
beforeAll(() => preloadValueTypeControls());

const area = bulletinArea();

function edit(valueType: keyof typeof valueTypes, props: Partial<EditProps> = {}, services = createFakeServices()) {
  const onChange = vi.fn();
  const Edit = valueTypes[valueType].Edit;
  const view = renderWithServices(
    <Edit field={{ valueType, title: '字段' }} area={area} value={undefined} onChange={onChange} {...props} />,
    services,
  );
  return { ...view, onChange, services };
}

/**
 * Every value type edited on its own; a table is edited by the form's ArrayTable (renderer/form/tableSchema.ts), a
 * component field by its registered component (renderer/fields/component.test.tsx), a timeline is never edited (renderer/fields/timeline.test.tsx).
 */
const SAMPLES: Record<Exclude<keyof typeof valueTypes, 'table' | 'component' | 'timeline'>, [Record<string, unknown>, unknown]> = {
  text: [{}, '文字'],
  textarea: [{}, '多行\n文字'],
  richText: [{}, '<p>内容</p>'],
  number: [{}, 12.5],
  integer: [{}, 12],
  money: [{ unit: 'fen' }, 1250],
  percent: [{}, 12.5],
  duration: [{ unit: 'minute' }, 135],
  date: [{}, '2024-05-01'],
  dateTime: [{}, '2024-05-01 08:30:00'],
  dateRange: [{}, ['2024-05-01', '2024-05-31']],
  dateTimeRange: [{}, ['2024-05-01 00:00:00', '2024-05-31 23:59:59']],
  time: [{}, '08:30:00'],
  select: [{ dictionary: 'bulletinStatus' }, 3],
  multiSelect: [{ dictionary: 'bulletinStatus' }, [0, 3]],
  cascader: [{ dictionary: 'yesNo' }, [1]],
  radio: [{ dictionary: 'approvalResult' }, 1],
  checkbox: [{ dictionary: 'bulletinStatus' }, [1]],
  switch: [{}, true],
  status: [{ dictionary: 'bulletinStatus' }, 3],
  tag: [{ dictionary: 'plateColor' }, 1],
  plate: [{}, '浙A12345'],
  phone: [{}, '13800138000'],
  image: [{}, ['https://img.example/a.png']],
  upload: [{}, ['https://files.example/a.pdf']],
  link: [{}, 'https://example.com'],
  treeSelect: [{ dictionary: 'bulletinStatus' }, 3],
  tree: [{ dictionary: 'bulletinStatus' }, [1]],
};

describe('edit forms', () => {
  it.each(Object.keys(SAMPLES) as (keyof typeof SAMPLES)[])('%s edits its value without errors', (valueType) => {
    const [field, value] = SAMPLES[valueType];
    const { container } = edit(valueType, { value, field: { valueType, title: '字段', ...field } });
    expect(container.querySelector('input, textarea, button, .ant-select, .ant-upload')).not.toBeNull();
    expect(container.querySelector('[role=alert]')).toBeNull();
  });

  it('a table outside a form says it is edited in forms', () => {
    const { container } = edit('table', { value: [{ name: '平面图' }] });
    expect(container.querySelector('[role=alert]')?.textContent).toBe('表格字段只能在表单中编辑');
  });

  it('an option type without a dictionary says so instead of crashing', () => {
    const { container } = edit('select');
    expect(container.querySelector('[role=alert]')?.textContent).toContain('缺少字典');
  });

  it('money is typed in 元 and stored in 分', () => {
    const { container, onChange } = edit('money', { value: 123450, field: { valueType: 'money', unit: 'fen', title: '金额' } });
    const input = container.querySelector('input') as HTMLInputElement;
    expect(input.value).toBe('1234.50');
    fireEvent.change(input, { target: { value: '12.34' } });
    expect(onChange).toHaveBeenLastCalledWith(1234);
    expect(screen.getByText('元')).toBeTruthy();
  });

  it('plate input upper-cases', () => {
    const { container, onChange } = edit('plate');
    fireEvent.change(container.querySelector('input') as HTMLInputElement, { target: { value: '浙a12345' } });
    expect(onChange).toHaveBeenLastCalledWith('浙A12345');
  });

  it('text input shows the placeholder 请输入 + title', () => {
    edit('text', { field: { valueType: 'text', title: '公告标题' } });
    expect(screen.getByPlaceholderText('请输入公告标题')).toBeTruthy();
  });

  it('upload sends the file through services.upload and stores the address list', async () => {
    const { container, onChange, services } = edit('upload', { value: ['https://files.example/old.pdf'] });
    const file = new File(['x'], 'new.pdf', { type: 'application/pdf' });
    fireEvent.change(container.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['https://files.example/old.pdf', 'https://files.example/new.pdf']));
    expect(services.upload).toHaveBeenCalledWith(file, 'file', { onProgress: expect.any(Function) });
    expect(services.messages).toContainEqual({ type: 'success', text: UPLOAD_SUCCEEDED });
  });

  it('a failed upload says 上传失败,请重新上传! and adds nothing', async () => {
    const services = createFakeServices();
    services.upload = vi.fn(async () => {
      throw new Error('网络错误');
    });
    const { container, onChange } = edit('image', {}, services);
    fireEvent.change(container.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(services.messages).toContainEqual({ type: 'error', text: UPLOAD_FAILED }));
    expect(services.upload).toHaveBeenCalledWith(expect.any(File), 'image', { onProgress: expect.any(Function) });
    expect(onChange).not.toHaveBeenCalledWith(expect.arrayContaining([expect.stringContaining('a.png')]));
  });

  it('switch with a dictionary stores the dictionary values (first item is on)', () => {
    const { container, onChange } = edit('switch', { value: 0, field: { valueType: 'switch', dictionary: 'yesNo', title: '强制阅读' } });
    fireEvent.click(container.querySelector('button[role=switch]') as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('rich text editor wraps the selection and previews the sanitised result', () => {
    const { container, onChange } = edit('richText', { value: '<p>x</p><img src=x onerror=alert(1)>' });
    fireEvent.click(screen.getByTitle('加粗'));
    expect(onChange).toHaveBeenCalledWith(expect.stringContaining('<strong></strong>'));
    fireEvent.click(screen.getByText('预览'));
    expect(container.querySelector('.renderer-rich-text')?.innerHTML).not.toContain('onerror');
  });
});
