/** Plain decimal notation shared by the number validators: optional minus, digits, optional fraction. */
const DECIMAL = /^-?\d+(?:\.(\d+))?$/;
const INTEGER = /^-?\d+$/;

export const isDecimalText = (text: string): boolean => DECIMAL.test(text);
export const isIntegerText = (text: string): boolean => INTEGER.test(text);

/** Number of digits after the decimal point of a text accepted by isDecimalText. */
export const decimalPlaces = (text: string): number => DECIMAL.exec(text)?.[1]?.length ?? 0;
