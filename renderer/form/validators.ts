/**
 * `x-validator` rules (names, or {name: args}) → Formily validator rules calling the shell's validator
 * library (services.validators). An unknown name becomes a configuration problem, not a crash.
 */
import type { ValidatorList } from '../../schemas/meta/generated/area';
import type { FieldValidator } from '../core/services';
import type { ConfigProblem } from './problems';

export interface FormilyValidatorRule {
  triggerType: 'onInput' | 'onBlur';
  validator(value: unknown): string | undefined;
}

/** The rule entries as [name, args] pairs, in order. */
export function validatorEntries(rules: ValidatorList | undefined): [string, unknown][] {
  const entries: [string, unknown][] = [];
  for (const rule of rules ?? []) {
    if (typeof rule === 'string') entries.push([rule, undefined]);
    else if (rule && typeof rule === 'object') for (const [name, args] of Object.entries(rule)) entries.push([name, args]);
  }
  return entries;
}

export function toFormilyValidators(
  rules: ValidatorList | undefined,
  library: Record<string, FieldValidator>,
  pointer: string,
  problems: ConfigProblem[],
): FormilyValidatorRule[] {
  const out: FormilyValidatorRule[] = [];
  validatorEntries(rules).forEach(([name, args], index) => {
    const check = Object.prototype.hasOwnProperty.call(library, name) ? library[name] : undefined;
    if (typeof check !== 'function') {
      problems.push({ pointer: `${pointer}/${index}`, message: `未知的校验器 "${name}"` });
      return;
    }
    out.push({ triggerType: 'onInput', validator: (value) => check(value, args) || undefined });
  });
  return out;
}
