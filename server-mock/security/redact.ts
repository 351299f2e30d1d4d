import { inspect } from 'node:util';

/** A session token as it may be logged: its first 4 characters and an ellipsis. */
export const redactToken = (token: string) => `${token.slice(0, 4)}…`;

/** Session tokens (64 hex digits) and `token=` query values anywhere in a text. */
const TOKEN_IN_TEXT = /\b[0-9a-fA-F]{64}\b/g;
const TOKEN_PARAM = /([?&;\s]token=)([^&\s"']+)/gi;

/** The text with every session token and `token=` value cut to its first 4 characters. */
export function redactSecrets(text: string): string {
  return text.replace(TOKEN_PARAM, (_m, prefix: string, value: string) => prefix + redactToken(value)).replace(TOKEN_IN_TEXT, redactToken);
}

/** Log arguments made safe: strings redacted, errors and objects rendered (stack included) and then redacted. */
export function redactLogArgs(args: unknown[]): unknown[] {
  return args.map((arg) => {
    if (typeof arg === 'string') return redactSecrets(arg);
    if (arg instanceof Error) return redactSecrets(arg.stack ?? `${arg.name}: ${arg.message}`);
    if (typeof arg === 'object' && arg !== null) return redactSecrets(inspect(arg, { depth: 4, breakLength: Infinity }));
    return arg;
  });
}
