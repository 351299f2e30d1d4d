import { createStore } from '../stores/createStore';

/** The shell's dialogs (spec §2 "Dialogs"); at most one is open at a time. */
export type DialogName = 'changePassword' | 'changeUserName' | 'userInfo' | 'faultReport' | 'about' | 'imagePreview';

export interface DialogState {
  open: DialogName | null;
  /** Extra data of the open dialog (e.g. the image list of imagePreview). */
  payload?: unknown;
}

export const dialogStore = createStore<DialogState>(() => ({ open: null }));

export function openDialog(name: DialogName, payload?: unknown) {
  dialogStore.set({ open: name, payload });
}

export function closeDialog() {
  dialogStore.set({ open: null, payload: undefined });
}
