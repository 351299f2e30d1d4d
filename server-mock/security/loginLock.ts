import { LOCK_DURATION_MS } from './loginFailures';

/** The answer to every login of a locked account name, whether it exists and whatever the password. */
export const ACCOUNT_LOCKED = {
  code: '0x10d7500007',
  msg: `登录失败次数过多，账号已锁定，请${LOCK_DURATION_MS / 60_000}分钟后再试`,
} as const;
