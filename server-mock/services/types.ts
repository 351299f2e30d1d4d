import type { UserRow } from '../db/users';
import type { Router, RequestContext } from '../http/router';
import type { MockContext } from '../context';

export type ApiRouter = Router<UserRow>;
export type ApiRequest = RequestContext<UserRow>;
/** A service module adds its routes to the API router. */
export type RegisterService = (router: ApiRouter, ctx: MockContext) => void;

/** The user of a call that is not public (the API handler has checked the token already). */
export function currentUser(req: ApiRequest): UserRow {
  if (!req.user) throw new Error('route needs a logged-in user');
  return req.user;
}

/** A string field of a JSON body, trimmed; '' when absent or not a string. */
export function field(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}
