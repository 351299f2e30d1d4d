import { isMobile, nationalMobile } from '../../../contracts/phone';
import type { UserRow } from '../../db/users';
import { fail, failWith, ok, type Envelope } from '../../http/envelope';
import { consumeSmsCode, issueSmsCode } from '../../security/oneTimeKeys';
import type { MockContext } from '../../context';
import { charLength } from '../../../schemas/meta/lib/fieldRules';
import { currentUser, field, type RegisterService } from '../types';
import type { Profile } from '../../../contracts/shellData';
import { badRequest } from '../../engine/requestParts';

const USER = '/api/user/v2/api/sysUser';
const DEALER = '/api/dealer/v2/api/dealerInfos';
export const MANAGER_MAX = 20;

/** Business errors of the profile calls (docs/wire-protocol.md "User dialogs"). */
export const PROFILE_ERRORS = {
  phoneTaken: ['0x10d7500104', '手机号已经存在！'],
  samePhone: ['0x10d7500105', '修改后的手机号不能与原手机号相同'],
} as const satisfies Record<string, readonly [string, string]>;

const failAs = (e: readonly [string, string]) => fail(e[0], e[1]);

export type { Profile };

/** Enterprise status 1 certified and 2 under review keep their value; 0 and 3 (must certify) are "not certified". */
export const registStatusOf = (enterpriseStatus: number): 0 | 1 | 2 => (enterpriseStatus === 1 ? 1 : enterpriseStatus === 2 ? 2 : 0);

export function profileOf(user: UserRow): Profile {
  const sub = user.user_type === 3;
  return {
    name: user.name,
    account: user.account,
    userType: user.user_type,
    isVerify: user.is_verify,
    userPhone: sub ? user.phone : '',
    manager: sub ? '' : user.manager,
    phone: sub ? '' : user.phone,
    dealerName: user.dealer_name,
    registStatus: registStatusOf(user.enterprise_status),
    registerAddr: user.register_addr,
  };
}

/** True when another account already uses this phone as its verified phone. */
export const isPhoneTaken = (ctx: MockContext, phone: string, user: UserRow): boolean =>
  ctx.db.prepare('SELECT 1 FROM users WHERE phone = ? AND is_verify = 1 AND user_id <> ?').get(phone, user.user_id) !== undefined;

/**
 * The phone each account's last SMS code was sent to, and what for: a code only confirms that phone for that purpose.
 * (The code itself lives in sms_codes, readable by tests at /__mock/smsCode?account=.)
 */
type Purpose = 'bind' | 'manager';
type Pending = Map<string, { phone: string; purpose: Purpose }>;
const pendingByContext = new WeakMap<MockContext, Pending>();
const pendingOf = (ctx: MockContext): Pending => {
  let pending = pendingByContext.get(ctx);
  if (!pending) pendingByContext.set(ctx, (pending = new Map()));
  return pending;
};

function sendCode(ctx: MockContext, user: UserRow, phone: string, purpose: Purpose) {
  issueSmsCode(ctx.db, user.account, ctx.now());
  pendingOf(ctx).set(user.user_id, { phone, purpose });
  ctx.log.info(`短信验证码已发送至 ${phone}（账号 ${user.account}）`);
}

function takeCode(ctx: MockContext, user: UserRow, phone: string, code: string, purpose: Purpose): boolean {
  const pending = pendingOf(ctx).get(user.user_id);
  if (!pending || pending.phone !== phone || pending.purpose !== purpose) return false;
  if (!consumeSmsCode(ctx.db, user.account, code, ctx.now())) return false;
  pendingOf(ctx).delete(user.user_id);
  return true;
}

/** The sub-account's bind (type 1, phone not verified yet) or change (type 2, verified) must match its state. */
function checkSubPhone(ctx: MockContext, user: UserRow, type: string, phone: string): Envelope | null {
  if (user.user_type !== 3) return failWith('stateNotAllowed');
  if (type !== '1' && type !== '2') return badRequest('手机号操作只能为绑定或更换');
  if ((type === '1') !== (user.is_verify !== 1)) return failWith('stateNotAllowed');
  if (!isMobile(phone)) return badRequest('请输入正确的手机号');
  if (user.is_verify === 1 && phone === user.phone) return failAs(PROFILE_ERRORS.samePhone);
  return isPhoneTaken(ctx, phone, user) ? failAs(PROFILE_ERRORS.phoneTaken) : null;
}

/** `GET sysUser/sendVerifyCode?phone&type`: SMS code to the sub-account's new phone. */
export function sendSubPhoneCode(ctx: MockContext, user: UserRow, query: Record<string, string>): Envelope {
  const phone = nationalMobile((query.phone ?? '').trim());
  const type = (query.type ?? '').trim();
  const error = checkSubPhone(ctx, user, type, phone);
  if (error) return error;
  sendCode(ctx, user, phone, 'bind');
  return ok(null);
}

/** `POST sysUser/submitVerifyCode {type, phone, code}`: binds (type 1) or changes (type 2) the sub-account's phone. */
export function submitSubPhone(ctx: MockContext, user: UserRow, body: unknown): Envelope {
  const phone = nationalMobile(field(body, 'phone'));
  const type = field(body, 'type');
  const error = checkSubPhone(ctx, user, type, phone);
  if (error) return error;
  if (!takeCode(ctx, user, phone, field(body, 'code'), 'bind')) return failWith('smsCodeWrong');
  ctx.db.prepare('UPDATE users SET phone = ?, is_verify = 1 WHERE user_id = ?').run(phone, user.user_id);
  return ok(null);
}

function checkManager(ctx: MockContext, user: UserRow, manager: string, phone: string): Envelope | null {
  if (user.user_type !== 2) return failWith('stateNotAllowed');
  if (!manager) return badRequest('请输入负责人姓名');
  if (charLength(manager) > MANAGER_MAX) return badRequest('最多输入20个字符');
  if (!phone) return badRequest('请输入手机号码');
  if (!isMobile(phone)) return badRequest('请输入正确的手机号');
  return isPhoneTaken(ctx, phone, user) ? failAs(PROFILE_ERRORS.phoneTaken) : null;
}

/** `POST dealerInfos/sendUpdateDealerVerifyCode {manager, phone}`: SMS code to the main account's (new) manager phone. */
export function sendManagerCode(ctx: MockContext, user: UserRow, body: unknown): Envelope {
  const phone = nationalMobile(field(body, 'phone'));
  const error = checkManager(ctx, user, field(body, 'manager'), phone);
  if (error) return error;
  sendCode(ctx, user, phone, 'manager');
  return ok(null);
}

/** `POST dealerInfos/updateDealerManager {manager, phone, verifyCode}`: the main account's manager and phone. */
export function updateManager(ctx: MockContext, user: UserRow, body: unknown): Envelope {
  const manager = field(body, 'manager');
  const phone = nationalMobile(field(body, 'phone'));
  const error = checkManager(ctx, user, manager, phone);
  if (error) return error;
  if (!takeCode(ctx, user, phone, field(body, 'verifyCode'), 'manager')) return failWith('smsCodeWrong');
  ctx.db.prepare('UPDATE users SET manager = ?, phone = ?, is_verify = 1 WHERE user_id = ?').run(manager, phone, user.user_id);
  return ok(null);
}

/** The user information dialog: profile, the sub-account's phone binding, the main account's manager. */
export const registerUserProfile: RegisterService = (router, ctx) => {
  router.get(`${USER}/profile`, (req) => ok(profileOf(currentUser(req))));
  router.get(`${USER}/isPhoneRegistered`, (req) => {
    const phone = nationalMobile((req.query.phone ?? '').trim());
    if (!isMobile(phone)) return badRequest('请输入正确的手机号');
    return ok(isPhoneTaken(ctx, phone, currentUser(req)) ? 1 : 0);
  });
  router.get(`${USER}/sendVerifyCode`, (req) => sendSubPhoneCode(ctx, currentUser(req), req.query));
  router.post(`${USER}/submitVerifyCode`, (req) => submitSubPhone(ctx, currentUser(req), req.body));
  router.post(`${DEALER}/sendUpdateDealerVerifyCode`, (req) => sendManagerCode(ctx, currentUser(req), req.body));
  router.post(`${DEALER}/updateDealerManager`, (req) => updateManager(ctx, currentUser(req), req.body));
};
