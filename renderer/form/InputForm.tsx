/**
 * The small form an action asks first (审核 → 审核结果 + 驳回原因): a modal with the schema's fields and
 * 取消 / 确定. onSubmit receives the values; when it rejects, its message shows in the modal and every
 * typed value stays. A new form starts each time the modal opens.
 */
import { createForm } from '@formily/core';
import { Alert, Modal } from 'antd';
import { useMemo, useState } from 'react';
import type { FormSchema } from '../../schemas/meta/generated/area';
import { useRendererServices } from '../core/services';
import type { ResolvedArea } from '../core/viewProps';
import { computedDefaults } from './computedValues';
import { reactionEffects } from './reactions';
import { SchemaForm } from './SchemaForm';
import { submitForm } from './submitForm';
import { useLatest } from './useLatest';

export interface InputFormProps {
  area: ResolvedArea;
  schema: FormSchema;
  title?: string;
  okText?: string;
  open: boolean;
  onSubmit(values: Record<string, unknown>): Promise<void>;
  onCancel(): void;
  /** JSON pointer of the schema in its document, for problem messages. */
  pointer?: string;
}

export function InputForm({ area, schema, title, okText, open, onSubmit, onCancel, pointer }: InputFormProps) {
  const services = useRendererServices();
  const latest = useLatest(services);
  // A fresh form each time the modal opens (`open` is a deliberate dependency).
  const form = useMemo(
    () => createForm({ initialValues: computedDefaults(schema, {}), effects: reactionEffects(schema, () => latest.current.context()) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [schema, latest, open],
  );
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async () => {
    setError(undefined);
    setSubmitting(true);
    const outcome = await submitForm(form, services, onSubmit);
    setSubmitting(false);
    if (!outcome.ok && !outcome.invalid) setError(outcome.error);
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText ?? '确定'}
      cancelText="取消"
      confirmLoading={submitting}
      onOk={() => void submit()}
      onCancel={() => {
        setError(undefined);
        onCancel();
      }}
      destroyOnHidden
      maskClosable={false}
    >
      {error ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message={error} /> : null}
      {open ? <SchemaForm form={form} area={area} formSchema={schema} pointer={pointer ?? '/input/schema'} /> : null}
    </Modal>
  );
}
