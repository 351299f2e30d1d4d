/** The meta-schema documents itself in Chinese, and the validator names are exactly the shell's library. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const area = read('schemas/meta/area.schema.json');
const fields = read('schemas/meta/fields.schema.json');
const rule = read('schemas/meta/generated/validatorRule.schema.json');
const catalogue = read('schemas/meta/validators.json') as { validators: { name: string; description: string; scope?: string }[] };
// The shell's library provides every validator but the cross-field ones (scope form: the renderer and the mock evaluate them).
const library = catalogue.validators.filter((v) => v.scope !== 'form');

const chinese = /[\u4e00-\u9fff]/;

/** A schema object of the meta-schema, as read from its JSON file. */
type SchemaNode = Record<string, unknown>;

/** Every entry of every `properties` map, with where it is (a property may itself be called "properties"). */
function propertiesOf(schema: unknown, at: string, out: [string, SchemaNode][] = []): [string, SchemaNode][] {
  if (Array.isArray(schema)) schema.forEach((s, i) => propertiesOf(s, `${at}/${i}`, out));
  else if (schema && typeof schema === 'object') {
    for (const [k, v] of Object.entries(schema)) {
      if ((k === 'properties' || k === '$defs') && v && typeof v === 'object') {
        for (const [name, sub] of Object.entries(v)) {
          if (k === 'properties') out.push([`${at}/properties/${name}`, sub as SchemaNode]);
          propertiesOf(sub, `${at}/${k}/${name}`, out);
        }
      } else propertiesOf(v, `${at}/${k}`, out);
    }
  }
  return out;
}

/** Every schema object with an enum. */
function enumsOf(node: unknown, at: string, out: [string, SchemaNode][] = []): [string, SchemaNode][] {
  if (Array.isArray(node)) node.forEach((n, i) => enumsOf(n, `${at}/${i}`, out));
  else if (node && typeof node === 'object') {
    if ('enum' in node) out.push([at, node as SchemaNode]);
    for (const [k, v] of Object.entries(node)) enumsOf(v, `${at}/${k}`, out);
  }
  return out;
}

describe('the meta-schema', () => {
  const all = [
    ...propertiesOf(area, 'area.schema.json#'),
    ...propertiesOf(fields, 'fields.schema.json#'),
    ...propertiesOf(rule, 'validatorRule.schema.json#'),
  ];

  it('has many properties, each with a Chinese description for editors', () => {
    expect(all.length).toBeGreaterThan(200);
    const missing = all
      .filter(([, schema]) => !(typeof schema.description === 'string' && chinese.test(schema.description)))
      .map(([at]) => at);
    expect(missing).toEqual([]);
  });

  it('describes every enum value in Chinese (enumDescriptions)', () => {
    const enums = [...enumsOf(area, 'area'), ...enumsOf(rule, 'rule')];
    expect(enums.length).toBeGreaterThan(10);
    for (const [at, schema] of enums) {
      const descriptions = schema.enumDescriptions as string[] | undefined;
      expect(descriptions?.length, at).toBe((schema.enum as unknown[]).length);
      for (const d of descriptions ?? []) expect(d, at).toMatch(chinese);
    }
  });

  it('is JSON Schema 2020-12', () => {
    expect(area.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(fields.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it('has the closed set of value types with read and edit forms', () => {
    expect(area.$defs.valueType.enum).toEqual(
      expect.arrayContaining([
        'text',
        'money',
        'dateTime',
        'dateRange',
        'select',
        'plate',
        'image',
        'status',
        'phone',
        'number',
        'integer',
        'date',
        'textarea',
        'richText',
        'switch',
        'radio',
        'checkbox',
        'upload',
        'percent',
        'duration',
        'link',
      ]),
    );
  });
});

describe('schemas/meta/validators.json', () => {
  it('names exactly the validators of the shell library, then the cross-field ones', () => {
    expect(catalogue.validators.filter((v) => v.scope === 'form').map((v) => v.name)).toEqual([
      'compareField',
      'requiredIf',
      'atLeastOneOf',
      'uniqueInColumn',
      'rowRanges',
      'excludesField',
      'rowDatesInYear',
    ]);
    expect(library.map((v) => v.name)).toEqual([
      'required',
      'plateNo',
      'mobile',
      'phone',
      'landline',
      'number',
      'integer',
      'rangeNumber',
      'rangeInteger',
      'longitude',
      'latitude',
      'code17',
      'idCard',
      'disabilityCertNo',
      'lettersDigits',
      'noLonePercent',
      'url',
      'ip',
      'email',
      'password',
      'name',
      'nameWithColon',
      'nameWithAsterisk',
    ]);
    for (const v of catalogue.validators) expect(v.description).toMatch(chinese);
  });

  it('is what editors offer for x-validator', () => {
    expect(rule.anyOf[0].enum).toEqual(library.map((v) => v.name));
    expect(Object.keys(rule.anyOf[2].properties)).toEqual(
      expect.arrayContaining(['compareField', 'requiredIf', 'atLeastOneOf', 'uniqueInColumn', 'rowRanges', 'excludesField']),
    );
  });
});
