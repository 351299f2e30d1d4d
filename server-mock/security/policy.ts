import type Database from 'better-sqlite3';

/**
 * The platform's security policy (系统管理 › 系统设置 › 安全设置): the password rules new and changed passwords must meet
 * beyond the spec's floor, when a login needs the picture code, when an account name locks and for how long, and how
 * long a session may stay unused. The mock's login, sessions and password changes read it from here, so a saved
 * setting takes effect at the next call; until one is saved the defaults below (the spec's rules) hold.
 */

export interface SecurityPolicy {
  /** Least password length (the spec's floor: 8). */
  passwordMinLength: number;
  /** Character classes a password needs of digit, upper case, lower case, special (the spec's floor: 3). */
  passwordClasses: number;
  /** Failed logins of one account name before the picture code is required. */
  picCodeAfterFailures: number;
  /** Failed logins of one account name before it is locked. */
  lockAfterFailures: number;
  /** How long a locked account name refuses every login, in minutes. */
  lockMinutes: number;
  /** A session unused this long ends (the console logs out), in minutes. */
  idleTimeoutMinutes: number;
}

export const DEFAULT_POLICY: SecurityPolicy = {
  passwordMinLength: 8,
  passwordClasses: 3,
  picCodeAfterFailures: 5,
  lockAfterFailures: 10,
  lockMinutes: 15,
  idleTimeoutMinutes: 30,
};

/** The answer to every login of a locked account name, whether it exists and whatever the password. */
export const accountLocked = (policy: SecurityPolicy) => ({
  code: '0x10d7500007',
  msg: `登录失败次数过多，账号已锁定，请${policy.lockMinutes}分钟后再试`,
});

/** The table of the one record 安全设置 saves (entity securitySetting of schemas/systemManage.json). */
const SECURITY_TABLE = '"ent_securitySetting"';
const POLICY_KEYS = Object.keys(DEFAULT_POLICY) as (keyof SecurityPolicy)[];

/**
 * The policy saved in 安全设置, each value read as a number (the defaults where one is missing, or without the
 * table: a database of another schema).
 */
export function policyIn(db: Database.Database): SecurityPolicy {
  let record: Record<string, unknown> | undefined;
  try {
    record = db.prepare(`SELECT * FROM ${SECURITY_TABLE} WHERE "securitySettingId" = 1`).get() as Record<string, unknown> | undefined;
  } catch {
    return DEFAULT_POLICY;
  }
  if (!record) return DEFAULT_POLICY;
  const policy = { ...DEFAULT_POLICY };
  for (const key of POLICY_KEYS) {
    const n = Number(record[key]);
    if (Number.isFinite(n) && n > 0) policy[key] = n;
  }
  return policy;
}
