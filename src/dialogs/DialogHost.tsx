import { lazy, Suspense, useCallback, type ComponentType, type LazyExoticComponent } from 'react';
import { Modal } from 'antd';
import { useStore } from '../stores/createStore';
import { DialogBoundary } from './DialogBoundary';
import { closeDialog, dialogStore, type DialogName } from './dialogStore';
import type { DialogProps } from './dialogTypes';

/** Each dialog's code, loaded when it is first opened (or when the console is idle, `preloadDialogs`). */
const DIALOG_CODE: Record<DialogName, () => Promise<ComponentType<DialogProps>>> = {
  changePassword: () => import('./ChangePasswordDialog').then((m) => m.ChangePasswordDialog),
  changeUserName: () => import('./ChangeUserNameDialog').then((m) => m.ChangeUserNameDialog),
  userInfo: () => import('./UserInfoDialog').then((m) => m.UserInfoDialog),
  faultReport: () => import('./FaultReportDialog').then((m) => m.FaultReportDialog),
  about: () => import('./AboutDialog').then((m) => m.AboutDialog),
  imagePreview: () => import('./ImagePreviewDialog').then((m) => m.ImagePreviewDialog),
};

/** Every dialog by name: a name without a dialog is a compile error. */
export const DIALOGS = Object.fromEntries(
  Object.entries(DIALOG_CODE).map(([name, load]) => [name, lazy(() => load().then((dialog) => ({ default: dialog })))]),
) as Record<DialogName, LazyExoticComponent<ComponentType<DialogProps>>>;

/** Fetches every dialog's code ahead of its first opening; a failure is left for the opening to report. */
export function preloadDialogs(): Promise<void> {
  return Promise.all(Object.values(DIALOG_CODE).map((load) => load().catch(() => undefined))).then(() => undefined);
}

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
      {Dialog && (
        <DialogBoundary key={open ?? ''} onFailed={closeDialog}>
          <Suspense fallback={null}>
            <Dialog payload={payload} onClose={closeDialog} confirm={confirm} />
          </Suspense>
        </DialogBoundary>
      )}
      {contextHolder}
    </>
  );
}
