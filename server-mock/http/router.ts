import type { IncomingHttpHeaders } from 'node:http';
import type { Envelope } from './envelope';
import type { FileReply, Reply } from './reply';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Everything a handler gets about one request. `user` is set for calls made with a live token. */
export interface RequestContext<User = unknown> {
  method: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /** Every value of each query key, in order (a repeated key keeps all its values; `query` keeps the last). */
  queryAll?: Record<string, string[]>;
  body: unknown;
  headers: IncomingHttpHeaders;
  token: string | null;
  user: User | null;
}

/** What an API handler answers: an envelope (HTTP 200), a Reply with another status, or the bytes of a file. */
export type ApiResult = Envelope | Reply | FileReply;

export type Handler<User = unknown, Result = ApiResult> = (ctx: RequestContext<User>) => Result | Promise<Result>;

export interface RouteOptions {
  /** Public calls need no token (wire-protocol.md "Public calls"). */
  public?: boolean;
  /**
   * A file the browser loads by its address (`<img src>`, a download link), which sends none of the console's headers:
   * exempt from the Payload check. Only for public GET routes that answer bytes.
   */
  asset?: boolean;
  /** The handler gets the raw request body (a Buffer) of at most this many bytes instead of parsed JSON (uploads). */
  rawBodyLimit?: number;
}

export interface Route<User = unknown, Result = ApiResult> {
  method: Method;
  pattern: string;
  handler: Handler<User, Result>;
  public: boolean;
  asset: boolean;
  rawBodyLimit?: number;
  matcher: RegExp;
  paramNames: string[];
}

export interface RouteMatch<User = unknown, Result = ApiResult> {
  route: Route<User, Result>;
  params: Record<string, string>;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** Compiles `/a/{id}/b` into a regular expression; a `{param}` matches one non-empty path segment. */
export function compilePattern(pattern: string): { matcher: RegExp; paramNames: string[] } {
  const paramNames: string[] = [];
  const source = pattern
    .split(/(\{[A-Za-z_][A-Za-z0-9_]*\})/)
    .map((part) => {
      const m = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/.exec(part);
      if (!m) return escapeRegExp(part);
      paramNames.push(m[1]);
      return '([^/]+)';
    })
    .join('');
  return { matcher: new RegExp(`^${source}/?$`), paramNames };
}

/** Method + path pattern → handler. Literal routes win over parameterised ones registered earlier. */
export class Router<User = unknown, Result = ApiResult> {
  private readonly routes: Route<User, Result>[] = [];

  add(method: Method, pattern: string, handler: Handler<User, Result>, options: RouteOptions = {}): this {
    const { matcher, paramNames } = compilePattern(pattern);
    if (options.asset && (method !== 'GET' || !options.public)) throw new Error(`asset route ${method} ${pattern} must be a public GET`);
    this.routes.push({ method, pattern, handler, public: options.public ?? false, asset: options.asset ?? false, rawBodyLimit: options.rawBodyLimit, matcher, paramNames });
    return this;
  }

  get(pattern: string, handler: Handler<User, Result>, options?: RouteOptions) {
    return this.add('GET', pattern, handler, options);
  }
  post(pattern: string, handler: Handler<User, Result>, options?: RouteOptions) {
    return this.add('POST', pattern, handler, options);
  }
  put(pattern: string, handler: Handler<User, Result>, options?: RouteOptions) {
    return this.add('PUT', pattern, handler, options);
  }
  delete(pattern: string, handler: Handler<User, Result>, options?: RouteOptions) {
    return this.add('DELETE', pattern, handler, options);
  }

  /** Finds the route for a request; HEAD falls back to GET. Literal patterns are tried first. */
  match(method: string, path: string): RouteMatch<User, Result> | null {
    const wanted = method === 'HEAD' ? 'GET' : method;
    let best: RouteMatch<User, Result> | null = null;
    for (const route of this.routes) {
      if (route.method !== wanted) continue;
      const m = route.matcher.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      route.paramNames.forEach((name, i) => {
        params[name] = decodeURIComponent(m[i + 1]);
      });
      if (route.paramNames.length === 0) return { route, params };
      best ??= { route, params };
    }
    return best;
  }

  /** Every registered route, in registration order. */
  list(): readonly Route<User, Result>[] {
    return this.routes;
  }

  /** True when some route has this path under another method (for a 405-like answer). */
  hasPath(path: string): boolean {
    return this.routes.some((r) => r.matcher.test(path));
  }
}
