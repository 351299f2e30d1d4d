/**
 * The messages of the field rules, quoted from the product spec (shell.md §5, §9): the form shows them under the
 * field and the mock answers them when it refuses a write. Templates with numbers are functions; the spec's
 * "min~max" placeholders are substituted. A few texts the spec does not give are marked "not in the spec": they
 * follow the spec's own wording.
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
/** Not in the spec (残疾人证号): 18-character ID number, disability category 1–7, grade 1–4; worded like the range rules. */
export const DISABILITY_CERT_FORMAT = '应为20位：18位身份证号加残疾类别（1–7）与残疾等级（1–4）';
export const DISABILITY_CERT_ID = '前18位不是有效的身份证号';
export const DISABILITY_CERT_CATEGORY = '第19位残疾类别应为1–7，第20位残疾等级应为1–4';
export const LETTERS_DIGITS_ONLY = '只能输入大小写字母和数字';
export const LONE_PERCENT = '禁止搜索单独的%符号';
/** Not in the spec (it only says URL, IP and email checks exist): worded like 请输入正确的手机号. */
export const URL_INVALID = '请输入正确的网址';
/** Not in the spec: an address of another kind (javascript:, data:, //host, no scheme) is refused with what to type instead. */
export const URL_SCHEME = '请输入以 http:// 或 https:// 开头的网址';
export const IP_INVALID = '请输入正确的IP地址';
export const EMAIL_INVALID = '请输入正确的邮箱地址';

// Periods (value types dateRange, dateTimeRange, or two fields): not in the spec, the range pickers never produce
// one; worded like the compareField messages.
export const PERIOD_END_BEFORE_START = '结束时间不能早于开始时间';

// Password strength (§5), with 安全设置's stricter least length and classes
export const PASSWORD_EMPTY = '请输入密码';
export const PASSWORD_MIN_8 = '密码不少于8位';
export const PASSWORD_CLASSES = '密码须包含数字、大小写字母、特殊字符至少3项';
/** 安全设置 asks for more than the spec's 8 characters or 3 classes. */
export const passwordMinLength = (min: number) => `密码不少于${min}位`;
export const PASSWORD_ALL_CLASSES = '密码须同时包含数字、大写字母、小写字母和特殊字符';
export const PASSWORD_SEQUENCE = '密码不能出现连续4位及以上递增或递减字符';
export const passwordMayNotContain = (item: string): string => `密码不能包含${item}`;
export const PASSWORD_REPEATED = '密码不能出现4位及以上相同字符';
export const PASSWORD_HAS_USER_NAME = '密码中不能包含用户名';
export const PASSWORD_SAME_AS_OLD = '新密码与原密码不能重复';
export const PASSWORD_LENGTH_6_32 = '密码为6～32个字符';
export const PASSWORD_WEAK_LENGTH = '请输入6～20个字符';
