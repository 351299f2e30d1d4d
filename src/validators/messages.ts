/**
 * Every message the validators return, quoted from the product spec (shell.md §5, §8, §9).
 * Templates with numbers are functions; the spec's "min~max" placeholders are substituted.
 * A few texts the spec does not give are marked "not in the spec": they follow the spec's own wording.
 */

// The field rules' messages live with the rules, shared by the form and the mock.
export {
  REQUIRED,
  NAME_FORBIDDEN_CHARS,
  NAME_EDGE_SPACES,
  PHONE_INVALID,
  MOBILE_INVALID,
  NUMBER_INVALID,
  INTEGER_INVALID,
  RANGE_NOT_NUMBER,
  rangeBetween,
  RANGE_TWO_DECIMALS,
  rangeIntegerBetween,
  SIX_DECIMALS,
  PLATE_INVALID,
  CODE17_LENGTH,
  CODE17_CLASSES,
  ID_CARD_FORMAT,
  ID_CARD_ILLEGAL,
  LETTERS_DIGITS_ONLY,
  LONE_PERCENT,
  URL_INVALID,
  URL_SCHEME,
  IP_INVALID,
  EMAIL_INVALID,
} from '../../schemas/meta/lib/fieldRules/messages';

// Password strength and the password reset dialog (§5)
export const OLD_PASSWORD_REQUIRED = '请输入原密码';
export const NEW_PASSWORD_REQUIRED = '请输入新密码';
export {
  PASSWORD_EMPTY,
  PASSWORD_MIN_8,
  PASSWORD_CLASSES,
  passwordMinLength,
  PASSWORD_ALL_CLASSES,
  PASSWORD_SEQUENCE,
  passwordMayNotContain,
  PASSWORD_REPEATED,
  PASSWORD_HAS_USER_NAME,
  PASSWORD_SAME_AS_OLD,
  PASSWORD_LENGTH_6_32,
  PASSWORD_WEAK_LENGTH,
} from '../../schemas/meta/lib/fieldRules/messages';
export const CONFIRM_PASSWORD_REQUIRED = '请再次输入密码';
export const CONFIRM_PASSWORD_MISMATCH = '两次输入密码不一致!';

// Change user name (§5)
export const USER_NAME_REQUIRED = '用户名不能为空';
export const USER_NAME_LENGTH = '长度在 1 到 32 个字符';
export const USER_NAME_SPECIAL_CHARS = '规则名称不能包含特殊字符';

// Fault report (§5): with its rules, shared by the dialog and the platform.
export {
  FAULT_TITLE_REQUIRED,
  FAULT_TITLE_LENGTH,
  FAULT_SPECIAL_CHARS,
  FAULT_DESCRIPTION_REQUIRED,
  FAULT_DESCRIPTION_TOO_LONG,
  FAULT_PHOTOS_TOO_MANY,
  FAULT_PHOTO_TOO_LARGE,
  FAULT_PHOTO_TYPE,
} from '../../schemas/meta/lib/fieldRules/faultReport';

// Profile edit (§5)
export const MANAGER_NAME_MAX = '最多输入20个字符';
export const MANAGER_REQUIRED = '请输入负责人姓名';
export const PHONE_REQUIRED = '请输入手机号码';
export const VERIFY_CODE_REQUIRED = '请输入验证码';
export const PHONE_SAME_AS_OLD = '修改后的手机号不能与原手机号相同';
export const PHONE_ALREADY_REGISTERED = '手机号已经存在！';
/** Not in the spec (it says special characters are rejected with a warning but gives no text): the fault-report text. */
export const MANAGER_SPECIAL_CHARS = '不能包含特殊字符';
