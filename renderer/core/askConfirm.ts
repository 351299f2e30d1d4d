import type { ModalFuncProps } from 'antd';
import type { Confirm } from '../../schemas/meta/generated/area';

/** Asks an action's or a submit's `confirm` (a sentence, or {title, content}) in an antd confirm dialog: true on 确定, false on 取消. */
export function askConfirm(modal: { confirm(config: ModalFuncProps): unknown }, confirm: Confirm): Promise<boolean> {
  const plain = typeof confirm === 'string';
  return new Promise<boolean>((resolve) => {
    modal.confirm({
      title: plain ? '提示' : confirm.title,
      content: plain ? confirm : confirm.content,
      okText: '确定',
      cancelText: '取消',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
