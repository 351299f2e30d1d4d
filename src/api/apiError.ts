import type { Envelope } from '../../contracts/envelope';

/** The envelope of every JSON response (docs/wire-protocol.md). */
export type { Envelope };

export type ApiErrorKind = 'business' | 'http' | 'network' | 'timeout' | 'malformed';

/**
 * Every rejection of `request` is an ApiError. `message` is always a text fit to show to the user
 * (the body's msg, or a Chinese description); `url` names the endpoint for diagnostics only.
 */
export class ApiError extends Error {
  code?: string;
  status?: number;
  body?: Envelope;
  kind: ApiErrorKind;
  url?: string;

  constructor(message: string, init: { kind: ApiErrorKind; code?: string; status?: number; body?: Envelope; url?: string }) {
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
