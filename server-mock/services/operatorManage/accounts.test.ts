import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

const OPS = '/api/system/v2/api/operators';
const TYPES = '/api/system/v2/api/operatorTypes';
const ROLES = '/api/system/v2/api/roles';
const USER = '/api/user/v2/api';
const PASSWORD = 'Park#2026xq';

interface Account {
  accountId: number;
  userId: number;
  account: string;
  operatorName: string;
  phone: string;
  operatorTypeId: number;
  accountRoleId: number | null;
  accountStatus: number;
  lastLoginTime: string | null;
  disableReason: string | null;
  accountTrail: { action: string; fromLabel: string; toLabel: string; note: string | null }[];
  initPassword?: unknown;
}
interface Page<T> {
  results: T[];
  totalRecord: number;
}
interface Menu {
  name: string;
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

const list = async (query: string, token = admin) => (await t.get<Page<Account>>(`${OPS}?pageSize=100&${query}`, token)).body.data;
const roleId = async (name: string) =>
  (await t.get<Page<{ roleId: number; roleName: string }>>(`${ROLES}?pageSize=50`, admin)).body.data.results.find(
    (r) => r.roleName === name,
  )!.roleId;
const flat = (tree: Menu[]): Menu[] => tree.flatMap((n) => [n, ...flat(n.children ?? [])]);
const create = (body: Record<string, unknown>, token = admin) =>
  t.post<Account>(OPS, { operatorTypeId: 2, phone: '13912345678', initPassword: PASSWORD, ...body }, token);

describe('操作员管理 (schemas/operatorManage.json, entity operatorAccount)', () => {
  it('lists the real accounts of the platform with their roles, at least 60 of them, and filters them', async () => {
    const all = await list('');
    expect(all.totalRecord).toBeGreaterThanOrEqual(60);
    const adminRow = all.results.find((a) => a.account === 'admin')!;
    expect(adminRow).toMatchObject({ operatorName: '陈建国', accountRoleId: await roleId('超级管理员'), accountStatus: 1 });
    expect(all.results.some((a) => a.accountStatus === 0 && a.disableReason)).toBe(true);
    const disabled = await list('accountStatus=0');
    expect(disabled.totalRecord).toBeGreaterThan(0);
    expect(disabled.results.every((a) => a.accountStatus === 0)).toBe(true);
    const audit = await roleId('收费稽核员');
    const byRole = await list(`accountRoleId=${audit}`);
    expect(byRole.totalRecord).toBeGreaterThan(0);
    expect(byRole.results.every((a) => a.accountRoleId === audit)).toBe(true);
    const byName = await list('account=jh');
    expect(byName.totalRecord).toBeGreaterThan(0);
    expect(byName.results.every((a) => a.account.includes('jh'))).toBe(true);
  });

  it('creates an account that logs in with its initial password and sees exactly its role’s menus; other calls answer 403', async () => {
    const roleBody = {
      roleName: '账号管理员',
      status: 1,
      permissions: ['SYSM20200001', 'SYSM20200002', 'SYSM20200003', 'SYSM20200006', 'SYSM20200012', 'SYSM20200013'],
    };
    expect((await t.post(ROLES, roleBody, admin)).body.code).toBe('200');
    const rid = await roleId('账号管理员');
    const made = await create({ account: 'zhgl01', operatorName: '宋佳怡', accountRoleId: rid });
    expect(made.body.code).toBe('200');
    expect(made.body.data.initPassword ?? null).toBeNull();
    expect(made.text).not.toContain(PASSWORD);

    const token = await t.login('zhgl01', PASSWORD);
    const info = (await t.get<{ account: string; name: string }>('/api/auth/v2/api/user/loginInfo', token)).body.data;
    expect(info).toMatchObject({ account: 'zhgl01', name: '宋佳怡' });
    const tree = (await t.get<Menu[]>(`${USER}/userMenuTree`, token)).body.data;
    const groups = tree[0].children!;
    expect(groups.map((g) => g.name)).toEqual(['系统管理']);
    expect(groups[0].children!.map((p) => p.name)).toEqual(['操作员管理']);
    expect(flat(groups)[1].buttons).toEqual(roleBody.permissions);
    expect((await t.get(`${OPS}?pageSize=10`, token)).body.code).toBe('200');
    expect((await t.get(`${ROLES}?pageSize=10`, token)).status).toBe(403);
    expect((await t.del(OPS, { ids: [1] }, token)).status).toBe(403);
    expect((await list('account=zhgl01')).results[0].lastLoginTime).not.toBeNull();
    expect(
      (await t.get<Page<{ roleName: string; userCount: number }>>(`${ROLES}?pageSize=50`, admin)).body.data.results.find(
        (r) => r.roleName === '账号管理员',
      )!.userCount,
    ).toBe(1);
  });

  it('uses the operator type’s default role when no role is chosen', async () => {
    const made = await create({ account: 'jhnew01', operatorName: '于晓峰', operatorTypeId: 3 });
    expect(made.body.code).toBe('200');
    expect(made.body.data.accountRoleId).toBe(await roleId('设备运维'));
    const groups = (await t.get<Menu[]>(`${USER}/userMenuTree`, await t.login('jhnew01', PASSWORD))).body.data[0].children!;
    expect(groups.map((g) => g.name)).toEqual(['设备监控', '设备管理']);
  });

  it('refuses a used account name, a weak initial password and a call without the button code', async () => {
    const again = await create({ account: 'admin', operatorName: '重复' });
    expect(again.body.msg).toBe('账号「admin」已存在');
    expect((await create({ account: 'zhgl01', operatorName: '重复' })).body.msg).toBe('账号「zhgl01」已存在');
    expect((await create({ account: 'weak01', operatorName: '弱密码', initPassword: 'abcd1234' })).body.msg).toBe(
      '初始密码：密码须包含数字、大小写字母、特殊字符至少3项',
    );
    expect((await create({ account: 'weak02', operatorName: '弱密码', initPassword: 'Qing#2026x' })).body.code).toBe('200');
    expect((await create({ account: 'weak03', operatorName: '弱密码', initPassword: 'Admin#2026' })).body.msg).toBe(
      '初始密码：密码不能包含admin',
    );
    expect((await create({ account: 'weak04', operatorName: '弱密码', initPassword: 'Weak04#weak04' })).body.msg).toBe(
      '密码中不能包含用户名',
    );
    const viewer = await t.login('viewer1');
    expect((await create({ account: 'nocode1', operatorName: '无权限' }, viewer)).status).toBe(403);
    expect((await t.get(`${OPS}?pageSize=10`, viewer)).status).toBe(403);
  });

  it('停用 ends the sessions and refuses the login; 启用 lets it log in again; both in the trail', async () => {
    const token = await t.login('weak02', 'Qing#2026x');
    const row = (await list('account=weak02')).results[0];
    expect((await t.post(`${OPS}/disable`, { accountId: row.accountId }, admin)).body.msg).toBe('请填写停用原因');
    expect((await t.post(`${OPS}/disable`, { accountId: row.accountId, disableReason: '人员离职' }, admin)).body.code).toBe('200');
    expect((await t.get(`${USER}/userMenuTree`, token)).status).toBe(401);
    const refused = await t.attemptLogin('weak02', 'Qing#2026x');
    expect(refused.body.msg).toBe('账号已停用，请联系管理员');
    expect((await t.post(`${OPS}/disable`, { accountId: row.accountId, disableReason: '重复' }, admin)).body.msg).toBe(
      '当前状态为「停用」，不能执行「停用」',
    );
    expect((await t.post(`${OPS}/enable`, { accountId: row.accountId }, admin)).body.code).toBe('200');
    expect((await t.attemptLogin('weak02', 'Qing#2026x')).body.code).toBe('200');
    const detail = (await t.get<Account>(`${OPS}/${row.accountId}`, admin)).body.data;
    expect(detail.accountTrail.map((e) => [e.action, e.fromLabel, e.toLabel, e.note])).toEqual([
      ['停用', '启用', '停用', '人员离职'],
      ['启用', '停用', '启用', null],
    ]);
  });

  it('changing the role changes the menus at once; the last administrator keeps its role (至少保留一名管理员)', async () => {
    const viewerRole = await roleId('只读访客');
    const superRole = await roleId('超级管理员');
    const jh = (await list('account=jhnew01')).results[0];
    expect(
      (
        await t.put(
          OPS,
          { accountId: jh.accountId, operatorName: jh.operatorName, phone: jh.phone, operatorTypeId: 5, accountRoleId: viewerRole },
          admin,
        )
      ).body.code,
    ).toBe('200');
    const groups = (await t.get<Menu[]>(`${USER}/userMenuTree`, await t.login('jhnew01', PASSWORD))).body.data[0].children!;
    expect(groups.map((g) => g.name)).toEqual(['停车收费', '特殊车辆']);

    // Every other administrator becomes a viewer; admin is then the last one.
    const admins = (await list(`accountRoleId=${superRole}&accountStatus=1`)).results.filter((a) => a.account !== 'admin');
    for (const a of admins) {
      const res = await t.put(
        OPS,
        { accountId: a.accountId, operatorName: a.operatorName, phone: a.phone, operatorTypeId: 5, accountRoleId: viewerRole },
        admin,
      );
      expect(res.body.code).toBe('200');
    }
    const manager = await t.login('zhgl01', PASSWORD);
    const me = (await list('account=admin')).results[0];
    const demote = await t.put(
      OPS,
      { accountId: me.accountId, operatorName: me.operatorName, phone: me.phone, operatorTypeId: 1, accountRoleId: viewerRole },
      manager,
    );
    expect(demote.body.msg).toBe('至少保留一名管理员');
    expect((await t.post(`${OPS}/disable`, { accountId: me.accountId, disableReason: '测试' }, manager)).body.msg).toBe(
      '至少保留一名管理员',
    );
    expect((await t.del(OPS, { ids: [me.accountId] }, admin)).body.msg).toBe('至少保留一名管理员');
    expect((await t.get(`${USER}/userMenuTree`, admin)).body.code).toBe('200');
  });

  it('deleting an operator removes its login', async () => {
    const row = (await list('account=weak02')).results[0];
    expect((await t.del(OPS, { ids: [row.accountId] }, admin)).body.code).toBe('200');
    expect((await t.attemptLogin('weak02', 'Qing#2026x')).body.code).not.toBe('200');
    expect((await list('account=weak02')).totalRecord).toBe(0);
  });
});

describe('操作员类型 (entity operatorType)', () => {
  it('counts the accounts of each type and refuses deleting a type in use', async () => {
    const res = await t.get<Page<{ typeId: number; typeName: string; accountCount: number }>>(`${TYPES}?pageSize=50`, admin);
    const types = res.body.data.results;
    const audit = types.find((x) => x.typeName === '收费稽核')!;
    expect(audit.accountCount).toBeGreaterThan(0);
    expect((await t.del(TYPES, { ids: [audit.typeId] }, admin)).body.msg).toBe(
      `操作员类型「收费稽核」下有 ${audit.accountCount} 个账号，不能删除`,
    );
    const unused = types.find((x) => x.accountCount === 0)!;
    expect((await t.del(TYPES, { ids: [unused.typeId] }, admin)).body.code).toBe('200');
    expect((await t.post(TYPES, { typeName: '收费稽核', defaultRoleId: 1 }, admin)).body.msg).toBe('操作员类型「收费稽核」已存在');
  });
});
