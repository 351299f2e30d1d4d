import { timingSafeEqual } from 'node:crypto';
import { sha256hex } from '../../security/hash';
import { findUserByAccount, toLoginInfo } from '../../db/users';
import { ERR, fail, failWith, ok } from '../../http/envelope';
import { accountLocked } from '../../security/policy';
import { consumeChallenge, issueLoginChallenge } from '../../security/challenges';
import { consumeTicket } from '../../security/oneTimeKeys';
import { consumePicCode, createPicCode } from '../../security/picCode';
import { createSession, deleteSession } from '../../security/sessions';
import { WS_UNAUTHORIZED } from '../../ws';
import { loginRefusal } from '../operatorManage/accounts';
import { currentUser, field, type RegisterService } from '../types';

const BASE = '/api/auth/v2/api/user';
/** loginStatus of a normal login. */
const LOGIN_STATUS_NORMAL = 1;

/** Not the SHA-256 of anything: no password answers it. */
const UNKNOWN_ACCOUNT_HASH = 'x'.repeat(64);

const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Authentication: challenge, picture code, login (password or ticket), login info, logout. */
export const registerAuth: RegisterService = (router, ctx) => {
  const { db } = ctx;

  router.post(
    `${BASE}/getChallengeCode`,
    (req) => {
      const account = field(req.body, 'account');
      if (!account) return failWith('badRequest');
      return ok(issueLoginChallenge(db, account, ctx.now()));
    },
    { public: true },
  );

  router.post(
    `${BASE}/checkAccount`,
    (req) => ok({ needVerifyCode: ctx.loginFailures.needsPicCode(field(req.body, 'account'), ctx.now()) }),
    { public: true },
  );

  router.get(
    `${BASE}/getPicVerifyCode`,
    () => {
      const { verifyCodeId, image } = createPicCode(db, ctx.now());
      return ok({ verifyCodeId, image });
    },
    { public: true },
  );

  router.post(
    `${BASE}/login`,
    (req) => {
      const now = ctx.now();
      const account = field(req.body, 'account');
      const challenge = consumeChallenge(db, field(req.body, 'codeKey'), now);
      if (!challenge || challenge.account !== account) return failWith('challengeExpired');
      // From here on a known and an unknown account name get the same answers, step by step.
      const failures = ctx.loginFailures;
      const locked = accountLocked(ctx.securityPolicy());
      if (failures.isLocked(account, now)) return fail(locked.code, locked.msg, { needVerifyCode: true });
      if (failures.needsPicCode(account, now)) {
        const verifyCodeId = field(req.body, 'verifyCodeId');
        const verifyCode = field(req.body, 'verifyCode');
        if (!verifyCodeId || !verifyCode) return failWith('picCodeRequired', { needVerifyCode: true });
        if (!consumePicCode(db, verifyCodeId, verifyCode, now)) return failWith('picCodeWrong', { needVerifyCode: true });
      }
      const user = findUserByAccount(db, account);
      // An unknown account is checked against a hash it cannot match, so both paths do the same work.
      const expected = sha256hex((user?.password_hash ?? UNKNOWN_ACCOUNT_HASH) + challenge.codeValue);
      if (!user || !sameHex(field(req.body, 'password').toLowerCase(), expected)) {
        const after = failures.recordFailure(account, now);
        if (after.locked) return fail(locked.code, locked.msg, { needVerifyCode: true });
        return failWith('badCredentials', { needVerifyCode: failures.needsPicCode(account, now) });
      }
      failures.clear(account);
      // A disabled operator (系统管理 › 操作员管理 › 停用) is told so only after its password was right.
      const refused = loginRefusal(ctx, user);
      if (refused) return fail(ERR.stateNotAllowed[0], refused);
      return ok({ token: createSession(db, user.user_id, now), status: LOGIN_STATUS_NORMAL });
    },
    { public: true },
  );

  router.post(
    `${BASE}/loginByTicket`,
    (req) => {
      const now = ctx.now();
      const account = consumeTicket(db, field(req.body, 'ticket'), now);
      const user = account ? findUserByAccount(db, account) : null;
      if (!user) return failWith('challengeExpired');
      return ok({ token: createSession(db, user.user_id, now), status: LOGIN_STATUS_NORMAL });
    },
    { public: true },
  );

  // What the console applies of the security policy: its idle timeout (the session would end at the platform anyway)
  // and its password rules (a password change reaches the platform hashed).
  router.get(`${BASE}/loginInfo`, (req) => {
    const { idleTimeoutMinutes, passwordMinLength, passwordClasses } = ctx.securityPolicy();
    return ok({ ...toLoginInfo(currentUser(req)), idleTimeoutMinutes, passwordMinLength, passwordClasses });
  });

  router.get(`${BASE}/logout`, (req) => {
    if (req.token) {
      deleteSession(db, req.token);
      ctx.sockets.closeToken(req.token, WS_UNAUTHORIZED.code, WS_UNAUTHORIZED.reason);
    }
    return ok(null);
  });
};
