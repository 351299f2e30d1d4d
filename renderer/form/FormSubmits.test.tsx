// @vitest-environment jsdom
/**
 * Several submits on one form (the bulletin form's 保存草稿 / 提交审核) and the cross-field validators in the form:
 * order and loading of the buttons, confirm before calling, the follow-up call with the saved record, a failure
 * that keeps every typed value; compareField re-validated when the other field changes, uniqueInColumn on a table.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormView as FormViewSpec } from '../../schemas/meta/generated/area';
import type { EndpointCall } from '../core/services';
import { bulletinArea, createFakeServices, ok, renderWithServices } from '../testing/fakeServices';
import { bulletinDictionaryRoutes, button, choose, errorsOf, inputOf, typeInto } from '../testing/formInteractions';
import FormView from './FormView';

// Kept: @formily/antd-v5 is a library; its FormGrid lays out through a ResizeObserver ponyfill costing ~1 s per render in jsdom.
vi.mock('@formily/antd-v5', async (importOriginal) =>
  (await import('../testing/formInteractions')).withLightGrid(await importOriginal<object>()),
);

const area = bulletinArea();
const bulletinForm = area.views.form as FormViewSpec;
const CREATE = 'POST /publicity/v2/api/bulletinInfos';
const SUBMIT_APPROVAL = 'POST /publicity/v2/api/bulletinInfos/submitApproval';

function open(view: FormViewSpec, routes: Record<string, unknown> = {}) {
  const services = createFakeServices({ routes: { ...bulletinDictionaryRoutes(), ...routes } });
  services.validators = { nameWithColon: () => undefined, url: () => undefined };
  const onClose = vi.fn();
  renderWithServices(
    <FormView area={area} viewName="form" view={view} params={{}} pointer="/views/form" container="modal" onClose={onClose} />,
    services,
  );
  return { services, onClose };
}
const posts = (calls: EndpointCall[]) => calls.filter((c) => c.method === 'POST').map((c) => c.url);

async function fillRequired() {
  typeInto('公告标题', '停车场维护通知');
  await choose('公告类型', '系统公告');
  typeInto('公告内容', '<p>今晚维护</p>');
}

// Whole-form validation and antd dialogs in jsdom: allow a loaded machine more than the default per test.
vi.setConfig({ testTimeout: 120_000 });

describe('submits (sysBulletin form: 保存草稿 / 提交审核)', () => {
  it('draws 取消, then the submits in order with the primary one last; 保存草稿 saves without asking', async () => {
    const { services, onClose } = open(bulletinForm, { [CREATE]: ok({ bulletinId: 61 }) });
    const footer = [...document.querySelectorAll('.renderer-form-view button')].map((b) => b.textContent?.replace(/\s/g, ''));
    expect(footer.slice(-3)).toEqual(['取消', '保存草稿', '提交审核']);
    expect(button(/提交审核/).className).toContain('ant-btn-primary');
    expect(button(/保存草稿/).className).not.toContain('ant-btn-primary');
    await fillRequired();
    fireEvent.click(button(/保存草稿/));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(posts(services.calls)).toEqual(['/publicity/v2/api/bulletinInfos']);
    expect(services.messages).toEqual([{ type: 'success', text: '保存成功!' }]);
  });

  it('提交审核 checks the form, then asks; 取消 calls nothing, 确定 creates and then submits the created bulletin', async () => {
    const { services, onClose } = open(bulletinForm, {
      [CREATE]: ok({ bulletinId: 62, title: '停车场维护通知' }),
      [SUBMIT_APPROVAL]: ok(null),
    });
    await fillRequired();
    fireEvent.click(button(/提交审核/));
    expect(await screen.findByText('确定提交审核该公告？')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /取\s*消/ }).at(-1)!);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(posts(services.calls)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(button(/提交审核/));
    await waitFor(() => expect(screen.getAllByText('确定提交审核该公告？').length).toBeGreaterThan(1));
    fireEvent.click((await screen.findAllByRole('button', { name: /确\s*定/ })).at(-1)!);
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(posts(services.calls)).toEqual(['/publicity/v2/api/bulletinInfos', '/publicity/v2/api/bulletinInfos/submitApproval']);
    expect(services.calls.find((c) => c.url.endsWith('/submitApproval'))?.data).toEqual({ bulletinId: 62 });
    expect(services.messages).toEqual([{ type: 'success', text: '提交成功!' }]);
  });

  it('hides 提交审核 from a user without its permission (SBLT17010013); 保存草稿 stays', () => {
    const services = createFakeServices({ routes: bulletinDictionaryRoutes(), permissions: ['SBLT17010002'] });
    renderWithServices(
      <FormView area={area} viewName="form" view={bulletinForm} params={{}} pointer="/views/form" container="modal" onClose={() => {}} />,
      services,
    );
    expect(button(/保存草稿/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /提交审核/ })).toBeNull();
  });

  /** The bulletin form with 提交审核 written without its own confirm and success text: its onSuccess action's stand in. */
  function withFollowUp(action: Record<string, unknown>, permissions: string[] | 'all' = 'all') {
    const submits = bulletinForm.submits!.map((s) =>
      s.onSuccess ? { label: s.label, endpoint: s.endpoint, onSuccess: s.onSuccess, primary: true } : s,
    );
    const changed = { ...area, actions: { ...area.actions, submitApproval: { ...area.actions!.submitApproval, ...action } as never } };
    const services = createFakeServices({
      permissions,
      routes: { ...bulletinDictionaryRoutes(), [CREATE]: ok({ bulletinId: 64 }), [SUBMIT_APPROVAL]: ok(null) },
    });
    services.validators = { nameWithColon: () => undefined, url: () => undefined };
    const onClose = vi.fn();
    renderWithServices(
      <FormView
        area={changed}
        viewName="form"
        view={{ ...bulletinForm, submits }}
        params={{}}
        pointer="/views/form"
        container="modal"
        onClose={onClose}
      />,
      services,
    );
    return { services, onClose };
  }

  it('onSuccess runs the action it names: the action asks its confirm before anything is saved and gives its success text', async () => {
    const { services, onClose } = withFollowUp({ confirm: '操作自己的确认：提交审核？', successMessage: '已提交审核!' });
    await fillRequired();
    fireEvent.click(button(/提交审核/));
    expect(await screen.findByText('操作自己的确认：提交审核？')).toBeTruthy();
    expect(posts(services.calls)).toEqual([]);
    fireEvent.click((await screen.findAllByRole('button', { name: /确\s*定/ })).at(-1)!);
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(posts(services.calls)).toEqual(['/publicity/v2/api/bulletinInfos', '/publicity/v2/api/bulletinInfos/submitApproval']);
    expect(services.calls.find((c) => c.url.endsWith('/submitApproval'))?.data).toEqual({ bulletinId: 64 });
    expect(services.messages).toEqual([{ type: 'success', text: '已提交审核!' }]);
  });

  it("hides a submit whose onSuccess action the user may not run (the action's permission)", () => {
    withFollowUp({ permission: 'SBLT17019999' }, ['SBLT17010002', 'SBLT17010013']);
    expect(button(/保存草稿/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /提交审核/ })).toBeNull();
  });

  it('a failed save keeps every typed value, shows the message and calls no follow-up', async () => {
    const { services, onClose } = open(bulletinForm, {
      [CREATE]: () => {
        throw new Error('公告标题已存在');
      },
    });
    await fillRequired();
    fireEvent.click(button(/保存草稿/));
    expect(await screen.findByText('公告标题已存在')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(inputOf('公告标题').value).toBe('停车场维护通知');
    expect(posts(services.calls)).toEqual(['/publicity/v2/api/bulletinInfos']);
  });

  it('the table refuses a repeated attachment name (uniqueInColumn): 第 2 行的名称与第 1 行重复', async () => {
    const { services } = open(bulletinForm, { [CREATE]: ok({ bulletinId: 63 }) });
    await fillRequired();
    fireEvent.click(button(/添加一行/));
    fireEvent.click(button(/添加一行/));
    const names = [...document.querySelectorAll('input[placeholder="请输入附件名称"]')] as HTMLInputElement[];
    fireEvent.change(names[0], { target: { value: '收费标准' } });
    fireEvent.change(names[1], { target: { value: '收费标准' } });
    fireEvent.click(button(/保存草稿/));
    await waitFor(() => expect(errorsOf('附件链接')).toBe('第 2 行的名称与第 1 行重复'));
    expect(services.messages).toContainEqual({ type: 'warning', text: '第 2 行的名称与第 1 行重复' });
    expect(posts(services.calls)).toEqual([]);
    // Another name in row 2 clears it at once.
    fireEvent.change(names[1], { target: { value: '停车场平面图' } });
    await waitFor(() => expect(errorsOf('附件链接')).toBe(''));
  });
});

describe('cross-field validators in the form', () => {
  const period: FormViewSpec = {
    kind: 'form',
    submit: 'create',
    schema: {
      type: 'object',
      properties: {
        minCount: { title: '最少张数', valueType: 'integer' },
        maxCount: { title: '最多张数', valueType: 'integer', 'x-validator': [{ compareField: { op: 'gt', field: 'minCount' } }] },
        mobile: { title: '手机号', valueType: 'text', 'x-validator': [{ atLeastOneOf: { fields: ['email'] } }] },
        email: { title: '邮箱', valueType: 'text' },
      },
    },
  };

  it('compareField shows 最多张数应大于最少张数 and clears when the other field changes; atLeastOneOf clears when 邮箱 is filled', async () => {
    const { services, onClose } = open(period, { [CREATE]: ok(null) });
    typeInto('最少张数', '10');
    typeInto('最多张数', '5');
    await waitFor(() => expect(errorsOf('最多张数')).toBe('最多张数应大于最少张数'));
    typeInto('最少张数', '3');
    await waitFor(() => expect(errorsOf('最多张数')).toBe(''));
    fireEvent.click(button(/确\s*定/));
    await waitFor(() => expect(errorsOf('手机号')).toBe('请至少填写手机号、邮箱中的一项'));
    expect(posts(services.calls)).toEqual([]);
    typeInto('邮箱', 'ops@example.cn');
    await waitFor(() => expect(errorsOf('手机号')).toBe(''));
    fireEvent.click(button(/确\s*定/));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(services.calls.find((c) => c.method === 'POST')?.data).toEqual({ minCount: 3, maxCount: 5, email: 'ops@example.cn' });
  });
});
