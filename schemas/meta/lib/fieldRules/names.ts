import { NAME_EDGE_SPACES, NAME_FORBIDDEN_CHARS } from './messages';
import { checkText } from './value';

/** The characters a name may not contain (spec §5): / \ : 、 * ? " < > ' */
export const NAME_FORBIDDEN = ['/', '\\', ':', '、', '*', '?', '"', '<', '>', "'"] as const;

const makeNameValidator = (allowed: readonly string[]) => {
  const forbidden: readonly string[] = NAME_FORBIDDEN.filter((c) => !allowed.includes(c));
  return (value: unknown): string | undefined =>
    checkText(value, NAME_FORBIDDEN_CHARS, (text) => {
      if ([...text].some((c) => forbidden.includes(c))) return NAME_FORBIDDEN_CHARS;
      if (/^\s|\s$/u.test(text)) return NAME_EDGE_SPACES;
      return undefined;
    });
};

/** Name: none of / \ : 、 * ? " < > ' and no leading or trailing space. */
export const name = makeNameValidator([]);
/** Name that may contain a colon (the message is the spec's single text). */
export const nameWithColon = makeNameValidator([':']);
/** Name that may contain an asterisk (the message is the spec's single text). */
export const nameWithAsterisk = makeNameValidator(['*']);
