import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';

export const MAX_BODY_BYTES = 1024 * 1024;

/** Error codes of a body the parser refuses (the API answers them in its envelope). */
export const BODY_MALFORMED = 'MOCK_BODY_MALFORMED';
export const BODY_UNSAFE = 'MOCK_BODY_UNSAFE';
export const BODY_NOT_JSON = 'MOCK_BODY_NOT_JSON';

/** HTTP 415: a body that is not declared `application/json` (a multipart form only where a route takes uploads). */
export const NOT_JSON_MSG = '请求体须为 application/json';

/** Whether a Content-Type header declares JSON (`application/json`, any parameters). */
export const isJsonType = (header: unknown) =>
  typeof header === 'string' && header.split(';')[0].trim().toLowerCase() === 'application/json';

const bodyError = (code: string, message: string, statusCode = 400): FastifyError =>
  Object.assign(new Error(message), { code, statusCode, name: 'BodyError' });

/** Valid JSON that Fastify's parser refused: it holds `__proto__` or `constructor.prototype` (prototype poisoning). */
function isPoisoned(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Body parsing of a scope, on Fastify's reader (the route's `bodyLimit`, 413 above it) and its JSON parser with
 * `onProtoPoisoning` / `onConstructorPoisoning` set to `error` (multipart bodies are left to @fastify/multipart, which
 * the API allows on upload routes only): an empty body gives `undefined`; a body declared `application/json` is parsed
 * — malformed JSON fails with BODY_MALFORMED, a poisoned one with BODY_UNSAFE; any other body (a url-encoded or
 * text/plain form a page on another site can send without asking, no type at all) fails with BODY_NOT_JSON (HTTP 415).
 */
export function installBodyParser(scope: FastifyInstance): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (request: FastifyRequest, raw: Buffer, done) => {
    if (raw.length === 0) return done(null, undefined);
    if (!isJsonType(request.headers['content-type'])) return done(bodyError(BODY_NOT_JSON, NOT_JSON_MSG, 415));
    const text = raw.toString('utf8');
    parseJson(request, text, (err, value) => {
      if (!err) return done(null, value);
      done(
        isPoisoned(text)
          ? bodyError(BODY_UNSAFE, 'request body has a forbidden key')
          : bodyError(BODY_MALFORMED, 'request body is not valid JSON'),
      );
    });
  });
}
