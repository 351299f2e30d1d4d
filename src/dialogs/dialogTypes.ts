/** What DialogHost gives the dialog it renders. */
export interface DialogProps {
  /** Extra data of the open dialog (dialogStore payload). */
  payload?: unknown;
  /** Closes the dialog (and clears its state: a dialog is mounted only while open). */
  onClose(): void;
  /** A 提示 confirm owned by the host, so it outlives the dialog that asked (resolves true on 确定). */
  confirm(content: string): Promise<boolean>;
}
