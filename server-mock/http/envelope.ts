import type { Envelope } from '../../contracts/envelope';
export type { Envelope };

export const OK_CODE = '200';
export const OK_MSG = '操作成功';

export function ok<T>(data: T, msg: string = OK_MSG): Envelope<T> {
  return { code: OK_CODE, msg, data };
}

export function fail<T = null>(code: string, msg: string, data?: T): Envelope<T | null> {
  return { code, msg, data: data === undefined ? null : data };
}

/** Business error codes used by the mock; the login ones are fixed by the wire protocol. */
export const ERR = {
  badCredentials: ['0x10d7500003', '账号或密码错误'],
  challengeExpired: ['0x10d7500004', '登录已超时，请重新登录'],
  picCodeRequired: ['0x10d7500005', '请输入图片验证码'],
  picCodeWrong: ['0x10d7500006', '图片验证码错误'],
  smsCodeWrong: ['0x10d7500010', '验证码错误'],
  accountUnknown: ['0x10d7500011', '账号不存在'],
  resetKeyExpired: ['0x10d7500012', '重置凭证已失效，请重新获取验证码'],
  phoneNotBound: ['0x10d7500013', '该账号未绑定手机号，请联系管理员重置密码'],
  recordNotFound: ['0x10d7500014', '记录不存在'],
  stateNotAllowed: ['0x10d7500015', '当前状态不允许该操作'],
  badRequest: ['0x10d7500400', '请求参数错误'],
  notFound: ['0x10d7500404', '接口不存在'],
  notImplemented: ['0x10d7500501', '接口未实现'],
  internal: ['0x10d7509999', '服务器内部错误'],
} as const satisfies Record<string, readonly [string, string]>;

export type ErrorName = keyof typeof ERR;

export function failWith<T = null>(name: ErrorName, data?: T): Envelope<T | null> {
  const [code, msg] = ERR[name];
  return fail(code, msg, data);
}
