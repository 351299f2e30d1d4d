import { STORE_MAX_BYTES } from './limits';

/** An OSS upload policy lives 5 minutes. */
export const POLICY_TTL_MS = 5 * 60_000;

/** What the store enforces from a policy. */
export interface UploadPolicy {
  expirationMs: number;
  minBytes: number;
  maxBytes: number;
  keyPrefix: string;
}

/** A new policy for uploads under `dir`: base64 of the policy JSON, and its expiry in epoch seconds. */
export function buildPolicy(dir: string, now: number): { policy: string; expire: number } {
  const expire = Math.floor((now + POLICY_TTL_MS) / 1000);
  const document = {
    expiration: new Date(expire * 1000).toISOString(),
    conditions: [
      ['content-length-range', 1, STORE_MAX_BYTES],
      ['starts-with', '$key', dir],
    ],
  };
  return { policy: Buffer.from(JSON.stringify(document), 'utf8').toString('base64'), expire };
}

const isCondition = (value: unknown): value is unknown[] => Array.isArray(value);

/** Reads a base64 policy; null when it is not one (not base64 JSON, no expiration, no size range or key prefix). */
export function parsePolicy(policy: string): UploadPolicy | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(policy)) return null;
  let document: unknown;
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof document !== 'object' || document === null) return null;
  const { expiration, conditions } = document as { expiration?: unknown; conditions?: unknown };
  const expirationMs = typeof expiration === 'string' ? Date.parse(expiration) : NaN;
  if (!Number.isFinite(expirationMs) || !Array.isArray(conditions)) return null;
  const range = conditions.filter(isCondition).find((c) => c[0] === 'content-length-range');
  const prefix = conditions.filter(isCondition).find((c) => c[0] === 'starts-with' && c[1] === '$key');
  if (!range || typeof range[1] !== 'number' || typeof range[2] !== 'number') return null;
  if (!prefix || typeof prefix[2] !== 'string') return null;
  return { expirationMs, minBytes: range[1], maxBytes: Math.min(range[2], STORE_MAX_BYTES), keyPrefix: prefix[2] };
}
