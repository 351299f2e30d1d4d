/** 13800000001 → 138****0001; an already masked or unusual value is shown as it is. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/^(?:\+86|0086)/, '');
  return /^\d{11}$/.test(digits) ? `${digits.slice(0, 3)}****${digits.slice(7)}` : digits;
}
