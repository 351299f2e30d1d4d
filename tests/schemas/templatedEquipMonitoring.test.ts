/**
 * schemas/equipMonitoring.json writes its three alarm record lists (不规范停车、车位异常占用、设备异常遮挡) once
 * (template alarmRecordList, three entries of `instances`). Expanded, it must be exactly the document it replaced, kept as
 * tests/schemas/templates/equipMonitoring.before.json.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AreaDocument, FieldLibraryDocument } from '../../schemas/meta/generated/area';
import { resolveArea } from '../../schemas/meta/lib/resolveArea';
import { expandTemplates } from '../../schemas/meta/lib/templates';

const read = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const written = read<AreaDocument>('schemas/equipMonitoring.json');
const before = read<AreaDocument>('tests/schemas/templates/equipMonitoring.before.json');
const library = read<FieldLibraryDocument>('schemas/common/fields.json');

describe('schemas/equipMonitoring.json with templates', () => {
  it('expands to the document it replaced, deep-equal, the views in the same order', () => {
    const expansion = expandTemplates(written, library);
    expect(expansion.problems).toEqual([]);
    expect(expansion.doc).toEqual(before);
    expect(Object.keys(expansion.doc.views)).toEqual(Object.keys(before.views));
    expect(resolveArea(written, library)).toEqual(resolveArea(before, library));
  });

  it('writes the three lists as instances of one template, none of them spelt out', () => {
    expect((written.instances ?? []).map((i) => [i.template, (i.with as { name?: string } | undefined)?.name])).toEqual([
      ['alarmRecordList', 'illegalParkList'],
      ['alarmRecordList', 'unusualParkList'],
      ['alarmRecordList', 'unusualDevList'],
    ]);
    expect(Object.keys(written.views)).not.toContain('illegalParkList');
  });
});
