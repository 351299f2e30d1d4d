import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';

export const MAX_BODY_BYTES = 1024 * 1024;

/** Error codes of a body the parser refuses (the API answers them in its envelope). */
export const BODY_MALFORMED = 'MOCK_BODY_MALFORMED';
export const BODY_UNSAFE = 'MOCK_BODY_UNSAFE';

const bodyError = (code: string, message: string): FastifyError =>
  Object.assign(new Error(message), { code, statusCode: 400, name: 'BodyError' });

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
 * `onProtoPoisoning` / `onConstructorPoisoning` set to `error` (multipart bodies are left to @fastify/multipart): an empty
 * body gives `undefined`; url-encoded forms an object; JSON (declared, undeclared or text/plain that looks like JSON) is
 * parsed — malformed JSON fails with BODY_MALFORMED, a poisoned one with BODY_UNSAFE; other types stay unparsed.
 */
export function installBodyParser(scope: FastifyInstance): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (request: FastifyRequest, raw: Buffer, done) => {
    if (raw.length === 0) return done(null, undefined);
    const type = String(request.headers['content-type'] ?? '').toLowerCase();
    const text = raw.toString('utf8');
    if (type.includes('application/x-www-form-urlencoded')) return done(null, Object.fromEntries(new URLSearchParams(text)));
    if (!type.includes('json') && type !== '' && !/^\s*[[{]/.test(text)) return done(null, undefined);
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
