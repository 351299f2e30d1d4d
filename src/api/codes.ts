/** The response-code lists of spec §8. Codes are compared as strings ("200" and 200 are the same code). */

/** Body codes that mean success: the request resolves with `body.data`. */
export const SUCCESS_CODES = ['200', '0xd19510001', '0xd19510002'] as const;

/** Body codes that resolve with the whole body as a normal result. */
export const RETURN_BODY_CODES = [
  '0xd24600001',
  '0xcff600001',
  '0xd24600002',
  '0xcff600002',
  '0xd246000021',
  '0xcff6000021',
  '0xd06510035',
  '0xd34500011',
  '0xd06610015',
] as const;

/** Body codes that show the message and reject with an error carrying the body. */
export const REJECT_WITH_BODY_CODES = [
  '0x10d7501208',
  '0x10d7501214',
  '0x1310501208',
  '0x1310501214',
  '0x1306501208',
  '0x1306501214',
] as const;

/** Rejected without any message. */
export const SILENT_REJECT_CODE = '0x10d7501002';

/** Shows the message, then reloads the page after RELOAD_DELAY_MS. */
export const RELOAD_CODE = '0xd12500012';
export const RELOAD_DELAY_MS = 5000;

type CodeRule = 'success' | 'returnBody' | 'silentReject' | 'rejectWithBody' | 'reload' | 'error';

const has = (list: readonly string[], code: string) => list.includes(code);

/** Which rule of spec §8 applies to a body code. */
export function classifyCode(code: string | number): CodeRule {
  const c = String(code);
  if (has(SUCCESS_CODES, c)) return 'success';
  if (has(RETURN_BODY_CODES, c)) return 'returnBody';
  if (c === SILENT_REJECT_CODE) return 'silentReject';
  if (has(REJECT_WITH_BODY_CODES, c)) return 'rejectWithBody';
  if (c === RELOAD_CODE) return 'reload';
  return 'error';
}
