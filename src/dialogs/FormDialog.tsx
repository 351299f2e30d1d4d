import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';

export interface FormDialogProps {
  title: ReactNode;
  width: number;
  /** The submit is under way: 确定 spins. */
  busy: boolean;
  /** 确定 cannot be pressed (e.g. while a file uploads). */
  okDisabled?: boolean;
  onCancel(): void;
  onOk(): void;
  children: ReactNode;
}

/**
 * The frame of every dialog that submits a form: 取消 and 确定 in the footer, and no closing by a click beside it, so
 * nothing typed is lost by a stray click.
 */
export function FormDialog({ title, width, busy, okDisabled, onCancel, onOk, children }: FormDialogProps) {
  return (
    <Modal
      open
      title={title}
      width={width}
      maskClosable={false}
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          取消
        </Button>,
        <Button key="ok" type="primary" loading={busy} disabled={okDisabled} onClick={onOk}>
          确定
        </Button>,
      ]}
    >
      {children}
    </Modal>
  );
}
