/**
 * The summary of a step form: every field of the steps before it, read-only and grouped by step (a bordered
 * description list per step), exactly as it will be submitted; hidden fields are left out.
 */
import { isField } from '@formily/core';
import { observer, useForm } from '@formily/react';
import { Descriptions, Typography } from 'antd';
import type { FormSchema, FormStep } from '../../../schemas/meta/generated/area';
import { ReadValue } from '../../fields';
import { fieldSpecOf } from '../fieldSchema';
import { useSchemaFormContext } from '../formContext';

export const StepSummary = observer(function StepSummary({ steps, formSchema }: { steps: FormStep[]; formSchema: FormSchema }) {
  const form = useForm();
  const { area } = useSchemaFormContext();
  const values = (form.values ?? {}) as Record<string, unknown>;
  const shown = (name: string) => {
    const field = form.query(name).take();
    return Boolean(formSchema.properties[name]) && (!field || !isField(field) || field.visible);
  };
  return (
    <div className="renderer-step-summary" style={{ marginBottom: 16 }}>
      {steps.map((step) => (
        <Descriptions
          key={step.title}
          title={
            <Typography.Title level={2} style={{ margin: 0, fontSize: 15, lineHeight: 1.5 }}>
              {step.title}
            </Typography.Title>
          }
          bordered
          size="small"
          column={2}
          style={{ marginBottom: 16 }}
          // One label width for every step, so the steps' tables line up.
          styles={{ label: { width: 140 } }}
          items={step.fields.filter(shown).map((name) => ({
            key: name,
            label: formSchema.properties[name].title ?? name,
            children: <ReadValue field={fieldSpecOf(formSchema.properties[name])} value={values[name]} record={values} area={area} />,
          }))}
        />
      ))}
    </div>
  );
});
