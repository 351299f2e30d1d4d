import { useCallback, useEffect, useRef, useState } from 'react';

/** Resend countdown of verification-code buttons (spec §9: 60 s, 1 s tick). */
export const RESEND_SECONDS = 60;

/** `remaining` is 0 when idle; `start()` sets it to `seconds` and ticks it down once a second. */
export function useCountdown(seconds: number = RESEND_SECONDS) {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(() => {
    stop();
    setRemaining(seconds);
    timer.current = setInterval(() => setRemaining((n) => Math.max(0, n - 1)), 1000);
  }, [seconds, stop]);

  useEffect(() => {
    if (remaining === 0) stop();
  }, [remaining, stop]);
  useEffect(() => stop, [stop]);

  return { remaining, running: remaining > 0, start };
}
