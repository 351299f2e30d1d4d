/** A name safe inside a quoted header parameter: ASCII letters, digits, dot, dash and underscore, others '_'. */
const asciiName = (name: string) =>
  name
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .replace(/^\.+/, '_')
    .slice(0, 120);

/**
 * `Content-Disposition: attachment` for a download named `name` (possibly Chinese, from an upload): an ASCII
 * `filename` for old clients and the exact name as RFC 5987 `filename*`; path separators, quotes and control
 * characters never reach the header. `fallback` names a file whose name leaves nothing usable.
 */
export function attachmentDisposition(name: string, fallback = 'download'): string {
  const clean = [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((c) => c !== '"' && c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  const usable = clean !== '' && clean !== '.' && clean !== '..' ? clean : fallback;
  const encoded = encodeURIComponent(usable).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiName(usable)}"; filename*=UTF-8''${encoded}`;
}
