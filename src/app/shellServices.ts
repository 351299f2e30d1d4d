import { sendWithXhr, type XhrSend } from '../api/xhrTransport';
import { loadAntdStyleSheet } from './antdStyleSheet';

/**
 * Everything the shell's modules reach outside the page's own code: the network, page loads and reloads, the
 * randomness of retry waits, the storage hosts' transport and the toasts. One object, provided once at the top
 * (`main.tsx`) and read by the modules that need it; tests provide their own (`src/testing/shellServices.ts`).
 * Schema views reach the shell the other way round, through the renderer's `RendererProvider` (`rendererServices.ts`).
 */
export type ToastType = 'error' | 'warning' | 'success' | 'info';

export interface ToastService {
  /** Closes every toast on screen. */
  destroy(): void;
  open(config: { type: ToastType; content: string; duration: number }): void;
}

export interface ShellServices {
  /** Every call of the platform API (`api/http.ts`) goes through it. */
  fetch(input: string, init: RequestInit): Promise<Response>;
  /** Reloads the page (code 0xd12500012). */
  reloadPage(): void;
  /** Reloads the page after a chunk went missing (`app/staleChunk.ts`). */
  staleChunkReload(): void;
  /** Loads a URL in place of the current page (the login page after a 401 or another tab's logout). */
  leavePage(url: string): void;
  /** The jitter source of the retry waits, in [0, 1). */
  retryRandom(): number;
  /** Sends a file to a storage host (`upload/sendToStore.ts`). */
  storeTransport: XhrSend;
  /** Where `api/toast.ts` draws its toasts. */
  toast: ToastService;
}

type Message = Pick<(typeof import('./toastMessage'))['message'], 'destroy' | 'open'>;

/** antd's message once loaded (the login page paints without antd). */
let message: Message | undefined;
let messageLoad: Promise<Message> | undefined;
const loadMessage = (): Promise<Message> =>
  (messageLoad ??= Promise.all([import('./toastMessage'), loadAntdStyleSheet()]).then(
    ([module]) => (message = module.message),
    (error: unknown) => {
      // A failed load (offline, a redeploy) is tried again by the next toast.
      messageLoad = undefined;
      throw error;
    },
  ));

/** Draws with antd's message: at once when it is loaded, else once it is (the calls keep their order). */
function withMessage(draw: (message: Message) => void): void {
  if (message) draw(message);
  else loadMessage().then(draw, () => undefined);
}

/** Fetches the toasts' code ahead of the first toast (`App.tsx`, with the rest of the console's code). */
export function preloadToasts(): void {
  loadMessage().catch(() => undefined);
}

export const defaultShellServices: ShellServices = {
  fetch: (input, init) => globalThis.fetch(input, init),
  reloadPage: () => window.location.reload(),
  staleChunkReload: () => window.location.reload(),
  // A full page load (not a router navigation): every in-memory trace of the session goes with the old page.
  leavePage: (url) => window.location.replace(url),
  retryRandom: () => Math.random(),
  storeTransport: sendWithXhr,
  toast: {
    destroy: () => withMessage((m) => m.destroy()),
    open: (config) => withMessage((m) => void m.open(config)),
  },
};

let current: ShellServices = defaultShellServices;

/** Hands the shell its services; called once at the top (`main.tsx`), or by a test for its own doubles. */
export function provideShellServices(services: ShellServices): void {
  current = services;
}

/** The services provided (the defaults until `provideShellServices` is called). */
export const shellServices = (): ShellServices => current;
