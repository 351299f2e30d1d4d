import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a WebSocket upgrade comes from the console's own origin: a browser always sends Origin, and it must name
 * the host the request was sent to (Host, or X-Forwarded-Host behind `npm run serve`'s gateway, which rewrites Host;
 * a page cannot set either header on an upgrade). No Origin at all: a client that is not a browser (tests, tools),
 * allowed, since it proves nothing a token does not.
 */
export function isSameOrigin(headers: IncomingHttpHeaders): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  let originHost: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    originHost = url.host.toLowerCase();
  } catch {
    return false;
  }
  const forwarded = headers['x-forwarded-host'];
  const hosts = [headers.host, ...(Array.isArray(forwarded) ? forwarded : [forwarded])]
    .filter((h): h is string => typeof h === 'string' && h !== '')
    .map((h) => h.split(',')[0].trim().toLowerCase());
  return hosts.includes(originHost);
}
