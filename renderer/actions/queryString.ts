/** `{a: 1, b: [1, 2]}` → `a=1&b=1%2C2`; empty values are left out. */
export function toQueryString(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return search.toString();
}

/** Appends a query string to a route. */
export function withQuery(to: string, query: string): string {
  if (!query) return to;
  return `${to}${to.includes('?') ? '&' : '?'}${query}`;
}

/** Resolved values as view parameters (strings). */
export function toParams(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    out[name] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return out;
}
