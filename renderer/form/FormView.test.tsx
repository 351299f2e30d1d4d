// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormView as FormViewSpec } from '../../schemas/meta/generated/area';
import type { EndpointCall } from '../core/services';
import { bulletinArea, createFakeServices, ok, renderWithServices, type FakeServices } from '../testing/fakeServices';
import {
  bulletinDictionaryRoutes,
  button,
  choose,
  errorsOf,
  fieldBox,
  hasField,
  inputOf,
  isSelectDisabled,
  selectedLabels,
  typeInto,
} from '../testing/formInteractions';
import FormView from './FormView';

// Kept: @formily/antd-v5 is a library; its FormGrid lays out through a ResizeObserver ponyfill costing ~1 s per render in jsdom.
vi.mock('@formily/antd-v5', async (importOriginal) =>
  (await import('../testing/formInteractions')).withLightGrid(await importOriginal<object>()),
);

const area = bulletinArea();
// The bulletin form with one submit written as the shorthand `submit` (its own submits: FormSubmits.test.tsx).
const { submits: _submits, ...bulletinForm } = area.views.form as FormViewSpec;
const addView: FormViewSpec = { ...bulletinForm, submit: 'create' };
const editView: FormViewSpec = { ...addView, title: '编辑公告', load: 'detail', submit: 'update' };
const REQUIRED = '该字段是必填字段';
const OK = /确\s*定/;

function open(view: FormViewSpec, routes: Record<string, unknown> = {}, params: Record<string, string> = {}, services?: FakeServices) {
  const fake = services ?? createFakeServices({ routes: { ...bulletinDictionaryRoutes(), ...routes } });
  const onClose = vi.fn();
  renderWithServices(
    <FormView area={area} viewName="form" view={view} params={params} pointer="/views/form" container="modal" onClose={onClose} />,
    fake,
  );
  return { services: fake, onClose };
}

const sent = (services: FakeServices, method: string) => services.calls.filter((c: EndpointCall) => c.method === method);

async function fillRequired() {
  typeInto('公告标题', '停车场维护通知');
  await choose('公告类型', '系统公告');
  typeInto('公告内容', '<p>今晚维护</p>');
}

describe('FormView (sysBulletin form)', () => {
  it('a submit without the required fields marks each one and warns with the first message', async () => {
    const { services, onClose } = open(addView);
    fireEvent.click(button(OK));
    await waitFor(() => expect(errorsOf('公告标题')).toBe(REQUIRED));
    expect(errorsOf('公告类型')).toBe(REQUIRED);
    expect(errorsOf('公告内容')).toBe(REQUIRED);
    expect(errorsOf('强制阅读')).toBe('');
    expect(services.messages).toEqual([{ type: 'warning', text: REQUIRED }]);
    expect(sent(services, 'POST')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows 接收运营商类型 only when 公告类型 is 2 (运营商公告), and then requires it', async () => {
    const { services } = open(addView);
    expect(hasField('接收运营商类型')).toBe(false);
    await choose('公告类型', '运营商公告');
    await waitFor(() => expect(hasField('接收运营商类型')).toBe(true));
    typeInto('公告标题', '运营商通知');
    typeInto('公告内容', '<p>内容</p>');
    fireEvent.click(button(OK));
    await waitFor(() => expect(errorsOf('接收运营商类型')).toBe(REQUIRED));
    expect(services.messages.at(-1)).toEqual({ type: 'warning', text: REQUIRED });
    await choose('公告类型', '系统公告');
    await waitFor(() => expect(hasField('接收运营商类型')).toBe(false));
  });

  it('keeps 发布城市 disabled and empty until a 发布省份 is chosen; the cities follow the province', async () => {
    const { services } = open(addView);
    expect(isSelectDisabled('发布城市')).toBe(true);
    await choose('发布省份', '浙江省');
    await waitFor(() => expect(isSelectDisabled('发布城市')).toBe(false));
    await choose('发布城市', '杭州市');
    expect(selectedLabels('发布城市')).toEqual(['杭州市']);
    expect(services.calls.some((c) => c.url === '/dealer/v2/api/level2AddrInfos' && c.params?.parentCode === '33')).toBe(true);
    // Another province: its cities load and 杭州市, no longer an option, is cleared.
    await choose('发布省份', '江苏省');
    await waitFor(() => expect(selectedLabels('发布城市')).toEqual([]));
    await choose('发布城市', '南京市');
    // No province: disabled and emptied again.
    fireEvent.mouseDown(fieldBox('发布省份').querySelector('.ant-select-clear') as HTMLElement);
    await waitFor(() => expect(isSelectDisabled('发布城市')).toBe(true));
    expect(selectedLabels('发布城市')).toEqual([]);
  });

  it('a successful submit sends the form values, says 保存成功! and closes with changed = true', async () => {
    const { services, onClose } = open(addView, { 'POST /publicity/v2/api/bulletinInfos': ok(null) });
    await fillRequired();
    fireEvent.click(button(OK));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(services.messages).toEqual([{ type: 'success', text: '保存成功!' }]);
    const [call] = sent(services, 'POST');
    expect(call.url).toBe('/publicity/v2/api/bulletinInfos');
    expect(call.data).toEqual({
      title: '停车场维护通知',
      category: 1,
      forceRead: 0,
      cityCodes: [],
      content: '<p>今晚维护</p>',
      attachments: [],
    });
  });

  it('a failed submit shows the message and keeps every typed value', async () => {
    const { services, onClose } = open(addView, {
      'POST /publicity/v2/api/bulletinInfos': () => {
        throw new Error('公告标题已存在');
      },
    });
    await fillRequired();
    await choose('发布省份', '浙江省');
    fireEvent.click(button(OK));
    expect(await screen.findByText('公告标题已存在')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(services.messages.filter((m) => m.type === 'success')).toEqual([]);
    expect(inputOf('公告标题').value).toBe('停车场维护通知');
    expect(inputOf('公告内容').value).toBe('<p>今晚维护</p>');
    expect(selectedLabels('公告类型')).toEqual(['系统公告']);
    expect(selectedLabels('发布省份')).toEqual(['浙江省']);
    // The same values go again on the next try.
    services.routes['POST /publicity/v2/api/bulletinInfos'] = ok(null);
    fireEvent.click(button(OK));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(sent(services, 'POST')[1].data).toMatchObject({ title: '停车场维护通知', category: 1, provinceCode: '33' });
    // Two whole fills, validations and submits of the form: on a loaded 2-core machine more than the default 20 s.
  }, 60_000);

  it('edit: load fills the form from the detail endpoint, submit sends update with the id', async () => {
    const record = {
      bulletinId: 7,
      title: '充电桩升级',
      category: 2,
      dealerTypes: [2],
      provinceCode: '33',
      cityCodes: ['3302'],
      forceRead: 1,
      content: '<p>升级</p>',
      attachments: [{ name: '收费标准', url: 'https://example.com/fee.pdf' }],
      createTime: '2026-01-01 08:00:00',
      bulletinStatus: 2,
    };
    const { services, onClose } = open(
      editView,
      { 'GET /publicity/v2/api/bulletinInfos/7': ok(record), 'PUT /publicity/v2/api/bulletinInfos': ok(null) },
      { id: '7' },
    );
    await waitFor(() => expect(inputOf('公告标题').value).toBe('充电桩升级'));
    await waitFor(() => expect(selectedLabels('公告类型')).toEqual(['运营商公告']));
    expect(hasField('接收运营商类型')).toBe(true);
    await waitFor(() => expect(selectedLabels('发布城市')).toEqual(['宁波市']));
    expect(isSelectDisabled('发布城市')).toBe(false);
    expect(fieldBox('强制阅读').querySelector('button[role=switch]')?.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(button(OK));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    const [call] = sent(services, 'PUT');
    expect(call.data).toEqual({
      bulletinId: '7',
      title: '充电桩升级',
      category: 2,
      dealerTypes: [2],
      provinceCode: '33',
      cityCodes: ['3302'],
      forceRead: 1,
      content: '<p>升级</p>',
      attachments: [{ name: '收费标准', url: 'https://example.com/fee.pdf' }],
    });
  });

  it('a failed load shows the error and does not allow saving', async () => {
    open(editView, { 'GET /publicity/v2/api/bulletinInfos/7': () => Promise.reject(new Error('公告不存在')) }, { id: '7' });
    expect(await screen.findByText('加载失败：公告不存在')).toBeTruthy();
    expect((button(OK) as HTMLButtonElement).disabled).toBe(true);
  });

  it('取消 closes without change', () => {
    const { onClose } = open(addView);
    fireEvent.click(button(/取\s*消/));
    expect(onClose).toHaveBeenCalledWith(false);
  });
});

describe('FormView validators by name', () => {
  const plateView: FormViewSpec = {
    kind: 'form',
    submit: 'create',
    schema: { type: 'object', properties: { plateNo: { ...area.fields?.plateNo, dataIndex: 'plateNo', required: true } } },
  };

  it('runs the named validator of services.validators and shows its message', async () => {
    const services = createFakeServices({ routes: { 'POST /publicity/v2/api/bulletinInfos': ok(null) } });
    const plateNo = vi.fn((value: unknown) =>
      value === '' || value === undefined || /^[浙A-Z0-9]{1,9}$/.test(String(value)) ? undefined : '请输入正确的车牌号',
    );
    services.validators = { plateNo };
    const { onClose } = open(plateView, {}, {}, services);
    typeInto('车牌号', '浙A#1234');
    fireEvent.click(button(OK));
    await waitFor(() => expect(errorsOf('车牌号')).toBe('请输入正确的车牌号'));
    expect(services.messages).toContainEqual({ type: 'warning', text: '请输入正确的车牌号' });
    expect(plateNo).toHaveBeenCalledWith('浙A#1234', undefined);
    typeInto('车牌号', '浙A12345');
    fireEvent.click(button(OK));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(sent(services, 'POST')[0].data).toEqual({ plateNo: '浙A12345' });
  });

  it('an unknown validator name is a visible configuration error, not a crash', async () => {
    const view: FormViewSpec = {
      ...plateView,
      schema: { type: 'object', properties: { plateNo: { ...plateView.schema.properties.plateNo, 'x-validator': ['plateNumber'] } } },
    };
    const services = createFakeServices({ routes: { 'POST /publicity/v2/api/bulletinInfos': ok(null) } });
    const { onClose } = open(view, {}, {}, services);
    expect(screen.getByText('表单配置错误')).toBeTruthy();
    expect(screen.getByText(/未知的校验器 "plateNumber"（\/views\/form\/schema\/properties\/plateNo\/x-validator\/0）/)).toBeTruthy();
    typeInto('车牌号', '浙A12345');
    fireEvent.click(button(OK));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
  });
});

describe('FormView field flags', () => {
  it('x-read-pretty shows the read form, x-hidden is not shown but submitted, x-disabled locks the input', async () => {
    const view: FormViewSpec = {
      kind: 'form',
      submit: 'create',
      schema: {
        type: 'object',
        properties: {
          fee: { title: '应收金额', valueType: 'money', unit: 'fen', default: 123450, 'x-read-pretty': true },
          bulletinId: { title: '编号', valueType: 'text', default: 'B-1', 'x-hidden': true },
          remark: { title: '备注', valueType: 'text', default: '固定', 'x-disabled': true },
        },
      },
    };
    const { services, onClose } = open(view, { 'POST /publicity/v2/api/bulletinInfos': ok(null) });
    expect(fieldBox('应收金额').textContent).toContain('¥1,234.50');
    expect(hasField('编号')).toBe(false);
    expect(inputOf('备注').disabled).toBe(true);
    fireEvent.click(button(OK));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(sent(services, 'POST')[0].data).toEqual({ fee: 123450, bulletinId: 'B-1', remark: '固定' });
  });
});
