import { describe, expect, it } from 'vitest';
import { loadAreas } from '../engine/loadAreas';
import { flattenMenus, loadCatalogue } from './catalogue';
import { buttonResources, menusForProfile } from './menuTree';
import { danglingMenuEntries, permissionCodesOf, routedViews } from './schemaCoverage';

const docs = loadAreas().map((a) => a.doc);
const catalogue = loadCatalogue();
const nodes = flattenMenus(catalogue.menus);
const codesUnder = (groupName: string, profile = 'full') =>
  flattenMenus(menusForProfile(profile).filter((g) => g.name === groupName)).flatMap((n) => n.buttons);

describe('schemas against the menu catalogue', () => {
  it('reads at least the bulletin area', () => {
    expect(docs.map((d) => d.area)).toContain('sysBulletin');
  });

  it.each(docs.flatMap(permissionCodesOf).map((u) => [u.code, `${u.area}${u.pointer}`]))(
    'permission %s (%s) is a button code of the catalogue',
    (code) => {
      expect(nodes.flatMap((n) => n.buttons)).toContain(code);
    },
  );

  it('puts every permission of schemas/sysBulletin.json under 系统公告 for admin (profile full)', () => {
    const codes = permissionCodesOf(docs.find((d) => d.area === 'sysBulletin')!).map((u) => u.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'SBLT17010001',
        'SBLT17010002',
        'SBLT17010003',
        'SBLT17010004',
        'SBLT17010007',
        'SBLT17010012',
        'SBLT17010013',
        'SBLT17020006',
      ]),
    );
    expect(codesUnder('系统公告')).toEqual(expect.arrayContaining(codes));
  });

  it('gives the operator the read-only subset of 系统公告', () => {
    expect(codesUnder('系统公告', 'operator').sort()).toEqual(['SBLT17010001', 'SBLT17020006']);
    expect(buttonResources('operator', '1701')).toEqual(['SBLT17010001']);
    expect(buttonResources('full', '1701')).toContain('SBLT17010007');
  });

  it('reaches every routed view from a menu entry, or a detail / form view from another view', () => {
    const report = docs.flatMap((d) => routedViews(d, catalogue.menus));
    const lines = report.map(
      (r) =>
        `${r.component} (${r.route}): ${r.reachedBy === null ? 'UNREACHABLE' : 'menu' in r.reachedBy ? `menu ${r.reachedBy.menu}` : `action ${r.reachedBy.action}`}`,
    );
    console.info(`routed schema views:\n  ${lines.join('\n  ')}`);
    expect(report.filter((r) => r.reachedBy === null).map((r) => r.component)).toEqual([]);
    expect(report.find((r) => r.component === 'sysBulletin/list')?.reachedBy).toEqual({ menu: '1701 全部公告' });
    expect(report.find((r) => r.component === 'sysBulletin/detail')?.reachedBy).toEqual({ menu: '1702 公告详情' });
  });

  it('has no menu entry naming a missing view of an area that has a document', () => {
    expect(danglingMenuEntries(docs, catalogue.menus)).toEqual([]);
    expect(
      danglingMenuEntries(docs, [
        { id: 'x', parentId: '0', path: 'x', component: 'sysBulletin/nope', name: '测试', hidden: false, buttons: [] },
      ]),
    ).toEqual(['x 测试: sysBulletin/nope']);
  });
});
