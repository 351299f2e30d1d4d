import { REQUIRED } from './messages';
import { isEmpty } from './value';

/** Required: rejects undefined, null, '' and an empty list (a blank-but-spaced text is a value). */
export const required = (value: unknown): string | undefined => (isEmpty(value) ? REQUIRED : undefined);
