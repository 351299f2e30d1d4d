import { useEffect } from 'react';

/**
 * While `dirty`, closing or reloading the browser tab asks first (the browser's own confirmation). Inside the
 * calendar, period, view and filter changes ask through CalendarView's own confirmation.
 */
export function useLeaveGuard(dirty: boolean, text: string): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = text;
      return text;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty, text]);
}
