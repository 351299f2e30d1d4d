/**
 * Every message the validators return, quoted from the product spec (shell.md §5, §8, §9).
 * Templates with numbers are functions; the spec's "min~max" placeholders are substituted.
 * A few texts the spec does not give are marked "not in the spec": they follow the spec's own wording.
 */

/** Generic required (not in the spec: the zh-CN default text of Formily, so it reads like other required fields). */
export const REQUIRED = '该字段是必填字段';

// Names (§5 Field validators)
export const NAME_FORBIDDEN_CHARS = `不能包含' / \\ : 、 * ? " < >字符`;
export const NAME_EDGE_SPACES = '首尾不能有空格';

// Phones
export const PHONE_INVALID = '请输入正确的电话号码';
export const MOBILE_INVALID = '请输入正确的手机号';

// Numbers
export const NUMBER_INVALID = '请输入数字';
export const INTEGER_INVALID = '请输入整数';
export const RANGE_NOT_NUMBER = '必须为数字值';
export const rangeBetween = (min: number, max: number): string => `应在${min}~${max}之间`;
export const RANGE_TWO_DECIMALS = '最多保留两位小数';
export const rangeIntegerBetween = (min: number, max: number): string => `请输入${min}-${max}之间的数字`;
/** Not in the spec (it gives the 6-decimal limit but no text): worded like 最多保留两位小数. */
export const SIX_DECIMALS = '最多保留6位小数';

// Plate, code, ID card, text
export const PLATE_INVALID = '请输入正确的车牌号';
export const CODE17_LENGTH = '必须输入17位';
export const CODE17_CLASSES = '必须含有“大写字母”、“数字”中的任意两种';
export const ID_CARD_FORMAT = '身份证长度或格式错误';
export const ID_CARD_ILLEGAL = '身份证号非法';
export const LETTERS_DIGITS_ONLY = '只能输入大小写字母和数字';
export const LONE_PERCENT = '禁止搜索单独的%符号';
/** Not in the spec (it only says URL, IP and email checks exist): worded like 请输入正确的手机号. */
export const URL_INVALID = '请输入正确的网址';
/** Not in the spec: an address of another kind (javascript:, data:, //host, no scheme) is refused with what to type instead. */
export const URL_SCHEME = '请输入以 http:// 或 https:// 开头的网址';
export const IP_INVALID = '请输入正确的IP地址';
export const EMAIL_INVALID = '请输入正确的邮箱地址';

// Password strength and the password reset dialog (§5)
export const OLD_PASSWORD_REQUIRED = '请输入原密码';
export const NEW_PASSWORD_REQUIRED = '请输入新密码';
export const PASSWORD_EMPTY = '请输入密码';
export const PASSWORD_MIN_8 = '密码不少于8位';
export const PASSWORD_CLASSES = '密码须包含数字、大小写字母、特殊字符至少3项';
export const PASSWORD_SEQUENCE = '密码不能出现连续4位及以上递增或递减字符';
export const passwordMayNotContain = (item: string): string => `密码不能包含${item}`;
export const PASSWORD_REPEATED = '密码不能出现4位及以上相同字符';
export const PASSWORD_HAS_USER_NAME = '密码中不能包含用户名';
export const PASSWORD_SAME_AS_OLD = '新密码与原密码不能重复';
export const PASSWORD_LENGTH_6_32 = '密码为6～32个字符';
export const PASSWORD_WEAK_LENGTH = '请输入6～20个字符';
export const CONFIRM_PASSWORD_REQUIRED = '请再次输入密码';
export const CONFIRM_PASSWORD_MISMATCH = '两次输入密码不一致!';

// Change user name (§5)
export const USER_NAME_REQUIRED = '用户名不能为空';
export const USER_NAME_LENGTH = '长度在 1 到 32 个字符';
export const USER_NAME_SPECIAL_CHARS = '规则名称不能包含特殊字符';

// Fault report (§5)
export const FAULT_TITLE_REQUIRED = '标题不能为空';
/** Not in the spec (it gives the 1~64 rule but no text): worded like 长度在 1 到 32 个字符. */
export const FAULT_TITLE_LENGTH = '长度在 1 到 64 个字符';
export const FAULT_SPECIAL_CHARS = '不能包含特殊字符';
export const FAULT_DESCRIPTION_REQUIRED = '故障描述不能为空';
/** Not in the spec (it gives the 200 limit but no text): worded like 最多输入20个字符. */
export const FAULT_DESCRIPTION_TOO_LONG = '最多输入200个字符';
export const FAULT_PHOTOS_TOO_MANY = '至多上传4张图片';
export const FAULT_PHOTO_TOO_LARGE = '上传单个图片大小不能超过2M';
export const FAULT_PHOTO_TYPE = '只能上传png\\jpg\\jpeg图片';

// Profile edit (§5)
export const MANAGER_NAME_MAX = '最多输入20个字符';
export const MANAGER_REQUIRED = '请输入负责人姓名';
export const PHONE_REQUIRED = '请输入手机号码';
export const VERIFY_CODE_REQUIRED = '请输入验证码';
export const PHONE_SAME_AS_OLD = '修改后的手机号不能与原手机号相同';
export const PHONE_ALREADY_REGISTERED = '手机号已经存在！';
/** Not in the spec (it says special characters are rejected with a warning but gives no text): the fault-report text. */
export const MANAGER_SPECIAL_CHARS = '不能包含特殊字符';
