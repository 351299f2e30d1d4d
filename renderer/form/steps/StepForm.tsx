/**
 * The body and buttons of a form view with `steps`: antd Steps above, the step panes of SchemaForm (each
 * mounted from when its step is first reached, the current one shown), and 上一步 / 下一步 / the submit button
 * below. 下一步 validates only the current step's fields (the first message as a warning toast); 上一步 keeps every value. The last step submits
 * through the view's own submit (the caller's `onSubmit`); when that finds an invalid field of an earlier
 * step, the form goes back to it.
 */
import type { Form } from '@formily/core';
import { Button, Space, Steps } from 'antd';
import { useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { FormView as FormViewSpec } from '../../../schemas/meta/generated/area';
import { useRendererServices } from '../../core/services';
import type { ResolvedArea } from '../../core/viewProps';
import { formSubmits } from '../../../schemas/meta/lib/formSubmits';
import { SchemaForm } from '../SchemaForm';
import { StepContext } from './stepContext';
import { firstInvalidStep, validateStep } from './stepNavigation';

export interface StepFormProps {
  form: Form;
  area: ResolvedArea;
  view: FormViewSpec & { steps: NonNullable<FormViewSpec['steps']> };
  pointer: string;
  record?: Record<string, unknown>;
  container: 'page' | 'modal' | 'drawer';
  current: number;
  onStepChange(index: number): void;
  /** Alerts (load failure, the server's refusal) shown above the form. */
  notices?: ReactNode;
  submitting: boolean;
  disabled?: boolean;
  onSubmit(): Promise<void>;
  onCancel?: () => void;
}

const FOOTER: Record<'page' | 'modal' | 'drawer', CSSProperties> = {
  page: { display: 'flex', justifyContent: 'center', paddingTop: 16 },
  modal: { display: 'flex', justifyContent: 'flex-end', paddingTop: 12, marginTop: 8, borderTop: '1px solid #f0f0f0' },
  drawer: { display: 'flex', justifyContent: 'flex-end', paddingTop: 12, marginTop: 8, borderTop: '1px solid #f0f0f0' },
};

export function StepForm(props: StepFormProps) {
  const { form, area, view, pointer, record, container, current, onStepChange, notices, submitting, disabled, onSubmit, onCancel } = props;
  const services = useRendererServices();
  const { steps } = view;
  const [checking, setChecking] = useState(false);
  const last = current === steps.length - 1;
  // Later steps mount when first reached (a form's first render draws one step's fields, not all).
  const reachedRef = useRef(0);
  reachedRef.current = Math.max(reachedRef.current, current);
  const reached = reachedRef.current;
  const context = useMemo(() => ({ steps, current, reached, formSchema: view.schema }), [steps, current, reached, view.schema]);

  const next = async () => {
    setChecking(true);
    const problem = await validateStep(form, steps[current]);
    setChecking(false);
    if (problem === null) onStepChange(current + 1);
    else if (problem) services.message.warning(problem);
  };
  const submit = async () => {
    await onSubmit();
    const invalidAt = firstInvalidStep(form, steps);
    if (invalidAt >= 0 && invalidAt !== current) onStepChange(invalidAt);
  };

  return (
    <div className="renderer-step-form">
      <Steps
        current={current}
        size="small"
        style={{ margin: '4px auto 24px', maxWidth: 760 }}
        items={steps.map((step) => ({ title: step.title, description: step.description }))}
      />
      {notices}
      <StepContext.Provider value={context}>
        <SchemaForm
          form={form}
          area={area}
          formSchema={view.schema}
          pointer={`${pointer}/schema`}
          steps={steps}
          layout={view.layout}
          record={record}
        />
      </StepContext.Provider>
      <div style={FOOTER[container]}>
        <Space>
          {onCancel && current === 0 ? <Button onClick={onCancel}>取消</Button> : null}
          {current > 0 ? (
            <Button disabled={submitting} onClick={() => onStepChange(current - 1)}>
              上一步
            </Button>
          ) : null}
          {last ? (
            <Button type="primary" loading={submitting} disabled={disabled} onClick={() => void submit()}>
              {formSubmits(view)[0]?.label || '提交'}
            </Button>
          ) : (
            <Button type="primary" loading={checking} disabled={disabled} onClick={() => void next()}>
              下一步
            </Button>
          )}
        </Space>
      </div>
    </div>
  );
}
