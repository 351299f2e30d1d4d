import type { UserRow } from '../../db/users';
import { failWith, ok, type Envelope } from '../../http/envelope';
import type { MockContext } from '../../context';
import { currentUser, type RegisterService } from '../types';

/**
 * Revocation of the privacy-agreement consent (spec §8 confirm 取消授权后将退出登录，是否取消隐私协议授权？):
 * `POST /basic/v2/api/dealer/revokePrivacy`, operator side (platformType 1) only. The session stays valid, so the
 * console's own logout (GET logout) ends it right after.
 */
export const REVOKE_PRIVACY_PATH = '/api/basic/v2/api/dealer/revokePrivacy';

/** Revocations per mock context: user id → time of the last one. */
const revocations = new WeakMap<MockContext, Map<string, number>>();
export const privacyRevokedAt = (ctx: MockContext, userId: string): number | undefined => revocations.get(ctx)?.get(userId);

export function revokePrivacy(ctx: MockContext, user: UserRow): Envelope {
  if (user.platform_type !== 1) return failWith('stateNotAllowed');
  let map = revocations.get(ctx);
  if (!map) revocations.set(ctx, (map = new Map()));
  map.set(user.user_id, ctx.now());
  ctx.log.info(`账号 ${user.account} 已取消隐私协议授权`);
  return ok(null);
}

export const registerPrivacyConsent: RegisterService = (router, ctx) => {
  router.post(REVOKE_PRIVACY_PATH, (req) => revokePrivacy(ctx, currentUser(req)));
};
