/**
 * Requests of a dashboard's widgets shared while in flight: widgets that ask the same endpoint with the same
 * parameters and search at the same moment (four KPIs of one summary, two charts of one daily series) make one call.
 * A promise leaves the table when it settles, so a later reload or 重试 calls again.
 */
const inFlight = new Map<string, Promise<unknown>>();

export function sharedRequest(key: string, call: () => Promise<unknown>): Promise<unknown> {
  const pending = inFlight.get(key);
  if (pending) return pending;
  const started = call();
  inFlight.set(key, started);
  const leave = () => {
    if (inFlight.get(key) === started) inFlight.delete(key);
  };
  started.then(leave, leave);
  return started;
}
