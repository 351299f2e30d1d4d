/** Value helpers shared by the field rules. */

/** Empty means nothing entered: undefined, null, '' or an empty list. Only `required` rejects it. */
export const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The text of a string or finite number; undefined for anything else (objects, NaN…), which no format accepts. */
export const asText = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return String(value);
  return undefined;
};

/** Runs `check` on the text of a non-empty value; a value with no text gets `invalid`. */
export const checkText = (value: unknown, invalid: string, check: (text: string) => string | undefined): string | undefined => {
  if (isEmpty(value)) return undefined;
  const text = asText(value);
  return text === undefined ? invalid : check(text);
};

/** Length in characters (code points), so that a Chinese character counts as one (maxLength, minLength). */
export const charLength = (text: string): number => [...text].length;
