import { shellServices } from '../app/shellServices';

/** Upload progress is reported only for files over this size (1 MB). */
export const PROGRESS_MIN_BYTES = 1024 * 1024;

/** Headers of the platform API that must never reach a storage host (they carry the session token). */
const PLATFORM_HEADERS = ['authorization', 'clienttype', 'payload'];

export interface StoreRequest {
  method: 'POST' | 'PUT';
  /** Absolute address of the storage host, as the platform returned it. */
  url: string;
  headers?: Record<string, string>;
  body: FormData | Blob;
  /** Size of the file carried (decides whether progress is reported). */
  size: number;
  onProgress?(percent: number): void;
}

/** A storage host answered outside 2xx; `body` is its answer (often an XML error). */
export class StoreRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`存储服务拒绝了上传（HTTP ${status}）`);
    this.name = 'StoreRequestError';
  }
}

/**
 * Sends a file to an object store or file server: through the shell's `storeTransport` (XMLHttpRequest, for its upload progress), WITHOUT the
 * platform's headers and without credentials. Resolves with the answer's text on 2xx, rejects otherwise.
 */
export async function sendToStore(request: StoreRequest): Promise<string> {
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).filter(([name]) => !PLATFORM_HEADERS.includes(name.toLowerCase())),
  );
  const onUploadProgress = request.onProgress && request.size > PROGRESS_MIN_BYTES ? request.onProgress : undefined;
  const answer = await shellServices().storeTransport(request.url, {
    method: request.method,
    headers,
    body: request.body,
    onUploadProgress,
  });
  const text = await answer.text();
  if (answer.status < 200 || answer.status > 299) throw new StoreRequestError(answer.status, text);
  return text;
}
