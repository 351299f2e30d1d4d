/** Stand-ins of renderer/form for the renderer's own tests. */
import { useState } from 'react';
import type { FormSchema } from '../../schemas/meta/generated/area';
import type { ViewProps } from '../core/viewProps';

export default function FormView({ view, params, onClose }: ViewProps) {
  return (
    <div>
      <p>{`表单 ${view.title ?? ''} ${JSON.stringify(params)}`}</p>
      <button type="button" onClick={() => onClose?.(true)}>
        模拟提交
      </button>
    </div>
  );
}

export function InputForm(props: {
  schema: FormSchema;
  title?: string;
  open: boolean;
  onSubmit(values: Record<string, unknown>): Promise<void>;
  onCancel(): void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  if (!props.open) return null;
  return (
    <div role="dialog" aria-label={props.title}>
      <p>{props.title}</p>
      <input aria-label="输入" value={value} onChange={(e) => setValue(e.target.value)} />
      {error && <p>{error}</p>}
      <button
        type="button"
        onClick={() => props.onSubmit({ approvalStatus: 2, approvalRemark: value }).catch((e: Error) => setError(e.message))}
      >
        提交输入
      </button>
      <button type="button" onClick={props.onCancel}>
        取消输入
      </button>
    </div>
  );
}
