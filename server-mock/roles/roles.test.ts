import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flattenMenus, loadCatalogue } from '../catalogue/catalogue';
import { startTestServer, type TestServer } from '../testing/harness';

const BASE = '/api/system/v2/api/roles';
const USER = '/api/user/v2/api';

interface Role {
  roleId: number;
  roleName: string;
  status: number;
  permissions: string[];
  halfPermissions: string[];
  userCount: number;
}
interface Node {
  key: string;
  title: string;
  children?: Node[];
}
interface Menu {
  id: string;
  name: string;
  redirect?: string;
  buttons: string[];
  children?: Menu[];
}

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const roles = async (query = '') =>
  (await t.get<{ results: Role[]; totalRecord: number }>(`${BASE}?pageSize=50&${query}`, admin)).body.data;
const flatMenus = (tree: Menu[]): Menu[] => tree.flatMap((n) => [n, ...flatMenus(n.children ?? [])]);

describe('角色管理 (schemas/operatorManage.json)', () => {
  it('serves the permission tree of the whole catalogue with Chinese button names', async () => {
    const tree = (await t.get<Node[]>(`${BASE}/permissionTree`, admin)).body.data;
    expect(tree[0]).toMatchObject({ key: 'topBar', title: '顶栏功能' });
    expect(tree[0].children).toContainEqual({ key: 'TBAM10000009', title: '区域管理' });
    const system = tree.find((n) => n.title === '系统管理')!;
    const role = system.children!.find((p) => p.title === '角色管理')!;
    expect(role.children!.map((b) => b.title)).toEqual([
      '查询（SYSM20060001）',
      '新增（SYSM20060002）',
      '编辑（SYSM20060003）',
      '删除（SYSM20060004）',
      '分配（SYSM20060015）',
    ]);
    const pages = flattenMenus(loadCatalogue().menus).filter((n) => n.component !== 'Layout');
    const keys = new Set(
      JSON.stringify(tree)
        .match(/"key":"([^"]+)"/g)!
        .map((k) => k.slice(7, -1)),
    );
    for (const page of pages) expect(keys.has(page.id), page.name).toBe(true);
  });

  it('lists the seeded roles, searchable by name and status', async () => {
    const all = await roles();
    expect(all.results.map((r) => r.roleName)).toEqual([
      '超级管理员',
      '收费稽核员',
      '设备运维',
      '公告编辑',
      '只读访客',
      '财务对账（停用）',
    ]);
    const stopped = await roles('status=0');
    expect(stopped.results.map((r) => r.roleName)).toEqual(['财务对账（停用）']);
    const guest = (await roles(`roleName=${encodeURIComponent('访客')}`)).results[0];
    // Query-only buttons: every page of 停车收费 is half-checked, so is the group.
    expect(guest.halfPermissions).toEqual(expect.arrayContaining(['1000', '1002', '1100']));
    expect(guest.permissions).toContain('SFEE10020001');
    expect(guest.permissions).not.toContain('SFEE10020005');
  });

  it('normalises checked keys (a checked page stands for its buttons), refuses unknown keys and duplicate names', async () => {
    const created = await t.post<Role>(BASE, { roleName: '公告查看', status: 1, permissions: ['1701', 'SBLT17020006'] }, admin);
    expect(created.body.code).toBe('200');
    expect(created.body.data.permissions).toEqual(
      expect.arrayContaining(['1701', 'SBLT17010001', 'SBLT17010013', '1702', '1700', 'SBLT17020006']),
    );
    expect(created.body.data.halfPermissions).toEqual([]);
    expect((await t.post(BASE, { roleName: '公告查看', status: 1, permissions: ['1701'] }, admin)).body.msg).toBe(
      '角色名称「公告查看」已存在',
    );
    expect((await t.post(BASE, { roleName: '错误', status: 1, permissions: ['XXXX99990001'] }, admin)).body.msg).toBe(
      '未知的权限：XXXX99990001',
    );
  });

  it('copies a role under a new name', async () => {
    const source = (await roles()).results.find((r) => r.roleName === '设备运维')!;
    const copy = (await t.get<Role>(`${BASE}/${source.roleId}/copy`, admin)).body.data;
    expect(copy.roleName).toBe('设备运维-副本');
    expect(copy.permissions).toEqual(source.permissions);
    expect(copy).not.toHaveProperty('roleId');
  });

  it('an account given a role gets its menus and buttons; taking the role away puts the old ones back', async () => {
    const created = await t.post<Role>(
      BASE,
      { roleName: '区域与公告', status: 1, permissions: ['2002', 'SBLT17010001', 'TBAM10000009'] },
      admin,
    );
    const roleId = created.body.data.roleId;
    expect(created.body.data.halfPermissions).toEqual(expect.arrayContaining(['2000', '1700', '1701', 'topBar']));
    const assigned = await t.put(`${BASE}/users`, { roleId, accounts: ['operator'] }, admin);
    expect(assigned.body.code).toBe('200');
    expect((await t.get<{ accounts: string[] }>(`${BASE}/${roleId}/users`, admin)).body.data.accounts).toEqual(['operator']);
    expect((await roles(`roleName=${encodeURIComponent('区域与公告')}`)).results[0].userCount).toBe(1);

    const operator = await t.login('operator');
    const tree = (await t.get<Menu[]>(`${USER}/userMenuTree`, operator)).body.data;
    const groups = tree[0].children!;
    expect(groups.map((g) => g.name)).toEqual(['系统公告', '系统管理']);
    expect(groups.find((g) => g.name === '系统管理')!.redirect).toBe('/systemManage/areaManage/list');
    const pages = flatMenus(groups).filter((m) => !m.children);
    expect(pages.map((p) => p.name)).toEqual(['全部公告', '区域管理']);
    expect((await t.get<string[]>(`${USER}/btnResources/1701`, operator)).body.data).toEqual(['SBLT17010001']);
    expect((await t.get<string[]>(`${USER}/btnResources/2002`, operator)).body.data).toEqual([
      'SYSM20020001',
      'SYSM20020002',
      'SYSM20020003',
      'SYSM20020004',
    ]);
    expect((await t.get<string[]>(`${USER}/btnResources/0`, operator)).body.data).toEqual(['TBAM10000009']);
    // The calls follow too: 区域管理's list is allowed now, 停车订单's is not.
    expect((await t.get('/api/system/v2/api/areas', operator)).status).toBe(200);
    expect((await t.get('/api/system/v2/api/roles', operator)).status).toBe(403);

    expect((await t.del(BASE, { ids: [roleId] }, admin)).body.msg).toBe('角色「区域与公告」已分配给 1 个账号，请先取消分配');
    expect((await t.put(`${BASE}/users`, { roleId, accounts: [] }, admin)).body.code).toBe('200');
    const back = (await t.get<Menu[]>(`${USER}/userMenuTree`, await t.login('operator'))).body.data[0].children!;
    expect(back.map((g) => g.name)).toContain('停车收费');
    expect(back.map((g) => g.name)).not.toContain('系统管理');
    expect((await t.del(BASE, { ids: [roleId] }, admin)).body.code).toBe('200');
  });

  it('refuses assigning a role to the logged-in account and to unknown accounts', async () => {
    const roleId = (await roles()).results[0].roleId;
    expect((await t.put(`${BASE}/users`, { roleId, accounts: ['admin'] }, admin)).body.msg).toBe('不能给当前登录的账号分配角色');
    expect((await t.put(`${BASE}/users`, { roleId, accounts: ['nobody'] }, admin)).body.msg).toBe('账号「nobody」不存在');
    const options = (await t.get<{ account: string; label: string }[]>(`${BASE}/accountOptions`, admin)).body.data;
    expect(options.some((o) => o.account === 'admin')).toBe(false);
    expect(options.find((o) => o.account === 'operator')!.label).toBe('李晓梅（operator）');
  });
});
