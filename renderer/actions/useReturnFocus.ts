import { useLayoutEffect } from 'react';

/**
 * While `open`, remembers the element that had the keyboard focus when the dialog opened (the button that
 * opened it) and gives the focus back to it when the dialog closes. The action host unmounts its modal at
 * once on close, so antd's own return of focus (after the closing animation) never runs.
 */
export function useReturnFocus(open: boolean): void {
  useLayoutEffect(() => {
    if (!open) return;
    // Layout effects run before the dialog moves the focus into itself (in its passive effect).
    const opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);
}
