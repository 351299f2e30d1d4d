import { useEffect, useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { DEAL_REMARK_MAX } from './dealBacklog';

interface Props {
  /** The item being dealt with; null hides the modal. */
  title: string | null;
  /** Runs the call with the trimmed remark; a rejection keeps the modal open with what was typed. */
  onSubmit: (dealRemark: string) => Promise<void>;
  onClose: () => void;
}

/** 处理: an optional 处理说明 (max 200) with 确定 / 取消. */
export function TodoDealModal({ title, onSubmit, onClose }: Props) {
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const open = title !== null;

  useEffect(() => {
    if (open) setRemark('');
  }, [open]);

  const submit = async () => {
    setBusy(true);
    try {
      await onSubmit(remark.trim());
    } catch {
      // The HTTP client has shown the message; the remark stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title ? `处理：${title}` : '处理'}
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      maskClosable={false}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="处理说明" htmlFor="todo-deal-remark" style={{ marginBottom: 8 }}>
          <Input.TextArea
            id="todo-deal-remark"
            value={remark}
            maxLength={DEAL_REMARK_MAX}
            showCount
            rows={4}
            placeholder="请输入处理说明（选填）"
            onChange={(e) => setRemark(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
