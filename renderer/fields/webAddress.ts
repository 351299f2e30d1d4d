/**
 * The addresses the console turns into links or pictures: http(s) addresses and the site's own paths
 * ("/files/a.png"; never "//host" or "/\host", which browsers read as another host). Everything else —
 * javascript:, data:, vbscript:, mailto:, relative text — stays text.
 */
const HTTP_ADDRESS = /^https?:\/\//i;
const SITE_PATH = /^\/(?![/\\])/;

/** True for an http(s) address; `sitePaths` also admits the site's own absolute paths. */
export function isWebAddress(value: unknown, options: { sitePaths?: boolean } = {}): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (HTTP_ADDRESS.test(text)) return true;
  return options.sitePaths === true && SITE_PATH.test(text);
}

/** The href to render for `value`, or undefined when it must be shown as text (or not linked at all). */
export function safeHref(value: unknown, options: { sitePaths?: boolean } = {}): string | undefined {
  return isWebAddress(value, options) ? String(value).trim() : undefined;
}
