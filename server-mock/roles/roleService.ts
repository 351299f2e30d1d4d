/**
 * Hand-written calls of 角色管理 (schemas/operatorManage.json): the permission tree from the catalogue, a role to
 * copy, and the assignment of roles to accounts. An assigned account's `menu_profile` becomes `role:<id>`
 * (catalogue/roleGrants.ts serves its menus and codes from then on); its previous profile is kept and put back
 * when the role is taken away. The current account cannot assign a role to itself (it would lock itself out).
 */
import { permissionTree } from '../catalogue/permissionTree';
import { ROLE_ENTITY, roleIdOf, roleProfileName } from '../catalogue/roleGrants';
import { fail, failWith, ok, ERR } from '../http/envelope';
import { currentUser, type RegisterService } from '../services/types';
import { assignedCount, ROLE_BACKUP_TABLE } from './roleExtension';

const BASE = '/api/system/v2/api/roles';

interface AccountRow {
  account: string;
  name: string;
  menu_profile: string;
}

export const registerRoles: RegisterService = (router, ctx) => {
  const { db } = ctx;
  const roles = () => ctx.engine.store(db, ROLE_ENTITY)!;
  const accounts = () => db.prepare('SELECT account, name, menu_profile FROM users ORDER BY rowid').all() as AccountRow[];
  const recount = () => {
    for (const role of roles().select('', [])) roles().patch(Number(role.roleId), { userCount: assignedCount(db, role.roleId) });
  };

  router.get(`${BASE}/permissionTree`, () => ok(permissionTree()));

  router.get(`${BASE}/{id}/copy`, (req) => {
    const role = roles().find(Number(req.params.id));
    if (!role) return failWith('recordNotFound');
    const { roleId: _id, userCount: _n, createTime: _c, updateTime: _u, ...copy } = role;
    return ok({ ...copy, roleName: `${String(role.roleName)}-副本`.slice(0, 20) });
  });

  router.get(`${BASE}/accountOptions`, (req) => {
    const me = currentUser(req).account;
    const names = new Map(
      roles()
        .select('', [])
        .map((r) => [roleProfileName(String(r.roleId)), String(r.roleName)]),
    );
    return ok(
      accounts()
        .filter((a) => a.account !== me)
        .map((a) => ({
          account: a.account,
          label: `${a.name}（${a.account}）${names.has(a.menu_profile) ? ` · ${names.get(a.menu_profile)}` : ''}`,
        })),
    );
  });

  router.get(`${BASE}/{id}/users`, (req) => {
    const role = roles().find(Number(req.params.id));
    if (!role) return failWith('recordNotFound');
    const profile = roleProfileName(String(role.roleId));
    return ok({
      roleId: role.roleId,
      roleName: role.roleName,
      accounts: accounts()
        .filter((a) => a.menu_profile === profile)
        .map((a) => a.account),
    });
  });

  // What the 分配账号 form accepts (schemas/operatorManage.json); the accounts themselves are checked below.
  const roleUsersInput = ctx.engine.inputCheck('operatorManage', 'roleUsersSave');
  router.put(`${BASE}/users`, (req) => {
    const body = (req.body ?? {}) as { roleId?: unknown; accounts?: unknown };
    const refused = roleUsersInput(body);
    if (refused) return fail(ERR.badRequest[0], refused);
    const role = roles().find(Number(body.roleId));
    if (!role) return failWith('recordNotFound');
    const wanted = body.accounts === undefined || body.accounts === null ? [] : body.accounts;
    if (!Array.isArray(wanted) || !wanted.every((a) => typeof a === 'string')) return fail(ERR.badRequest[0], '请选择要分配的账号');
    const all = accounts();
    const unknown = wanted.find((a) => !all.some((u) => u.account === a));
    if (unknown) return fail(ERR.badRequest[0], `账号「${unknown}」不存在`);
    if (wanted.includes(currentUser(req).account)) return fail(ERR.stateNotAllowed[0], '不能给当前登录的账号分配角色');
    const profile = roleProfileName(String(role.roleId));
    db.transaction(() => {
      for (const a of all) {
        const chosen = wanted.includes(a.account);
        if (chosen && a.menu_profile !== profile) {
          if (roleIdOf(a.menu_profile) === null)
            db.prepare(`INSERT OR REPLACE INTO ${ROLE_BACKUP_TABLE} (account, profile) VALUES (?, ?)`).run(a.account, a.menu_profile);
          db.prepare('UPDATE users SET menu_profile = ? WHERE account = ?').run(profile, a.account);
        } else if (!chosen && a.menu_profile === profile) {
          const backup = db.prepare(`SELECT profile FROM ${ROLE_BACKUP_TABLE} WHERE account = ?`).get(a.account) as
            { profile: string } | undefined;
          db.prepare('UPDATE users SET menu_profile = ? WHERE account = ?').run(backup?.profile ?? 'full', a.account);
          db.prepare(`DELETE FROM ${ROLE_BACKUP_TABLE} WHERE account = ?`).run(a.account);
        }
      }
      recount();
    })();
    return ok(null);
  });
};
