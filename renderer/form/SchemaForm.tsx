/**
 * The body of a schema form: configuration problems (if any) above the fields, laid out by FormLayout
 * (label width) and FormGrid (columns), grouped when the view has groups. The caller owns the Formily
 * form (createForm) and the buttons.
 */
import { FormLayout } from '@formily/antd-v5';
import type { Form } from '@formily/core';
import { FormProvider } from '@formily/react';
import { Alert } from 'antd';
import { useMemo } from 'react';
import type { FormGroup, FormLayout as FormLayoutSpec, FormSchema, FormStep } from '../../schemas/meta/generated/area';
import { useRendererServices } from '../core/services';
import type { ResolvedArea } from '../core/viewProps';
import { SchemaFormContext } from './formContext';
import { SchemaField } from './schemaField';
import { toFormilySchema } from './toFormilySchema';

export interface SchemaFormProps {
  form: Form;
  area: ResolvedArea;
  formSchema: FormSchema;
  /** JSON pointer of formSchema in its document, for problem messages. */
  pointer: string;
  groups?: FormGroup[];
  /** Step panes (a step form: see steps/StepForm.tsx, which provides the current step). */
  steps?: FormStep[];
  layout?: FormLayoutSpec;
  record?: Record<string, unknown>;
}

export function SchemaForm({ form, area, formSchema, pointer, groups, steps, layout, record }: SchemaFormProps) {
  const services = useRendererServices();
  const { schema, problems } = useMemo(
    () => toFormilySchema(formSchema, area, { validators: services.validators, pointer, groups, steps, columns: layout?.gridColumns }),
    [formSchema, area, services.validators, pointer, groups, steps, layout?.gridColumns],
  );
  const context = useMemo(() => ({ area, record }), [area, record]);
  return (
    <SchemaFormContext.Provider value={context}>
      <FormProvider form={form}>
        {problems.length > 0 ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            message="表单配置错误"
            description={
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {problems.map((p) => (
                  <li key={`${p.pointer}:${p.message}`}>
                    {p.message}（{p.pointer}）
                  </li>
                ))}
              </ul>
            }
          />
        ) : null}
        <FormLayout layout="horizontal" labelWidth={layout?.labelWidth ?? 110} feedbackLayout="loose">
          <SchemaField schema={schema} />
        </FormLayout>
      </FormProvider>
    </SchemaFormContext.Provider>
  );
}
