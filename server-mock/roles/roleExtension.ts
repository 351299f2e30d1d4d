/**
 * What schemas/operatorManage.json cannot say about roles (unique names it declares: `entities.role.unique`): the seeded roles, permission keys that
 * must exist in the catalogue (the half-checked ones are worked out here from the checked ones, so the two always
 * agree), and that a role still assigned to accounts cannot be deleted. The assignment itself: roleService.ts.
 */
import type Database from 'better-sqlite3';
import { ROLE_ENTITY, roleProfileName } from '../catalogue/roleGrants';
import { allPermissionKeys, TOP_BAR_KEY } from '../catalogue/permissionTree';
import { formatSeedTime } from '../engine/seedValues';
import type { EngineExtension, SeedKit } from '../engine/types';
import { leavesUnder, normaliseKeys, unknownKeys } from './roleKeys';

/** Accounts' profiles before a role was assigned (put back when it is taken away). */
export const ROLE_BACKUP_TABLE = 'role_user_backup';

const QUERY_ONLY = ['0001', '0006'];

const SEED_ROLES: { roleName: string; roleDesc: string; status: number; keys: () => string[] }[] = [
  { roleName: '超级管理员', roleDesc: '平台全部菜单与按钮权限', status: 1, keys: () => allPermissionKeys() },
  {
    roleName: '收费稽核员',
    roleDesc: '停车收费、欠费追缴与退款审核的查询与处理',
    status: 1,
    keys: () => [TOP_BAR_KEY, ...leavesUnder(['1000', '1300', '1400'])],
  },
  {
    roleName: '设备运维',
    roleDesc: '设备监控与设备管理，含导入、同步',
    status: 1,
    keys: () => [...leavesUnder(['1600', '2200']), 'TBFR10000006', 'TBHD10000005'],
  },
  {
    roleName: '公告编辑',
    roleDesc: '系统公告的编辑、提交审核与发布',
    status: 1,
    keys: () => [...leavesUnder(['1700']), 'TBSB10000001', 'MRIE16069246'],
  },
  {
    roleName: '只读访客',
    roleDesc: '停车收费与特殊车辆，仅查询与查看详情',
    status: 1,
    keys: () => leavesUnder(['1000', '1100'], QUERY_ONLY),
  },
  { roleName: '财务对账（停用）', roleDesc: '财务中心对账单处理，已停用', status: 0, keys: () => leavesUnder(['1500']) },
];

function seedRoles(kit: SeedKit): number {
  SEED_ROLES.forEach((role, i) => {
    const { checked, half } = normaliseKeys(role.keys());
    const time = formatSeedTime(kit.now - (SEED_ROLES.length - i) * 86_400_000 * 3);
    kit.insert({
      roleName: role.roleName,
      roleDesc: role.roleDesc,
      status: role.status,
      permissions: checked,
      halfPermissions: half,
      userCount: 0,
      createTime: time,
      updateTime: time,
    });
  });
  return SEED_ROLES.length;
}

export const assignedCount = (db: Database.Database, roleId: unknown) =>
  (db.prepare('SELECT COUNT(*) AS n FROM users WHERE menu_profile = ?').get(roleProfileName(String(roleId))) as { n: number }).n;

function checkRole(values: Record<string, unknown>): string | void {
  if (values.permissions === undefined) return;
  const keys = (values.permissions as unknown[]).map(String);
  const unknown = unknownKeys(keys);
  if (unknown.length) return `未知的权限：${unknown.slice(0, 3).join('、')}`;
  const { checked, half } = normaliseKeys(keys);
  if (checked.length === 0) return '请至少勾选一项权限';
  values.permissions = checked;
  values.halfPermissions = half;
}

export const roleExtension: EngineExtension = {
  entities: {
    [ROLE_ENTITY]: {
      fixedRows: true,
      seed: seedRoles,
      tables: [{ name: ROLE_BACKUP_TABLE, ddl: `CREATE TABLE ${ROLE_BACKUP_TABLE} (account TEXT PRIMARY KEY, profile TEXT NOT NULL)` }],
      hooks: {
        beforeCreate(values) {
          values.userCount = 0;
          return checkRole(values);
        },
        beforeUpdate(_current, values) {
          return checkRole(values);
        },
        beforeDelete(records) {
          // userCount is kept by the assignment (roleService.ts), so it is the number of accounts holding the role.
          const used = records.find((r) => Number(r.userCount) > 0);
          if (used) return `角色「${String(used.roleName)}」已分配给 ${String(used.userCount)} 个账号，请先取消分配`;
        },
      },
    },
  },
};
