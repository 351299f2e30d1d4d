import { provideShellServices, shellServices, type ShellServices } from '../app/shellServices';
import { testShellServices } from './shellServices';

/**
 * Test helpers: a scripted fetch, a recorded toast, an observable page reload and page load (the login page
 * after a 401), and retry waits without jitter (300, 600, 1200 ms), all as the shell services of the test
 * (`testShellServices`), provided until the test ends.
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

/** `others`: the test's other services (e.g. a store transport); fetch, page loads and toasts are these doubles'. */
export function installHttpDoubles(others: Partial<ShellServices> = {}) {
  const calls: FetchCall[] = [];
  const replies: Reply[] = [];
  const events: string[] = [];
  let routes: Record<string, Reply> = {};

  const services = testShellServices({
    ...others,
    fetch: async (url, init) => {
      const call = { url, init, headers: { ...(init.headers as Record<string, string>) } };
      calls.push(call);
      const reply = replies.shift() ?? routes[url.split('?')[0]];
      if (!reply) throw new Error(`unexpected request ${url}`);
      if (reply instanceof Error) throw reply;
      return typeof reply === 'function' ? reply(call) : reply;
    },
  });
  const { toasts } = services;
  services.toast = {
    destroy: () => events.push('destroy'),
    open: (config) => {
      events.push(`open:${config.content}`);
      toasts.push(config);
    },
  };

  return {
    calls,
    toasts,
    events,
    reload: services.reloadPage,
    leave: services.leavePage,
    /** Queued replies, used in order. */
    reply: (...r: Reply[]) => replies.push(...r),
    /** Replies by path (without query), used when the queue is empty. */
    serve: (map: Record<string, Reply>) => {
      routes = map;
    },
    paths: () => calls.map((c) => c.url.split('?')[0]),
    /** Takes the recorded toasts and forgets the one on screen (the next identical text opens again). */
    takeToasts: () => {
      provideShellServices({ ...shellServices(), toast: { ...services.toast } });
      return toasts.splice(0);
    },
  };
}
