/**
 * `x-validator` rules (names, or {name: args}) → Formily validator rules: the shell's validator library
 * (services.validators) checks one value; the cross-field validators (compareField, requiredIf, atLeastOneOf,
 * uniqueInColumn, rowRanges; schemas/meta/lib/crossFieldRules.ts) read the other values of the form through the validation
 * context. An unknown name becomes a configuration problem, not a crash.
 */
import type { ValidatorList } from '../../schemas/meta/generated/area';
import { isCrossFieldValidator } from '../../schemas/meta/lib/crossFieldRules';
import { fieldRuleProblem, VALUE_TYPE_RULES } from '../../schemas/meta/lib/fieldRules';
import type { FieldValidator } from '../core/services';
import type { ConfigProblem } from './problems';
import { crossFieldRule, type CrossFieldSite } from './validatorsCrossField';

/** What Formily hands a validator besides the value: the field and its form. */
export interface ValidationContext {
  field?: { title?: unknown; form?: { values: Record<string, unknown> } };
  form?: { values: Record<string, unknown> };
}

export interface FormilyValidatorRule {
  triggerType: 'onInput' | 'onBlur';
  validator(value: unknown, rule?: unknown, context?: ValidationContext): string | undefined;
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
  site: CrossFieldSite = {},
): FormilyValidatorRule[] {
  const out: FormilyValidatorRule[] = [];
  validatorEntries(rules).forEach(([name, args], index) => {
    if (isCrossFieldValidator(name)) {
      out.push(crossFieldRule(name, args, site));
      return;
    }
    const check = Object.prototype.hasOwnProperty.call(library, name) ? library[name] : undefined;
    if (typeof check !== 'function') {
      problems.push({ pointer: `${pointer}/${index}`, message: `未知的校验器 "${name}"` });
      return;
    }
    out.push({ triggerType: 'onInput', validator: (value) => check(value, args) || undefined });
  });
  return out;
}

/** Value types whose stored value the form checks beyond its `x-validator` list (an upload's value is its own component's). */
const FORM_VALUE_TYPE_RULES = new Set(['plate', 'link']);

/**
 * The rule a value type implies on a form's value (schemas/meta/lib/fieldRules/valueTypes.ts: a whole plate, a web
 * address), as the mock checks it; silent when a rule of the field's own list already reports the value.
 */
export function valueTypeRules(valueType: string, rules: ValidatorList | undefined): FormilyValidatorRule[] {
  const implied = FORM_VALUE_TYPE_RULES.has(valueType) ? VALUE_TYPE_RULES[valueType] : undefined;
  if (!implied) return [];
  return [{ triggerType: 'onInput', validator: (value) => (fieldRuleProblem(rules, value) ? undefined : implied(value)) }];
}
