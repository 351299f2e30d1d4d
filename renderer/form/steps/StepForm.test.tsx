// @vitest-environment jsdom
/**
 * A form view with `steps`, on the real 月卡办理 form (schemas/specificCar.json monthlyCardAdd): per-step
 * validation before 下一步, 上一步 keeping values, the chosen park's 月卡规则 offered with their price, computed
 * 适用时段 / 月单价 / 结束日期 / 应收金额 from the chosen rule's record, the summary step showing every value with its
 * label, the submitted body, and a refused submit keeping everything.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import library from '../../../schemas/common/fields.json';
import specificCar from '../../../schemas/specificCar.json';
import type { AreaDocument, FieldLibraryDocument, FormView as FormViewSpec } from '../../../schemas/meta/generated/area';
import { resolveArea } from '../../../schemas/meta/lib/resolveArea';
import type { EndpointCall } from '../../core/services';
import { createFakeServices, ok, renderWithServices, type FakeServices } from '../../testing/fakeServices';
import { button, choose, errorsOf, fieldBox, hasField, inputOf, typeInto } from '../../testing/formInteractions';
import FormView from '../FormView';

// Kept: @formily/antd-v5 is a library; its FormGrid lays out through a ResizeObserver ponyfill costing ~1 s per render in jsdom.
vi.mock('@formily/antd-v5', async (importOriginal) =>
  (await import('../../testing/formInteractions')).withLightGrid(await importOriginal<object>()),
);

const area = resolveArea(specificCar as unknown as AreaDocument, library as unknown as FieldLibraryDocument);
const view = area.views.monthlyCardAdd as FormViewSpec;
const REQUIRED = '该字段是必填字段';
const period = (periodStart: string, periodEnd: string, monthPrice: number) => ({ periodStart, periodEnd, monthPrice });
/** The 月卡规则 records in force per park, as monthlyRuleInfos/chosen serves them. */
const RULES: Record<string, { id: number; ruleName: string; periods: ReturnType<typeof period>[] }[]> = {
  '1001': [
    { id: 11, ruleName: '标准月卡', periods: [period('00:00:00', '23:59:00', 30000)] },
    { id: 12, ruleName: '夜间月卡', periods: [period('00:00:00', '07:30:00', 9000), period('19:00:00', '23:59:00', 6000)] },
  ],
  '1002': [{ id: 21, ruleName: '标准月卡', periods: [period('00:00:00', '23:59:00', 35000)] }],
};

function open(submit: (call: EndpointCall) => unknown = () => ok({ id: 99 })) {
  const services: FakeServices = createFakeServices({
    routes: {
      'GET /dealer/v2/api/parkInfos/chosen': ok([
        { parkId: 1001, parkName: '西湖文化广场停车场' },
        { parkId: 1002, parkName: '武林广场地下停车库' },
      ]),
      'GET /special/v2/api/monthlyRuleInfos/chosen': (call: EndpointCall) => {
        const rules = call.params?.ruleStatus === 1 ? (RULES[String(call.params?.parkId)] ?? []) : [];
        return ok({ results: rules, totalRecord: rules.length });
      },
      'GET /dealer/v2/api/payTypes': ok([
        { payType: 1, payTypeName: '微信支付' },
        { payType: 3, payTypeName: '现金' },
      ]),
      'POST /special/v2/api/monthlyCards': submit,
    },
  });
  services.validators = {
    plateNo: () => undefined,
    name: () => undefined,
    mobile: (v) => (/^1\d{10}$/.test(String(v ?? '')) ? undefined : '请输入正确的手机号'),
  };
  renderWithServices(
    <FormView area={area} viewName="monthlyCardAdd" view={view} params={{}} pointer="/views/monthlyCardAdd" container="page" />,
    services,
  );
  return services;
}

const currentStep = () => document.querySelector('.ant-steps-item-process .ant-steps-item-title')?.textContent;
const shownPane = () => document.querySelector('.renderer-form-step:not([hidden])')?.getAttribute('data-step');
const summaryText = () => document.querySelector('.renderer-step-summary')?.textContent ?? '';

async function pickDate(label: string, date: string) {
  const input = inputOf(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: date } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  await waitFor(() => expect(inputOf(label).value).toBe(date));
}

async function fillVehicle() {
  typeInto('车牌号', '浙AD3M21');
  typeInto('车主姓名', '周明轩');
  typeInto('手机号', '13857112345');
  await choose('车场', '西湖文化广场停车场');
}

async function fillPlan() {
  await choose('月卡规则', '标准月卡 · ¥300/月');
  await pickDate('开始日期', '2026-12-01');
  typeInto('月数', '3');
  await waitFor(() => expect(fieldBox('应收金额').textContent).toContain('¥900.00'));
}

async function next(expected: string) {
  fireEvent.click(button(/下一步/));
  await waitFor(() => expect(currentStep()).toBe(expected));
}

// Each case walks a whole form in jsdom: several seconds on a loaded machine.
describe('step form (月卡办理)', { timeout: 240_000 }, () => {
  it('shows the three steps and validates only the current step before 下一步', async () => {
    const services = open();
    expect([...document.querySelectorAll('.ant-steps-item-title')].map((el) => el.textContent)).toEqual([
      '车辆与车主',
      '规则与有效期',
      '确认并缴费',
    ]);
    expect(currentStep()).toBe('车辆与车主');
    fireEvent.click(button(/下一步/));
    await waitFor(() => expect(errorsOf('车牌号')).toBe(REQUIRED));
    expect(errorsOf('车主姓名')).toBe(REQUIRED);
    expect(errorsOf('车场')).toBe(REQUIRED);
    expect(services.messages).toEqual([{ type: 'warning', text: REQUIRED }]);
    expect(currentStep()).toBe('车辆与车主');
    expect(shownPane()).toBe('0');
    expect(hasField('月卡规则')).toBe(false); // a later step mounts when it is reached
    typeInto('手机号', '1385711');
    fireEvent.click(button(/下一步/));
    await waitFor(() => expect(errorsOf('手机号')).toBe('请输入正确的手机号'));
    expect(currentStep()).toBe('车辆与车主');
    // With step 1 valid, the empty required fields of step 2 do not hold 下一步 back, there or on the way back.
    await fillVehicle();
    await next('规则与有效期');
    expect(errorsOf('月卡规则')).toBe('');
    fireEvent.click(button(/上一步/));
    await waitFor(() => expect(currentStep()).toBe('车辆与车主'));
    await next('规则与有效期');
    expect(errorsOf('月卡规则')).toBe('');
  });

  it('computes 适用时段, 月单价, 结束日期 and 应收金额 from the chosen rule; 上一步 keeps every value', async () => {
    const services = open();
    await fillVehicle();
    await next('规则与有效期');
    expect(shownPane()).toBe('1');
    await fillPlan();
    expect(fieldBox('结束日期').textContent).toContain('2027-02-28');
    expect(fieldBox('适用时段').textContent).toContain('00:00–23:59');
    expect(fieldBox('月单价').textContent).toContain('¥300.00');
    expect(
      services.calls.some(
        (c) => c.url === '/special/v2/api/monthlyRuleInfos/chosen' && c.params?.parkId === 1001 && c.params?.ruleStatus === 1,
      ),
    ).toBe(true);
    await choose('月卡规则', '夜间月卡 · ¥150/月');
    await waitFor(() => expect(fieldBox('应收金额').textContent).toContain('¥450.00'));
    expect(fieldBox('适用时段').textContent).toContain('00:00–07:30、19:00–23:59');
    expect(fieldBox('月单价').textContent).toContain('¥150.00');

    fireEvent.click(button(/上一步/));
    await waitFor(() => expect(currentStep()).toBe('车辆与车主'));
    expect(inputOf('车牌号').value).toBe('浙AD3M21');
    expect(inputOf('车主姓名').value).toBe('周明轩');
    await next('规则与有效期');
    expect(inputOf('开始日期').value).toBe('2026-12-01');
    expect(fieldBox('应收金额').textContent).toContain('¥450.00');
  });

  it('summarises every value with its label, then submits the values with the computed ones', async () => {
    const services = open();
    await fillVehicle();
    await next('规则与有效期');
    await fillPlan();
    await next('确认并缴费');
    const summary = summaryText();
    for (const text of ['车辆与车主', '车牌号', '浙AD3M21', '车主姓名', '周明轩', '手机号', '13857112345', '车场', '西湖文化广场停车场'])
      expect(summary).toContain(text);
    for (const text of [
      '规则与有效期',
      '月卡规则',
      '标准月卡 · ¥300/月',
      '适用时段',
      '00:00–23:59',
      '月单价',
      '¥300.00',
      '开始日期',
      '2026-12-01',
      '月数',
      '结束日期',
      '2027-02-28',
      '应收金额',
      '¥900.00',
    ])
      expect(summary).toContain(text);
    expect(inputOf('实收金额').value).toBe('900.00');
    expect(button(/确认并缴费/)).toBeTruthy();
    await choose('支付方式', '现金');
    fireEvent.click(button(/确认并缴费/));
    await waitFor(() => expect(services.messages.at(-1)).toEqual({ type: 'success', text: '月卡办理成功!' }));
    const post = services.calls.find((c) => c.method === 'POST')!;
    expect(post.data).toMatchObject({
      plateNo: '浙AD3M21',
      plateColor: 1,
      ownerName: '周明轩',
      parkId: 1001,
      ruleId: 11,
      ruleName: '标准月卡',
      periodText: '00:00–23:59',
      monthPrice: 30000,
      beginDate: '2026-12-01',
      months: 3,
      endDate: '2027-02-28',
      receivableMoney: 90000,
      paidMoney: 90000,
      payType: 3,
    });
    // A page starts again for the next card.
    await waitFor(() => expect(currentStep()).toBe('车辆与车主'));
    expect(inputOf('车牌号').value).toBe('');
  });

  it('a refused submit stays on the summary with the message and keeps every value', async () => {
    const services = open(() => {
      throw new Error('该车牌在该车场已有有效期重叠的月卡');
    });
    await fillVehicle();
    await next('规则与有效期');
    await fillPlan();
    await next('确认并缴费');
    await choose('支付方式', '微信支付');
    fireEvent.click(button(/确认并缴费/));
    await waitFor(() => expect(screen.getByText('该车牌在该车场已有有效期重叠的月卡')).toBeTruthy());
    expect(currentStep()).toBe('确认并缴费');
    expect(summaryText()).toContain('浙AD3M21');
    expect(summaryText()).toContain('¥900.00');
    expect(inputOf('实收金额').value).toBe('900.00');
    expect(services.messages.some((m) => m.type === 'success')).toBe(false);
  });
});
