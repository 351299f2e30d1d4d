import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext, Route, Router } from './router';

interface RouteConfig {
  route?: Route<never, never>;
}

/** The Router route a request was routed to (null for a 404). */
export function routeOf<User, Result>(request: FastifyRequest): Route<User, Result> | null {
  return ((request.routeOptions.config as RouteConfig | undefined)?.route as Route<User, Result> | undefined) ?? null;
}

const parsedUrls = new WeakMap<FastifyRequest, URL>();

/** The request's address parsed (path and query), once per request. */
export function urlOf(request: FastifyRequest): URL {
  let url = parsedUrls.get(request);
  if (!url) parsedUrls.set(request, (url = new URL(request.url, 'http://localhost')));
  return url;
}

function allQueryValues(params: URLSearchParams): Record<string, string[]> {
  const all: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const [key, value] of params) (all[key] ??= []).push(value);
  return all;
}

/** What a Router handler gets about a request Fastify routed. */
export function requestContext<User>(request: FastifyRequest, user: User | null, token: string | null): RequestContext<User> {
  const url = urlOf(request);
  return {
    method: request.method,
    path: url.pathname,
    params: { ...(request.params as Record<string, string>) },
    query: Object.fromEntries(url.searchParams),
    queryAll: allQueryValues(url.searchParams),
    body: request.body,
    headers: request.headers,
    token,
    user,
  };
}

/**
 * Mounts every route of `router` on `scope` (a plugin registered with `prefix`; every pattern starts with it), each
 * with its Router route in `config`; asset routes answer HEAD as well;
 * `handle` answers the request.
 */
export function mountRoutes<User, Result>(
  scope: FastifyInstance,
  prefix: string,
  router: Router<User, Result>,
  handle: (request: FastifyRequest, reply: FastifyReply, route: Route<User, Result>) => Promise<unknown>,
): void {
  for (const route of router.list()) {
    if (!route.pattern.startsWith(`${prefix}/`)) throw new Error(`route ${route.method} ${route.pattern} is outside ${prefix}/`);
    scope.route({
      method: route.asset ? ['GET', 'HEAD'] : route.method,
      url: route.url.slice(prefix.length),
      config: { route } as unknown as RouteConfig,
      handler: (request, reply) => handle(request, reply, route),
    });
  }
}
