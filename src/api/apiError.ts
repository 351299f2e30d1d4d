/** The envelope of every JSON response (docs/wire-protocol.md). */
export interface ApiBody<T = unknown> {
  code: string;
  msg: string;
  data: T;
}

export type ApiErrorKind = 'business' | 'http' | 'network' | 'timeout' | 'malformed';

/**
 * Every rejection of `request` is an ApiError. `message` is always a text fit to show to the user
 * (the body's msg, or a Chinese description); `url` names the endpoint for diagnostics only.
 */
export class ApiError extends Error {
  code?: string;
  status?: number;
  body?: ApiBody;
  kind: ApiErrorKind;
  url?: string;

  constructor(message: string, init: { kind: ApiErrorKind; code?: string; status?: number; body?: ApiBody; url?: string }) {
    super(message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status;
    this.body = init.body;
    this.url = init.url;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
