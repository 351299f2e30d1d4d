import { findUserByAccount, setPasswordHash, type UserRow } from '../../db/users';
import { fail, failWith, ok, type Envelope } from '../../http/envelope';
import { consumeChallenge } from '../../security/challenges';
import { sha256hex } from '../../security/hash';
import { deleteUserSessions } from '../../security/sessions';
import { WS_UNAUTHORIZED } from '../../ws';
import type { MockContext } from '../../context';
import { charLength } from '../../../schemas/meta/lib/fieldRules';
import { currentUser, field, type RegisterService } from '../types';
import { badRequest } from '../../engine/requestParts';

const USER = '/api/user/v2/api';

/** Business errors of the account calls (docs/wire-protocol.md "User dialogs"). */
export const ACCOUNT_ERRORS = {
  oldPasswordWrong: ['0x10d7500101', '原密码错误'],
  accountTaken: ['0x10d7500102', '用户名已存在'],
  renamedAlready: ['0x10d7500103', '用户名只能修改一次'],
  challengeExpired: ['0x10d7500106', '操作已超时，请重试'],
  samePassword: ['0x10d7500107', '新密码与原密码不能重复'],
} as const satisfies Record<string, readonly [string, string]>;

const failAs = (e: readonly [string, string]) => fail(e[0], e[1]);

/**
 * Password strength level of `collector/weakPwdCode`: 0 lets the console use its weak-password rules. The mock's
 * operator side (platformType 1) is strict (1), the multi-dealer platform (2) is in weak mode (0).
 */
export const weakPwdLevelOf = (user: UserRow): number => (user.platform_type === 2 ? 0 : 1);

/** Characters a new user name may not contain (spec §5 "Change user name": ’ / : * ? " ). */
export const ACCOUNT_FORBIDDEN = /[’/:*?"]/;
export const ACCOUNT_MAX = 32;

/** Ends every session and alarm socket of the user: after a password change or a rename the user logs in again. */
function endSessions(ctx: MockContext, user: UserRow) {
  deleteUserSessions(ctx.db, user.user_id);
  ctx.sockets.closeUser(user.user_id, WS_UNAUTHORIZED.code, WS_UNAUTHORIZED.reason);
}

/** The caller must name itself: `userId` of the body is the logged-in user's. */
function checkUserId(body: unknown, user: UserRow): Envelope | null {
  const userId = field(body, 'userId');
  if (!userId) return badRequest('用户编号不能为空');
  return userId === user.user_id ? null : failWith('stateNotAllowed');
}

/**
 * `sysUser/changePassword {userId, oldPassword, newPassword, codeKey}` after `modifyUser/getChallengeCode`:
 * oldPassword = sha256hex(sha256hex(old + salt) + codeValue), newPassword = sha256hex(new + salt).
 */
export function changePassword(ctx: MockContext, user: UserRow, body: unknown): Envelope {
  const idError = checkUserId(body, user);
  if (idError) return idError;
  const oldPassword = field(body, 'oldPassword').toLowerCase();
  const newPassword = field(body, 'newPassword').toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(oldPassword)) return badRequest('原密码格式错误');
  if (!/^[0-9a-f]{64}$/.test(newPassword)) return badRequest('新密码格式错误');
  const challenge = consumeChallenge(ctx.db, field(body, 'codeKey'), ctx.now());
  if (!challenge || challenge.account !== user.account) return failAs(ACCOUNT_ERRORS.challengeExpired);
  if (sha256hex(user.password_hash + challenge.codeValue) !== oldPassword) return failAs(ACCOUNT_ERRORS.oldPasswordWrong);
  if (newPassword === user.password_hash) return failAs(ACCOUNT_ERRORS.samePassword);
  setPasswordHash(ctx.db, user.user_id, newPassword);
  endSessions(ctx, user);
  return ok(null);
}

/** `sysUser/updateAccount {account, userId}`: a main account (userType 2) renames itself once. */
export function updateAccount(ctx: MockContext, user: UserRow, body: unknown): Envelope {
  const idError = checkUserId(body, user);
  if (idError) return idError;
  if (user.user_type !== 2) return failWith('stateNotAllowed');
  if (user.modified === 1) return failAs(ACCOUNT_ERRORS.renamedAlready);
  const account = field(body, 'account');
  if (!account) return badRequest('用户名不能为空');
  if (charLength(account) > ACCOUNT_MAX) return badRequest('长度在 1 到 32 个字符');
  if (ACCOUNT_FORBIDDEN.test(account)) return badRequest('规则名称不能包含特殊字符');
  if (account === user.account || findUserByAccount(ctx.db, account)) return failAs(ACCOUNT_ERRORS.accountTaken);
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE users SET account = ?, modified = 1 WHERE user_id = ?').run(account, user.user_id);
    ctx.db.prepare('DELETE FROM sms_codes WHERE account = ?').run(user.account);
  })();
  endSessions(ctx, user);
  return ok(null);
}

/** The account calls of the header dialogs: password strength level, change password, rename. */
export const registerUserAccount: RegisterService = (router, ctx) => {
  router.get(`${USER}/collector/weakPwdCode`, (req) => ok(weakPwdLevelOf(currentUser(req))));
  router.post(`${USER}/sysUser/changePassword`, (req) => changePassword(ctx, currentUser(req), req.body));
  router.post(`${USER}/sysUser/updateAccount`, (req) => updateAccount(ctx, currentUser(req), req.body));
};
