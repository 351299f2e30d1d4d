import { getModifyChallengeCode, type ChallengeCode } from '../auth/authApi';
import { hashLoginPassword, hashStoredPassword } from '../auth/password';
import { getPlatformType } from '../auth/session';
import { changePassword, type ChangePasswordBody } from './dialogApi';

/** Shown after a successful change (spec §8); the token is reset and the user logs in again. */
export const PASSWORD_CHANGED = '密码修改成功，请重新登录';

/**
 * The changePassword body: the old password proven against the challenge as at login
 * (sha256hex(sha256hex(old + salt) + codeValue)), the new one as the server stores it (sha256hex(new + salt)).
 */
export function buildChangePasswordBody(
  input: { userId: string; oldPwd: string; newPwd: string },
  challenge: ChallengeCode,
): ChangePasswordBody {
  return {
    userId: input.userId,
    oldPassword: hashLoginPassword(input.oldPwd, challenge.salt, challenge.codeValue),
    newPassword: hashStoredPassword(input.newPwd, challenge.salt),
    codeKey: challenge.codeKey,
  };
}

/** modifyUser/getChallengeCode, then sysUser/changePassword. Rejects with the HTTP layer's error (already shown). */
export async function submitPasswordChange(input: { account: string; userId: string; oldPwd: string; newPwd: string }): Promise<void> {
  const challenge = await getModifyChallengeCode({ account: input.account, platformType: getPlatformType() ?? 1 });
  await changePassword(buildChangePasswordBody(input, challenge));
}
