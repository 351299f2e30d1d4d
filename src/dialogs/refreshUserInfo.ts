import { loginInfo } from '../auth/authApi';
import { setStoredUserInfo } from '../auth/session';
import { userStore } from '../stores/userStore';

/** Fetches the user again (loginInfo) and stores it: after a phone bind, isVerify becomes 1 (spec §4). */
export async function refreshStoredUserInfo(): Promise<void> {
  const user = await loginInfo();
  setStoredUserInfo(user);
  userStore.set({ user });
}
