/**
 * 安全设置's session idle timeout in the console: after `idleTimeoutMinutes` (loginInfo) without the user's input in any
 * tab of the console, it says why and logs out (the platform would refuse the session's next call anyway). Input in one
 * tab keeps every tab alive: the last input's time is shared through localStorage.
 */

/** localStorage key of the last input's time (ms), shared by the console's tabs. */
export const LAST_ACTIVE_KEY = 'lastActive';
/** What counts as the user's input. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;
/** The shared time is written at most this often. */
const WRITE_EVERY_MS = 5_000;
/** How often the idle time is checked. */
const CHECK_EVERY_MS = 10_000;

export const idleMessage = (minutes: number) => `超过 ${minutes} 分钟未操作，已自动退出，请重新登录`;

/**
 * Calls `onIdle` once when no input has been seen in any tab for `timeoutMs`; returns the function that stops
 * watching. Input is seen on `target`; the other tabs' input through the shared time.
 */
export function watchIdle(timeoutMs: number, onIdle: () => void, target: Window = window, now: () => number = Date.now): () => void {
  let lastWritten = 0;
  const shared = () => Number(target.localStorage.getItem(LAST_ACTIVE_KEY)) || 0;
  const touch = () => {
    const t = now();
    if (t - lastWritten < WRITE_EVERY_MS) return;
    lastWritten = t;
    target.localStorage.setItem(LAST_ACTIVE_KEY, String(t));
  };
  touch();
  const check = () => {
    if (now() - Math.max(shared(), lastWritten) < timeoutMs) return;
    stop();
    onIdle();
  };
  for (const name of ACTIVITY_EVENTS) target.addEventListener(name, touch, { passive: true, capture: true });
  const timer = target.setInterval(check, Math.min(CHECK_EVERY_MS, timeoutMs));
  function stop() {
    target.clearInterval(timer);
    for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, touch, { capture: true });
  }
  return stop;
}
