import { getStoredUserInfo } from '../auth/session';
import { userStore } from '../stores/userStore';

/** The logged-in user's account, id, type and phone state: the session store first, then the stored userInfo. */
export function currentUserInfo(): { account: string; userId: string; userType?: number; isVerify?: number } {
  const user = userStore.get().user;
  const stored = getStoredUserInfo();
  return {
    account: user?.account ?? stored?.account ?? '',
    userId: String(user?.userId ?? stored?.userId ?? ''),
    userType: user?.userType ?? stored?.userType,
    isVerify: user?.isVerify ?? stored?.isVerify,
  };
}
