/**
 * How many browser-test files run at once (E2E_WORKERS, default 2): each worker has its own Chromium and its own
 * mock backend (globalSetup.ts starts one per worker).
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 2);
