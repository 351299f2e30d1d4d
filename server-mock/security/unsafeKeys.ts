/** Keys that could reach an object's prototype when a body is merged or copied. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
/** Deeper bodies are refused as well: no form of the platform nests this far. */
export const MAX_BODY_DEPTH = 32;

export const UNSAFE_BODY_MSG = '请求参数不合法';

/** True when a parsed body has a forbidden key at any depth, or nests deeper than MAX_BODY_DEPTH. */
export function hasUnsafeKeys(value: unknown, depth = 0): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (depth > MAX_BODY_DEPTH) return true;
  if (Array.isArray(value)) return value.some((item) => hasUnsafeKeys(item, depth + 1));
  if (Buffer.isBuffer(value)) return false;
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_KEYS.has(key)) return true;
    if (hasUnsafeKeys((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}
