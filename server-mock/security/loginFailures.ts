import { DEFAULT_POLICY, type SecurityPolicy } from './policy';

/** A name's count is forgotten this long after its last failure (when it is not locked). */
export const FAILURE_MEMORY_MS = 60 * 60_000;
/** At most this many names are tracked; the least recently failed are forgotten first. */
const MAX_TRACKED_NAMES = 50_000;

interface Entry {
  failures: number;
  lockedUntil: number;
  lastFailureAt: number;
}

/** The key of an account name: NFKC, trimmed, lower case (so 'Admin ' and 'admin' share one count). */
export const normaliseAccount = (account: string) => account.normalize('NFKC').trim().toLowerCase();

/**
 * Failed logins per normalised account name, known or not, so that the answers never tell which accounts exist:
 * from the policy's `picCodeAfterFailures`-th failure (5) the picture code is required, the `lockAfterFailures`-th
 * (10) locks the name for `lockMinutes` (15). After a lock the picture code is still required until a successful
 * login. The policy is read at each call, so a changed 安全设置 holds at once. Kept in memory (`/__mock/reset`
 * clears it).
 */
export class LoginFailures {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly policy: () => SecurityPolicy = () => DEFAULT_POLICY) {}

  private entry(account: string, now: number): Entry | undefined {
    const key = normaliseAccount(account);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.lockedUntil > 0 && entry.lockedUntil <= now) {
      entry.lockedUntil = 0;
      entry.failures = this.policy().picCodeAfterFailures;
      entry.lastFailureAt = now;
    }
    if (entry.lockedUntil === 0 && now - entry.lastFailureAt > FAILURE_MEMORY_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  failures(account: string, now: number): number {
    return this.entry(account, now)?.failures ?? 0;
  }

  needsPicCode(account: string, now: number): boolean {
    return this.failures(account, now) >= this.policy().picCodeAfterFailures;
  }

  isLocked(account: string, now: number): boolean {
    return (this.entry(account, now)?.lockedUntil ?? 0) > now;
  }

  /** Counts one failure; returns the new count and whether the name is now locked. */
  recordFailure(account: string, now: number): { failures: number; locked: boolean } {
    const key = normaliseAccount(account);
    const entry = this.entry(account, now) ?? { failures: 0, lockedUntil: 0, lastFailureAt: now };
    entry.failures += 1;
    entry.lastFailureAt = now;
    const policy = this.policy();
    if (entry.failures >= policy.lockAfterFailures) entry.lockedUntil = now + policy.lockMinutes * 60_000;
    this.entries.delete(key);
    this.entries.set(key, entry);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MAX_TRACKED_NAMES) break;
      this.entries.delete(oldest);
    }
    return { failures: entry.failures, locked: entry.lockedUntil > now };
  }

  clear(account: string): void {
    this.entries.delete(normaliseAccount(account));
  }

  clearAll(): void {
    this.entries.clear();
  }
}
