import { onTestFinished, vi } from 'vitest';
import { defaultShellServices, provideShellServices, type ShellServices, type ToastType } from '../app/shellServices';

/** A toast as the shell asked for it. */
export interface RecordedToast {
  type: ToastType;
  content: string;
  duration: number;
}

/** The services of a test, with what they recorded. */
export interface TestShellServices extends ShellServices {
  reloadPage: ReturnType<typeof vi.fn<() => void>>;
  staleChunkReload: ReturnType<typeof vi.fn<() => void>>;
  leavePage: ReturnType<typeof vi.fn<(url: string) => void>>;
  /** Every toast opened, in order. */
  toasts: RecordedToast[];
}

/**
 * Provides shell services for the current test (call it in the test or in `beforeEach`) and gives them back; the
 * defaults come back when the test ends. Nothing leaves the test: a call of the platform or an upload that the
 * test did not script fails, page loads and reloads are recorded, retry waits have no jitter (300, 600, 1200 ms),
 * toasts are recorded. `overrides` replace any of them.
 */
export function testShellServices(overrides: Partial<ShellServices> = {}): TestShellServices {
  const toasts: RecordedToast[] = [];
  const services: TestShellServices = {
    fetch: async (url) => {
      throw new Error(`unexpected request ${url}`);
    },
    storeTransport: async (url) => {
      throw new Error(`unexpected upload to ${url}`);
    },
    retryRandom: () => 0.5,
    toast: { destroy: () => undefined, open: (config) => void toasts.push(config) },
    ...overrides,
    reloadPage: vi.fn(overrides.reloadPage ?? (() => undefined)),
    staleChunkReload: vi.fn(overrides.staleChunkReload ?? (() => undefined)),
    leavePage: vi.fn(overrides.leavePage ?? (() => undefined)),
    toasts,
  };
  provideShellServices(services);
  onTestFinished(() => provideShellServices(defaultShellServices));
  return services;
}
