/**
 * House rules every business document keeps (issue: "every list view has at least one filter, every destructive
 * action a confirm, every form its validators"), checked over the resolved documents of schemas/.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listSchemaFiles } from '../../scripts/schemas/schemaFiles';
import type { AreaDocument, FieldLibraryDocument } from '../../schemas/meta/generated/area';
import { resolveArea } from '../../schemas/meta/lib/resolveArea';

const files = listSchemaFiles();
const library = JSON.parse(
  readFileSync(
    files.find((f) => f.endsWith('common/fields.json'))!,
    'utf8',
  ),
) as FieldLibraryDocument;
const areas = files
  .filter((f) => !f.includes('/common/'))
  .map((file) => resolveArea(JSON.parse(readFileSync(file, 'utf8')) as AreaDocument, library));

type FormField = {
  title?: string;
  valueType?: string;
  maxLength?: number;
  required?: boolean;
  'x-validator'?: unknown[];
  readOnly?: boolean;
  'x-read-pretty'?: boolean;
};

/** Every form of a document: form views and the input forms of actions, as [pointer, fields]. */
function formsOf(doc: AreaDocument): [string, Record<string, FormField>][] {
  const out: [string, Record<string, FormField>][] = [];
  for (const [name, view] of Object.entries(doc.views))
    if (view.kind === 'form') out.push([`${doc.area}.views.${name}`, (view.schema.properties ?? {}) as Record<string, FormField>]);
  for (const [name, action] of Object.entries(doc.actions ?? {})) {
    const input = (action as { input?: { schema?: { properties?: Record<string, FormField> } } }).input;
    if (input?.schema?.properties) out.push([`${doc.area}.actions.${name}.input`, input.schema.properties]);
  }
  return out;
}

const validatorNames = (field: FormField) =>
  (field['x-validator'] ?? []).map((v) => (typeof v === 'string' ? v : Object.keys(v as object)[0]));

/** Value types (and field names) that must carry a validator of the library, and which ones satisfy them. */
const TYPED: [test: (name: string, f: FormField) => boolean, accepted: string[], what: string][] = [
  [(_n, f) => f.valueType === 'plate', ['plateNo'], '车牌'],
  [(_n, f) => f.valueType === 'phone', ['mobile', 'phone', 'landline'], '电话'],
  [(n) => /(^ip|Ip)$/.test(n), ['ip'], 'IP 地址'],
  [(n) => /longitude$/i.test(n), ['longitude'], '经度'],
  [(n) => /latitude$/i.test(n), ['latitude'], '纬度'],
  [(n) => /email$/i.test(n), ['email'], '电子邮箱'],
  [(n) => /idCard$/i.test(n), ['idCard'], '身份证号'],
];

describe.each(areas.map((a) => [a.area, a] as const))('%s', (_name, doc) => {
  it('every list view has at least one search filter', () => {
    const bare = Object.entries(doc.views).flatMap(([name, view]) =>
      view.kind === 'list' && view.search !== false && !view.columns.some((c) => c.search !== undefined && c.search !== false)
        ? [name]
        : [],
    );
    expect(bare).toEqual([]);
  });

  it('every action that deletes asks for a confirm first', () => {
    const unconfirmed = Object.entries(doc.actions ?? {}).flatMap(([name, action]) => {
      if (action.kind !== 'request') return [];
      const endpoint = doc.endpoints[action.endpoint];
      return endpoint?.method === 'DELETE' && !action.confirm ? [name] : [];
    });
    expect(unconfirmed).toEqual([]);
  });

  it('every form validates: typed fields use their validator, free text has a length limit', () => {
    const problems: string[] = [];
    for (const [where, fields] of formsOf(doc)) {
      for (const [name, field] of Object.entries(fields)) {
        if (field.readOnly || field['x-read-pretty']) continue;
        for (const [applies, accepted, what] of TYPED) {
          if (applies(name, field) && !validatorNames(field).some((v) => accepted.includes(v)))
            problems.push(`${where}.${name}: ${what}需要校验器 ${accepted.join(' / ')}`);
        }
        if ((field.valueType === 'text' || field.valueType === 'textarea') && field.maxLength === undefined)
          problems.push(`${where}.${name}: 文本需要 maxLength`);
      }
    }
    expect(problems).toEqual([]);
  });
});
