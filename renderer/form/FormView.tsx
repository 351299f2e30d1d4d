/**
 * The `form` view: a Formily form built from the view's schema, filled by `load` (edit), sent by
 * `submit` (the opening action may have replaced both in `view`). Inside an action's modal or drawer the
 * opener owns the frame and this renders the body with 取消 / 确定 under it; as a page it is a card with 保存.
 * Success: the success message (保存成功! by default), then onClose(true); a page (no opener to close)
 * refreshes the area's other views and starts again. Failure: the message shows in the form and every
 * typed value stays. With `steps` the body and buttons are a step form (steps/StepForm.tsx).
 */
import { createForm } from '@formily/core';
import { Alert, Card, Spin } from 'antd';
import { useMemo, useState } from 'react';
import type { FormView as FormViewSpec } from '../../schemas/meta/generated/area';
import { callEndpoint } from '../core/endpoint';
import { invalidateArea } from '../core/invalidate';
import { useRendererServices } from '../core/services';
import type { ViewProps } from '../core/viewProps';
import { FormFooter } from './FormFooter';
import { paramDefaults } from './paramDefaults';
import { reactionEffects } from './reactions';
import { dictionaryOptionLoader } from './computedValues';
import { SchemaForm } from './SchemaForm';
import { StepForm } from './steps/StepForm';
import { submitForm } from './submitForm';
import { useFormLoad } from './useFormLoad';
import { useLatest } from './useLatest';

export const DEFAULT_SUCCESS_MESSAGE = '保存成功!';

export default function FormView({ area, view, params, record, pointer, container, onClose }: ViewProps<FormViewSpec>) {
  const services = useRendererServices();
  const latest = useLatest(services);
  // One form per schema: a new services object from the shell must not wipe what the user typed.
  const form = useMemo(
    () => createForm({ initialValues: paramDefaults(view.schema, params), effects: reactionEffects(view.schema, () => latest.current.context(), (name, values) => dictionaryOptionLoader(latest.current, area)(name, values)) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [view.schema, latest],
  );
  const load = useFormLoad({ form, area, view, params, record, services });
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string>();
  const [step, setStep] = useState(0);

  const submit = async () => {
    setSubmitError(undefined);
    setSubmitting(true);
    const outcome = await submitForm(form, services, async (values) => {
      await callEndpoint(services, area, view.submit, { form: values, params, record });
    });
    setSubmitting(false);
    if (outcome.ok) {
      services.message.success(view.successMessage ?? DEFAULT_SUCCESS_MESSAGE);
      if (onClose) onClose(true);
      else {
        invalidateArea(area.area);
        await form.reset('*', { validate: false });
        setStep(0);
      }
    } else if (!outcome.invalid) {
      setSubmitError(outcome.error);
    }
  };

  const notices = (
    <>
      {load.error ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message={`加载失败：${load.error}`} /> : null}
      {submitError ? <Alert type="error" showIcon closable style={{ marginBottom: 16 }} message={submitError} onClose={() => setSubmitError(undefined)} /> : null}
    </>
  );
  if (view.steps?.length) {
    const stepForm = (
      <Spin spinning={load.loading}>
        <StepForm
          form={form}
          area={area}
          view={{ ...view, steps: view.steps }}
          pointer={pointer}
          record={record}
          container={container}
          current={step}
          onStepChange={setStep}
          notices={notices}
          submitting={submitting}
          disabled={load.loading || Boolean(load.error)}
          onSubmit={submit}
          onCancel={onClose ? () => onClose(false) : undefined}
        />
      </Spin>
    );
    return container === 'page' ? <Card title={view.title} className="renderer-form-view">{stepForm}</Card> : <div className="renderer-form-view">{stepForm}</div>;
  }

  const body = (
    <Spin spinning={load.loading}>
      {notices}
      <SchemaForm form={form} area={area} formSchema={view.schema} pointer={`${pointer}/schema`} groups={view.groups} layout={view.layout} record={record} />
    </Spin>
  );
  const footer = (
    <FormFooter
      container={container}
      submitText={view.submitText ?? (container === 'page' ? '保存' : '确定')}
      submitting={submitting}
      disabled={load.loading || Boolean(load.error)}
      onSubmit={() => void submit()}
      onCancel={onClose ? () => onClose(false) : undefined}
    />
  );
  if (container !== 'page') {
    return (
      <div className="renderer-form-view">
        {body}
        {footer}
      </div>
    );
  }
  return (
    <Card title={view.title} className="renderer-form-view">
      {body}
      {footer}
    </Card>
  );
}
