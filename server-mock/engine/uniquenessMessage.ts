/**
 * The refusal of a write that breaks a unique constraint (uniqueness.ts): the declared `message` with `{field}`
 * replaced by the clashing record's values — as the console shows them: a dictionary's label, a period as
 * `开始 ~ 结束` (长期有效 when blank) — or, without one, `<标题> <值>、… 已存在` / `… 已有有效期重叠的记录（开始 ~ 结束）`.
 */
import type { OptionLookup } from './computedValues';
import { sameValue } from './conditions';
import type { EntityRecord } from './store';
import type { EntityField } from './types';
import type { UniqueRule } from './uniqueness';

/** A validity period: start and end texts, undefined when blank. */
export type Period = [start: string | undefined, end: string | undefined];

const RANGE_TYPES = new Set(['dateRange', 'dateTimeRange']);
const OPEN_START = '不限';
const OPEN_END = '长期有效';

/** `2026-01-01 ~ 2026-12-31`; 长期有效 for a period without bounds, `2026-01-01 ~ 长期有效` without an end. */
export function periodText([start, end]: Period): string {
  if (start === undefined && end === undefined) return OPEN_END;
  return `${start ?? OPEN_START} ~ ${end ?? OPEN_END}`;
}

/** A field's value as the console shows it: the dictionary label, a period, or the value itself. */
function shown(field: EntityField | undefined, value: unknown, option?: OptionLookup): string {
  if (field && RANGE_TYPES.has(field.valueType)) {
    const [s, e] = Array.isArray(value) ? value : [];
    const text = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : String(v));
    return periodText([text(s), text(e)]);
  }
  if (value === undefined || value === null) return '';
  const dict = field?.dictionary;
  if (dict) {
    const labelKey = dict.def.labelKey ?? 'label';
    const item = dict.def.options
      ? (dict.def.options.find((o) => sameValue(o.value, value)) as Record<string, unknown> | undefined)
      : option?.(dict.name, value);
    if (item && item[labelKey] !== undefined) return String(item[labelKey]);
  }
  return Array.isArray(value) ? value.map(String).join('、') : String(value);
}

/** The message refusing a candidate that clashes with `record` under `rule` (`byName`: the entity's fields). */
export function clashMessage(
  rule: UniqueRule,
  record: EntityRecord,
  period: Period,
  byName: ReadonlyMap<string, EntityField>,
  option?: OptionLookup,
): string {
  if (rule.message) {
    return rule.message.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_all, name: string) => shown(byName.get(name), record[name], option));
  }
  const keys = rule.fields.map((f) => `${f.title} ${shown(f, record[f.name], option)}`).join('、');
  return rule.overlap ? `${keys} 已有有效期重叠的记录（${periodText(period)}）` : `${keys} 已存在`;
}
