/** Where a page goes after a successful login when no usable `redirect` is given. */
export const DEFAULT_AFTER_LOGIN = '/index';

/**
 * The `redirect` query value as a same-origin, relative in-app path, or DEFAULT_AFTER_LOGIN.
 * Accepts only paths that start with one '/' (no '//' or '/\' that a browser would read as another host),
 * with no scheme and no control characters. A value that is still percent-encoded (`%2Ftodo`) is decoded once.
 */
export function safeRedirect(raw: string | null | undefined, fallback: string = DEFAULT_AFTER_LOGIN): string {
  if (!raw) return fallback;
  let value = raw.trim();
  if (/^%2f/i.test(value)) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return fallback;
    }
  }
  if (!value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const base = 'http://console.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
