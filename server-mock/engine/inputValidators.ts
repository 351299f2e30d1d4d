/**
 * The named validators of schemas/meta/validators.json that the mock applies again to the input of a workflow step
 * (transitionInput.ts): the name family, whose forbidden characters keep free-text reasons (驳回原因, 处理意见 …) out
 * of file names and exports. The console's implementations live in src/validators, which the mock may not import;
 * the character sets here are the same ones. Other names are checked by the console's form only.
 */
import type { ValidatorRule } from '../../schemas/meta/generated/area';

/** Length in characters (code points), so that a Chinese character counts as one. */
export const charLength = (text: string) => [...text].length;

/** The characters a name may not contain, in the order the message lists them. */
const NAME_FORBIDDEN = ["'", '/', '\\', ':', '、', '*', '?', '"', '<', '>'] as const;

/** A name check allowing some of the forbidden characters: the message part after the field title, or null. */
function nameCheck(allowed: readonly string[]) {
  const forbidden = NAME_FORBIDDEN.filter((c) => !allowed.includes(c));
  const message = `不能包含${forbidden.join(' ')}字符`;
  return (value: unknown): string | null =>
    typeof value === 'string' && [...value].some((c) => forbidden.includes(c as never)) ? message : null;
}

const CHECKS: Record<string, (value: unknown) => string | null> = {
  name: nameCheck([]),
  nameWithColon: nameCheck([':']),
  nameWithAsterisk: nameCheck(['*']),
};

/** The names the mock checks on step inputs. */
export const INPUT_VALIDATORS = Object.keys(CHECKS);

/** The message of a rule the value breaks (without the field title), or null (also for a rule the mock leaves to the console). */
export function inputValidatorMessage(rule: ValidatorRule, value: unknown): string | null {
  const check = typeof rule === 'string' ? CHECKS[rule] : undefined;
  return check ? check(value) : null;
}
