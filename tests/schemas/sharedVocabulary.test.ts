/**
 * The shared vocabulary (schemas/common/fields.json) is the one place of a dictionary several areas use: no area
 * repeats one of its dictionaries or fields word for word, and 车辆类型 of 统计报表 and 停车收费 is the shared one.
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
const areas = files.filter((f) => !f.includes('/common/')).map((file) => JSON.parse(readFileSync(file, 'utf8')) as AreaDocument);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

describe('shared vocabulary', () => {
  it('no area declares a dictionary or field identical to the shared one of the same name', () => {
    const repeated = areas.flatMap((doc) => [
      ...Object.entries(doc.dictionaries ?? {})
        .filter(([name, d]) => same(d, library.dictionaries?.[name]))
        .map(([name]) => `${doc.area}.dictionaries.${name}`),
      ...Object.entries(doc.fields ?? {})
        .filter(([name, f]) => same(f, library.fields?.[name]))
        .map(([name]) => `${doc.area}.fields.${name}`),
    ]);
    expect(repeated).toEqual([]);
  });

  it.each(['statisticalForm', 'stopFee'])('%s takes 车辆类型 (carType) from the shared vocabulary', (area) => {
    const doc = areas.find((a) => a.area === area)!;
    expect(doc.dictionaries?.carType).toBeUndefined();
    expect(doc.fields?.carType).toBeUndefined();
    const resolved = resolveArea(doc, library);
    expect(resolved.dictionaries?.carType).toEqual(library.dictionaries?.carType);
    expect(
      resolved.dictionaries?.carType && 'options' in resolved.dictionaries.carType
        ? (resolved.dictionaries.carType.options ?? []).map((i) => i.label)
        : [],
    ).toEqual(['小型车', '大型车', '新能源车']);
    expect(resolved.fields?.carType?.title).toBe('车辆类型');
  });
});
