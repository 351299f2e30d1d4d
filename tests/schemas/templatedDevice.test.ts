/**
 * schemas/device.json is written with templates (eight camera kinds, two plain device kinds and five kinds of
 * recoverable records each instantiate one skeleton). Expanded, it must be exactly the document it replaced,
 * kept as tests/schemas/templates/device.before.json: same endpoints, views and actions, value for value.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AreaDocument, FieldLibraryDocument } from '../../schemas/meta/generated/area';
import { resolveArea } from '../../schemas/meta/lib/resolveArea';
import { expandTemplates } from '../../schemas/meta/lib/templates';
import { loadAreas } from '../../server-mock/engine/loadAreas';

const read = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const written = read<AreaDocument & { instances: { template: string }[] }>('schemas/device.json');
const before = read<AreaDocument>('tests/schemas/templates/device.before.json');
const library = read<FieldLibraryDocument>('schemas/common/fields.json');

describe('schemas/device.json with templates', () => {
  it('expands to the document it replaced, deep-equal', () => {
    const expansion = expandTemplates(written, library);
    expect(expansion.problems).toEqual([]);
    expect(expansion.doc).toEqual(before);
  });

  it.each(['endpoints', 'views', 'actions'] as const)('has the same %s, name for name', (section) => {
    const expanded = expandTemplates(written, library).doc as AreaDocument;
    const names = Object.keys(before[section] ?? {}).sort();
    expect(Object.keys(expanded[section] ?? {}).sort()).toEqual(names);
    for (const name of names)
      expect([name, (expanded[section] as Record<string, unknown>)[name]]).toEqual([name, (before[section] as Record<string, unknown>)[name]]);
  });

  it('resolves (renderer and mock) to the same area as before', () => {
    expect(resolveArea(written, library)).toEqual(resolveArea(before, library));
    const device = loadAreas().find((a) => a.doc.area === 'device');
    expect(device?.doc).toEqual(resolveArea(before, library));
  });

  it('writes the camera lists once: eight instances of cameraDevice, none of their views spelt out', () => {
    const uses = (t: string) => written.instances.filter((i) => i.template === t).length;
    expect([uses('cameraDevice'), uses('plainDevice'), uses('recoverableRecord')]).toEqual([8, 2, 5]);
    expect(Object.keys(written.views).filter((v) => /camera|terminal|talk|monitor|snapVideo/.test(v) && v.endsWith('List'))).toEqual([]);
    expect(Object.keys(expandTemplates(written, library).doc.views)).toContain('ballcameraList');
  });
});
