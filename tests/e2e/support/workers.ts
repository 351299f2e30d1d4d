/**
 * How many browser-test files run at once (E2E_WORKERS, default 1): each worker has its own Chromium and its own
 * mock backend (globalSetup.ts starts one per worker). One at a time by default: on two cores, two browsers and two
 * backends at once starve the flows that wait on the console's own timers (the banner's 7-second rotation); a machine
 * with more cores sets E2E_WORKERS.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 1);
