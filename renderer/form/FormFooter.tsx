import { Button, Space } from 'antd';
import type { CSSProperties } from 'react';

const FOOTER_STYLES: Record<'page' | 'modal' | 'drawer', CSSProperties> = {
  page: { display: 'flex', justifyContent: 'center', paddingTop: 16 },
  modal: { display: 'flex', justifyContent: 'flex-end', paddingTop: 12, marginTop: 8, borderTop: '1px solid #f0f0f0' },
  drawer: { display: 'flex', justifyContent: 'flex-end', paddingTop: 12, marginTop: 8, borderTop: '1px solid #f0f0f0' },
};

/** 取消 / 确定 (or 保存) under a form; 取消 only when there is somewhere to go back to. */
export function FormFooter(props: {
  container: 'page' | 'modal' | 'drawer';
  submitText: string;
  submitting: boolean;
  disabled?: boolean;
  onSubmit(): void;
  onCancel?: () => void;
}) {
  const { container, submitText, submitting, disabled, onSubmit, onCancel } = props;
  return (
    <div style={FOOTER_STYLES[container]}>
      <Space>
        {onCancel ? <Button onClick={onCancel}>取消</Button> : null}
        <Button type="primary" loading={submitting} disabled={disabled} onClick={onSubmit}>
          {submitText}
        </Button>
      </Space>
    </div>
  );
}
