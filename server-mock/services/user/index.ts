import { buttonResources, userMenuTree } from '../../catalogue/menuTree';
import { profileRefOf } from '../../catalogue/roleGrants';
import { findUserByAccount, setPasswordHash, type UserRow } from '../../db/users';
import { failWith, ok } from '../../http/envelope';
import { issueLoginChallenge } from '../../security/challenges';
import { consumeResetKey, consumeSmsCode, issueResetKey, issueSmsCode } from '../../security/oneTimeKeys';
import { deleteUserSessions } from '../../security/sessions';
import { WS_UNAUTHORIZED } from '../../ws';
import { currentUser, field, type RegisterService } from '../types';
import { badRequest } from '../../engine/requestParts';

const BASE = '/api/user/v2/api';

/** 138****0001 */
export const maskPhone = (phone: string) => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone);

/** The reminder texts of the warning banner: licence first when it needs attention, then daily business. */
export function remindersFor(user: UserRow): string[] {
  const licence =
    user.auth_status === -1
      ? '平台授权已过期，部分功能将受限，请尽快联系服务商续期'
      : user.auth_status === 2
        ? '平台授权将于30天后到期，请及时联系服务商续期'
        : '系统将于本周六 02:00-04:00 进行升级维护，届时服务可能短暂中断';
  return [
    licence,
    '您有3笔退款申请等待审核，请尽快处理',
    '西湖文化广场停车场有2台视频设备离线，请及时排查',
    '上月对账单已生成，请于每月5日前完成核对确认',
  ];
}

/** User service: menu tree, button codes, reminders, forgotten password. */
export const registerUser: RegisterService = (router, ctx) => {
  const { db } = ctx;

  router.get(`${BASE}/userMenuTree`, (req) => ok(userMenuTree(profileRefOf(ctx, currentUser(req).menu_profile))));

  router.get(`${BASE}/btnResources/{menuId}`, (req) =>
    ok(buttonResources(profileRefOf(ctx, currentUser(req).menu_profile), req.params.menuId)),
  );

  router.get(`${BASE}/reminds`, (req) => ok(remindersFor(currentUser(req))));

  router.get(
    `${BASE}/getVerifyCodeByAccount`,
    (req) => {
      const user = findUserByAccount(db, (req.query.account ?? '').trim());
      if (!user) return failWith('accountUnknown');
      if (!user.phone || user.is_verify !== 1) return failWith('phoneNotBound');
      issueSmsCode(db, user.account, ctx.now());
      return ok({ phone: maskPhone(user.phone) });
    },
    { public: true },
  );

  router.post(
    `${BASE}/forgetPwdNext`,
    (req) => {
      const now = ctx.now();
      const user = findUserByAccount(db, field(req.body, 'account'));
      if (!user) return failWith('accountUnknown');
      if (!consumeSmsCode(db, user.account, field(req.body, 'verifyCode'), now)) return failWith('smsCodeWrong');
      return ok({ resetKey: issueResetKey(db, user.account, now) });
    },
    { public: true },
  );

  const modifyChallenge = (req: { body: unknown }) => {
    const account = field(req.body, 'account');
    if (!account) return failWith('badRequest');
    return ok(issueLoginChallenge(db, account, ctx.now()));
  };
  router.post(`${BASE}/modifyUser/getChallengeCode`, modifyChallenge, { public: true });
  // The spec lists this call among the auth calls too; both paths answer the same.
  router.post('/api/auth/v2/api/user/modifyUser/getChallengeCode', modifyChallenge, { public: true });

  router.post(
    `${BASE}/resetPwd`,
    (req) => {
      const newPassword = field(req.body, 'newPassword').toLowerCase();
      if (!/^[0-9a-f]{64}$/.test(newPassword)) return badRequest('新密码格式错误');
      const account = consumeResetKey(db, field(req.body, 'resetKey'), ctx.now());
      const user = account ? findUserByAccount(db, account) : null;
      if (!user) return failWith('resetKeyExpired');
      setPasswordHash(db, user.user_id, newPassword);
      ctx.loginFailures.clear(user.account);
      deleteUserSessions(db, user.user_id);
      ctx.sockets.closeUser(user.user_id, WS_UNAUTHORIZED.code, WS_UNAUTHORIZED.reason);
      return ok(null);
    },
    { public: true },
  );
};
