/**
 * The one Formily component of every form field: reads the field spec from `x-data`, picks the edit form
 * of its value type (or the read form when the field is read-pretty), and hands a dependent dictionary
 * the form values it depends on (city ← provinceCode), so it reloads when they change.
 */
import { isField } from '@formily/core';
import { observer, useField, useFieldSchema } from '@formily/react';
import { toJS } from '@formily/reactive';
import { useMemo } from 'react';
import type { ValueScope } from '../core/endpoint';
import { ConfigError, ReadValue, dictionaryFieldDependencies, unknownValueTypeMessage, valueTypeSpec } from '../fields';
import type { ValueEditData } from './fieldSchema';
import { useSchemaFormContext } from './formContext';

interface FormilyInputProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  onFocus?: unknown;
  onBlur?: unknown;
  disabled?: boolean;
  readOnly?: boolean;
  [key: string]: unknown;
}

export const ValueEdit = observer(function ValueEdit(props: FormilyInputProps) {
  const { value, onChange, onFocus: _onFocus, onBlur: _onBlur, disabled, readOnly, ...componentProps } = props;
  const formField = useField();
  const data = useFieldSchema()['x-data'] as ValueEditData | undefined;
  const { area, record } = useSchemaFormContext();
  const spec = data?.field;
  const dependencies = dictionaryFieldDependencies(area, spec?.dictionary);
  // Reading the dependency values inside the observer re-renders this input when they change.
  const dependencyValues = dependencies.map((name) => formField.form.getValuesIn(name) as unknown);
  const dependencyKey = JSON.stringify(dependencyValues);
  const scope = useMemo<ValueScope>(
    () => ({ form: Object.fromEntries(dependencies.map((name, i) => [name, dependencyValues[i]])), record }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dependencyKey, record],
  );
  // A registered field component sees the live form values: reading them all here re-renders it when any changes.
  const formValues = spec?.valueType === 'component' ? (toJS(formField.form.values) as Record<string, unknown>) : undefined;
  if (!spec) return <ConfigError message="表单字段缺少定义" />;
  const valueType = valueTypeSpec(spec.valueType ?? 'text');
  if (!valueType) return <ConfigError message={unknownValueTypeMessage(spec.valueType)} pointer={data.pointer} />;
  if (isField(formField) && formField.readPretty) {
    return <ReadValue field={spec} value={value} record={formValues ?? ((formField.form.values ?? {}) as Record<string, unknown>)} area={area} />;
  }
  return (
    <valueType.Edit
      field={spec}
      area={area}
      value={value}
      onChange={(next) => onChange?.(next)}
      disabled={disabled}
      readOnly={readOnly}
      scope={scope}
      componentProps={componentProps}
      setFormValue={(name, next) => formField.form.setValuesIn(name, next)}
      formValues={formValues}
    />
  );
});
