/** Every real document in schemas/ satisfies the meta-schema and the cross-reference lint. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkAll } from '../../scripts/schemas/checkAll';
import { listSchemaFiles } from '../../scripts/schemas/schemaFiles';
import { validateArea } from '../../schemas/meta/generated/validateSchemas.js';
import type { AreaDocument } from '../../schemas/meta/generated/area';

describe('the schemas of the repository', () => {
  const files = listSchemaFiles();

  it('include the shared field library and the bulletin area', () => {
    const names = files.map((f) => f.split('/').slice(-2).join('/'));
    expect(names).toContain('common/fields.json');
    expect(names).toContain('schemas/sysBulletin.json');
  });

  it('pass schemas:check without a single problem', () => {
    expect(checkAll(files).problems).toEqual([]);
  });

  it.each(files.filter((f) => !f.includes('/common/')))('%s validates against the meta-schema', (file) => {
    const ok = validateArea(JSON.parse(readFileSync(file, 'utf8')));
    expect(validateArea.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });
});

describe('schemas/sysBulletin.json', () => {
  const doc = JSON.parse(readFileSync('schemas/sysBulletin.json', 'utf8')) as AreaDocument;

  it('has the routed list and detail of the spec (/sysBulletin/list, /sysBulletin/detail?id)', () => {
    expect(doc.views.list).toMatchObject({ kind: 'list', route: 'list' });
    expect(doc.views.detail).toMatchObject({ kind: 'detail', route: 'detail', params: { id: { required: true } } });
  });

  it('calls the bulletin endpoints of the spec', () => {
    const calls = Object.values(doc.endpoints).map((e) => `${e.method} ${e.path}`);
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /publicity/v2/api/bulletinInfos',
        'GET /publicity/v2/api/bulletinInfos/{id}',
        'POST /publicity/v2/api/bulletinInfos',
        'PUT /publicity/v2/api/bulletinInfos',
        'DELETE /publicity/v2/api/bulletinInfos',
        'DELETE /publicity/v2/api/dealerDelete',
        'POST /publicity/v2/api/bulletinInfos/submitApproval',
        'POST /publicity/v2/api/bulletinInfos/approval',
        'GET /publicity/v2/api/bulletinInfos/audit/{id}',
        'POST /publicity/v2/api/bulletinInfos/offline',
        'GET /publicity/v2/api/bulletinInfos/DealerTypes',
        'GET /publicity/v2/api/bulletinInfos/addrInfo',
        'GET /dealer/v2/api/level2AddrInfos',
        'GET /basic/v2/api/sysDicts/findByDicType',
      ]),
    );
  });

  it('shows 已发布 for status 3 and offers 下线 only then', () => {
    expect(doc.dictionaries?.bulletinStatus.options).toContainEqual({ value: 3, label: '已发布', status: 'success' });
    // 下线 runs from 已发布 only (its transition; the renderer shows it in those states, §3.9 of the language).
    expect(doc.actions?.offline).toMatchObject({ kind: 'request', endpoint: 'offline', transition: { from: [3], to: 4 } });
    expect(doc.entities?.sysBulletin.states).toEqual({ field: 'bulletinStatus', dictionary: 'bulletinStatus' });
  });

  it('ends its success texts the way the platform does (保存成功! style)', () => {
    const texts = Object.values(doc.actions ?? {}).flatMap((a) => ('successMessage' in a && a.successMessage ? [a.successMessage] : []));
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect(t).toMatch(/成功!$/);
  });
});
