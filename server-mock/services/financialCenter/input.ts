import { charLength } from '../../../schemas/meta/lib/fieldRules';

/** Largest adjustment (调账金额) either way, in yuan; the console's rangeNumber validator says the same. */
export const ADJUST_LIMIT = 1_000_000;

/** 调账金额: a number of yuan with at most 2 decimals, within ±1,000,000 (0 clears an earlier adjustment). */
export function checkAdjustMoney(value: unknown): { ok: true; value: number } | { ok: false; msg: string } {
  if (value === undefined || value === null || value === '') return { ok: false, msg: '调账金额不能为空' };
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return { ok: false, msg: '调账金额格式不正确，最多保留两位小数' };
  const amount = Number(text);
  if (Math.abs(amount) > ADJUST_LIMIT) return { ok: false, msg: `调账金额须在 -${ADJUST_LIMIT} 到 ${ADJUST_LIMIT} 之间` };
  return { ok: true, value: amount };
}

/** Longest reason (驳回原因, 处理说明, 调账原因) the platform keeps. */
export const REASON_MAX = 200;
/** Characters a reason may not hold: those of the console's nameWithColon validator (a colon is allowed). */
export const REASON_FORBIDDEN = ['/', '\\', '、', '*', '?', '"', '<', '>', "'"] as const;

/**
 * A reason text as the console's form checks it: required (`请填写<title>`) or optional, at most 200 characters
 * (`<title>不能超过200个字符`), none of ' / \ 、 * ? " < > (`<title>不能包含' / \ 、 * ? " < >字符`), no spaces at
 * either end. Returns the trimmed text ('' when optional and absent) or the message.
 */
export function checkReason(value: unknown, title: string, required: boolean): { ok: true; text: string } | { ok: false; msg: string } {
  if (value !== undefined && value !== null && typeof value !== 'string') return { ok: false, msg: `${title}格式不正确` };
  const text = (value ?? '').trim();
  if (!text) return required ? { ok: false, msg: `请填写${title}` } : { ok: true, text: '' };
  if (charLength(text) > REASON_MAX) return { ok: false, msg: `${title}不能超过${REASON_MAX}个字符` };
  if ([...text].some((c) => (REASON_FORBIDDEN as readonly string[]).includes(c)))
    return { ok: false, msg: `${title}不能包含' / \\ 、 * ? " < >字符` };
  return { ok: true, text };
}
