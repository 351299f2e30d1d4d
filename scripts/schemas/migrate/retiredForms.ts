/**
 * The forms of the schema language that were replaced by another, with the new form. The check refuses each
 * (naming the new form) and `npm run schemas:migrate` rewrites each; this table is what both read.
 */

export interface RetiredProperty {
  /** The old property name. */
  name: string;
  /** Where it was accepted: the JSON pointer of the object holding it (in the expanded document); absent for anywhere. */
  where?: RegExp;
  /** The property that replaces it; absent when the property is simply dropped. */
  use?: string;
  /** Why it is dropped (Chinese, English), when there is no replacement. */
  dropped?: { zh: string; en: string };
}

const DICTIONARY = /^\/dictionaries\/[^/]+$/;
const FORM_LAYOUT = /^\/views\/[^/]+\/layout$/;
const DETAIL_SECTION = /^\/views\/[^/]+\/sections\/\d+$/;
const FORM_SUBMIT = /^\/views\/[^/]+\/submits\/\d+$/;
const VIEW = /^\/views\/[^/]+$/;
const CALENDAR_ROWS = /^\/views\/[^/]+\/rows$/;
const DOCUMENT = /^$/;

/** In this order: the first entry whose name and place match is the one meant. */
export const retiredProperties: readonly RetiredProperty[] = [
  { name: 'x-component-props', use: 'fieldProps' },
  { name: 'props', where: VIEW, use: 'fieldProps' },
  { name: 'items', where: DICTIONARY, use: 'options' },
  // Anywhere else `items` is refused, it was the columns of a table field (a detail section and a summary keep `items`).
  { name: 'items', use: 'tableColumns' },
  { name: 'columns', where: DETAIL_SECTION, use: 'perRow' },
  { name: 'columns', where: FORM_LAYOUT, use: 'gridColumns' },
  { name: 'then', where: FORM_SUBMIT, use: 'onSuccess' },
  { name: 'dataIndex', where: CALENDAR_ROWS, use: 'rowKey' },
  // Each entity declares the key of its records (the mock's key, the row key of the lists of its records).
  { name: 'rowKey', where: DOCUMENT, use: 'entities.<实体名>.rowKey' },
  {
    name: 'batch',
    dropped: { zh: '放在列表的 batchActions 中即为批量操作', en: "an action in a list's batchActions is a batch action" },
  },
];

/** Retired values: the pointer of the value → old value → new value. */
export const retiredValues: readonly { where: RegExp; value: string; use: string }[] = [
  { where: /^\/endpoints\/[^/]+\/method$/, value: 'PATCH', use: 'PUT' },
];

const MIGRATE_HINT = { zh: '（npm run schemas:migrate 可自动改写）', en: ' (npm run schemas:migrate rewrites it)' };

const retiredAt = (name: string, objectPointer: string) =>
  retiredProperties.find((r) => r.name === name && (r.where === undefined || r.where.test(objectPointer)));

/** The property that replaces `name` in the object at `objectPointer`, if `name` is a retired one with a replacement. */
export const retiredPropertyUse = (name: string, objectPointer: string): string | undefined => retiredAt(name, objectPointer)?.use;

/** The message for an old property refused in the object at `objectPointer`, or undefined when `name` is simply unknown there. */
export function retiredPropertyMessage(name: string, objectPointer: string): { zh: string; en: string } | undefined {
  const found = retiredAt(name, objectPointer);
  if (!found) return undefined;
  if (found.use) {
    return {
      zh: `"${name}" 已停用，请改用 "${found.use}"${MIGRATE_HINT.zh}`,
      en: `"${name}" is retired; use "${found.use}"${MIGRATE_HINT.en}`,
    };
  }
  return {
    zh: `"${name}" 已停用，请删除：${found.dropped?.zh}${MIGRATE_HINT.zh}`,
    en: `"${name}" is retired; remove it: ${found.dropped?.en}${MIGRATE_HINT.en}`,
  };
}

/** The message for an old value refused by an enum at `pointer`, or undefined. */
export function retiredValueMessage(value: unknown, pointer: string): { zh: string; en: string } | undefined {
  const found = retiredValues.find((r) => r.value === value && r.where.test(pointer));
  if (!found) return undefined;
  return {
    zh: `${found.value} 已停用，请改用 "${found.use}"${MIGRATE_HINT.zh}`,
    en: `${found.value} is retired; use "${found.use}"${MIGRATE_HINT.en}`,
  };
}
