import type { IncomingHttpHeaders } from 'node:http';

/** Whether the mock trusts X-Forwarded-Host: only when told it sits behind a proxy that sets it (MOCK_TRUST_PROXY=1). */
export const trustProxyFromEnv = (env: NodeJS.ProcessEnv = process.env) => env.MOCK_TRUST_PROXY === '1';

/**
 * Whether a browser request (a WebSocket upgrade, an admin call) comes from the console's own origin: a browser
 * always sends Origin on these, and it must name the host the request was sent to — `Host`, and `X-Forwarded-Host`
 * only with `trustProxy` (a proxy in front of the mock rewrites Host and names the original in X-Forwarded-Host;
 * without such a proxy any client could send that header to pass the check). No Origin at all: a client that is not
 * a browser (tests, tools), allowed, since it proves nothing a token does not.
 */
export function isSameOrigin(headers: IncomingHttpHeaders, options: { trustProxy?: boolean } = {}): boolean {
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
  const forwarded = options.trustProxy ? headers['x-forwarded-host'] : undefined;
  const hosts = [headers.host, ...(Array.isArray(forwarded) ? forwarded : [forwarded])]
    .filter((h): h is string => typeof h === 'string' && h !== '')
    .map((h) => h.split(',')[0].trim().toLowerCase());
  return hosts.includes(originHost);
}
