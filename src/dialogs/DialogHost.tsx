import { useCallback, type ComponentType } from 'react';
import { Modal } from 'antd';
import { useStore } from '../stores/createStore';
import { AboutDialog } from './AboutDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ChangeUserNameDialog } from './ChangeUserNameDialog';
import { closeDialog, dialogStore, type DialogName } from './dialogStore';
import type { DialogProps } from './dialogTypes';
import { FaultReportDialog } from './FaultReportDialog';
import { ImagePreviewDialog } from './ImagePreviewDialog';
import { UserInfoDialog } from './UserInfoDialog';

/** Every dialog by name: a name without a dialog is a compile error. */
export const DIALOGS: Record<DialogName, ComponentType<DialogProps>> = {
  changePassword: ChangePasswordDialog,
  changeUserName: ChangeUserNameDialog,
  userInfo: UserInfoDialog,
  faultReport: FaultReportDialog,
  about: AboutDialog,
  imagePreview: ImagePreviewDialog,
};

/**
 * Renders the dialog that dialogStore names (openDialog(name, payload)); mounted once in the main layout, inside
 * the router. A dialog is mounted only while open, so closing it clears its fields. The host also owns the 提示
 * confirms that dialogs ask after closing themselves (fault report jump, privacy revoke).
 */
export function DialogHost() {
  const { open, payload } = useStore(dialogStore, (s) => s);
  const [modal, contextHolder] = Modal.useModal();

  const confirm = useCallback(
    (content: string) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: '提示',
          content,
          okText: '确定',
          cancelText: '取消',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );

  const Dialog = open ? DIALOGS[open] : null;
  return (
    <>
      {Dialog && <Dialog key={open ?? ''} payload={payload} onClose={closeDialog} confirm={confirm} />}
      {contextHolder}
    </>
  );
}
