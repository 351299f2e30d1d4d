/**
 * One bad value per rule a form field declares, with the refusal the mock must answer: a generator per field rule
 * name (schemas/meta/lib/fieldRules), per value type (whole plates, web addresses, calendar values, periods), per
 * limit (maxLength, maximum, minimum) and per dictionary (static or loaded). The expected message is the form's own:
 * the shared rule's message for that value, named by the field's title.
 */
import type { FormField } from '../../../schemas/meta/generated/area';
import { FIELD_RULES, VALUE_TYPE_RULES, fieldRulesOf, titledMessage, type FieldRuleName } from '../../../schemas/meta/lib/fieldRules';
import { PERIOD_END_BEFORE_START } from '../../../schemas/meta/lib/fieldRules/messages';
import type { EntityField } from '../../../server-mock/engine/types';

export interface BadCase {
  /** The field and what its bad value breaks, e.g. `splitRatio rangeNumber`. */
  label: string;
  field: string;
  value: unknown;
  msg: string;
}

const NUMERIC = new Set(['number', 'money', 'percent', 'duration', 'integer']);
const TEXTUAL = new Set(['text', 'textarea', 'plate', 'phone', 'link']);
const PICKED = new Set(['select', 'radio', 'status', 'tag', 'multiSelect', 'checkbox']);
const LISTS = new Set(['multiSelect', 'checkbox']);
const JAVASCRIPT_URL = 'javascript:alert(1)';

/** A bad text for each rule that checks text. */
const BAD_TEXT: Partial<Record<FieldRuleName, string>> = {
  plateNo: '浙A<b>1',
  mobile: '12345',
  phone: '12345',
  landline: '12345',
  number: 'abc',
  integer: '1.5',
  code17: 'ABC',
  idCard: '123',
  disabilityCertNo: '33010619900307123',
  lettersDigits: '中文',
  noLonePercent: '%',
  url: JAVASCRIPT_URL,
  ip: '999.1.1.1',
  email: 'a@b',
  name: 'a/b',
  nameWithColon: 'a/b',
  nameWithAsterisk: 'a/b',
  longitude: '999',
  latitude: '999',
};

const rangeOf = (args: unknown, fallback: [number, number]): [number, number] =>
  Array.isArray(args) && args.length === 2 ? [Number(args[0]), Number(args[1])] : fallback;

/** Bad numbers for a rule on a numeric value type; values past a declared maximum / minimum are left to that limit. */
function badNumbers(rule: FieldRuleName, args: unknown, def: FormField, valueType: string): number[] {
  const within = (n: number) => (def.maximum === undefined || n <= def.maximum) && (def.minimum === undefined || n >= def.minimum);
  const out: number[] = [];
  if (rule === 'rangeNumber') {
    const [min, max] = rangeOf(args, [0, 10000]);
    out.push(max + 1, min - 1, min + 0.125);
  } else if (rule === 'rangeInteger') {
    const [min, max] = rangeOf(args, [1, 10000]);
    out.push(max + 1, min - 1);
  } else if (rule === 'longitude' || rule === 'latitude') out.push(999, -999, 1.1234567);
  else if (rule === 'number') out.push(1e300);
  else if (rule === 'integer' && valueType !== 'integer') out.push(1.5);
  return out.filter(within);
}

/** The cases of one form field on an entity field (its value type, dictionary, limits and named rules). */
export function badValueCases(name: string, def: FormField, field: EntityField, title: string, listed: boolean): BadCase[] {
  const type = field.valueType;
  const cases: BadCase[] = [];
  const add = (what: string, value: unknown, msg: string) => cases.push({ label: `${name} ${what}`, field: name, value, msg });
  const implied = VALUE_TYPE_RULES[type];
  if (type === 'plate') add('plate', 'ABC', titledMessage(title, implied!('ABC')!));
  if (type === 'link') add('link', JAVASCRIPT_URL, titledMessage(title, implied!(JAVASCRIPT_URL)!));
  if (type === 'image' || type === 'upload') add(type, [JAVASCRIPT_URL], titledMessage(title, implied!([JAVASCRIPT_URL])!));
  if (type === 'date') add('date', '2026-13-45', `${title}格式不正确`);
  if (type === 'dateTime') add('dateTime', '2026-02-30 25:61:61', `${title}格式不正确`);
  if (type === 'time') add('time', '25:61:61', `${title}格式不正确`);
  if (type === 'dateRange') {
    add('dateRange calendar', ['2026-02-30', '2026-03-01'], `${title}格式不正确`);
    add('dateRange order', ['2026-03-10', '2026-03-01'], titledMessage(title, PERIOD_END_BEFORE_START));
  }
  if (type === 'dateTimeRange') {
    add('dateTimeRange calendar', ['2026-02-30 25:61:61', '2026-03-01 00:00:00'], `${title}格式不正确`);
    add('dateTimeRange order', ['2026-03-10 00:00:00', '2026-03-01 00:00:00'], titledMessage(title, PERIOD_END_BEFORE_START));
  }
  if (TEXTUAL.has(type) && def.maxLength !== undefined)
    add('maxLength', '8'.repeat(def.maxLength + 1), `${title}长度不能超过${def.maxLength}个字符`);
  if (NUMERIC.has(type) && def.maximum !== undefined) add('maximum', def.maximum + 1, `${title}不能大于${def.maximum}`);
  if (NUMERIC.has(type) && def.minimum !== undefined) add('minimum', def.minimum - 1, `${title}不能小于${def.minimum}`);
  if (PICKED.has(type) && (field.dictionary?.def.options || listed)) {
    const bad = LISTS.has(type) ? [999999] : 999999;
    add(field.dictionary?.def.options ? 'static dictionary' : 'loaded dictionary', bad, `${title}格式不正确`);
    if (!LISTS.has(type) && !field.dictionary?.def.options) add('loaded dictionary text', 'abc', `${title}格式不正确`);
  }
  for (const [rule, args] of fieldRulesOf(def['x-validator'])) {
    if (rule === 'required') continue;
    const values: unknown[] = NUMERIC.has(type)
      ? badNumbers(rule, args, def, type)
      : TEXTUAL.has(type) && BAD_TEXT[rule]
        ? [BAD_TEXT[rule]]
        : [];
    for (const value of values) {
      const message = (FIELD_RULES[rule](value, args) ?? implied?.(value))!;
      add(`${rule} ${JSON.stringify(value)}`, value, titledMessage(title, message));
    }
  }
  return cases;
}
