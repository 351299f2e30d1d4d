/** Who hears of a logout (the router resets its routes, the alarm socket closes, the data layer empties its cache). */
export type LogoutListener = () => void;
const listeners = new Set<LogoutListener>();

/** Called after each logout (the router resets its routes, the alarm socket closes). Returns the unsubscribe. */
export function onLogout(listener: LogoutListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by the logout sequence (logout.ts) only. */
export function notifyLogout() {
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch (e) {
      console.error(e);
    }
  }
}
