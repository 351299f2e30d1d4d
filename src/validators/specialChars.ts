/**
 * The special characters of the change-user-name rule (spec §5): ’ / : * ? " <.
 * The spec notes that the check skips the last listed character, so < is listed but not checked; the fault-report
 * title uses the same check ("forbidden characters as above").
 */
export const LISTED_SPECIAL_CHARS = ['’', '/', ':', '*', '?', '"', '<'] as const;
export const CHECKED_SPECIAL_CHARS: readonly string[] = LISTED_SPECIAL_CHARS.slice(0, -1);

export const hasSpecialChar = (text: string): boolean => [...text].some((c) => CHECKED_SPECIAL_CHARS.includes(c));
