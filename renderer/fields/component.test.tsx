// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormSchema } from '../../schemas/meta/generated/area';
import type { RegisteredComponent, RegisteredFieldProps } from '../core/services';
import { button, errorsOf } from '../testing/formInteractions';
import { InputForm } from '../form/InputForm';
import { bulletinArea, createFakeServices, renderWithServices } from '../testing/fakeServices';
import { ReadValue } from './ReadValue';
import type { FieldSpec } from './types';
import { valueTypes } from './valueTypes';

// Kept: @formily/antd-v5 is a library; its FormGrid lays out through a ResizeObserver ponyfill costing ~1 s per render in jsdom.
vi.mock('@formily/antd-v5', async (importOriginal) =>
  (await import('../testing/formInteractions')).withLightGrid(await importOriginal<object>()),
);

const area = bulletinArea();
const OK = /确\s*定/;

/** A field component that shows everything it receives and offers its two ways of writing. */
function Pin({ mode, value, onChange, record, setRecordValue, props, disabled }: RegisteredFieldProps) {
  return (
    <div>
      <p>{`${mode} 值=${JSON.stringify(value ?? null)} 经度=${JSON.stringify(record.longitude ?? null)} 属性=${JSON.stringify(props)}${disabled ? ' 禁用' : ''}`}</p>
      <button type="button" onClick={() => onChange('已选')}>
        选择
      </button>
      <button type="button" onClick={() => setRecordValue('longitude', Number(props.place ?? 120.1))}>
        放置
      </button>
    </div>
  );
}

const components: Record<string, RegisteredComponent> = { DeviceMap: { view: () => null }, Pin: { field: Pin } };
const services = () => ({ ...createFakeServices(), components });

describe('value type component', () => {
  it('reads through the registered component even when its own value is empty (details and list cells use ReadValue)', () => {
    renderWithServices(
      <ReadValue
        field={{ title: '位置', valueType: 'component', component: 'Pin', fieldProps: { zoom: 3 } } as FieldSpec}
        value={undefined}
        record={{ longitude: 120.15 }}
        area={area}
      />,
      services(),
    );
    expect(screen.getByText('read 值=null 经度=120.15 属性={"zoom":3}')).toBeTruthy();
  });

  it('edits alone: onChange gives the new value, props are fieldProps with the input props over them', () => {
    const onChange = vi.fn();
    const Edit = valueTypes.component.Edit;
    renderWithServices(
      <Edit
        field={{ title: '位置', valueType: 'component', component: 'Pin', fieldProps: { zoom: 3 } }}
        area={area}
        value="旧"
        onChange={onChange}
        componentProps={{ zoom: 5 }}
        disabled
      />,
      services(),
    );
    expect(screen.getByText('edit 值="旧" 经度=null 属性={"zoom":5} 禁用')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '选择' }));
    expect(onChange).toHaveBeenCalledWith('已选');
  });

  it.each([
    ['GeoPiont', '未知的组件 "GeoPiont"（已注册的组件：DeviceMap、Pin）'],
    ['DeviceMap', '未知的组件 "DeviceMap"（该组件不能用作字段；可用作字段的组件：Pin）'],
    ['ToString', '未知的组件 "ToString"（已注册的组件：DeviceMap、Pin）'],
  ])('a name no field component has (%s) is a visible error naming the registered ones', (name, text) => {
    renderWithServices(
      <ReadValue field={{ title: '位置', valueType: 'component', component: name }} value={1} record={{}} area={area} />,
      services(),
    );
    expect(screen.getByRole('alert').textContent).toBe(text);
  });

  it('without a name it says the value type needs one', () => {
    renderWithServices(<ReadValue field={{ title: '位置', valueType: 'component' }} value={1} record={{}} area={area} />, services());
    expect(screen.getByRole('alert').textContent).toBe('值类型 component 需要 component（注册组件名）');
  });
});

const schema: FormSchema = {
  type: 'object',
  properties: {
    longitude: { title: '经度', valueType: 'number', maximum: 180 },
    spot: { title: '位置', valueType: 'component', component: 'Pin', required: true, fieldProps: { place: 200 } },
  },
};

describe('value type component in a form', () => {
  it('is a Formily field: required runs on its value, it sees the live form values and writes other fields, whose own rules still run', async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithServices(<InputForm area={area} schema={schema} title="放置设备" open onSubmit={onSubmit} onCancel={vi.fn()} />, services());
    fireEvent.click(button(OK));
    await waitFor(() => expect(errorsOf('位置')).toBe('该字段是必填字段'));

    fireEvent.click(screen.getByRole('button', { name: '选择' }));
    fireEvent.click(screen.getByRole('button', { name: '放置' }));
    await waitFor(() => expect(screen.getByText('edit 值="已选" 经度=200 属性={"place":200}')).toBeTruthy());
    fireEvent.click(button(OK));
    await waitFor(() => expect(errorsOf('经度')).toBe('数值不能大于180'));
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '120.5' } });
    await waitFor(() => expect(screen.getByText('edit 值="已选" 经度=120.5 属性={"place":200}')).toBeTruthy());
    fireEvent.click(button(OK));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ longitude: 120.5, spot: '已选' }));
  });
});
