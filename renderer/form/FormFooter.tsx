import { Button, Space } from 'antd';
import type { CSSProperties } from 'react';

const FOOTER_STYLES: Record<'page' | 'modal' | 'drawer', CSSProperties> = {
  page: { display: 'flex', justifyContent: 'center', paddingTop: 16 },
  modal: { display: 'flex', justifyContent: 'flex-end', paddingTop: 12, marginTop: 8, borderTop: '1px solid #f0f0f0' },
  drawer: { display: 'flex', justifyContent: 'flex-end', paddingTop: 12, marginTop: 8, borderTop: '1px solid #f0f0f0' },
};

/** One submit button under a form (a view's `submits`, or its one `submit`). */
export interface FooterSubmit {
  label: string;
  primary?: boolean;
}

/**
 * 取消 (only when there is somewhere to go back to), then the submit buttons in their order with the primary ones
 * last (rightmost, antd convention). The button being submitted shows its loading state and the others wait.
 */
export function FormFooter(props: {
  container: 'page' | 'modal' | 'drawer';
  submits: FooterSubmit[];
  /** Index (in `submits`) of the submit in progress. */
  submitting?: number;
  disabled?: boolean;
  onSubmit(index: number): void;
  onCancel?: () => void;
}) {
  const { container, submits, submitting, disabled, onSubmit, onCancel } = props;
  const busy = submitting !== undefined;
  const order = submits
    .map((submit, index) => ({ submit, index }))
    .sort((a, b) => Number(Boolean(a.submit.primary)) - Number(Boolean(b.submit.primary)));
  return (
    <div style={FOOTER_STYLES[container]}>
      <Space>
        {onCancel ? <Button onClick={onCancel}>取消</Button> : null}
        {order.map(({ submit, index }) => (
          <Button
            key={`${index}-${submit.label}`}
            type={submit.primary ? 'primary' : 'default'}
            loading={submitting === index}
            disabled={disabled || (busy && submitting !== index)}
            onClick={() => onSubmit(index)}
          >
            {submit.label}
          </Button>
        ))}
      </Space>
    </div>
  );
}
