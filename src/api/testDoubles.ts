import { vi } from 'vitest';
import { setLeavePage } from '../auth/loginTarget';
import { resetSessionExpiry } from '../auth/sessionExpiry';
import { setFetch, setReloadPage, setRetryRandom } from './http';
import { setToastImpl, type ToastType } from './toast';

/**
 * Test helpers: a scripted fetch, a recorded toast, an observable page reload and page load (the login page
 * after a 401), and retry waits without jitter (300, 600, 1200 ms).
 */

export interface FetchCall {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

export type Reply = Response | Error | ((call: FetchCall) => Response | Promise<Response>);

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const envelope = (code: string | number, data: unknown = null, msg = '') => jsonResponse({ code, msg, data });

export function installHttpDoubles() {
  const calls: FetchCall[] = [];
  const replies: Reply[] = [];
  const toasts: { type: ToastType; content: string; duration: number }[] = [];
  const events: string[] = [];
  const reload = vi.fn();
  const leave = vi.fn<(url: string) => void>();
  let routes: Record<string, Reply> = {};

  setFetch(async (url, init) => {
    const call = { url, init, headers: { ...(init.headers as Record<string, string>) } };
    calls.push(call);
    const reply = replies.shift() ?? routes[url.split('?')[0]];
    if (!reply) throw new Error(`unexpected request ${url}`);
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? reply(call) : reply;
  });
  const toastImpl = {
    destroy: () => events.push('destroy'),
    open: (config: { type: ToastType; content: string; duration: number }) => {
      events.push(`open:${config.content}`);
      toasts.push(config);
    },
  };
  setToastImpl(toastImpl);
  setReloadPage(reload);
  setLeavePage(leave);
  setRetryRandom(() => 0.5);
  resetSessionExpiry();

  return {
    calls,
    toasts,
    events,
    reload,
    leave,
    /** Queued replies, used in order. */
    reply: (...r: Reply[]) => replies.push(...r),
    /** Replies by path (without query), used when the queue is empty. */
    serve: (map: Record<string, Reply>) => {
      routes = map;
    },
    paths: () => calls.map((c) => c.url.split('?')[0]),
    /** Takes the recorded toasts and forgets the one on screen (the next identical text opens again). */
    takeToasts: () => {
      setToastImpl(toastImpl);
      return toasts.splice(0);
    },
    restore() {
      setFetch();
      setToastImpl();
      setReloadPage();
      setLeavePage();
      setRetryRandom();
      resetSessionExpiry();
    },
  };
}
