/**
 * schemas/chargeCoupon.json writes the 新增 and 复制 forms once (template couponForm, with an optional `load` that
 * only 复制 gives). Expanded, it must be exactly the document it replaced, kept as
 * tests/schemas/templates/chargeCoupon.before.json.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AreaDocument, FieldLibraryDocument } from '../../schemas/meta/generated/area';
import { resolveArea } from '../../schemas/meta/lib/resolveArea';
import { expandTemplates } from '../../schemas/meta/lib/templates';
import { loadAreas } from '../../server-mock/engine/loadAreas';

const read = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const written = read<Omit<AreaDocument, 'instances'> & { instances: { template: string; with: Record<string, unknown> }[] }>('schemas/chargeCoupon.json');
const before = read<AreaDocument>('tests/schemas/templates/chargeCoupon.before.json');
const library = read<FieldLibraryDocument>('schemas/common/fields.json');

describe('schemas/chargeCoupon.json with templates', () => {
  it('expands to the document it replaced, deep-equal', () => {
    const expansion = expandTemplates(written, library);
    expect(expansion.problems).toEqual([]);
    expect(expansion.doc).toEqual(before);
  });

  it('has 新增 without load and 复制 with it, from one template', () => {
    const views = expandTemplates(written, library).doc.views as unknown as Record<string, Record<string, unknown>>;
    expect(written.instances.map((i) => [i.template, i.with.name])).toEqual([
      ['couponForm', 'add'],
      ['couponForm', 'copy'],
    ]);
    expect(Object.keys(written.views)).not.toContain('add');
    expect('load' in views.add).toBe(false);
    expect(views.copy.load).toBe('detail');
    expect(views.add.schema).toEqual(views.copy.schema);
  });

  it('resolves (renderer and mock) to the same area as before', () => {
    expect(resolveArea(written, library)).toEqual(resolveArea(before, library));
    const coupon = loadAreas().find((a) => a.doc.area === 'chargeCoupon');
    expect(coupon?.doc).toEqual(resolveArea(before, library));
  });
});
