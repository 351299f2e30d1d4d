import type { IncomingHttpHeaders } from 'node:http';
import FindMyWay from 'find-my-way';
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
  /**
   * A batch the browser may send with `navigator.sendBeacon` as the page goes away (field telemetry), which carries no
   * header: exempt from the Payload check. Only for public POST routes; the body must still be declared JSON.
   */
  beacon?: boolean;
  /**
   * An upload: the handler's body is the multipart form read by @fastify/multipart (`readUploadForm` of
   * `http/multipart.ts`: an `UploadForm`, or 'notMultipart' / 'tooLarge' past `maxFileBytes`).
   */
  upload?: { maxFileBytes: number };
}

export interface Route<User = unknown, Result = ApiResult> {
  method: Method;
  /** The pattern as registered: `/api/x/{id}`. */
  pattern: string;
  /** The same pattern in the router's syntax: `/api/x/:id`. */
  url: string;
  handler: Handler<User, Result>;
  public: boolean;
  asset: boolean;
  beacon: boolean;
  upload?: { maxFileBytes: number };
}

export interface RouteMatch<User = unknown, Result = ApiResult> {
  route: Route<User, Result>;
  params: Record<string, string>;
}

/** `/a/{id}/b` → `/a/:id/b` (a `{param}` is one non-empty path segment). */
export const routerPath = (pattern: string) => pattern.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1');

/**
 * The route table the services fill: method + path pattern → handler and its options. The server mounts every route
 * on Fastify (`mountRoutes` of `http/fastifyRoutes.ts`); `match` answers with the same router Fastify uses
 * (find-my-way: literal segments win over parameters, a trailing slash is ignored, parameters are decoded). The
 * first registration of a method and pattern wins.
 */
export class Router<User = unknown, Result = ApiResult> {
  private readonly routes: Route<User, Result>[] = [];
  private readonly lookup = FindMyWay({ ignoreTrailingSlash: true });

  add(method: Method, pattern: string, handler: Handler<User, Result>, options: RouteOptions = {}): this {
    if (options.asset && (method !== 'GET' || !options.public)) throw new Error(`asset route ${method} ${pattern} must be a public GET`);
    if (options.beacon && (method !== 'POST' || !options.public))
      throw new Error(`beacon route ${method} ${pattern} must be a public POST`);
    const url = routerPath(pattern);
    if (this.lookup.hasRoute(method, url)) return this;
    const route: Route<User, Result> = {
      method,
      pattern,
      url,
      handler,
      public: options.public ?? false,
      asset: options.asset ?? false,
      beacon: options.beacon ?? false,
      upload: options.upload,
    };
    this.lookup.on(method, url, () => undefined, route);
    this.routes.push(route);
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

  /** Finds the route for a request path; HEAD falls back to GET. */
  match(method: string, path: string): RouteMatch<User, Result> | null {
    const found = this.lookup.find(method === 'HEAD' ? 'GET' : (method as Method), path);
    if (!found) return null;
    const params = Object.fromEntries(Object.entries(found.params).filter((e): e is [string, string] => e[1] !== undefined));
    return { route: found.store as Route<User, Result>, params };
  }

  /** Every registered route, in registration order. */
  list(): readonly Route<User, Result>[] {
    return this.routes;
  }
}
