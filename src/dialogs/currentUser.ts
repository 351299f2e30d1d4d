import { getStoredUserInfo } from '../auth/session';
import { userStore } from '../stores/userStore';

/**
 * The logged-in user's account, id, type and phone state: the session store first, then the stored userInfo; and
 * 安全设置's password rules as loginInfo gave them.
 */
export function currentUserInfo(): {
  account: string;
  userId: string;
  userType?: number;
  isVerify?: number;
  passwordMinLength?: number;
  passwordClasses?: number;
} {
  const user = userStore.get().user;
  const stored = getStoredUserInfo();
  return {
    account: user?.account ?? stored?.account ?? '',
    userId: String(user?.userId ?? stored?.userId ?? ''),
    userType: user?.userType ?? stored?.userType,
    isVerify: user?.isVerify ?? stored?.isVerify,
    passwordMinLength: user?.passwordMinLength,
    passwordClasses: user?.passwordClasses,
  };
}
