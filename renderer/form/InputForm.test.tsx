// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RequestAction } from '../../schemas/meta/generated/area';
import { bulletinArea, createFakeServices, renderWithServices } from '../testing/fakeServices';
import { button, errorsOf, hasField, inputOf, typeInto } from '../testing/formInteractions';
import { InputForm } from './InputForm';

// Kept: @formily/antd-v5 is a library; its FormGrid lays out through a ResizeObserver ponyfill costing ~1 s per render in jsdom.
vi.mock('@formily/antd-v5', async (importOriginal) =>
  (await import('../testing/formInteractions')).withLightGrid(await importOriginal<object>()),
);

const area = bulletinArea();
const approve = area.actions?.approve as RequestAction;
const OK = /确\s*定/;

function open(onSubmit = vi.fn(async () => {})) {
  const services = createFakeServices();
  const onCancel = vi.fn();
  renderWithServices(
    <InputForm area={area} schema={approve.input!.schema} title={approve.input!.title} open onSubmit={onSubmit} onCancel={onCancel} />,
    services,
  );
  return { services, onSubmit, onCancel };
}

describe('InputForm (审核: 审核结果 + 驳回原因)', () => {
  it('is a modal titled 公告审核 whose default 审核结果 is 通过, without 驳回原因', async () => {
    const { onSubmit } = open();
    expect(screen.getByText('公告审核')).toBeTruthy();
    expect((screen.getByLabelText('通过') as HTMLInputElement).checked).toBe(true);
    expect(hasField('驳回原因')).toBe(false);
    fireEvent.click(button(OK));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ approvalStatus: 1 }));
  });

  it('驳回 asks for a required 驳回原因', async () => {
    const { onSubmit, services } = open();
    fireEvent.click(screen.getByLabelText('驳回'));
    await waitFor(() => expect(hasField('驳回原因')).toBe(true));
    fireEvent.click(button(OK));
    await waitFor(() => expect(errorsOf('驳回原因')).toBe('该字段是必填字段'));
    expect(services.messages).toEqual([{ type: 'warning', text: '该字段是必填字段' }]);
    expect(onSubmit).not.toHaveBeenCalled();
    typeInto('驳回原因', '标题不规范');
    fireEvent.click(button(OK));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ approvalStatus: 2, approvalRemark: '标题不规范' }));
  });

  it('a rejected onSubmit shows its message in the modal and keeps the values', async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('该公告已被他人审核');
    });
    open(onSubmit);
    fireEvent.click(screen.getByLabelText('驳回'));
    await waitFor(() => expect(hasField('驳回原因')).toBe(true));
    typeInto('驳回原因', '重复');
    fireEvent.click(button(OK));
    expect(await screen.findByText('该公告已被他人审核')).toBeTruthy();
    expect((screen.getByLabelText('驳回') as HTMLInputElement).checked).toBe(true);
    expect(inputOf('驳回原因').value).toBe('重复');
  });

  it('取消 calls onCancel', () => {
    const { onCancel, onSubmit } = open();
    fireEvent.click(button(/取\s*消/));
    expect(onCancel).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
