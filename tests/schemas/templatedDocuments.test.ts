/**
 * Documents rewritten with templates: expanded, each must be exactly the document it replaced, kept as
 * tests/schemas/templates/<area>.before.json (same endpoints, views and actions, value for value), and resolve to the
 * same area for the renderer and the mock. Then what each document writes once:
 * - device.json: eight camera kinds, two plain device kinds and five kinds of recoverable records, one skeleton each;
 * - chargeCoupon.json: the 新增 and 复制 forms (template couponForm, with an optional `load` only 复制 gives);
 * - equipMonitoring.json: the three alarm record lists 不规范停车、车位异常占用、设备异常遮挡 (template alarmRecordList).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AreaDocument, FieldLibraryDocument } from '../../schemas/meta/generated/area';
import { resolveArea } from '../../schemas/meta/lib/resolveArea';
import { expandTemplates } from '../../schemas/meta/lib/templates';
import { loadAreas } from '../../server-mock/engine/loadAreas';

type Written = Omit<AreaDocument, 'instances'> & { instances: { template: string; with?: Record<string, unknown> }[] };

const read = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const library = read<FieldLibraryDocument>('schemas/common/fields.json');
const written = (area: string) => read<Written>(`schemas/${area}.json`);
const before = (area: string) => read<AreaDocument>(`tests/schemas/templates/${area}.before.json`);
const expanded = (area: string) => expandTemplates(written(area), library);

describe.each(['device', 'chargeCoupon', 'equipMonitoring'])('schemas/%s.json with templates', (area) => {
  it('expands to the document it replaced, deep-equal', () => {
    const expansion = expanded(area);
    expect(expansion.problems).toEqual([]);
    expect(expansion.doc).toEqual(before(area));
  });

  it.each(['endpoints', 'views', 'actions'] as const)('has the same %s, name for name', (section) => {
    const doc = expanded(area).doc as AreaDocument;
    const old = before(area);
    const names = Object.keys(old[section] ?? {}).sort();
    expect(Object.keys(doc[section] ?? {}).sort()).toEqual(names);
    for (const name of names)
      expect([name, (doc[section] as Record<string, unknown>)[name]]).toEqual([name, (old[section] as Record<string, unknown>)[name]]);
  });

  it('resolves (renderer and mock) to the same area as before', () => {
    expect(resolveArea(written(area), library)).toEqual(resolveArea(before(area), library));
    expect(loadAreas().find((a) => a.doc.area === area)?.doc).toEqual(resolveArea(before(area), library));
  });
});

describe('what each document writes once', () => {
  it('device: eight instances of cameraDevice, none of the camera lists spelt out', () => {
    const doc = written('device');
    const uses = (t: string) => doc.instances.filter((i) => i.template === t).length;
    expect([uses('cameraDevice'), uses('plainDevice'), uses('recoverableRecord')]).toEqual([8, 2, 5]);
    expect(Object.keys(doc.views).filter((v) => /camera|terminal|talk|monitor|snapVideo/.test(v) && v.endsWith('List'))).toEqual([]);
    expect(Object.keys(expanded('device').doc.views)).toContain('ballcameraList');
  });

  it('chargeCoupon: 新增 without load and 复制 with it, from one template', () => {
    const doc = written('chargeCoupon');
    const views = expanded('chargeCoupon').doc.views as unknown as Record<string, Record<string, unknown>>;
    expect(doc.instances.map((i) => [i.template, i.with?.name])).toEqual([
      ['couponForm', 'add'],
      ['couponForm', 'copy'],
    ]);
    expect(Object.keys(doc.views)).not.toContain('add');
    expect('load' in views.add).toBe(false);
    expect(views.copy.load).toBe('detail');
    expect(views.add.schema).toEqual(views.copy.schema);
  });

  it('equipMonitoring: the three alarm record lists as instances of one template, none of them spelt out', () => {
    const doc = written('equipMonitoring');
    expect(doc.instances.map((i) => [i.template, i.with?.name])).toEqual([
      ['alarmRecordList', 'illegalParkList'],
      ['alarmRecordList', 'unusualParkList'],
      ['alarmRecordList', 'unusualDevList'],
    ]);
    expect(Object.keys(doc.views)).not.toContain('illegalParkList');
    // Its instances stand where the lists stood: the expansion keeps the order of the views too.
    expect(Object.keys(expanded('equipMonitoring').doc.views)).toEqual(Object.keys(before('equipMonitoring').views));
  });
});
