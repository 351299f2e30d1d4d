import type { XhrInit, XhrSend } from '../api/xhrTransport';

/** Test doubles of the upload transports: a scripted XMLHttpRequest and a scripted store transport. */

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** An answer: an HTTP status with a body, or 'network' for a request that got no answer. */
export type Answer = { status: number; body?: string } | 'network';
export type Answerer = (sent: SentRequest) => Answer | Promise<Answer>;

/** Bytes carried by a body (files of a FormData included), for simulated progress. */
export function bodySize(body: unknown): number {
  if (body instanceof Blob) return body.size;
  if (typeof body === 'string') return body.length;
  if (body instanceof FormData) return [...body.values()].reduce((n, v) => n + (typeof v === 'string' ? v.length : v.size), 0);
  return 0;
}

/** The progress a transfer of `total` bytes reports: a quarter, half, all. */
export const simulatedSteps = (total: number) => [Math.floor(total / 4), Math.floor(total / 2), total];

/** A store transport (setStoreTransport) answering from `answer`, recording every request and reporting progress. */
export function fakeStoreTransport(answer: Answerer) {
  const sent: (SentRequest & { init: XhrInit })[] = [];
  const send: XhrSend = async (url, init) => {
    const request = { method: init.method, url, headers: { ...init.headers }, body: init.body, init };
    sent.push(request);
    const total = bodySize(init.body);
    for (const loaded of simulatedSteps(total)) init.onUploadProgress?.(Math.round((loaded / total) * 100));
    const reply = await answer(request);
    if (reply === 'network') throw new TypeError('network error');
    return { status: reply.status, text: async () => reply.body ?? '' };
  };
  return { send, sent };
}

type Handler = ((this: unknown, event: unknown) => void) | null;

/** Replaces the global XMLHttpRequest by a scripted one; `restore()` puts the real one back. */
export function installFakeXhr(answer: Answerer) {
  const sent: (SentRequest & { withCredentials: boolean })[] = [];
  const original = globalThis.XMLHttpRequest;

  class FakeXhr {
    upload: { onprogress: Handler } = { onprogress: null };
    status = 0;
    responseText = '';
    withCredentials = false;
    onload: Handler = null;
    onerror: Handler = null;
    onabort: Handler = null;
    ontimeout: Handler = null;
    private request: SentRequest = { method: '', url: '', headers: {}, body: null };
    private aborted = false;

    open(method: string, url: string) {
      this.request = { method, url, headers: {}, body: null };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    abort() {
      this.aborted = true;
      this.onabort?.(new Event('abort'));
    }
    send(body: unknown) {
      this.request.body = body;
      sent.push({ ...this.request, withCredentials: this.withCredentials });
      void (async () => {
        await Promise.resolve();
        const total = bodySize(body);
        for (const loaded of simulatedSteps(total)) if (!this.aborted) this.upload.onprogress?.({ lengthComputable: true, loaded, total });
        const reply = await answer(this.request);
        if (this.aborted) return;
        if (reply === 'network') {
          this.onerror?.(new Event('error'));
          return;
        }
        this.status = reply.status;
        this.responseText = reply.body ?? '';
        this.onload?.(new Event('load'));
      })();
    }
  }

  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return {
    sent,
    restore() {
      globalThis.XMLHttpRequest = original;
    },
  };
}
