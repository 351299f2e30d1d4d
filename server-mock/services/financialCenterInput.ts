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
