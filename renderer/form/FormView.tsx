/**
 * The `form` view: a Formily form built from the view's schema, filled by `load` (edit), sent by one of its
 * submits (`submits`, or the one `submit`; the opening action may have replaced `load` and `submit` in `view`). Inside an action's modal or drawer the
 * opener owns the frame and this renders the body with 取消 / 确定 under it; as a page it is a card with 保存.
 * Success: the success message (保存成功! by default), then onClose(true); a page (no opener to close)
 * refreshes the area's other views and starts again. Failure: the message shows in the form and every
 * typed value stays. With `steps` the body and buttons are a step form (steps/StepForm.tsx).
 */
import { createForm } from '@formily/core';
import { Alert, Card, Modal, Spin } from 'antd';
import { useMemo, useState } from 'react';
import type { FormView as FormViewSpec } from '../../schemas/meta/generated/area';
import { useSWRConfig } from 'swr';
import { useInvalidateArea } from '../core/viewData';
import { useRendererServices } from '../core/services';
import type { ViewProps } from '../core/viewProps';
import { FormFooter } from './FormFooter';
import { paramDefaults } from './paramDefaults';
import { reactionEffects } from './reactions';
import { computedDefaults, dictionaryOptionLoader } from './computedValues';
import { SchemaForm } from './SchemaForm';
import { StepForm } from './steps/StepForm';
import { askConfirm } from '../core/askConfirm';
import { callSubmit, submitForm } from './submitForm';
import { crossFieldEffects } from './validatorsCrossField';
import { formSubmits } from '../../schemas/meta/lib/formSubmits';
import { useFormLoad } from './useFormLoad';
import { useLatest } from './useLatest';
import { eventAction } from '../actions/eventAction';

export const DEFAULT_SUCCESS_MESSAGE = '保存成功!';

export default function FormView({ area, view, params, record, pointer, container, onClose }: ViewProps<FormViewSpec>) {
  const services = useRendererServices();
  const invalidate = useInvalidateArea();
  const data = useSWRConfig();
  const latest = useLatest(services);
  // One form per schema: a new services object from the shell must not wipe what the user typed.
  const form = useMemo(
    () =>
      createForm({
        initialValues: computedDefaults(view.schema, paramDefaults(view.schema, params)),
        effects: (f) => {
          reactionEffects(
            view.schema,
            () => latest.current.context(),
            (name, values) => dictionaryOptionLoader(latest.current, area, data)(name, values),
          )(f);
          crossFieldEffects(view.schema)(f);
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [view.schema, latest],
  );
  const load = useFormLoad({ form, area, view, params, record, services });
  // A submit whose permission the user lacks is not drawn (提交审核 without the approval code), nor one whose
  // follow-up action (onSuccess) the user could not press; that action's confirm and success text stand in for
  // the submit's own when it has none (asked before anything is saved).
  const submits = formSubmits(view)
    .map((s) => ({ submit: s, then: eventAction(area, s.onSuccess) }))
    .filter(
      ({ submit: s, then }) =>
        (!s.permission || services.hasPermission(s.permission)) && (!then?.permission || services.hasPermission(then.permission)),
    )
    .map(({ submit: s, then }) => ({
      ...s,
      label: s.label || (container === 'page' ? '保存' : '确定'),
      confirm: s.confirm ?? then?.confirm,
      successMessage: s.successMessage ?? then?.successMessage,
    }));
  const [submitting, setSubmitting] = useState<number>();
  const [modal, modalHolder] = Modal.useModal();
  const [submitError, setSubmitError] = useState<string>();
  const [step, setStep] = useState(0);

  const submit = async (
    index = Math.max(
      submits.findIndex((s) => s.primary),
      0,
    ),
  ) => {
    const chosen = submits[index];
    if (!chosen) return;
    setSubmitError(undefined);
    setSubmitting(index);
    let followUpError: string | undefined;
    const outcome = await submitForm(
      form,
      services,
      async (values) => {
        ({ followUpError } = await callSubmit(services, area, chosen, { form: values, params, record }));
      },
      { validate: chosen.validate, confirm: chosen.confirm ? () => askConfirm(modal, chosen.confirm!) : undefined },
    );
    setSubmitting(undefined);
    if (outcome.ok) {
      // Saved either way; a failed follow-up (onSuccess) says what did not happen instead of the success message.
      if (followUpError) services.message.warning(`已保存，但${chosen.label}未完成：${followUpError}`);
      else services.message.success(chosen.successMessage ?? view.successMessage ?? DEFAULT_SUCCESS_MESSAGE);
      if (onClose) onClose(true);
      else {
        void invalidate(area.area);
        await form.reset('*', { validate: false });
        setStep(0);
      }
    } else if (!outcome.invalid) {
      setSubmitError(outcome.error);
    }
  };

  const notices = (
    <>
      {modalHolder}
      {load.error ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message={`加载失败：${load.error}`} /> : null}
      {submitError ? (
        <Alert
          type="error"
          showIcon
          closable
          style={{ marginBottom: 16 }}
          message={submitError}
          onClose={() => setSubmitError(undefined)}
        />
      ) : null}
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
          submitting={submitting !== undefined}
          disabled={load.loading || Boolean(load.error)}
          onSubmit={submit}
          onCancel={onClose ? () => onClose(false) : undefined}
        />
      </Spin>
    );
    return container === 'page' ? (
      <Card title={view.title} className="renderer-form-view">
        {stepForm}
      </Card>
    ) : (
      <div className="renderer-form-view">{stepForm}</div>
    );
  }

  const body = (
    <Spin spinning={load.loading}>
      {notices}
      <SchemaForm
        form={form}
        area={area}
        formSchema={view.schema}
        pointer={`${pointer}/schema`}
        groups={view.groups}
        layout={view.layout}
        record={record}
      />
    </Spin>
  );
  const footer = (
    <FormFooter
      container={container}
      submits={submits}
      submitting={submitting}
      disabled={load.loading || Boolean(load.error)}
      onSubmit={(index) => void submit(index)}
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
