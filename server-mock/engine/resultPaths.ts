import { ok, type Envelope } from '../http/envelope';

const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Sets `value` at a dot path of `target`, creating plain objects on the way. Returns false when the path
 * crosses a value that is not a plain object (e.g. a total under a list that is itself `data`).
 */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): boolean {
  const keys = path.split('.');
  if (keys.some((k) => UNSAFE.has(k) || k === '')) return false;
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (next === undefined || next === null) node[key] = {};
    else if (typeof next !== 'object' || Array.isArray(next)) return false;
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]] = value;
  return true;
}

/** A success envelope whose parts sit at the endpoint's result paths (paths within `{code, msg, data}`). */
export function okAt(parts: [path: string | undefined, value: unknown][], msg?: string): Envelope {
  const body = ok(null, msg) as unknown as Record<string, unknown>;
  for (const [path, value] of parts) if (path) setPath(body, path, value);
  return body as unknown as Envelope;
}
