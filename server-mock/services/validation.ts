/** The outcome of checking a request body: the cleaned values, or the Chinese message of the first problem. */
export type Checked<T> = { ok: true; value: T } | { ok: false; msg: string };

export const valid = <T>(value: T): Checked<T> => ({ ok: true, value });
export const invalid = <T>(msg: string): Checked<T> => ({ ok: false, msg });
