/**
 * What every hand-written call and the generic handlers read from a request and answer when it is wrong, written
 * once: the body as an object, a list of record ids, and the two refusals (malformed request, state not allowed).
 */
import { ERR, fail, type Envelope } from '../http/envelope';
import { parseId } from './store';

/** A malformed request (`0x10d7500400`) with the Chinese message of its first problem. */
export const badRequest = (msg: string): Envelope<null> => fail(ERR.badRequest[0], msg);

/** A step the record's state does not allow (`0x10d7500015`), with the platform's message unless one is given. */
export const stateNotAllowed = (msg: string = ERR.stateNotAllowed[1]): Envelope<null> => fail(ERR.stateNotAllowed[0], msg);

/** The JSON body of a request when it is an object; `{}` when it is absent, an array or anything else. */
export const bodyOf = (req: { body?: unknown }): Record<string, unknown> =>
  typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};

/** Splits a value into its pieces: an array's items, a text's comma-separated parts (also inside an array), one number. */
const pieces = (value: unknown): unknown[] =>
  (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));

/**
 * The record ids a call names: a list of positive integers (numbers or digit texts), one positive integer, or a
 * comma-separated text such as `3,5` (also as an item of a list: `?ids=3,5` read as a repeated parameter). Doubles are
 * dropped, the order kept. Null when it names none or when any piece is not a positive integer (blank, 0, -1, 1.5,
 * `abc`, an object): a call with a bad id is refused whole, never carried out for the good ones.
 */
export function idList(value: unknown): number[] | null {
  if (value === undefined || value === null) return null;
  const ids = pieces(value).map((v) => (typeof v === 'number' || typeof v === 'string' ? parseId(v) : null));
  return ids.length > 0 && ids.every((id): id is number => id !== null) ? [...new Set(ids)] : null;
}

/**
 * Ids that are texts (export task ids, device record ids): a list of texts or numbers, or a comma-separated text;
 * trimmed, doubles dropped. Null when it names none or any piece is blank or not a text or number.
 */
export function textIdList(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  const ids = pieces(value).map((v) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : ''));
  return ids.length > 0 && ids.every((id) => id !== '') ? [...new Set(ids)] : null;
}
