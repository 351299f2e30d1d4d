import { useCallback, useEffect, useRef, useState } from 'react';

/** Resend countdown of the verification-code button (spec §9: 60 s, 1 s tick). */
export const RESEND_SECONDS = 60;
export const TICK_MS = 1000;

export interface Countdown {
  /** Seconds left; 0 when not counting. */
  remaining: number;
  counting: boolean;
  /** True once a code was sent (the label then says 重新发送). */
  sent: boolean;
  start(): void;
  /** Back to the first state (发送验证码), e.g. when the dialog closes. */
  reset(): void;
}

export function useCountdown(seconds = RESEND_SECONDS): Countdown {
  const [remaining, setRemaining] = useState(0);
  const [sent, setSent] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(() => {
    stop();
    setSent(true);
    setRemaining(seconds);
    timer.current = setInterval(() => setRemaining((n) => Math.max(n - 1, 0)), TICK_MS);
  }, [seconds, stop]);

  useEffect(() => {
    if (remaining === 0) stop();
  }, [remaining, stop]);

  const reset = useCallback(() => {
    stop();
    setRemaining(0);
    setSent(false);
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { remaining, counting: remaining > 0, sent, start, reset };
}
