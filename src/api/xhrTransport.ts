/**
 * One request through XMLHttpRequest, the only browser API that reports upload progress. It answers like fetch: it
 * resolves with the status and the body text whatever the status, and rejects with a TypeError when no answer came
 * (network failure, CORS refusal, abort). It adds no header of its own and sends no credentials.
 */
export interface XhrInit {
  method: string;
  headers?: Record<string, string>;
  body?: XMLHttpRequestBodyInit | null;
  signal?: AbortSignal | null;
  /** 0–100 as the request body travels. */
  onUploadProgress?(percent: number): void;
}

export interface XhrAnswer {
  status: number;
  text(): Promise<string>;
}

export type XhrSend = (url: string, init: XhrInit) => Promise<XhrAnswer>;

const percentOf = (loaded: number, total: number) => Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));

export const sendWithXhr: XhrSend = (url, init) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const signal = init.signal;
    if (signal?.aborted) {
      reject(new TypeError('aborted'));
      return;
    }
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers ?? {})) xhr.setRequestHeader(name, value);
    const progress = init.onUploadProgress;
    if (progress) {
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) progress(percentOf(e.loaded, e.total));
      };
    }
    xhr.onload = () => {
      done();
      const text = String(xhr.responseText ?? '');
      resolve({ status: xhr.status, text: () => Promise.resolve(text) });
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('network error'));
    };
    xhr.onabort = () => {
      done();
      reject(new TypeError('aborted'));
    };
    xhr.ontimeout = xhr.onerror;
    signal?.addEventListener('abort', onAbort);
    xhr.send(init.body ?? null);
  });
