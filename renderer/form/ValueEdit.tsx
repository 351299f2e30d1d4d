/**
 * The one Formily component of every form field: reads the field spec from `x-data`, picks the edit form
 * of its value type (or the read form when the field is read-pretty), and hands a dependent dictionary
 * the form values it depends on (city ← provinceCode) or, in a table cell, the cells of its own row it
 * depends on (lane ← the row's parkId), so it reloads when they change.
 */
import { isField, type Form, type FormPathPattern } from '@formily/core';
import { observer, useField, useFieldSchema } from '@formily/react';
import { toJS } from '@formily/reactive';
import { useMemo } from 'react';
import type { ValueScope } from '../core/endpoint';
import { ConfigError, ReadValue, dictionaryParents, unknownValueTypeMessage, valueTypeSpec } from '../fields';
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
  const parents = dictionaryParents(area, spec?.dictionary).filter((p) => p.kind !== 'search');
  // A cell's row is the parent of the cell's data path (attachments.2.url → attachments.2; the address has void columns too).
  const rowPath = formField.path.parent();
  const pathOf = (p: (typeof parents)[number]): FormPathPattern => (p.kind === 'row' ? rowPath.concat(p.name) : p.name);
  // Reading the dependency values inside the observer re-renders this input when they change.
  const dependencyValues = parents.map((p) => formField.form.getValuesIn(pathOf(p)) as unknown);
  const dependencyKey = JSON.stringify(dependencyValues);
  const scope = useMemo<ValueScope>(() => {
    const of = (kind: string) => Object.fromEntries(parents.flatMap((p, i) => (p.kind === kind ? [[p.name, dependencyValues[i]]] : [])));
    return { form: of('field'), row: parents.some((p) => p.kind === 'row') ? of('row') : undefined, record };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dependencyKey, record]);
  const parentTitles = Object.fromEntries(parents.map((p) => [p.name, titleAt(formField.form, pathOf(p)) ?? p.name]));
  // A registered field component sees the live form values: reading them all here re-renders it when any changes.
  const formValues = spec?.valueType === 'component' ? (toJS(formField.form.values) as Record<string, unknown>) : undefined;
  if (!spec) return <ConfigError message="表单字段缺少定义" />;
  const valueType = valueTypeSpec(spec.valueType ?? 'text');
  if (!valueType) return <ConfigError message={unknownValueTypeMessage(spec.valueType)} pointer={data.pointer} />;
  if (isField(formField) && formField.readPretty) {
    return (
      <ReadValue field={spec} value={value} record={formValues ?? ((formField.form.values ?? {}) as Record<string, unknown>)} area={area} />
    );
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
      parentTitles={parentTitles}
      componentProps={componentProps}
      setFormValue={(name, next) => formField.form.setValuesIn(name, next)}
      formValues={formValues}
    />
  );
});

/** The title of the field at a path: its label, or the title of its spec (table cells have no label of their own). */
function titleAt(form: Form, path: FormPathPattern): string | undefined {
  const field = form.query(path).take();
  if (!field) return undefined;
  const data = (field as { data?: { field?: { title?: string } } }).data;
  return (typeof field.title === 'string' && field.title !== '' ? field.title : undefined) ?? data?.field?.title;
}
