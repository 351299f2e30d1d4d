/**
 * Value type component: the read and the edit form are a component the shell registers (`services.components`,
 * names in schemas/meta/components.json) for fields, named by the field's `component`, given the field's
 * `fieldProps` as data. An unknown name shows a visible error naming it
 * and the registered ones.
 */
import { registeredComponent } from '../core/registeredComponent';
import { useRendererServices, type RegisteredFieldProps } from '../core/services';
import { ConfigError } from './ConfigError';
import type { EditProps, FieldSpec, ReadProps, ValueTypeSpec } from './types';

const noChange = () => undefined;

function FieldComponent({ field, ...rest }: Omit<RegisteredFieldProps, 'props'> & { field: FieldSpec; props?: Record<string, unknown> }) {
  const services = useRendererServices();
  const name = field.component;
  if (!name) return <ConfigError message="值类型 component 需要 component（注册组件名）" />;
  const found = registeredComponent(services, name, 'field');
  if ('problem' in found) return <ConfigError message={`未知的组件 "${name}"（${found.problem}）`} />;
  return <found.Component {...rest} props={rest.props ?? field.fieldProps ?? {}} />;
}

function ComponentRead({ field, value, record }: ReadProps) {
  return <FieldComponent field={field} mode="read" value={value} onChange={noChange} record={record} setRecordValue={noChange} />;
}

function ComponentEdit({ field, value, onChange, disabled, readOnly, scope, componentProps, setFormValue, formValues }: EditProps) {
  return (
    <FieldComponent
      field={field}
      mode={readOnly ? 'read' : 'edit'}
      value={value}
      onChange={onChange}
      record={formValues ?? scope?.record ?? {}}
      setRecordValue={setFormValue ?? noChange}
      props={{ ...(field.fieldProps ?? {}), ...(componentProps ?? {}) }}
      disabled={disabled}
    />
  );
}

export const componentTypes = {
  component: { Read: ComponentRead, Edit: ComponentEdit },
} satisfies Record<string, ValueTypeSpec>;
